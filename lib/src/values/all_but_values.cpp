// All-but subtraction games by counting (see all_but_values.hpp).
#include "values/all_but_values.hpp"

#include <algorithm>
#include <cstdint>

#include "values/outcome_fold.hpp"

namespace nimlab::detail {

Sequence all_but_grundy_values(const std::vector<std::size_t>& excluded, std::size_t count) {
  Sequence g(count);
  // Indexed by value: every value is at most the running mex, so both grow with it (memory
  // O(largest value), not O(count)). `excluded_hits` counts, for the heap at hand, the excluded
  // heaps of each value and is cleared after use.
  std::vector<std::uint32_t> with_value(64, 0), excluded_hits(64, 0);
  Value mex_of_all = 0;
  for (std::size_t n = 0; n < count; ++n) {
    // X is sorted: the x <= n are a prefix of it.
    const std::size_t reach = static_cast<std::size_t>(
        std::upper_bound(excluded.begin(), excluded.end(), n) - excluded.begin());
    for (std::size_t i = 0; i < reach; ++i) ++excluded_hits[g[n - excluded[i]]];
    Value value = mex_of_all;
    for (std::size_t i = 0; i < reach; ++i) {
      const Value v = g[n - excluded[i]];
      if (v < value && excluded_hits[v] == with_value[v]) value = v;
    }
    for (std::size_t i = 0; i < reach; ++i) excluded_hits[g[n - excluded[i]]] = 0;
    g[n] = value;
    ++with_value[value];
    while (with_value[mex_of_all] > 0) {
      ++mex_of_all;
      if (mex_of_all == with_value.size()) {
        with_value.resize(2 * with_value.size(), 0);
        excluded_hits.resize(with_value.size(), 0);
      }
    }
  }
  return g;
}

Sequence all_but_outcome_values(const std::vector<std::size_t>& excluded, Convention convention,
                                std::size_t count) {
  Sequence o(count);
  std::size_t earlier_p = 0, earlier_d = 0;
  for (std::size_t n = 0; n < count; ++n) {
    std::size_t excluded_heaps = 0, excluded_p = 0, excluded_d = 0;
    for (std::size_t x : excluded) {
      if (x > n) break;
      ++excluded_heaps;
      excluded_p += o[n - x] == static_cast<Value>(Outcome::P);
      excluded_d += o[n - x] == static_cast<Value>(Outcome::D);
    }
    Outcome result;
    if (n == excluded_heaps)  // every removal 1..n is excluded (or n = 0): no move
      result = terminal_outcome(convention, n > 0);
    else if (earlier_p > excluded_p)
      result = Outcome::N;
    else if (earlier_d > excluded_d)
      result = Outcome::D;
    else
      result = Outcome::P;
    o[n] = static_cast<Value>(result);
    earlier_p += result == Outcome::P;
    earlier_d += result == Outcome::D;
  }
  return o;
}

}  // namespace nimlab::detail
