#pragma once
// Values of all-but subtraction games (nimlab/game/all_but.hpp) without enumerating options:
// heap n has an option at every heap j < n except the |X| heaps n - x (x in X, x <= n), so
// counts over all earlier heaps, less the excluded ones, say which values the options take.
// O(|X|) per heap (plus O(1) amortized for the running mex), O(count) memory.
#include <cstddef>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::detail {

// G(0..count-1) under normal play; `excluded` is X, sorted.
//   count[v]: heaps j < n with G(j) = v; M: the mex of all G(j), j < n.
// A value v is missing from the options of n iff every earlier heap of value v is excluded, i.e.
// count[v] equals the number of x in X (x <= n) with G(n - x) = v. Every v < M has count[v] > 0,
// so a missing v < M is some G(n - x): G(n) is the smallest missing such value, else M.
Sequence all_but_grundy_values(const std::vector<std::size_t>& excluded, std::size_t count);

// Outcomes o(0..count-1) under a convention: a heap is N iff some option is P, else D iff some
// option is D, else P with an option, else (no option) the terminal outcome (tokens left for
// n >= 1: the stuck rule decides). The P and D options are the earlier P and D heaps less the
// excluded ones.
Sequence all_but_outcome_values(const std::vector<std::size_t>& excluded, Convention convention,
                                std::size_t count);

}  // namespace nimlab::detail
