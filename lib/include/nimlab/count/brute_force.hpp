#pragma once
// The third oracle: an explicit depth-first enumeration of every play, counting the leaves of the
// game tree one by one. No memo, no symmetry, no algebra; time proportional to the number of
// plays, so only for tiny positions.
#include <cstdint>
#include <span>

#include "nimlab/count/play_rule.hpp"

namespace nimlab {

// Throws nimlab::error when more than max_plays plays would have to be enumerated.
std::uint64_t count_plays_brute_force(const PlayRule& rule, std::span<const std::uint32_t> heaps,
                                      std::uint64_t max_plays = 100'000'000);

}  // namespace nimlab
