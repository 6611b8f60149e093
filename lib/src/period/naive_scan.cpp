// Naive scan: the textbook period finder, kept simple as the permanent oracle.
//
// Over a prefix v(0..L-1), for p = 1, 2, ...: a backward scan from n = L-p-1 gives mu(p), the
// smallest mu with v(n+p) = v(n) for every n in [mu, L-p). The first p with
// L >= required_length(mu(p), p) is accepted; otherwise L doubles (from 64) up to the budget.
//
// Why the first proven p is the period p* (with preperiod mu*): a proven (mu(p), p) is a true
// period, so p* divides p and the tail from mu(p) is purely periodic with p and hence with p*,
// which gives mu* <= mu(p). On the prefix mu(p*) <= mu*, so, the criterion being non-decreasing
// in both arguments, required_length(mu(p*), p*) <= required_length(mu(p), p) <= L: p* was proven
// no later than p, and p = p*. Then mu(p*) <= mu* and mu(p*) is a proven preperiod, so it is mu*.
//
// Run time: O(L) per p whose scan stops early, O(L) per p in the worst case, so O(L * p*) per
// prefix at worst and O(L) for the prefix itself (O(L^2 t) for splitting codes); memory O(L).
#include <algorithm>

#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/period/outcome_from_grundy.hpp"

namespace nimlab {

PeriodResult naive_period(std::span<const Value> v, const Evidence& evidence) {
  const std::size_t L = v.size();
  PeriodResult result = no_period("naive", L);
  bool observed = false;
  for (std::size_t p = 1; p < L; ++p) {
    std::size_t mu = L - p;
    while (mu > 0 && v[mu - 1 + p] == v[mu - 1]) --mu;
    if (L >= evidence.required_length(mu, p))
      return found_period("naive", mu, p, evidence.proof, L);
    if (!observed && L - mu >= 2 * p) {
      // Not proven: remember the first p that the prefix shows twice, as an observation.
      observed = true;
      result = found_period("naive", mu, p, Proof::none, L);
    }
    const bool provable_later = evidence.required_length(0, p + 1) <= L;
    if (!provable_later && (observed || 2 * (p + 1) > L)) break;
  }
  return result;
}

PeriodResult naive_scan(const SequenceSpec& spec, const FinderOptions& options) {
  if (options.max_values == 0) throw error("the value budget must be at least 1");
  // Outcomes of splitting codes are proven through their Grundy values (outcome_from_grundy.hpp).
  if (outcome_needs_grundy_period(spec))
    return outcome_from_grundy(spec, naive_scan(grundy_spec_of(spec), options));
  const Evidence evidence = evidence_for(spec);
  for (std::size_t L = std::min<std::size_t>(64, options.max_values);;
       L = std::min(2 * L, options.max_values)) {
    Sequence own;
    const std::span<const Value> v = prefix_of(spec, L, options, own);
    PeriodResult r = naive_period(v, evidence);
    if (r.proof != Proof::none || L == options.max_values) return r;
  }
}

}  // namespace nimlab
