#pragma once
// Grundy values of games with three-heap splits (hexadecimal codes with a digit >= 8), without
// enumerating every split: each heap's options are kept as a bitset and filled word by word from
// value 0 up, so that only the mex is settled, not the whole option set.
//
// The options of a three-heap split of r are the union over a part c of G(c) ^ P(r - c), P the
// pair values of pair_value_sets.hpp. A word of values is filled, cheapest evidence first, by
//   1. the splits (c, h, h') with G(h) = G(h'): every G(c) with r - c even (two equal halves);
//      these form a set that only grows with the heap, kept per parity of c;
//   2. the parts c whose value lies in the word itself or a few words away, with the low words
//      of their (small) pair sets;
// and a word still not full is settled by every smallest part c <= r / 3 (which covers every
// split): that last scan, O(r) per heap, is done about once per heap, for the word of the mex.
//
// Heaps go in groups of up to d consecutive heaps (at most 4), d = min(k over reductions,
// k + 1 over two-heap splits, k + 2 over three-heap splits) (.8 and .9: d = 3): a heap reads
// values and pair sets at least d heaps back, so no heap of a group reads another. The group's
// heaps go through the words in step, each word tried for every heap that needs it, and a word's
// last scan is done for every heap whose word it is in one pass: their reads differ by a size
// or two, so one cache line read serves them all. Threads work from a couple of thousand tokens
// on (below, one heap costs about what a hand-off to the team does): they claim the words (8 at a
// time below the mex) and the last scan's parts in chunks. The inner loops are in
// split_scan_kernels.hpp.
//
// Time: about O(N^2) in all (building the pair sets, N^2 / 4 splits; the final scans, N^2 / 6),
// plus the words below the mex. Memory: the pair sets of the last third of the sizes, about
// N / 3 * W / 8 bytes for values below W (see PairValueSets). The enumerating reference is
// grundy_values_classical.
#include <cstddef>

#include "nimlab/game/game.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::detail {

// G(0..count-1) of a game whose moves include three-heap splits (any other moves too), on
// `threads` threads (0: default_engine_threads(), nimlab/values/thread_team.hpp). The values are
// the same for every number of threads.
Sequence grundy_values_three_heap(const Moves& moves, std::size_t count, unsigned threads);

}  // namespace nimlab::detail
