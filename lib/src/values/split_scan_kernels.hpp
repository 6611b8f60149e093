#pragma once
// The inner loops of the three-heap engine (three_heap_grundy.cpp), each over a run of parts
// with no branch on the data, so that the compiler moves 4 or 8 words at once. On x86-64 with
// GCC or Clang each is also compiled for AVX2 (x86-64-v3) and AVX-512 (x86-64-v4), and the
// loader picks the widest the processor has; elsewhere the one plain version is built. Every
// version computes the same result.
#include <cstddef>
#include <cstdint>

#include "nimlab/values/sequence.hpp"

namespace nimlab::detail {

// A heap c >= 1 of a part list and the move of its value's bits, G(c) & 63.
struct Part {
  std::uint32_t c;
  std::uint32_t shift;
};

// The union over the parts of word below[-c] moved by the part's shift (xor_bit_positions).
std::uint64_t moved_union(const Part* parts, std::size_t count, const std::uint64_t* below);

// Whether some part's word below[-c] has bit `bit` ^ shift set, that is whether its moved word
// has bit `bit`.
bool hits_bit(const Part* parts, std::size_t count, const std::uint64_t* below, unsigned bit);

// moved[s] = xor_bit_positions(missing, s) for every s < 64.
void move_every_way(std::uint64_t missing, std::uint64_t* moved);

// The union over c in [first, last] of word w ^ (g[c] >> 6) of P(r - c), read in `block` (the
// block of PairValueSets that holds every size r - c of the run), and moved[g[c] & 63]: nonzero
// when some part c of the run hits a bit of the moved missing bits.
std::uint64_t hits_in_block(const Value* g, std::size_t first, std::size_t last, std::size_t r,
                            std::size_t w, const std::uint64_t* block, const std::uint64_t* moved);

}  // namespace nimlab::detail
