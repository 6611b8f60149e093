#pragma once
// Arithmetic periods read off a list of values by their definition, for the tests of the
// theorems that prove them: no library code.
#include <cstdint>
#include <optional>
#include <vector>

#include "nimlab/period/result.hpp"

namespace nimlab::test {

// v(n + p) = v(n) + s for every n >= mu within g.
inline bool regular_from(const std::vector<std::uint32_t>& g, std::size_t mu, std::size_t p,
                         std::int64_t s) {
  for (std::size_t n = mu; n + p < g.size(); ++n)
    if (static_cast<std::int64_t>(g[n + p]) - static_cast<std::int64_t>(g[n]) != s) return false;
  return true;
}

// The smallest p, then the smallest mu, with one saltus from mu to the end of g, over at least its
// second half; nullopt when no p up to |g| / 4 has one.
inline std::optional<Period> direct_scan(const std::vector<std::uint32_t>& g) {
  for (std::size_t p = 1; 4 * p <= g.size(); ++p) {
    const std::int64_t s =
        static_cast<std::int64_t>(g.back()) - static_cast<std::int64_t>(g[g.size() - 1 - p]);
    std::size_t mu = g.size() - p;
    while (mu > 0 &&
           static_cast<std::int64_t>(g[mu - 1 + p]) - static_cast<std::int64_t>(g[mu - 1]) == s)
      --mu;
    if (2 * mu <= g.size()) return Period{mu, p, Proof::none, s};
  }
  return std::nullopt;
}

}  // namespace nimlab::test
