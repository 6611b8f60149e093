#include "nimlab/io/human_duration.hpp"

#include <cmath>
#include <cstdio>

namespace nimlab {
namespace {

// One decimal below 10 ("8.5"), a whole number above ("85").
std::string amount(double x) {
  char buffer[32];
  if (x < 9.95)
    std::snprintf(buffer, sizeof buffer, "%.1f", x);
  else
    std::snprintf(buffer, sizeof buffer, "%.0f", x);
  return buffer;
}

}  // namespace

std::string human_duration(double seconds) {
  if (!(seconds > 0)) return "0 ns";
  struct Unit {
    double size;
    const char* name;
  };
  // A value that rounds to 1000 of a unit is printed in the next one ("1.0 ms", not "1000 µs").
  static constexpr Unit small[] = {{1e-9, "ns"}, {1e-6, "\u00b5s"}, {1e-3, "ms"}, {1.0, "s"}};
  for (const Unit& u : small) {
    const double x = seconds / u.size;
    if (u.size == 1.0 ? x < 59.5 : x < 999.5) return amount(x) + " " + u.name;
  }
  // Two units from here on, the smaller one left out when it is zero ("3 min", "3 min 4 s").
  const bool minutes = std::llround(seconds) < 3600;
  const long long small_units = minutes ? std::llround(seconds) : std::llround(seconds / 60);
  const long long big = small_units / 60, rest = small_units % 60;
  char buffer[64];
  if (rest)
    std::snprintf(buffer, sizeof buffer, "%lld %s %lld %s", big, minutes ? "min" : "h", rest,
                  minutes ? "s" : "min");
  else
    std::snprintf(buffer, sizeof buffer, "%lld %s", big, minutes ? "min" : "h");
  return buffer;
}

}  // namespace nimlab
