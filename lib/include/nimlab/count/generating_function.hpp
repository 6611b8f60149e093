#pragma once
// Whole tables of split totals from exponential generating functions.
//
// Mark tokens by y (ordinary) and moves by x (exponential). One non-empty heap contributes
//   Q1(x, y) = sum_{h>=1} y^h sum_i w_h(i) x^i / i! = d(y) exp(x s(y)) - 1,
// where s(y) = sum_{s in S} y^s (y/(1-y) for Nim) and d(y) = sum_{r < min S} y^r (1 for Nim).
// The functional T[x^m/m!] = 1 turns a product of heaps into its number of plays, and
// T[x^i/i! exp(j x s)] = 1/(1 - j s)^{i+1}. Hence the ordered total for k heaps is
//   [y^N] sum_j C(k,j) (-1)^{k-j} d^j / (1 - j s),
// a rational series in y. Unordered totals follow by Burnside's lemma over S_k: a permutation
// of cycle type (1^m1 2^m2 ...) fixes the positions that are constant on its cycles, whose plays
// sum to [y^N] T[Q1^m1 * prod_{l>=2} Q_l^{m_l}] with Q_l = sum_a y^{la} W_a(x)^l. The Q1 part is
// folded in by the formula above (Horner's rule in i), the rest by binomial convolutions.
//
// Time for k = 3: O(N^3/24) multiplications (building Q2, Q3) plus O(N^2) sparse series steps.
// Memory: O(N^2) big integers (the Q_l arrays); ordered totals need O(N) only.
#include <cstdint>
#include <vector>

#include "nimlab/count/play_rule.hpp"
#include "nimlab/count/splits.hpp"

namespace nimlab {

// Totals t[n] for n = 0..max_tokens of the plays over all splits of n tokens into exactly k
// non-empty heaps (t[n] = 0 for n < k). Requires 1 <= k <= count_limits::max_piles.
template <class Int>
std::vector<Int> split_totals_generating_function(const PlayRule& rule, std::uint32_t k,
                                                  SplitOrder order, std::uint32_t max_tokens);

}  // namespace nimlab
