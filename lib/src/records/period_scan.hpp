#pragma once
// The preperiod from a repeated window, on a bit string of values (bit n = [v(n) = P], least
// significant bit first): if the window at position t recurs at t + lambda, then
// v(n + lambda) = v(n) for every n >= t, and the preperiod is 1 + the last n < t with
// v(n) != v(n + lambda) (0 if there is none). O(t / 64) word operations.
// The string is read through word(k), its k-th 64-bit word, with v(n) at bit offset + n of the
// concatenation; words up to (offset + t + lambda - 1) / 64 + 1 are read (bits beyond
// offset + t + lambda - 1 are never used, so the last word may hold anything).
#include <bit>
#include <cstdint>

namespace nimlab::records::detail {

template <class WordAt>
std::uint64_t preperiod_from_words(const WordAt& word, std::uint64_t offset, std::uint64_t t,
                                   std::uint64_t lambda) {
  // Bits q..q+63 of the concatenation.
  auto bits_at = [&word](std::uint64_t q) {
    const std::uint64_t k = q >> 6, r = q & 63;
    return r ? (word(k) >> r) | (word(k + 1) << (64 - r)) : word(k);
  };
  for (std::uint64_t base = t == 0 ? 0 : (t - 1) / 64 * 64 + 64; base > 0;) {
    base -= 64;
    std::uint64_t x = bits_at(offset + base) ^ bits_at(offset + base + lambda);
    if (t - base < 64) x &= (std::uint64_t{1} << (t - base)) - 1;
    if (x) return base + (63 - std::countl_zero(x)) + 1;
  }
  return 0;
}

// The same on a plain array (offset 0): it must hold ceil((t + lambda) / 64) + 1 words.
inline std::uint64_t preperiod_from_bits(const std::uint64_t* bits, std::uint64_t t,
                                         std::uint64_t lambda) {
  return preperiod_from_words([bits](std::uint64_t k) { return bits[k]; }, 0, t, lambda);
}

}  // namespace nimlab::records::detail
