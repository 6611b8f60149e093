#pragma once
// Building blocks of the closed form: per-heap play lengths and the binomial convolution that
// interleaves the moves of independent heaps.
//
// w_h(i) is the number of ways to play a lone heap of h tokens in exactly i moves until it is
// dead. Under Nim, w_0 = (1) and w_h(i) = C(h-1, i-1) for h >= 1 (the removals form a composition
// of h into i parts). Under a subtraction set S, w_h(0) = [h < min S] and
// w_h(i) = sum over s in S with s <= h of w_{h-s}(i-1).
//
// Interleaving: if heap A is played in i moves and heap B in j moves, the moves of a joint play
// form one of C(i+j, i) shuffles. So the sequences combine by binomial convolution
// c_m = sum_i C(m, i) a_i b_{m-i} (the product of exponential generating functions), and the
// number of plays of a position is the sum of the entries of the convolution of its heaps.
#include <cstdint>
#include <functional>
#include <vector>

#include "nimlab/count/play_rule.hpp"

namespace nimlab {

// Calls row(h, w_h) for h = 0..max_heap in increasing order. Time O(max_heap^2) additions for Nim
// and O(max_heap^2 |S| / min S) under a set; memory: the last max(S) rows only.
template <class Int>
void for_each_heap_play_lengths(
    const PlayRule& rule, std::uint32_t max_heap,
    const std::function<void(std::uint32_t, const std::vector<Int>&)>& row);

// w_h(0..max moves) of one heap.
template <class Int>
std::vector<Int> heap_play_lengths(const PlayRule& rule, std::uint32_t heap);

// c_m = sum_i C(m, i) a_i b_{m-i}; empty if either input is empty. Time O(|a| |b|)
// multiplications; the binomials are generated row by row (no Pascal table is stored).
template <class Int>
std::vector<Int> binomial_convolution(const std::vector<Int>& a, const std::vector<Int>& b);

}  // namespace nimlab
