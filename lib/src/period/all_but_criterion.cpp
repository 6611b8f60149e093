// Periods and arithmetic periods of all-but subtraction games, checked on a prefix
// (proofs/all-but.md has the statement and the proof; the names here are the proof's).
//
// X the exclusion set, m = max X, D = |X|; C_n(v) the number of heaps j < n with G(j) = v.
// Given p >= 1, s >= 0 and n0 >= m:
//   (W) G(n0 - i + p) = G(n0 - i) + s for 1 <= i <= m;
//   (C) for every v >= 0, C_{n0+p}(v + s) = C_{n0}(v), or both are larger than D, or both are
//       at least 1 and v is below B, the least of G(n0 - m .. n0 - m + p - 1);
//   (Z) C_{n0+p}(v) >= 1 for every v < s;
// then G(n + p) = G(n) + s for every n >= n0 - m. For a regularity seen from mu, n0 = mu + m is
// tried first, then n0 + p, ... (a count that differs may later exceed D on both sides, or B
// grow past its value), and last the largest n0 the prefix allows.
//
// Cost: O(n0 + p + largest value) per n0 tried, at most max_tries + 1 of them.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "period/value_criteria.hpp"

namespace nimlab::detail {
namespace {

constexpr std::size_t max_tries = 8;

template <class T>
bool state_repeats(std::span<const T> v, std::size_t n0, std::size_t p, std::int64_t s,
                   std::size_t m, std::size_t D) {
  // (W)
  for (std::size_t i = 1; i <= m; ++i)
    if (static_cast<std::int64_t>(v[n0 - i + p]) - static_cast<std::int64_t>(v[n0 - i]) != s)
      return false;
  // The counts of the values below heap n0 (before) and below heap n0 + p (after).
  const std::size_t largest = *std::max_element(v.begin(), v.begin() + n0 + p);
  std::vector<std::size_t> before(largest + 1, 0), after(largest + 1, 0);
  for (std::size_t j = 0; j < n0; ++j) ++before[v[j]];
  after = before;
  for (std::size_t j = n0; j < n0 + p; ++j) ++after[v[j]];
  const auto count = [](const std::vector<std::size_t>& c, std::uint64_t w) {
    return w < c.size() ? c[w] : std::size_t{0};
  };
  const std::uint64_t shift = static_cast<std::uint64_t>(s);
  // (Z)
  for (std::uint64_t w = 0; w < shift; ++w)
    if (count(after, w) == 0) return false;
  // (C): both counts are 0 beyond the largest value. A value below every value of the regime's
  // first block (so of every later window) that occurred is never an option value's rival.
  const std::uint64_t floor = *std::min_element(v.begin() + (n0 - m), v.begin() + (n0 - m + p));
  for (std::uint64_t u = 0; u <= largest; ++u) {
    const std::size_t a = count(after, u + shift), b = count(before, u);
    if (a != b && !(a > D && b > D) && !(a >= 1 && b >= 1 && u < floor)) return false;
  }
  return true;
}

template <class T>
std::optional<TheoremInstance> instance_of(const Evidence& e, std::span<const T> v, std::size_t mu,
                                           std::size_t p, std::int64_t s) {
  const std::size_t m = e.memory, D = e.excluded.size();
  if (s < 0 || p == 0 || v.size() < e.required_length(mu, p, s)) return std::nullopt;
  // The first states after mu, then the last one the prefix holds (where B is largest).
  const std::size_t first = std::max(mu + m, m);
  if (first + p > v.size()) return std::nullopt;
  const std::size_t last = first + (v.size() - p - first) / p * p;
  for (std::size_t tries = 0, n0 = first; n0 <= last; ++tries, n0 += p) {
    if (tries == max_tries) n0 = last;
    if (!state_repeats(v, n0, p, s, m, D)) continue;
    // The theorem gives the regularity from n0 - m; from mu it needs the prefix's word too.
    for (std::size_t n = mu; n < n0 - m; ++n)
      if (static_cast<std::int64_t>(v[n + p]) - static_cast<std::int64_t>(v[n]) != s)
        return std::nullopt;
    return TheoremInstance{n0 - m, p, s, n0};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TheoremInstance> all_but_instance(const Evidence& evidence, ValueView v,
                                                std::size_t mu, std::size_t p, std::int64_t s) {
  return std::visit([&](auto span) { return instance_of(evidence, span, mu, p, s); }, v);
}

}  // namespace nimlab::detail
