// Proven loss pattern of a subtraction game: (mu, p) from the brent finder of the registry (a
// repeated window of max(S) outcomes is the proof), optionally confirmed by the naive finder, then
// the loss differences of the first mu + 2p outcomes. Run time O((mu + p) * max(S)), memory
// O(mu + p).
#include "nimlab/reproduce/loss_pattern.hpp"

#include <numeric>
#include <stdexcept>

#include "nimlab/period/loss_differences.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

PeriodResult proven_run(const char* method, const SequenceSpec& spec) {
  PeriodResult r = period_finder(method).run(spec, FinderOptions{});
  if (!r.found || r.proof == Proof::none)
    throw std::logic_error(std::string(method) + " finder found no proven period for " +
                           rule_name(spec.rule));
  return r;
}

}  // namespace

LossPattern proven_loss_pattern(const SubtractionSet& set, Play play, bool cross_check) {
  const SequenceSpec spec{set, Kind::outcome, Convention{play, Stuck::standard}};
  const PeriodResult r = proven_run("brent", spec);
  if (cross_check && !same_period(r, proven_run("naive", spec)))
    throw std::logic_error("brent and naive finders disagree on " + rule_name(spec.rule));
  // Heap 0 is never a loss of the notebook: the differences start from max(mu, 1).
  const Sequence v = compute_values(spec, r.preperiod + 2 * r.period + 1);
  LossDifferences d = loss_differences(v, r.preperiod, r.period);
  return {r.preperiod, r.period, std::move(d.start), std::move(d.period)};
}

std::size_t dd_sum(const std::vector<std::size_t>& dd) {
  return std::accumulate(dd.begin(), dd.end(), std::size_t{0});
}

}  // namespace nimlab
