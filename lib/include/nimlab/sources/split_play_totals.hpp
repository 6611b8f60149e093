#pragma once
// Complete plays of Nim summed over every way of laying out n tokens in non-empty heaps: the
// Swedish report's count (source 003, §6) without its restriction to three heaps, and with the
// heaps' order taken into account. A heap of h tokens emptied in l moves has C(h-1, l-1) plays
// (the compositions of h), and the plays of independent heaps interleave by binomial factors, so
// the totals follow from a knapsack over heap sizes; no position is enumerated. This is a method
// of its own: count/ sums per-split counts, and the tests compare the two.
#include <cstdint>

#include "nimlab/count/big_int.hpp"

namespace nimlab {

// Sum over the splits of `tokens` into exactly `heaps` non-empty heaps (any number when heaps is
// 0) of the number of complete plays of Nim. Heaps are unordered (partitions, (1,1,43) counted
// once) unless `ordered` (compositions). Throws nimlab::error unless 1 <= tokens <= 200 and
// heaps <= tokens. O(tokens^4) big-integer steps, times `heaps` when it is not 0.
gmp_int split_play_total(std::uint32_t tokens, std::uint32_t heaps, bool ordered);

}  // namespace nimlab
