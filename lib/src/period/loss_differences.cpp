// Loss differences of an outcome sequence (see loss_differences.hpp): collect the P-positions
// n >= 1 below lo + 2p, lo = max(mu, 1), find q, the first one >= lo, and take consecutive
// differences up to q (start) and from q to q + p (period). O(mu + p) time and memory.
#include "nimlab/period/loss_differences.hpp"

#include <algorithm>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/game/convention.hpp"

namespace nimlab {

LossDifferences loss_differences(std::span<const Value> outcomes, std::size_t mu, std::size_t p) {
  if (p == 0) throw error("loss differences need a period of at least 1");
  // Position 0 never counts, so the periodic part is searched for losses from lo on.
  const std::size_t lo = std::max<std::size_t>(mu, 1);
  if (outcomes.size() < lo + 2 * p)
    throw error("loss differences need " + std::to_string(lo + 2 * p) + " outcomes, got " +
                std::to_string(outcomes.size()));
  std::vector<std::size_t> losses;
  for (std::size_t n = 1; n < lo + 2 * p; ++n)
    if (outcomes[n] == static_cast<Value>(Outcome::P)) losses.push_back(n);

  // Periodicity from lo: if there is no P-position in [lo, lo+p), there is none at all >= lo.
  const auto q = std::lower_bound(losses.begin(), losses.end(), lo);
  const bool periodic_losses = q != losses.end() && *q < lo + p;
  const auto start_end = periodic_losses ? q + 1 : losses.end();
  LossDifferences d;
  for (auto it = losses.begin(); it != start_end && it + 1 != start_end; ++it)
    d.start.push_back(*(it + 1) - *it);
  if (periodic_losses)
    for (auto it = q; it + 1 != losses.end() && *(it + 1) <= *q + p; ++it)
      d.period.push_back(*(it + 1) - *it);
  return d;
}

}  // namespace nimlab
