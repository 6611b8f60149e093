#pragma once
// Durations as a person reads them: "850 ns", "85 µs", "8.5 ms", "1.2 s", "3 min 4 s",
// "2 h 5 min". Two significant digits below ten units, whole units above.
#include <string>

namespace nimlab {

// `seconds` must be finite; negative durations print as 0 ns.
std::string human_duration(double seconds);

}  // namespace nimlab
