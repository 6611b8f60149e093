// Split totals for every N up to a bound from exponential generating functions
// (derivation in generating_function.hpp and proofs/play-counting.md).
//   ordered:   t(N) = [y^N] sum_j C(k,j) (-1)^(k-j) d^j H_j,  H_j = 1/(1 - j s) = sD/(sD - j sN)
//   unordered: t(N) = (1/k!) sum over cycle types L of k of (k!/z_L) Fix_L(N)      (Burnside)
//              Fix_L = [y^N] sum_j C(m1,j) (-1)^(m1-j) d^j H_j sum_i R_i(y) H_j^i,
//              R = prod_{l>=2} Q_l^(m_l) as a series in y of move-count sequences in x.
// s = sN/sD is y/(1-y) for Nim and sum_{s in S} y^s for a set; d = sum_{r < min S} y^r. Every
// sparse polynomial here has constant term 1, so multiplying and dividing by it are in-place
// recurrences of O(N * terms). Time: the Q_l (binomial powers of the per-heap sequences, about
// N^3/24 multiplications for l = 2) dominate; the Horner steps cost O(N^2 * terms) per j.
// Memory: O(N^2) big integers for the Q_l; the ordered case O(N).
#include "nimlab/count/generating_function.hpp"

#include <functional>
#include <map>
#include <stdexcept>
#include <string>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/heap_sequences.hpp"
#include "nimlab/count/limits.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

struct Term {
  std::uint32_t degree;
  std::int64_t coef;
};
using Sparse = std::vector<Term>;  // sorted by degree, first term (0, 1)

template <class Int>
using Series = std::vector<Int>;  // coefficients of y^0..y^max
template <class Int>
using Bivariate = std::vector<std::vector<Int>>;  // [y-degree][number of moves]

template <class Int>
void add_multiple(Int& x, const Int& y, std::int64_t c) {
  if (c == 1)
    x += y;
  else if (c == -1)
    x -= y;
  else
    x += y * static_cast<long long>(c);
}

// a *= p in place (p has constant term 1): descending, so lower terms are still the old ones.
template <class Int>
void multiply(Series<Int>& a, const Sparse& p) {
  for (std::size_t n = a.size(); n-- > 0;)
    for (std::size_t t = 1; t < p.size() && p[t].degree <= n; ++t)
      add_multiple(a[n], a[n - p[t].degree], p[t].coef);
}

// a /= q in place (q has constant term 1): ascending, using the new lower terms.
template <class Int>
void divide(Series<Int>& a, const Sparse& q) {
  for (std::size_t n = 0; n < a.size(); ++n)
    for (std::size_t t = 1; t < q.size() && q[t].degree <= n; ++t)
      add_multiple(a[n], a[n - q[t].degree], -q[t].coef);
}

Sparse combine(const std::map<std::uint32_t, std::int64_t>& terms) {
  Sparse out;
  for (const auto& [degree, coef] : terms)
    if (coef != 0 || degree == 0) out.push_back({degree, coef});
  return out;
}

// The pieces of s = sN/sD and d for a rule, truncated at max_tokens.
struct RuleSeries {
  Sparse s_denominator;                               // sD
  std::map<std::uint32_t, std::int64_t> s_numerator;  // sN
  Sparse dead;                                        // d
};

RuleSeries rule_series(const PlayRule& rule, std::uint32_t max_tokens) {
  RuleSeries r;
  if (rule.is_nim()) {
    r.s_denominator = {{0, 1}, {1, -1}};
    r.s_numerator = {{1, 1}};
    r.dead = {{0, 1}};
    return r;
  }
  r.s_denominator = {{0, 1}};
  for (std::uint32_t s : rule.set()->elements())
    if (s <= max_tokens) r.s_numerator[s] = 1;
  for (std::uint32_t d = 0; d < rule.min_move() && d <= max_tokens; ++d) r.dead.push_back({d, 1});
  return r;
}

// sD - j sN.
Sparse denominator(const RuleSeries& r, std::int64_t j) {
  std::map<std::uint32_t, std::int64_t> terms;
  for (const Term& t : r.s_denominator) terms[t.degree] += t.coef;
  for (const auto& [degree, coef] : r.s_numerator) terms[degree] -= j * coef;
  return combine(terms);
}

// [y^n] sum_j C(m1,j) (-1)^(m1-j) d^j H_j sum_i R_i(y) H_j^i, for n = 0..max_tokens.
template <class Int>
Series<Int> fixed_point_plays(const RuleSeries& r, std::uint32_t m1, const Bivariate<Int>& rest,
                              std::uint32_t max_tokens) {
  std::size_t moves = 0;
  for (const auto& seq : rest) moves = std::max(moves, seq.size());
  Series<Int> fix(max_tokens + 1);
  Int binom{1};  // C(m1, j)
  for (std::uint32_t j = 0; j <= m1; ++j) {
    const Sparse den = denominator(r, j);
    auto times_h = [&](Series<Int>& a) {
      if (j == 0) return;  // H_0 = 1
      multiply(a, r.s_denominator);
      divide(a, den);
    };
    Series<Int> acc(max_tokens + 1);
    for (std::size_t i = moves; i-- > 0;) {  // Horner's rule in the number of moves i
      if (i + 1 < moves) times_h(acc);
      for (std::size_t n = 0; n < rest.size(); ++n)
        if (i < rest[n].size()) acc[n] += rest[n][i];
    }
    times_h(acc);
    for (std::uint32_t t = 0; t < j; ++t) multiply(acc, r.dead);
    const bool negative = (m1 - j) % 2 == 1;
    for (std::size_t n = 0; n <= max_tokens; ++n) {
      if (negative)
        fix[n] -= binom * acc[n];
      else
        fix[n] += binom * acc[n];
    }
    binom *= m1 - j;
    binom /= j + 1;
  }
  return fix;
}

// Q_l = sum_{a >= 1} y^(l a) W_a^l for l = 2..max_cycle (index l of the result).
template <class Int>
std::vector<Bivariate<Int>> cycle_series(const PlayRule& rule, std::uint32_t max_cycle,
                                         std::uint32_t max_tokens) {
  std::vector<Bivariate<Int>> q(max_cycle + 1, Bivariate<Int>(max_tokens + 1));
  if (max_cycle < 2) return q;
  for_each_heap_play_lengths<Int>(
      rule, max_tokens / 2, [&](std::uint32_t a, const std::vector<Int>& w) {
        if (a == 0) return;
        std::vector<Int> power = w;
        for (std::uint32_t l = 2; l <= max_cycle && std::uint64_t{l} * a <= max_tokens; ++l) {
          power = binomial_convolution(power, w);
          q[l][l * a] = power;
        }
      });
  return q;
}

// The product of two bivariate series, without terms of y-degree above max_degree.
template <class Int>
Bivariate<Int> multiply(const Bivariate<Int>& a, const Bivariate<Int>& b, std::size_t max_degree) {
  Bivariate<Int> out(a.size());
  for (std::size_t n1 = 0; n1 <= max_degree && n1 < a.size(); ++n1) {
    if (a[n1].empty()) continue;
    for (std::size_t n2 = 0; n1 + n2 <= max_degree && n1 + n2 < a.size(); ++n2) {
      if (b[n2].empty()) continue;
      const std::vector<Int> c = binomial_convolution(a[n1], b[n2]);
      auto& target = out[n1 + n2];
      if (target.size() < c.size()) target.resize(c.size());
      for (std::size_t i = 0; i < c.size(); ++i) target[i] += c[i];
    }
  }
  return out;
}

}  // namespace

template <class Int>
std::vector<Int> split_totals_generating_function(const PlayRule& rule, std::uint32_t k,
                                                  SplitOrder order, std::uint32_t max_tokens) {
  if (k < 1 || k > count_limits::max_piles)
    throw error("the number of heaps must be between 1 and " +
                std::to_string(count_limits::max_piles));
  if (max_tokens > count_limits::max_tokens)
    throw error("at most " + std::to_string(count_limits::max_tokens) + " tokens");
  const RuleSeries r = rule_series(rule, max_tokens);
  Bivariate<Int> unit(max_tokens + 1);
  unit[0] = {Int{1}};
  if (order == SplitOrder::ordered) return fixed_point_plays<Int>(r, k, unit, max_tokens);

  const std::vector<Bivariate<Int>> q = cycle_series<Int>(rule, k, max_tokens);
  Int factorial{1};
  for (std::uint32_t i = 2; i <= k; ++i) factorial *= i;
  std::vector<Int> sum(max_tokens + 1);
  // Depth-first over the cycle types: cycles of length >= 2 in non-increasing order, the
  // product R of their Q_l extended by one factor per step (children share their parent's
  // product); the `remaining` points left over are fixed points (m1 of them). Each of the
  // `remaining` heaps still to place holds a token, which bounds the useful y-degree of R.
  std::vector<std::uint32_t> m(k + 1, 0);
  std::function<void(std::uint32_t, std::uint32_t, const Bivariate<Int>&)> visit =
      [&](std::uint32_t remaining, std::uint32_t largest, const Bivariate<Int>& rest) {
        Int z{1};  // z_L = prod l^(m_l) m_l!
        for (std::uint32_t l = 2; l <= k; ++l)
          for (std::uint32_t c = 1; c <= m[l]; ++c) z *= l * c;
        for (std::uint32_t c = 2; c <= remaining; ++c) z *= c;
        const Series<Int> fix = fixed_point_plays<Int>(r, remaining, rest, max_tokens);
        const Int permutations = factorial / z;
        for (std::size_t n = 0; n <= max_tokens; ++n) sum[n] += permutations * fix[n];
        for (std::uint32_t l = std::min(largest, remaining); l >= 2; --l) {
          if (remaining - l > max_tokens) continue;
          ++m[l];
          visit(remaining - l, l, multiply(rest, q[l], max_tokens - (remaining - l)));
          --m[l];
        }
      };
  visit(k, k, unit);
  for (std::size_t n = 0; n <= max_tokens; ++n) {
    if (sum[n] % factorial != 0)
      throw std::logic_error("Burnside sum for N = " + std::to_string(n) +
                             " is not divisible by k!");
    sum[n] /= factorial;
  }
  return sum;
}

template std::vector<gmp_int> split_totals_generating_function<gmp_int>(const PlayRule&,
                                                                        std::uint32_t, SplitOrder,
                                                                        std::uint32_t);
template std::vector<boost_int> split_totals_generating_function<boost_int>(const PlayRule&,
                                                                            std::uint32_t,
                                                                            SplitOrder,
                                                                            std::uint32_t);

}  // namespace nimlab
