#pragma once
// Octal codes d0.d1d2...dt (Guy-Smith). Digit dk (k >= 1) says what a player may do after removing
// k tokens from one heap: bit 1 = leave no heap (take the whole heap), bit 2 = leave one non-empty
// heap, bit 4 = leave two non-empty heaps. d0 is 0 or 4 (4: split a heap in two without removing).
// Accepted spellings: ".1133", "0.77", "4.07". t is the index of the last non-zero digit.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab {

class OctalCode {
 public:
  static constexpr std::size_t max_digits = 64;

  // Throws nimlab::error on malformed text: missing '.', digits outside 0-7, d0 other than 0 or 4,
  // no non-zero digit at all (4. and 4.0 are accepted: a heap may be split), or more than
  // max_digits digits.
  static OctalCode parse(std::string_view text);

  // Digit k for k = 0..; 0 beyond the last digit.
  std::uint8_t digit(std::size_t k) const { return k < digits_.size() ? digits_[k] : 0; }
  // t: the index of the last non-zero digit (>= 1, except 0 for the code 4.).
  std::size_t length() const { return digits_.size() - 1; }
  // True if some digit allows leaving two heaps (d0 = 4 or a digit with the 4-bit).
  bool splits() const;
  // Canonical spelling: ".1133" when d0 = 0, "4.07" when d0 = 4.
  std::string to_string() const;

  friend bool operator==(const OctalCode&, const OctalCode&) = default;

 private:
  std::vector<std::uint8_t> digits_;  // digits_[0] = d0, trailing zeros removed
};

}  // namespace nimlab
