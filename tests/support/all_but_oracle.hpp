#pragma once
// An oracle for all-but subtraction games written from the rule's words, sharing no code with
// the library: from a heap of n, remove any k with 1 <= k <= n and k not in X; every option is
// enumerated (O(n) per heap) and the mex taken.
#include <cstdint>
#include <set>
#include <vector>

namespace nimlab::test {

// The heaps a heap of n may leave.
inline std::vector<std::size_t> all_but_options(const std::set<std::size_t>& x, std::size_t n) {
  std::vector<std::size_t> out;
  for (std::size_t k = 1; k <= n; ++k)
    if (!x.contains(k)) out.push_back(n - k);
  return out;
}

inline std::vector<std::uint32_t> all_but_grundy(const std::set<std::size_t>& x,
                                                 std::size_t count) {
  std::vector<std::uint32_t> g(count);
  for (std::size_t n = 0; n < count; ++n) {
    std::set<std::uint32_t> seen;
    for (std::size_t j : all_but_options(x, n)) seen.insert(g[j]);
    std::uint32_t mex = 0;
    while (seen.contains(mex)) ++mex;
    g[n] = mex;
  }
  return g;
}

}  // namespace nimlab::test
