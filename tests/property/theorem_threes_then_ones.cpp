// The threes-then-ones theorem (proofs/threes-then-ones.md): for m, k >= 1 the code .3^m 1^k has
// period p = m + 1, preperiod p * ceil(k / p) + 1 and largest value m + 1. Each lemma of the proof
// is checked against the brute-force solver on the code decoded from its definition
// (plain_octal_oracle.hpp); the theorem itself also on the library's naive period finder.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "nimlab/period/registry.hpp"
#include "nimlab/values/sequence.hpp"
#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::brute_force_grundy;
using test::digit_runs;
using test::Digits;

// The quantities of the proof: t = m + k, p = m + 1, q = ceil(k / p), mu = p q + 1.
struct ThreesOnes {
  unsigned m, k;
  long t() const { return m + k; }
  long p() const { return m + 1; }
  long q() const { return (k + p() - 1) / p(); }
  long mu() const { return p() * q() + 1; }
  Digits digits() const { return digit_runs({{3, m}, {1, k}}); }
  // Enough heaps for every lemma: two periods beyond p q + p + 1.
  std::size_t heaps() const { return static_cast<std::size_t>(mu() + 3 * p() + t() + 1); }
};

ThreesOnes random_code(unsigned max_m, unsigned max_k) {
  return ThreesOnes{*rc::gen::inRange(1u, max_m + 1), *rc::gen::inRange(1u, max_k + 1)};
}

// Lemma 1: heap h <= t has the options 0 and [max(1, h - m), h - 1]; heap h > t has [h - m, h - 1].
RC_GTEST_PROP(ThreesThenOnes, Lemma1Moves, ()) {
  const ThreesOnes c = random_code(12, 30);
  const test::PlainOctalHeap game{c.digits()};
  for (long h = 1; h <= c.t() + c.p() + 2; ++h) {
    std::set<std::uint32_t> want;
    if (h <= c.t()) want.insert(0);
    for (long x = std::max(1L, h - static_cast<long>(c.m)); x <= h - 1; ++x) want.insert(x);
    const auto got = game.moves(static_cast<std::uint32_t>(h));
    RC_ASSERT(std::set<std::uint32_t>(got.begin(), got.end()) == want);
  }
}

// Lemma 2: any p consecutive heaps >= 1 have distinct values.
RC_GTEST_PROP(ThreesThenOnes, Lemma2ConsecutiveHeapsHaveDistinctValues, ()) {
  const ThreesOnes c = random_code(12, 30);
  const auto G = brute_force_grundy(c.digits(), c.heaps());
  for (std::size_t x = 1; x + c.p() <= G.size(); ++x) {
    const std::set<std::uint32_t> s(G.begin() + x, G.begin() + x + c.p());
    RC_ASSERT(s.size() == static_cast<std::size_t>(c.p()));
  }
}

// Lemma 3: G(h) = ((h - 1) mod p) + 1 for 1 <= h <= t.
RC_GTEST_PROP(ThreesThenOnes, Lemma3HeapsUpToTCycleThroughOneToP, ()) {
  const ThreesOnes c = random_code(12, 30);
  const auto G = brute_force_grundy(c.digits(), c.t() + 1);
  for (long h = 1; h <= c.t(); ++h)
    RC_ASSERT(G[h] == static_cast<std::uint32_t>((h - 1) % c.p() + 1));
}

// Lemma 4: q = floor(t / p), so p q is the last heap of value m + 1 up to t, and every heap
// beyond t has value at most m.
RC_GTEST_PROP(ThreesThenOnes, Lemma4LastHeapOfValuePIsPQ, ()) {
  const ThreesOnes c = random_code(12, 30);
  RC_ASSERT(c.q() == c.t() / c.p());
  const auto G = brute_force_grundy(c.digits(), c.heaps());
  for (long h = c.t() + 1; h < static_cast<long>(G.size()); ++h) RC_ASSERT(G[h] <= c.m);
  for (long h = 0; h < static_cast<long>(G.size()); ++h)
    RC_ASSERT((G[h] == c.m + 1) == (h >= 1 && h <= c.t() && h % c.p() == 0));
}

// Lemma 5: G(h) = G(h - p) for every h >= p q + p + 1, and not for h = p q + p (so the
// preperiod is exactly p q + 1); no d < p is a period from there on.
RC_GTEST_PROP(ThreesThenOnes, Lemma5ShiftByPFromMu, ()) {
  const ThreesOnes c = random_code(12, 30);
  const auto G = brute_force_grundy(c.digits(), c.heaps());
  const long p = c.p(), mu = c.mu();
  for (long h = mu + p; h < static_cast<long>(G.size()); ++h) RC_ASSERT(G[h] == G[h - p]);
  RC_ASSERT(G[mu - 1 + p] != G[mu - 1]);
  for (long d = 1; d < p; ++d) RC_ASSERT(G[mu + d] != G[mu]);
}

// Remark: from mu the block is 1, ..., r, 0, r + 1, ..., m with r = t - p q.
RC_GTEST_PROP(ThreesThenOnes, RemarkBlockFromMu, ()) {
  const ThreesOnes c = random_code(12, 30);
  const auto G = brute_force_grundy(c.digits(), c.heaps());
  const long r = c.t() - c.p() * c.q();
  RC_ASSERT(r >= 0 && r <= static_cast<long>(c.m));
  for (long x = 0; x < c.p(); ++x) {
    const long want = x < r ? x + 1 : (x == r ? 0 : x);
    RC_ASSERT(G[c.mu() + x] == static_cast<std::uint32_t>(want));
  }
}

// The theorem on the library: its values equal the brute force, and its naive period finder
// reports (p q + 1, m + 1); the largest value is m + 1.
void check_library(const ThreesOnes& c) {
  const std::size_t n = c.heaps();
  const std::string text = test::octal_text(c.digits());
  const OctalCode code = OctalCode::parse(text);
  const Sequence v = grundy_values(code, n);
  EXPECT_EQ(v, brute_force_grundy(c.digits(), n)) << text;
  EXPECT_EQ(*std::max_element(v.begin(), v.end()), c.m + 1) << text;
  const PeriodResult r =
      period_finder("naive").run(SequenceSpec{code, Kind::grundy, {}}, FinderOptions{});
  EXPECT_EQ(r.period, static_cast<std::size_t>(c.p())) << text;
  EXPECT_EQ(r.preperiod, static_cast<std::size_t>(c.mu())) << text;
}

TEST(ThreesThenOnes, TheoremOnTheLibraryForAllMKUpTo30Digits) {
  for (unsigned m = 1; m < 30; ++m)
    for (unsigned k = 1; m + k <= 30; ++k) check_library(ThreesOnes{m, k});
}

RC_GTEST_PROP(ThreesThenOnes, TheoremOnTheLibraryForRandomCodes, ()) {
  const ThreesOnes c = random_code(32, 32);
  const OctalCode code = OctalCode::parse(test::octal_text(c.digits()));
  const PeriodResult r =
      period_finder("naive").run(SequenceSpec{code, Kind::grundy, {}}, FinderOptions{});
  RC_ASSERT(r.period == static_cast<std::size_t>(c.p()));
  RC_ASSERT(r.preperiod == static_cast<std::size_t>(c.mu()));
}

}  // namespace
}  // namespace nimlab
