#pragma once
// Xoring every member of a bitset by a constant x maps word w to word w ^ (x >> 6) and moves the
// bits inside each word: bit i goes to bit i ^ (x & 63). This is that move, as six masked swaps
// (one per bit of the shift), without branches: the shifts of one heap vary at random.
#include <cstdint>

namespace nimlab::detail {

inline std::uint64_t xor_bit_positions(std::uint64_t word, unsigned shift) {
  constexpr std::uint64_t low_half[6] = {0x5555555555555555u, 0x3333333333333333u,
                                         0x0f0f0f0f0f0f0f0fu, 0x00ff00ff00ff00ffu,
                                         0x0000ffff0000ffffu, 0x00000000ffffffffu};
  for (unsigned k = 0; k < 6; ++k) {
    const unsigned width = 1u << k;
    const std::uint64_t swapped = ((word & low_half[k]) << width) | ((word >> width) & low_half[k]);
    const std::uint64_t take = std::uint64_t{0} - ((shift >> k) & 1u);
    word = (swapped & take) | (word & ~take);
  }
  return word;
}

}  // namespace nimlab::detail
