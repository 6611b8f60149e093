#pragma once
// The distinct nim-values G(a) ^ G(m - a) of the two-heap splits of each size m (a, m - a >= 1),
// kept so that the values of three-heap splits of r, G(a) ^ G(b) ^ G(c), come from one pass over
// the smallest part a <= r / 3 and the pair values of the rest r - a: O(r * distinct values)
// instead of O(r^2) per heap, and never more than O(r^2). Memory: the sum of the numbers of
// distinct pair values, at most N^2 / 4 entries for N heaps.
#include <cstddef>
#include <vector>

#include "nimlab/values/sequence.hpp"
#include "values/mex.hpp"

namespace nimlab::detail {

class PairSplitValues {
 public:
  // Records the pair values of size m = size(), which needs g[1 .. m - 1]; sizes go in order.
  void add_next(const Sequence& g);
  std::size_t size() const { return values_.size(); }
  // Inserts every value of a split of r into three non-empty heaps (needs sizes up to r - 1).
  void insert_three_heap_values(const Sequence& g, std::size_t r, MexCollector& mex) const;

 private:
  std::vector<std::vector<Value>> values_;  // values_[m]: distinct values, any order
  MexCollector distinct_;
};

}  // namespace nimlab::detail
