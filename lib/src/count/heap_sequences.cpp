// Per-heap play lengths w_h(i) and the binomial convolution (see heap_sequences.hpp).
//   Nim:  w_0 = (1), w_h(i) = C(h-1, i-1): rows of Pascal's triangle, O(h) additions per row.
//   Set:  w_h(0) = [h < min S], w_h(i) = sum_{s in S, s <= h} w_{h-s}(i-1), O(h |S| / min S)
//         additions per row, keeping only the last max(S) rows.
//   Convolution: c_m = sum_i C(m, i) a_i b_{m-i}, O(|a| |b|) multiplications; the binomials of
//   row m come from C(m, i+1) = C(m, i) (m - i) / (i + 1), so no triangle is stored.
#include "nimlab/count/heap_sequences.hpp"

#include <algorithm>

#include "nimlab/count/big_int.hpp"

namespace nimlab {

template <class Int>
void for_each_heap_play_lengths(
    const PlayRule& rule, std::uint32_t max_heap,
    const std::function<void(std::uint32_t, const std::vector<Int>&)>& row) {
  if (rule.is_nim()) {
    row(0, std::vector<Int>{Int{1}});
    std::vector<Int> pascal{Int{1}};  // row h-1 of Pascal's triangle
    for (std::uint32_t h = 1; h <= max_heap; ++h) {
      std::vector<Int> w(h + 1);
      std::copy(pascal.begin(), pascal.end(), w.begin() + 1);
      row(h, w);
      pascal.push_back(Int{1});
      for (std::size_t i = pascal.size() - 2; i >= 1; --i) pascal[i] += pascal[i - 1];
    }
    return;
  }
  const auto& set = rule.set()->elements();
  // Rows h - s for s in S are needed; a ring of max(S) + 1 rows holds them.
  const std::size_t ring = std::min<std::size_t>(set.back(), max_heap) + 1;
  std::vector<std::vector<Int>> rows(ring);
  for (std::uint32_t h = 0; h <= max_heap; ++h) {
    std::vector<Int> w{Int{rule.is_dead(h) ? 1 : 0}};
    for (std::uint32_t s : set) {
      if (s > h) break;
      const std::vector<Int>& prev = rows[(h - s) % ring];
      if (w.size() < prev.size() + 1) w.resize(prev.size() + 1);
      for (std::size_t i = 0; i < prev.size(); ++i) w[i + 1] += prev[i];
    }
    while (w.size() > 1 && w.back() == 0) w.pop_back();
    row(h, w);
    rows[h % ring] = std::move(w);
  }
}

template <class Int>
std::vector<Int> heap_play_lengths(const PlayRule& rule, std::uint32_t heap) {
  std::vector<Int> out;
  if (rule.is_nim()) {
    // C(h-1, i-1) directly: one row, O(h) small multiplications and exact divisions.
    if (heap == 0) return {Int{1}};
    out.assign(heap + 1, Int{0});
    Int c{1};
    for (std::uint32_t i = 1; i <= heap; ++i) {
      out[i] = c;
      c *= heap - i;
      c /= i;
    }
    return out;
  }
  for_each_heap_play_lengths<Int>(rule, heap, [&](std::uint32_t h, const std::vector<Int>& w) {
    if (h == heap) out = w;
  });
  return out;
}

template <class Int>
std::vector<Int> binomial_convolution(const std::vector<Int>& a, const std::vector<Int>& b) {
  if (a.empty() || b.empty()) return {};
  const std::size_t size = a.size() + b.size() - 1;
  std::vector<Int> c(size);
  Int binom, term;
  for (std::size_t m = 0; m < size; ++m) {
    const std::size_t lo = m + 1 > b.size() ? m + 1 - b.size() : 0;  // need m - i < |b|
    const std::size_t hi = std::min(m, a.size() - 1);
    binom = 1;
    for (std::size_t i = 0; i <= hi; ++i) {
      if (i >= lo && a[i] != 0 && b[m - i] != 0) {
        term = a[i] * b[m - i];
        c[m] += binom * term;
      }
      if (i < hi) {
        binom *= m - i;
        binom /= i + 1;
      }
    }
  }
  return c;
}

#define NIMLAB_INSTANTIATE(Int)                                                     \
  template void for_each_heap_play_lengths<Int>(                                    \
      const PlayRule&, std::uint32_t,                                               \
      const std::function<void(std::uint32_t, const std::vector<Int>&)>&);          \
  template std::vector<Int> heap_play_lengths<Int>(const PlayRule&, std::uint32_t); \
  template std::vector<Int> binomial_convolution<Int>(const std::vector<Int>&,      \
                                                      const std::vector<Int>&);
NIMLAB_INSTANTIATE(gmp_int)
NIMLAB_INSTANTIATE(boost_int)
#undef NIMLAB_INSTANTIATE

}  // namespace nimlab
