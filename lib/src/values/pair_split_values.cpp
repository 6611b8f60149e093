#include "values/pair_split_values.hpp"

namespace nimlab::detail {

void PairSplitValues::add_next(const Sequence& g) {
  const std::size_t m = values_.size();
  std::vector<Value> out;
  distinct_.reset();
  for (std::size_t a = 1; 2 * a <= m; ++a) {
    const Value v = g[a] ^ g[m - a];
    if (!distinct_.contains(v)) {
      distinct_.insert(v);
      out.push_back(v);
    }
  }
  values_.push_back(std::move(out));
}

void PairSplitValues::insert_three_heap_values(const Sequence& g, std::size_t r,
                                               MexCollector& mex) const {
  // Every split has a smallest part a <= r / 3; the other two parts are any split of r - a.
  for (std::size_t a = 1; 3 * a <= r; ++a)
    for (Value x : values_[r - a]) mex.insert(g[a] ^ x);
}

}  // namespace nimlab::detail
