// The theorem instance and the claim of a version-3 certificate, for nimlab-check. The names are
// those of proofs/certificate-format.md ("Version 3"), proofs/hex-arithmetic.md and
// proofs/all-but.md.
#include "arithmetic_claim.hpp"

#include <algorithm>
#include <bit>
#include <map>

namespace nimlab_check {
namespace {

using u64 = std::uint64_t;

struct Fails {
  std::string why;
};

std::string str(u64 x) {
  return std::to_string(x);
}

// b = a + s, without overflow.
bool rises(u64 a, u64 b, u64 s) {
  return b >= a && b - a == s;
}

// v(n + p) - v(n); the recomputed values are small, so the difference fits.
std::int64_t difference(const std::vector<u64>& v, u64 n, u64 p) {
  return static_cast<std::int64_t>(v[n + p]) - static_cast<std::int64_t>(v[n]);
}

// The option values below `cap` of the splits of `rest` tokens that (F) counts, by kind of split.
struct RestOptions {
  std::vector<char> pair2, single2, pair3, single3;
};

// Levels of the regime of the hexadecimal theorem: h(n) = floor((n - mu) / P), 0 below mu.
struct Regime {
  const std::vector<u64>& v;
  u64 mu, p, s;
  u64 level(u64 n) const { return n >= mu ? (n - mu) / p : 0; }
};

// Pair options: two parts y, z >= mu on one level (and a third part x >= 1 in a three-heap
// split); single options: one part x >= mu and every other part below mu + P.
RestOptions options_of_rest(const Regime& g, u64 rest, u64 cap) {
  RestOptions o;
  for (auto* marks : {&o.pair2, &o.single2, &o.pair3, &o.single3}) marks->assign(cap, 0);
  const auto mark = [cap](std::vector<char>& seen, u64 w) {
    if (w < cap) seen[w] = 1;
  };
  const std::vector<u64>& v = g.v;
  const u64 small = g.mu + g.p;  // parts below it lie on level 0
  for (u64 y = 1; y < rest; ++y) {
    const u64 z = rest - y;
    if (y >= g.mu && z >= g.mu && g.level(y) == g.level(z)) mark(o.pair2, v[y] ^ v[z]);
    if (y >= g.mu && z < small) mark(o.single2, v[y] ^ v[z]);
  }
  for (u64 y = std::max<u64>(g.mu, 1); 2 * y + 1 <= rest; ++y) {
    const u64 level_end = g.mu + (g.level(y) + 1) * g.p;  // z in [y, level_end): one level
    for (u64 z = y; z < level_end && y + z + 1 <= rest; ++z)
      mark(o.pair3, v[rest - y - z] ^ v[y] ^ v[z]);
  }
  for (u64 y = 1; y < small && y + 2 <= rest; ++y)
    for (u64 z = y; z < small && y + z + 1 <= rest; ++z)
      if (rest - y - z >= g.mu) mark(o.single3, v[rest - y - z] ^ v[y] ^ v[z]);
  return o;
}

// (F) at heap N, the splits of each rest computed once for the whole window.
void check_witnesses(const ArithmeticClaim& c, const Regime& g, u64 N, u64 cap,
                     std::map<u64, RestOptions>& by_rest) {
  const u64 bound = g.s * g.level(N);
  std::vector<char> pair(bound, 0), single(bound, 0);
  for (u64 k = 0; k < c.digits.size() && k <= N; ++k) {
    const unsigned d = c.digits[k];
    const u64 rest = N - k;
    if (k >= 1 && (d & 2) && rest >= 1 && rest >= g.mu && g.v[rest] < bound) single[g.v[rest]] = 1;
    if (!(d & 12)) continue;
    auto it = by_rest.find(rest);
    if (it == by_rest.end()) it = by_rest.emplace(rest, options_of_rest(g, rest, cap)).first;
    const RestOptions& o = it->second;
    for (u64 w = 0; w < bound; ++w) {
      pair[w] |= ((d & 4) && o.pair2[w]) || ((d & 8) && o.pair3[w]);
      single[w] |= ((d & 4) && o.single2[w]) || ((d & 8) && o.single3[w]);
    }
  }
  u64 first = 0;  // the least value no pair option has
  while (first < bound && pair[first]) ++first;
  const u64 level = first / g.s;  // the largest level c whose values below s * c are pairs'
  if (first < bound && level < 3)
    throw Fails{"(F) fails at heap " + str(N) + ": the value " + str(first) +
                " is no pair option's, at level " + str(level) + " below 3"};
  for (u64 w = level * g.s; w < bound; ++w)
    if (!pair[w] && !single[w])
      throw Fails{"(F) fails at heap " + str(N) + ": the value " + str(w) +
                  " is no pair option's and no single option's"};
}

// The hexadecimal theorem's conditions at the instance's window start; returns its bound.
u64 check_hex_instance(const ArithmeticClaim& c, const std::vector<u64>& v) {
  const u64 L = v.size(), mu = c.theorem.preperiod, p = c.theorem.period, s = c.theorem.saltus,
            n0 = c.theorem.start;
  if (!std::has_single_bit(s))
    throw Fails{"the hexadecimal theorem needs a saltus that is a power of two, not " + str(s)};
  if (n0 < mu + 3 * p)
    throw Fails{"the instance's window starts at " + str(n0) +
                ", before mu + 3P = " + str(mu + 3 * p)};
  if (L < n0 + 2 * p)
    throw Fails{"the instance reads " + str(n0 + 2 * p) + " values, " + str(L) + " given"};
  for (u64 n = 0; n < mu + p; ++n)
    if (v[n] >= s)
      throw Fails{"(A) fails: G(" + str(n) + ") = " + str(v[n]) + " is not below the saltus " +
                  str(s)};
  for (u64 k = 0; k < c.digits.size(); ++k)
    for (u64 r : {2, 3}) {
      if (!(c.digits[k] & (r == 2 ? 4 : 8))) continue;
      for (u64 b = 2; b <= r; ++b)
        if (k + (b - 1) * mu + (r - b) < p)
          throw Fails{"(E) fails for the split move (" + str(k) + ", " + str(r) + ") with b = " +
                      str(b) + ": " + str(k + (b - 1) * mu + (r - b)) + " < P = " + str(p)};
    }
  for (u64 n = mu; n < n0 + p; ++n)
    if (!rises(v[n], v[n + p], s))
      throw Fails{"(V) fails: G(" + str(n + p) + ") = " + str(v[n + p]) + " is not G(" + str(n) +
                  ") + " + str(s)};
  // (V) makes s at most the largest value, so the levels' values stay small.
  const Regime g{v, mu, p, s};
  const u64 cap = s * g.level(n0 + 2 * p - 1);
  std::map<u64, RestOptions> by_rest;
  for (u64 N = n0; N < n0 + 2 * p; ++N) check_witnesses(c, g, N, cap, by_rest);
  return n0 + 2 * p;
}

// The all-but theorem's conditions at the instance's start n0; returns its bound.
u64 check_all_but_instance(const ArithmeticClaim& c, const std::vector<u64>& v) {
  const u64 L = v.size(), p = c.theorem.period, s = c.theorem.saltus, n0 = c.theorem.start;
  const u64 m = *std::max_element(c.excluded.begin(), c.excluded.end());
  const u64 d = c.excluded.size();
  if (n0 < m) throw Fails{"the instance's start " + str(n0) + " is below max X = " + str(m)};
  if (L < n0 + p)
    throw Fails{"the instance reads " + str(n0 + p) + " values, " + str(L) + " given"};
  if (c.theorem.preperiod != n0 - m)
    throw Fails{"the instance's preperiod is " + str(c.theorem.preperiod) +
                " but the theorem proves the regularity from start - max X = " + str(n0 - m)};
  for (u64 i = 1; i <= m; ++i)
    if (!rises(v[n0 - i], v[n0 - i + p], s))
      throw Fails{"(W) fails: G(" + str(n0 - i + p) + ") = " + str(v[n0 - i + p]) + " is not G(" +
                  str(n0 - i) + ") + " + str(s)};
  // C_N(w): the heaps j < N of value w, before (N = n0) and after (N = n0 + P).
  const u64 largest = *std::max_element(v.begin(), v.begin() + static_cast<long>(n0 + p));
  std::vector<u64> before(largest + 1, 0), after(largest + 1, 0);
  for (u64 j = 0; j < n0 + p; ++j) ++(j < n0 ? before : after)[v[j]];
  for (u64 w = 0; w <= largest; ++w) after[w] += before[w];
  const u64 least = *std::min_element(v.begin() + static_cast<long>(n0 - m),
                                      v.begin() + static_cast<long>(n0 - m + p));
  for (u64 w = 0; w <= largest; ++w) {
    const u64 a = s <= largest - w ? after[w + s] : 0, b = before[w];
    if (a == b || (a > d && b > d) || (a >= 1 && b >= 1 && w < least)) continue;
    throw Fails{"(C) fails for the value " + str(w) + ": " + str(a) + " heaps below " +
                str(n0 + p) + " have the value " + str(w) + " + " + str(s) + ", " + str(b) +
                " below " + str(n0) + " have " + str(w)};
  }
  for (u64 w = 0; w < s; ++w)
    if (w > largest || after[w] == 0)
      throw Fails{"(Z) fails: no heap below " + str(n0 + p) + " has the value " + str(w)};
  return n0 + p;
}

// The four steps from a regularity (R, P, S) to the claim, R = theorem.preperiod.
void check_steps(const ArithmeticClaim& c, const std::vector<u64>& v, u64 bound) {
  const u64 L = v.size(), mu = c.mu, q = c.q, s = c.s, p = c.theorem.period;
  if (p % q != 0)
    throw Fails{"the period " + str(q) + " does not divide the instance's period " + str(p)};
  // s * P = S * q with P = k * q: s * k = S, tested without overflow.
  const u64 k = p / q;
  if (c.theorem.saltus % k != 0 || c.theorem.saltus / k != s)
    throw Fails{"the saltus " + str(s) + " of period " + str(q) + " is not the instance's " +
                str(c.theorem.saltus) + " of period " + str(p) + " scaled"};
  const u64 end = std::max(mu, c.theorem.preperiod) + p;
  const u64 need = std::max({bound, end + q, mu + 2 * q});
  if (L < need)
    throw Fails{"preperiod " + str(mu) + " and period " + str(q) + " with the instance need " +
                str(need) + " values, " + str(L) + " given"};
  for (u64 n = mu; n < end; ++n)
    if (!rises(v[n], v[n + q], s))
      throw Fails{"v(" + str(n + q) + ") != v(" + str(n) + ") + " + str(s) + ": period " + str(q) +
                  " with saltus " + str(s) + " fails from " + str(mu)};
  // The differences v(n + 1) - v(n) repeat with q from mu; a smaller arithmetic period would make
  // them repeat with q / r for a prime r, and then v(n + q/r) - v(n) would be one constant.
  u64 rest = q;
  for (u64 r = 2; r <= rest; ++r) {
    if (rest % r != 0) continue;
    while (rest % r == 0) rest /= r;
    const u64 d = q / r;
    bool one = true;
    for (u64 n = mu; n < mu + q && one; ++n) one = difference(v, n, d) == difference(v, mu, d);
    if (one)
      throw Fails{"period " + str(d) + " with saltus " + std::to_string(difference(v, mu, d)) +
                  " also holds from " + str(mu) + ": the period is not minimal"};
  }
  if (mu > 0 && rises(v[mu - 1], v[mu - 1 + q], s))
    throw Fails{"v(" + str(mu - 1 + q) + ") = v(" + str(mu - 1) + ") + " + str(s) +
                ": the preperiod is not minimal"};
}

}  // namespace

std::string arithmetic_failure(const ArithmeticClaim& c, const std::vector<u64>& v) {
  const u64 L = v.size();
  const ArithmeticInstance& t = c.theorem;
  // Every size is compared with L first, so that no sum below overflows.
  if (std::max({c.mu, c.q, t.preperiod, t.period, t.start}) > L)
    return "the claim or its instance exceeds the " + str(L) + " values";
  try {
    check_steps(c, v, c.hex ? check_hex_instance(c, v) : check_all_but_instance(c, v));
  } catch (const Fails& f) {
    return f.why;
  }
  return "";
}

}  // namespace nimlab_check
