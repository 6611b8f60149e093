#pragma once
// Durations as a person reads them: "850 ns", "85 µs", "8.5 ms", "1.2 s", "3 min 4 s",
// "2 h 5 min": one decimal below ten units, whole units above; a value that rounds to 1000 of a
// unit is printed in the next one ("1.0 ms", not "1000 µs"). Header-only, so that nimlab-check,
// which does not link the library, prints timings the same way.
#include <cmath>
#include <cstdio>
#include <string>

namespace nimlab {

// `seconds` must be finite; zero, negative and NaN durations print as "0 ns".
inline std::string human_duration(double seconds) {
  if (!(seconds > 0)) return "0 ns";
  char buffer[64];
  struct Unit {
    double size;
    const char* name;
  };
  static constexpr Unit units[] = {{1e-9, "ns"}, {1e-6, "\u00b5s"}, {1e-3, "ms"}, {1.0, "s"}};
  for (const Unit& u : units) {
    const double x = seconds / u.size;
    if (x < (u.size == 1.0 ? 59.5 : 999.5)) {
      std::snprintf(buffer, sizeof buffer, x < 9.95 ? "%.1f %s" : "%.0f %s", x, u.name);
      return buffer;
    }
  }
  // Two units from here on, the smaller one left out when it is zero ("3 min", "3 min 4 s").
  const bool minutes = std::llround(seconds) < 3600;
  const long long small_units = minutes ? std::llround(seconds) : std::llround(seconds / 60);
  const long long big = small_units / 60, rest = small_units % 60;
  if (rest)
    std::snprintf(buffer, sizeof buffer, "%lld %s %lld %s", big, minutes ? "min" : "h", rest,
                  minutes ? "s" : "min");
  else
    std::snprintf(buffer, sizeof buffer, "%lld %s", big, minutes ? "min" : "h");
  return buffer;
}

}  // namespace nimlab
