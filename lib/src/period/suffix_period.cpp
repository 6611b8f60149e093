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
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/period/outcome_from_grundy.hpp"

namespace nimlab {
namespace {

template <class Index, class T>
PeriodResult suffix_period_of(std::span<const T> v, const Evidence& evidence) {
  const std::size_t L = v.size();
  PeriodResult result = no_period("suffix", L);
  if (L == 0) return result;
  const auto r = [&v, L](std::size_t i) { return v[L - 1 - i]; };  // the reversed prefix
  std::vector<Index> pi(L, 0);
  for (std::size_t i = 1; i < L; ++i) {
    std::size_t k = pi[i - 1];
    while (k > 0 && r(i) != r(k)) k = pi[k - 1];
    pi[i] = static_cast<Index>(r(i) == r(k) ? k + 1 : 0);
  }
  bool observed = false;
  std::size_t proving = 0;  // the shortest prefix that would prove a period seen twice
  for (std::size_t j = 1; j <= L; ++j) {
    const std::size_t q = j - pi[j - 1];
    if (j < L && j + 1 - pi[j] == q) continue;  // j is not the longest suffix with period q
    const std::size_t mu = L - j;
    if (L >= evidence.required_length(mu, q))
      return found_period("suffix", mu, q, evidence.proof, L);
    if (j >= 2 * q) {
      const std::size_t needed = evidence.required_length(mu, q);
      if (proving == 0 || needed < proving) proving = needed;
      if (!observed) {
        observed = true;  // the shortest suffix period seen twice, kept as an observation
        result = found_period("suffix", mu, q, Proof::none, L);
      }
    }
  }
  result.proving_length = proving;
  return result;
}

template <class T>
PeriodResult suffix_period_any(std::span<const T> v, const Evidence& evidence) {
  if (v.size() < std::numeric_limits<std::uint32_t>::max())
    return suffix_period_of<std::uint32_t>(v, evidence);
  return suffix_period_of<std::size_t>(v, evidence);
}

}  // namespace

PeriodResult suffix_period(ValueView v, const Evidence& evidence) {
  return std::visit([&](auto s) { return suffix_period_any(s, evidence); }, v);
}

PeriodResult suffix_period(const Sequence& v, const Evidence& evidence) {
  return suffix_period_any(std::span<const Value>(v), evidence);
}

PeriodResult suffix_scan(const SequenceSpec& spec, const FinderOptions& options) {
  if (options.max_values == 0) throw error("the value budget must be at least 1");
  // Outcomes of splitting codes are proven through their Grundy values (outcome_from_grundy.hpp).
  if (outcome_needs_grundy_period(spec))
    return outcome_from_grundy(spec, suffix_scan(grundy_spec_of(spec), options));
  const Evidence evidence = evidence_for(spec);
  for (std::size_t L = std::min<std::size_t>(64, options.max_values);;) {
    Sequence own;
    const PeriodResult r = suffix_period(prefix_of(spec, L, options, own), evidence);
    if (r.proof != Proof::none || L == options.max_values) return r;
    L = next_prefix_length(L, r, options.max_values);
  }
}

}  // namespace nimlab
