// Naive scan: the textbook period finder, kept simple as the permanent oracle.
//
// Over a prefix v(0..L-1), for p = 1, 2, ...: the saltus s = v(L-1) - v(L-1-p) that p shows at the
// end, and a backward scan from n = L-p-1 gives mu(p), the smallest mu with v(n+p) = v(n) + s for
// every n in [mu, L-p) (s = 0: a period; s != 0: an arithmetic period). The first p with
// L >= required_length(mu(p), p, s) is accepted; otherwise L grows (from 64) up to the budget: to
// the length that would prove the period the prefix shows, when that is below twice L, else to 2L.
//
// Why the first proven p is the period p* (with preperiod mu*): a proven (mu(p), p) is a true
// period, so p* divides p and the tail from mu(p) is purely periodic with p and hence with p*,
// which gives mu* <= mu(p). At p* the saltus seen at the end is 0 (L-1-p* >= mu*), and on the
// prefix mu(p*) <= mu*, so, the criterion being non-decreasing in both arguments,
// required_length(mu(p*), p*) <= required_length(mu(p), p) <= L: p* was proven no later than p,
// and p = p*. Then mu(p*) <= mu* and mu(p*) is a proven preperiod, so it is mu*. An arithmetic
// period (s != 0) is proven by the theorem of hexadecimal codes, which also reads the values and
// so is not monotone in p: proven_arithmetic returns the minimal regularity its proof implies, the
// same whichever p proved it.
//
// Linear in practice: once q shows a long regular tail (from mu(q), at least twice q long, with
// saltus s_q), every multiple p of q shows the saltus (p/q) * s_q from mu(q) on (p/q steps of q,
// all inside the prefix), so the scan of p starts below mu(q) instead of at the end. Without
// this, each of the L/q multiples of the period would rescan the whole periodic tail: O(L^2 / q)
// (a period of 4 after a preperiod of 2.3e6 took minutes). The tails kept are the primitive ones
// (no kept tail divides another), a handful in practice. Worst case still O(L * p*) per prefix;
// memory O(1) beyond the prefix, which is read where it is stored (8, 16 or 32 bits a value).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/period/outcome_from_grundy.hpp"

namespace nimlab {
namespace {

struct Tail {
  std::size_t period = 0;
  std::size_t start = 0;  // v(n + period) = v(n) + saltus for every n in [start, L - period)
};

// The smallest mu <= from with v(n + p) = v(n) + s for every n in [mu, from); the equal case
// keeps the plain comparison of the periodic scan, the hot loop of long runs.
template <class T>
std::size_t regular_from(std::span<const T> v, std::size_t p, std::int64_t s, std::size_t from) {
  std::size_t mu = from;
  if (s == 0) {
    while (mu > 0 && v[mu - 1 + p] == v[mu - 1]) --mu;
  } else {
    while (mu > 0 &&
           static_cast<std::int64_t>(v[mu - 1 + p]) - static_cast<std::int64_t>(v[mu - 1]) == s)
      --mu;
  }
  return mu;
}

template <class T>
PeriodResult naive_period_of(std::span<const T> v, const Evidence& evidence) {
  const std::size_t L = v.size();
  PeriodResult result = no_period("naive", L);
  std::size_t proving = 0;  // the shortest prefix that would prove a period seen twice
  std::vector<Tail> tails;
  for (std::size_t p = 1; p < L; ++p) {
    // Outcome letters are no numbers: they only repeat.
    const std::int64_t s = evidence.numeric ? static_cast<std::int64_t>(v[L - 1]) -
                                                  static_cast<std::int64_t>(v[L - 1 - p])
                                            : 0;
    std::size_t from = L - p;
    for (const Tail& t : tails)
      if (p % t.period == 0) from = std::min(from, t.start);
    const std::size_t mu = regular_from(v, p, s, from);
    if (L >= evidence.required_length(mu, p, s)) {
      if (!evidence.reads_values(s)) return found_period("naive", mu, p, evidence.proof, L);
      if (const std::optional<Period> a = proven_from_values(evidence, ValueView(v), mu, p, s))
        return found_period("naive", a->preperiod, a->period, a->proof, L, a->saltus);
    }
    // Seen twice: two whole blocks at the end; with a saltus, two blocks of differences (the first
    // comparison only sets s).
    if (L - mu >= 2 * p + (s != 0 ? 1 : 0)) {
      const std::size_t needed = evidence.required_length(mu, p, s);
      // (An arithmetic candidate may fail the theorem's conditions on the values with fewer.)
      if (needed != SIZE_MAX && needed > L && (proving == 0 || needed < proving)) proving = needed;
      // Not proven: the regularity seen twice that explains the most values (the longest tail,
      // then the smallest p) is the observation.
      if (!result.found || mu < result.preperiod)
        result = found_period("naive", mu, p, Proof::none, L, s);
      if (std::none_of(tails.begin(), tails.end(),
                       [p](const Tail& t) { return p % t.period == 0; }))
        tails.push_back({p, mu});
    }
    // Go on while a larger p could still be proven or seen twice (its proving length may be the
    // shortest, which is where the prefix grows next).
    const bool provable_later = evidence.required_length(0, p + 1) <= L;
    if (!provable_later && 2 * (p + 1) > L) break;
  }
  result.proving_length = proving;
  return result;
}

}  // namespace

PeriodResult naive_period(ValueView v, const Evidence& evidence) {
  return std::visit([&](auto s) { return naive_period_of(s, evidence); }, v);
}

PeriodResult naive_period(const Sequence& v, const Evidence& evidence) {
  return naive_period_of(std::span<const Value>(v), evidence);
}

PeriodResult naive_scan(const SequenceSpec& spec, const FinderOptions& options) {
  if (options.max_values == 0) throw error("the value budget must be at least 1");
  // Outcomes of splitting codes are proven through their Grundy values (outcome_from_grundy.hpp).
  if (outcome_needs_grundy_period(spec))
    return outcome_from_grundy(spec, naive_scan(grundy_spec_of(spec), options));
  const Evidence evidence = evidence_for(spec);
  for (std::size_t L = std::min<std::size_t>(64, options.max_values);;) {
    Sequence own;
    const PeriodResult r = naive_period(prefix_of(spec, L, options, own), evidence);
    if (r.proof != Proof::none || L == options.max_values) return r;
    L = next_prefix_length(L, r, options.max_values);
  }
}

}  // namespace nimlab
