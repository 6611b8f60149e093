// The arithmetic-periodicity theorem of hexadecimal codes, checked on a prefix
// (proofs/hex-arithmetic.md has the statement and the proof; the names here are the proof's).
//
// For s = 2^k write every value as G(n) = l(n) + s * h(n) with l(n) < s. Given mu, p, s:
//   (A) G(n) < s for every n < mu + p, so h(n) = floor((n - mu) / p) for n >= mu on the regime;
//   (E) for every split move (take k, leave r heaps) and every 2 <= b <= r:
//       k + (b - 1) * mu + (r - b) >= p: an option with b parts of level >= 1 has a level below
//       the heap's;
//   (V) G(n + p) = G(n) + s for mu <= n < N0 + p;
//   (F) for every heap N in [N0, N0 + 2p), N0 >= mu + 3p, every w < s * h(N) is the value of a
//       "pair" option (a split with two parts y, z >= mu on one level) or, from a level c >= 3 up
//       (every value below level c being a pair's), of a "single" option (one part x >= mu, the
//       others below mu + p);
// then G(n + p) = G(n) + s for every n >= mu. The prefix must hold the values up to N0 + 2p - 1;
// N0 = mu + 3p is tried first, then up to mu + 6p while the prefix allows (more room for the
// witnesses of (F)).
//
// Cost: (A) and (V) linear in the window's end, (E) O(1); (F) O(N0 * p + (mu + p)^2) per heap and
// move, 2p heaps: the check gives up beyond 2^26 steps (nothing proven then).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "period/value_criteria.hpp"

namespace nimlab::detail {
namespace {

// The windows tried start at N0 = mu + 3p, ..., mu + max_window_start * p (later ones give the
// witnesses more room); the check gives up past max_witness_steps, so that a finder trying many
// candidates of an irregular code stays fast.
constexpr std::size_t max_window_start = 6;
constexpr std::uint64_t max_witness_steps = std::uint64_t{1} << 26;

template <class T>
struct Regime {
  std::span<const T> v;
  std::size_t mu, p;
  std::uint64_t s;
  std::size_t level(std::size_t n) const { return (n - mu) / p; }  // h(n), n >= mu
};

// (F) at heap N. Pairs: the values of splits with two parts y, z >= mu on one level (and a third
// part x, or none), which carry over to every larger heap of N's class modulo 2p.
// Singles: options with one part x >= mu and the others on level 0, which carry over with x
// shifted. Every value below s * h(N) must be covered, the pairs covering at least every value of
// the levels below some level c >= 3 and pairs or singles the levels from c up.
template <class T>
bool witnessed(const Regime<T>& g, const std::vector<HeapMove>& moves, std::size_t N,
               std::uint64_t& steps) {
  const std::uint64_t bound = g.s * g.level(N);
  std::vector<char> pairs(bound, 0), singles(bound, 0);
  const auto mark = [bound](std::vector<char>& seen, std::uint64_t w) {
    if (w < bound) seen[w] = 1;
  };
  const std::size_t small = g.mu + g.p;  // the heaps of level 0 that can stay fixed: 1 .. small - 1
  for (const HeapMove& m : moves) {
    if (m.take + m.parts > N) continue;
    const std::size_t r = N - m.take;  // the parts add up to r
    if (m.parts == 1 && r >= g.mu) mark(singles, g.v[r]);
    if (m.parts == 2)
      for (std::size_t y = 1; y < small && y < r; ++y)
        if (r - y >= g.mu) mark(singles, std::uint64_t{g.v[r - y]} ^ g.v[y]);
    if (m.parts == 3)
      for (std::size_t y = 1; y < small && y + 2 <= r; ++y)
        for (std::size_t z = y; z < small && y + z + 1 <= r; ++z)
          if (r - y - z >= g.mu) mark(singles, std::uint64_t{g.v[r - y - z]} ^ g.v[y] ^ g.v[z]);
    steps += small * small;
    if (m.parts == 1) continue;
    // Pairs y <= z on one level; the third part x = r - y - z >= 1 of a three-heap split, or
    // none (y + z = r) of a two-heap one.
    for (std::size_t y = std::max<std::size_t>(g.mu, 1); 2 * y + m.parts - 2 <= r; ++y) {
      const std::size_t level_end = g.mu + (g.level(y) + 1) * g.p;  // z < level_end: h(z) = h(y)
      if (m.parts == 2) {
        if (r - y < level_end) mark(pairs, std::uint64_t{g.v[r - y]} ^ g.v[y]);
        continue;
      }
      for (std::size_t z = y; z < level_end && y + z + 1 <= r; ++z)
        mark(pairs, std::uint64_t{g.v[r - y - z]} ^ g.v[y] ^ g.v[z]);
      steps += level_end - y;
      if (steps > max_witness_steps) return false;
    }
  }
  std::uint64_t c = 0;  // the first value no pair covers
  while (c < bound && pairs[c]) ++c;
  if (c < bound && c / g.s < 3) return false;
  for (std::uint64_t w = c / g.s * g.s; w < bound; ++w)
    if (!pairs[w] && !singles[w]) return false;
  return true;
}

template <class T>
std::optional<TheoremInstance> instance_of(const Evidence& e, std::span<const T> v, std::size_t mu,
                                           std::size_t p, std::int64_t s) {
  const std::size_t L = v.size();
  if (s <= 0 || !std::has_single_bit(static_cast<std::uint64_t>(s)) || p == 0 ||
      L < e.required_length(mu, p, s))
    return std::nullopt;
  const Regime<T> g{v, mu, p, static_cast<std::uint64_t>(s)};
  // (A)
  for (std::size_t n = 0; n < mu + p; ++n)
    if (v[n] >= g.s) return std::nullopt;
  // (E)
  for (const HeapMove& m : e.moves)
    for (std::size_t b = 2; b <= m.parts; ++b)
      if (m.take + (b - 1) * mu + (m.parts - b) < p) return std::nullopt;
  // (V) up to the window, then (F) in it: the first window [N0, N0 + 2p) that the prefix holds
  // and in which every value is witnessed.
  std::uint64_t steps = 0;
  std::size_t regular_to = mu;  // (V) holds for mu <= n < regular_to
  for (std::size_t N0 = mu + 3 * p; N0 + 2 * p <= L && N0 <= mu + max_window_start * p; N0 += p) {
    for (; regular_to < N0 + p; ++regular_to)
      if (static_cast<std::int64_t>(v[regular_to + p]) - static_cast<std::int64_t>(v[regular_to]) !=
          s)
        return std::nullopt;
    bool all = true;
    for (std::size_t N = N0; N < N0 + 2 * p && all; ++N) all = witnessed(g, e.moves, N, steps);
    if (all) return TheoremInstance{mu, p, s, N0};
    if (steps > max_witness_steps) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::optional<TheoremInstance> hex_arithmetic_instance(const Evidence& evidence, ValueView v,
                                                       std::size_t mu, std::size_t p,
                                                       std::int64_t s) {
  return std::visit([&](auto span) { return instance_of(evidence, span, mu, p, s); }, v);
}

}  // namespace nimlab::detail
