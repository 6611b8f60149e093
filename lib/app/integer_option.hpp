#pragma once
// A validator for integer options that says what is wrong: "1e6" is not an integer at all,
// "0" is outside the range (CLI11's Range says "not in range" for both).
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

namespace nimlab::app {

inline CLI::Validator integer_in_range(std::uint64_t low, std::uint64_t high) {
  const std::string range = std::to_string(low) + " to " + std::to_string(high);
  return CLI::Validator(
      [low, high, range](std::string& text) -> std::string {
        const bool digits = !text.empty() && text.size() <= 19 &&
                            text.find_first_not_of("0123456789") == std::string::npos;
        if (!digits) return "'" + text + "' is not a whole number (expected " + range + ")";
        const std::uint64_t v = std::stoull(text);
        if (v < low || v > high) return text + " is out of range (expected " + range + ")";
        return {};
      },
      "INT in [" + range + "]");
}

}  // namespace nimlab::app
