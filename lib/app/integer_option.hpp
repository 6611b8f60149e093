#pragma once
// Integer options as researchers write them: 1000000, 1e6, 2^20, 10^14 (also 2.5e3). A value is
// accepted only when it is an exact integer in the option's range; the validator rewrites the
// text to plain digits before CLI11 converts it (so it is added with ->transform(), which lets a
// validator rewrite the text; ->check() would not), and says what is wrong otherwise: "1.5" is not
// a whole number, "1e-3" neither, "0" and "10^30" are out of range (with the range named).
#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace nimlab::app {

// The value of `text` when it is a whole number in one of the forms above, std::nullopt when it
// is not one; `too_large` is set when it is a whole number beyond 2^64 - 1.
inline std::optional<std::uint64_t> parse_integer_text(std::string_view text, bool& too_large) {
  too_large = false;
  __extension__ typedef unsigned __int128 Wide;  // exact products up to 2^128
  constexpr Wide limit = ~std::uint64_t{0};
  const auto digits_only = [](std::string_view s) {
    return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
  };
  // A run of digits as a number, saturating just above the limit.
  const auto value_of = [&](std::string_view s) {
    Wide v = 0;
    for (char c : s) v = v > limit ? v : v * 10 + static_cast<unsigned>(c - '0');
    return v;
  };
  const auto power = [&](Wide base, std::uint64_t exponent) {
    Wide v = 1;
    for (std::uint64_t i = 0; i < exponent && v <= limit; ++i) v = base == 0 ? 0 : v * base;
    return base == 0 && exponent > 0 ? Wide{0} : v;
  };
  const auto finish = [&](Wide v) -> std::optional<std::uint64_t> {
    if (v > limit) {
      too_large = true;
      return std::nullopt;
    }
    return static_cast<std::uint64_t>(v);
  };
  if (digits_only(text)) return finish(value_of(text));
  if (const auto caret = text.find('^'); caret != std::string_view::npos) {
    const std::string_view base = text.substr(0, caret), exponent = text.substr(caret + 1);
    if (!digits_only(base) || !digits_only(exponent) || exponent.size() > 6) return std::nullopt;
    const Wide b = value_of(base);
    if (b > limit) return finish(b);
    return finish(b <= 1 ? (value_of(exponent) == 0 ? 1 : b) : power(b, value_of(exponent)));
  }
  const auto e = text.find_first_of("eE");
  if (e == std::string_view::npos) return std::nullopt;
  std::string_view mantissa = text.substr(0, e), exponent = text.substr(e + 1);
  if (!exponent.empty() && exponent.front() == '+') exponent.remove_prefix(1);
  if (!digits_only(exponent) || exponent.size() > 6) return std::nullopt;
  std::string_view whole = mantissa, fraction;
  if (const auto dot = mantissa.find('.'); dot != std::string_view::npos) {
    whole = mantissa.substr(0, dot);
    fraction = mantissa.substr(dot + 1);
    if (!fraction.empty() && !digits_only(fraction)) return std::nullopt;
  }
  if (!digits_only(whole)) return std::nullopt;
  // whole.fraction * 10^exponent is whole when the fraction's digits beyond the exponent are 0.
  const std::uint64_t shift = static_cast<std::uint64_t>(value_of(exponent));
  while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
  if (fraction.size() > shift) return std::nullopt;
  const Wide significand = value_of(std::string(whole) + std::string(fraction));
  if (significand == 0) return 0;
  const Wide scale = power(10, shift - fraction.size());
  return finish(significand > limit || scale > limit ? limit + 1 : significand * scale);
}

inline CLI::Validator integer_in_range(std::uint64_t low, std::uint64_t high) {
  const std::string range = std::to_string(low) + " to " + std::to_string(high);
  return CLI::Validator(
      [low, high, range](std::string& text) -> std::string {
        bool too_large = false;
        const std::optional<std::uint64_t> v = parse_integer_text(text, too_large);
        if (too_large) return text + " is out of range (expected " + range + ")";
        if (!v)
          return "'" + text + "' is not a whole number (expected " + range +
                 "); forms such as 1e6 and 2^20 are accepted";
        if (*v < low || *v > high) return text + " is out of range (expected " + range + ")";
        text = std::to_string(*v);  // the form CLI11 converts
        return {};
      },
      "INT in [" + range + "]");
}

}  // namespace nimlab::app
