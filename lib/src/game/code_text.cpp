#include "game/code_text.hpp"

#include "nimlab/error.hpp"

namespace nimlab::detail {
namespace {

constexpr std::string_view digit_chars = "0123456789abcdef";

// The value of c in the base, or -1.
int digit_value(char c, unsigned base) {
  const char lower = (c >= 'A' && c <= 'F') ? static_cast<char>(c - 'A' + 'a') : c;
  const std::size_t at = digit_chars.find(lower);
  return at != std::string_view::npos && at < base ? static_cast<int>(at) : -1;
}

std::string heads_text(std::string_view heads) {
  std::string out;
  for (std::size_t i = 0; i < heads.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == heads.size() ? " or " : ", ") + heads[i];
  return out;
}

}  // namespace

std::vector<std::uint8_t> parse_code_digits(std::string_view text, const CodeSyntax& syntax) {
  const std::string shown(text);
  const std::string what = std::string(syntax.name) + " code '" + shown + "'";
  const std::size_t dot = text.find('.');
  if (dot == std::string_view::npos)
    throw error("malformed " + what + " (expected e.g. " + std::string(syntax.example) + ")");
  const std::string_view head = text.substr(0, dot);
  std::vector<std::uint8_t> digits;
  const int d0 = head.empty() ? 0 : head.size() == 1 ? digit_value(head[0], syntax.base) : -1;
  if (d0 < 0 || syntax.heads.find(digit_chars[static_cast<std::size_t>(d0)]) == std::string::npos)
    throw error("malformed " + what + ": the digit before the point must be " +
                heads_text(syntax.heads));
  digits.push_back(static_cast<std::uint8_t>(d0));
  for (char c : text.substr(dot + 1)) {
    const int d = digit_value(c, syntax.base);
    if (d < 0)
      throw error("malformed " + what + ": '" + std::string(1, c) + "' is not " +
                  (syntax.base == 8 ? "an octal" : "a hexadecimal") + " digit");
    digits.push_back(static_cast<std::uint8_t>(d));
  }
  while (digits.size() > 1 && digits.back() == 0) digits.pop_back();
  // A non-zero d0 alone (4., 8.) still allows splitting a heap.
  if (digits.size() == 1 && digits[0] == 0)
    throw error("malformed " + what + ": no move is allowed (no non-zero digit)");
  if (digits.size() - 1 > syntax.max_digits)
    throw error(what + " has more than " + std::to_string(syntax.max_digits) + " digits");
  return digits;
}

std::string code_text(const std::vector<std::uint8_t>& digits) {
  std::string out = digits[0] == 0 ? "." : std::string(1, digit_chars[digits[0]]) + ".";
  for (std::size_t k = 1; k < digits.size(); ++k) out += digit_chars[digits[k]];
  return out;
}

}  // namespace nimlab::detail
