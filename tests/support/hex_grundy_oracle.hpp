#pragma once
// A Grundy oracle for hexadecimal codes, written from the definition of a code and sharing no
// code with the library: heap n's options are every way to remove k tokens (digit dk) and leave no
// heap (bit 1, k = n >= 1), one heap (bit 2), two heaps (bit 4) or three heaps (bit 8), all parts
// non-empty; the value of a position is the nim-sum of its heaps'. O(n^2) per heap.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace nimlab::test {

// digits[k] = dk for k = 0..t (d0 without the bits 1 and 2).
inline std::vector<std::uint32_t> hex_grundy(const std::vector<unsigned>& digits,
                                             std::size_t count) {
  const std::size_t t = digits.size() - 1;
  std::vector<std::uint32_t> g(count, 0);
  std::vector<char> seen;
  std::uint32_t largest = 0;
  for (std::size_t n = 1; n < count; ++n) {
    // Options below 2^w when every value so far is: the mex is at most 2^w.
    seen.assign((std::size_t{1} << std::bit_width(largest)) + 1, 0);
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
      const unsigned d = digits[k];
      const std::size_t r = n - k;
      if (k >= 1 && r == 0 && (d & 1)) seen[0] = 1;
      if (k >= 1 && r >= 1 && (d & 2)) seen[g[r]] = 1;
      if ((d & 4) && r >= 2)
        for (std::size_t a = 1; 2 * a <= r; ++a) seen[g[a] ^ g[r - a]] = 1;
      if ((d & 8) && r >= 3)
        for (std::size_t a = 1; 3 * a <= r; ++a)
          for (std::size_t b = a; a + 2 * b <= r; ++b) seen[g[a] ^ g[b] ^ g[r - a - b]] = 1;
    }
    while (seen[g[n]]) ++g[n];
    largest = std::max(largest, g[n]);
  }
  return g;
}

// "d0.d1...dt" in the spelling HexCode::parse reads (".d1..." when d0 = 0).
inline std::string hex_text(const std::vector<unsigned>& digits) {
  const char* hex = "0123456789abcdef";
  std::string text = digits[0] == 0 ? "." : std::string(1, hex[digits[0]]) + ".";
  for (std::size_t k = 1; k < digits.size(); ++k) text += hex[digits[k]];
  return text;
}

// Every code d0.d1 or d0.d1d2 (d0 in 0, 4, 8, c; last digit not 0) with a three-heap split.
inline std::vector<std::vector<unsigned>> two_digit_codes_with_three_heap_splits() {
  std::vector<std::vector<unsigned>> codes;
  for (unsigned d0 : {0u, 4u, 8u, 12u})
    for (unsigned d1 = 0; d1 < 16; ++d1)
      for (unsigned d2 = 0; d2 < 16; ++d2) {
        std::vector<unsigned> digits{d0, d1};
        if (d2 != 0) digits.push_back(d2);
        if (digits.back() == 0) continue;
        if (std::none_of(digits.begin(), digits.end(), [](unsigned d) { return d & 8; })) continue;
        codes.push_back(digits);
      }
  return codes;
}

}  // namespace nimlab::test
