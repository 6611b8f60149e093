#pragma once
// The number of sets of each period in a record row. Small periods, nearly all of them, are
// counted in a vector (the searches' hot path); periods from dense_periods on in a map. Memory
// thus follows the number of distinct periods, never the size of one: a row read from a file
// that claims period 2^27 takes one map entry, not a gigabyte, before anything proves the claim.
#include <cstdint>
#include <map>
#include <vector>

namespace nimlab::records {

class PeriodHistogram {
 public:
  // Periods below this are counted densely (32 KiB at most per row).
  static constexpr std::uint64_t dense_periods = 4096;

  void add(std::uint64_t period, std::uint64_t count = 1) {
    if (period < dense_periods) {
      if (dense_.size() <= period) dense_.resize(period + 1, 0);
      dense_[period] += count;
    } else {
      sparse_[period] += count;
    }
  }
  // Whether add(period) takes the vector's fast path without growing it.
  bool holds(std::uint64_t period) const { return period < dense_.size(); }
  void add_held(std::uint64_t period) { ++dense_[period]; }  // holds(period)

  std::uint64_t count(std::uint64_t period) const {
    if (period < dense_periods) return period < dense_.size() ? dense_[period] : 0;
    const auto it = sparse_.find(period);
    return it == sparse_.end() ? 0 : it->second;
  }
  // f(period, count) for every period with a non-zero count, by increasing period.
  template <class F>
  void for_each(F f) const {
    for (std::uint64_t p = 0; p < dense_.size(); ++p)
      if (dense_[p] != 0) f(p, dense_[p]);
    for (const auto& [p, c] : sparse_)
      if (c != 0) f(p, c);
  }
  void merge(const PeriodHistogram& other) {
    other.for_each([this](std::uint64_t p, std::uint64_t c) { add(p, c); });
  }
  // Equal when the non-zero counts are.
  friend bool operator==(const PeriodHistogram& a, const PeriodHistogram& b) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> x, y;
    a.for_each([&](std::uint64_t p, std::uint64_t c) { x.emplace_back(p, c); });
    b.for_each([&](std::uint64_t p, std::uint64_t c) { y.emplace_back(p, c); });
    return x == y;
  }

 private:
  std::vector<std::uint64_t> dense_;
  std::map<std::uint64_t, std::uint64_t> sparse_;
};

}  // namespace nimlab::records
