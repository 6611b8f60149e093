// Proven loss pattern of a subtraction game: (mu, p) from the brent finder of the registry (a
// repeated window of max(S) outcomes is the proof), optionally confirmed by every other finder,
// then the loss differences of the first mu + 2p outcomes. Run time O((mu + p) * max(S)), memory
// O(mu + p).
#include "nimlab/sources/loss_pattern.hpp"

#include <numeric>
#include <stdexcept>

#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/loss_differences.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
LossPattern proven_loss_pattern(const SubtractionSet& set, Play play, bool cross_check) {
  const SequenceSpec spec(set, Kind::outcome, Convention{play, Stuck::standard});
  CrossCheckOptions options;
  if (!cross_check) options.methods = {"brent"};
  const PeriodResult r = proven_period(spec, options);
  // Heap 0 is never a loss of the notebook: the differences start from max(mu, 1).
  const Sequence v = compute_values(spec, r.preperiod + 2 * r.period + 1);
  LossDifferences d = loss_differences(v, r.preperiod, r.period);
  return {r.preperiod, r.period, std::move(d.start), std::move(d.period)};
}

std::size_t dd_sum(const std::vector<std::size_t>& dd) {
  return std::accumulate(dd.begin(), dd.end(), std::size_t{0});
}

}  // namespace nimlab
