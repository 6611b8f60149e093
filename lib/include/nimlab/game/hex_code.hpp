#pragma once
// Hexadecimal codes d0.d1d2...dt (Winning Ways; Howse & Nowakowski 2004): octal codes with one
// more bit. Digit dk (k >= 1) says what a player may do after removing k tokens from one heap:
// bit 1 = leave no heap, bit 2 = leave one non-empty heap, bit 4 = leave two non-empty heaps,
// bit 8 = leave three non-empty heaps. d0 is 0, 4, 8 or c (split a heap in two and/or three
// without removing). Digits a-f in either case; printed in lower case. Accepted spellings:
// ".8", "0.b7", "4.8", "c.3". A code whose digits are all below 8 is an octal code (as_octal).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/game/octal_code.hpp"

namespace nimlab {

class HexCode {
 public:
  static constexpr std::size_t max_digits = 64;

  // Throws nimlab::error on malformed text: missing '.', digits outside 0-9a-f, d0 other than 0,
  // 4, 8 or c, no non-zero digit at all, or more than max_digits digits.
  static HexCode parse(std::string_view text);

  // Digit k for k = 0..; 0 beyond the last digit.
  std::uint8_t digit(std::size_t k) const { return k < digits_.size() ? digits_[k] : 0; }
  // t: the index of the last non-zero digit (0 only for the codes 4., 8. and c.).
  std::size_t length() const { return digits_.size() - 1; }
  // The same code as an octal code when every digit is below 8, std::nullopt otherwise.
  std::optional<OctalCode> as_octal() const;
  // Canonical spelling: ".b7" when d0 = 0, "8.3" otherwise.
  std::string to_string() const;

  friend bool operator==(const HexCode&, const HexCode&) = default;

 private:
  std::vector<std::uint8_t> digits_;  // digits_[0] = d0, trailing zeros removed
};

}  // namespace nimlab
