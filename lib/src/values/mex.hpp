#pragma once
// Minimal excludant over a stream of values, reusing one stamp array across positions so that
// each mex costs O(number of options) rather than O(largest value).
#include <cstdint>
#include <vector>

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

}  // namespace nimlab::detail
