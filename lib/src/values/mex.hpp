#pragma once
// Minimal excludant over a stream of values, reusing one stamp array across positions so that
// each mex costs O(number of options) rather than O(largest value).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimlab/game/game.hpp"

namespace nimlab::detail {

class MexCollector {
 public:
  // Starts a new position; previously inserted values are forgotten in O(1).
  void reset() { ++stamp_; }
  void insert(std::uint32_t v) {
    if (v >= seen_.size()) seen_.resize(std::size_t{v} * 2 + 2, 0);
    seen_[v] = stamp_;
  }
  bool contains(std::uint32_t v) const { return v < seen_.size() && seen_[v] == stamp_; }
  std::uint32_t mex() const {
    std::uint32_t m = 0;
    while (m < seen_.size() && seen_[m] == stamp_) ++m;
    return m;
  }

 private:
  std::vector<std::uint64_t> seen_ = std::vector<std::uint64_t>(64, 0);
  std::uint64_t stamp_ = 0;
};

// Inserts into `mex` the values of every option of heap n but the three-heap splits, given
// G(0..n-1) in g (any indexable sequence of values). O(moves + splits * n / 2); all-but games
// O(n log |X|), every removal 1..n tried.
template <class Values>
void insert_heap_options(const Moves& moves, const Values& g, std::size_t n, MexCollector& mex) {
  for (std::size_t k = 1; moves.all_but && k <= n; ++k)
    if (moves.all_but_allows(k)) mex.insert(g[n - k]);
  for (std::size_t k : moves.eliminations)
    if (k == n) mex.insert(0);
  for (std::size_t k : moves.reductions)
    if (k < n) mex.insert(g[n - k]);
  for (std::size_t k : moves.splits)
    for (std::size_t a = 1; k + 2 * a <= n; ++a) mex.insert(g[a] ^ g[n - k - a]);
  for (std::size_t k : moves.unequal_splits)
    for (std::size_t a = 1; k + 2 * a < n; ++a) mex.insert(g[a] ^ g[n - k - a]);
}

// The Grundy value of heap n from the rules of a game without three-heap splits (those need the
// pair table of pair_split_values.hpp; grundy_values_classical adds them).
template <class Values>
std::uint32_t grundy_of_heap(const Moves& moves, const Values& g, std::size_t n,
                             MexCollector& mex) {
  mex.reset();
  insert_heap_options(moves, g, n, mex);
  return mex.mex();
}

}  // namespace nimlab::detail
