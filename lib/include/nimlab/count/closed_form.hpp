#pragma once
// Method 2: the closed form for one position (derivation in proofs/play-counting.md).
//
//   plays(h1..hk) = sum over (i1..ik) of prod_j w_{hj}(ij) * (i1+...+ik)! / (i1! ... ik!)
//
// where w_h(i) counts the ways to play a lone heap of h in exactly i moves (C(h-1, i-1) under
// Nim; a linear recurrence under a subtraction set, see heap_sequences.hpp). It is evaluated as a
// chain of binomial convolutions. Time O(M^2 k) multiplications for M = total number of moves at
// most; memory O(M) big integers.
#include <cstdint>
#include <span>

#include "nimlab/count/play_rule.hpp"

namespace nimlab {

template <class Int>
Int count_plays_closed_form(const PlayRule& rule, std::span<const std::uint32_t> heaps);

}  // namespace nimlab
