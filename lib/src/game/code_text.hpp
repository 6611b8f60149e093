#pragma once
// The text form shared by octal and hexadecimal codes d0.d1d2...dt: parsed and printed only here
// (by OctalCode and HexCode), so both notations accept and print the same shapes.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab::detail {

struct CodeSyntax {
  std::string_view name;     // "octal" / "hexadecimal"
  unsigned base;             // 8 / 16
  std::string_view example;  // shown when the text has no point, e.g. ".1133, 0.77 or 4.07"
  std::string_view heads;    // the digits d0 may be, e.g. "04"
  std::size_t max_digits;
};

// The digits d0, d1, ..., dt with trailing zeros removed (d0 = 0 when the text before the point
// is empty). Throws nimlab::error on a missing point, a digit outside the base (either case for
// hexadecimal letters), d0 not in syntax.heads, no move at all (every digit 0), or more than
// max_digits digits after the point.
std::vector<std::uint8_t> parse_code_digits(std::string_view text, const CodeSyntax& syntax);

// ".1133" when d0 = 0, "4.07" otherwise; hexadecimal digits in lower case.
std::string code_text(const std::vector<std::uint8_t>& digits);

}  // namespace nimlab::detail
