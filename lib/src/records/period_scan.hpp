#pragma once
// The preperiod from a repeated window, on a bit string of values (bit n = [v(n) = P], least
// significant bit first): if the window at position t recurs at t + lambda, then
// v(n + lambda) = v(n) for every n >= t, and the preperiod is 1 + the last n < t with
// v(n) != v(n + lambda) (0 if there is none). O(t / 64) word operations; the string must hold
// at least ceil((t + lambda) / 64) + 2 words (the tail beyond t + lambda is never used).
#include <bit>
#include <cstdint>

namespace nimlab::records::detail {

// Bits q..q+63 of the string.
inline std::uint64_t bits_at(const std::uint64_t* bits, std::uint64_t q) {
  const std::uint64_t k = q >> 6, r = q & 63;
  return r ? (bits[k] >> r) | (bits[k + 1] << (64 - r)) : bits[k];
}

inline std::uint64_t preperiod_from_bits(const std::uint64_t* bits, std::uint64_t t,
                                         std::uint64_t lambda) {
  for (std::uint64_t base = t == 0 ? 0 : (t - 1) / 64 * 64 + 64; base > 0;) {
    base -= 64;
    std::uint64_t x = bits_at(bits, base) ^ bits_at(bits, base + lambda);
    if (t - base < 64) x &= (std::uint64_t{1} << (t - base)) - 1;
    if (x) return base + (63 - std::countl_zero(x)) + 1;
  }
  return 0;
}

}  // namespace nimlab::records::detail
