// Suffix-based period finder: the minimal period of every suffix of a prefix at once.
//
// Reverse the prefix v(0..L-1) to r and compute its prefix function pi (Knuth-Morris-Pratt):
// pi[i] is the length of the longest proper border of r[0..i]. The prefix of r of length j, i.e.
// the suffix v(L-j..L-1), has minimal period q(j) = j - pi[j-1], and q is non-decreasing in j.
// For each value p of q let J(p) be the largest j with q(j) = p: the suffix from mu = L - J(p)
// is the longest one with period p. The first (mu, p) with L >= required_length(mu, p) is the
// answer; L grows (from 64) up to the budget by next_prefix_length.
//
// Why a proven (mu, p) is exact: the sequence is periodic with p from mu, so also with the true
// period p*, from mu on; the suffix from mu then has period p*, hence p = q(L-mu) <= p*, and p* | p
// gives p = p*. The suffix from the true preperiod mu* has period p*, so q(L-mu*) <= p*; q being
// non-decreasing, L - mu* <= J(p*), i.e. mu <= mu*, and mu is proven, so mu = mu*.
//
// Run time O(L) per prefix (the prefix function is linear), plus generating the prefix. Memory:
// the prefix function, in 32 bits while L < 2^32 (4 bytes a value); r is read in place from the
// prefix as it is stored (no reversed copy).
#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/period/outcome_from_grundy.hpp"

namespace nimlab {
namespace {

// pi[i] for the sequence r(0..len-1): the length of the longest proper border of r(0..i).
template <class Index, class At>
void prefix_function(std::vector<Index>& pi, std::size_t len, const At& r) {
  pi.assign(len, 0);
  for (std::size_t i = 1; i < len; ++i) {
    std::size_t k = pi[i - 1];
    while (k > 0 && r(i) != r(k)) k = pi[k - 1];
    pi[i] = static_cast<Index>(r(i) == r(k) ? k + 1 : 0);
  }
}

template <class Index, class T>
PeriodResult suffix_period_of(std::span<const T> v, const Evidence& evidence, bool observe) {
  const std::size_t L = v.size();
  PeriodResult result = no_period("suffix", L);
  if (L == 0) return result;
  std::vector<Index> pi;
  // Periods: the reversed prefix.
  prefix_function(pi, L, [&v, L](std::size_t i) { return v[L - 1 - i]; });
  std::size_t proving = 0;  // the shortest prefix that would prove a period seen twice
  for (std::size_t j = 1; j <= L; ++j) {
    const std::size_t q = j - pi[j - 1];
    if (j < L && j + 1 - pi[j] == q) continue;  // j is not the longest suffix with period q
    const std::size_t mu = L - j;
    if (L >= evidence.required_length(mu, q) && !evidence.reads_values(0))
      return found_period("suffix", mu, q, evidence.proof, L);
    if (j >= 2 * q) {
      const std::size_t needed = evidence.required_length(mu, q);
      if (needed != SIZE_MAX && (proving == 0 || needed < proving)) proving = needed;
      // The longest suffix whose least period it shows twice, kept as an observation (j grows).
      result = found_period("suffix", mu, q, Proof::none, L);
    }
  }
  result.proving_length = proving;
  // Outcome letters only repeat; numbers may also grow by a saltus.
  if (!observe || !evidence.numeric || L < 2) return result;
  // Nothing proven: what the prefix shows, periodic or arithmetic. The differences
  // d(n) = v(n+1) - v(n), n < L - 1, repeat with q from mu exactly when v(n+q) - v(n) is one
  // constant s on [mu, L - q): the minimal period of each suffix of d is the minimal arithmetic
  // period of the suffix of v one longer. The longest suffix whose least period it shows twice is
  // the observation, as the naive scan makes it (the longest tail, then the smallest period: the
  // two agree since a suffix of d with periods q < p and length >= 2p - 1 has period gcd(p, q)
  // by Fine and Wilf, so both saltuses are 0 or neither is).
  const auto d = [&v, L](std::size_t i) {  // the reversed differences
    return static_cast<std::int64_t>(v[L - 1 - i]) - static_cast<std::int64_t>(v[L - 2 - i]);
  };
  prefix_function(pi, L - 1, d);
  for (std::size_t j = 1; j < L; ++j) {
    const std::size_t q = j - pi[j - 1];
    if (j < L - 1 && j + 1 - pi[j] == q) continue;  // not the longest suffix with period q
    const std::int64_t saltus =
        static_cast<std::int64_t>(v[L - 1]) - static_cast<std::int64_t>(v[L - 1 - q]);
    // Seen twice, as the naive scan counts it: two blocks of v, or of d when there is a saltus.
    if (j + 1 < 2 * q + (saltus != 0 ? 1 : 0)) continue;
    const std::size_t mu = L - 1 - j;
    // A regularity that a theorem reading the values proves (an arithmetic period of a
    // hexadecimal code; any regularity of an all-but game), in its minimal form.
    if (evidence.reads_values(saltus)) {
      const std::size_t needed = evidence.required_length(mu, q, saltus);
      if (needed > L) {
        if (proving == 0 || needed < proving) proving = needed;
      } else if (const std::optional<Period> a =
                     proven_from_values(evidence, ValueView(v), mu, q, saltus)) {
        return found_period("suffix", a->preperiod, a->period, a->proof, L, a->saltus);
      }
    }
    result = found_period("suffix", mu, q, Proof::none, L, saltus);  // the longest so far
  }
  result.proving_length = proving;
  return result;
}

template <class T>
PeriodResult suffix_period_any(std::span<const T> v, const Evidence& evidence, bool observe) {
  if (v.size() < std::numeric_limits<std::uint32_t>::max())
    return suffix_period_of<std::uint32_t>(v, evidence, observe);
  return suffix_period_of<std::size_t>(v, evidence, observe);
}

}  // namespace

PeriodResult suffix_period(ValueView v, const Evidence& evidence, bool observe) {
  return std::visit([&](auto s) { return suffix_period_any(s, evidence, observe); }, v);
}

PeriodResult suffix_period(const Sequence& v, const Evidence& evidence) {
  return suffix_period_any(std::span<const Value>(v), evidence, true);
}

PeriodResult suffix_scan(const SequenceSpec& spec, const FinderOptions& options) {
  if (options.max_values == 0) throw error("the value budget must be at least 1");
  // Outcomes of splitting codes are proven through their Grundy values (outcome_from_grundy.hpp).
  if (outcome_needs_grundy_period(spec))
    return outcome_from_grundy(spec, suffix_scan(grundy_spec_of(spec), options));
  const Evidence evidence = evidence_for(spec);
  for (std::size_t L = std::min<std::size_t>(64, options.max_values);;) {
    Sequence own;
    // What is observed matters only in the last answer: the earlier prefixes only prove or grow,
    // unless the second pass may prove an arithmetic period.
    const bool last = L == options.max_values;
    const PeriodResult r = suffix_period(prefix_of(spec, L, options, own), evidence,
                                         last || evidence.proves_arithmetic());
    if (r.proof != Proof::none || L == options.max_values) return r;
    L = next_prefix_length(L, r, options.max_values);
  }
}

}  // namespace nimlab
