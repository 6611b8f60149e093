// Sats I and Sats II of the Swedish octal report (source 004, 2.2) and nimlab's theorem behind
// them (proofs/sats-i.md, proofs/sats-ii.md): the code .1^k 3^m has the purely periodic Grundy
// sequence with block 0, floor(j/(k+1)) + 1 for j = 0..k+m-1, then k zeros (period 2k+m+1).
// Values are computed directly by mex (nimlab/values) over a prefix of three periods plus t, which
// contains a repeated window of t values and so proves the period (window argument).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/period/registry.hpp"
#include "nimlab/sources/one_three_games.hpp"

namespace nimlab {
namespace {

// v(0..len) against the block repeated from heap 0.
bool purely_periodic_with(const Sequence& v, const Sequence& block) {
  for (std::size_t n = 0; n < v.size(); ++n)
    if (v[n] != block[n % block.size()]) return false;
  return true;
}

Sequence prefix(unsigned k, unsigned m) {
  const std::size_t p = 2 * k + m + 1;
  return grundy_values(one_three_code(k, m), 3 * p + k + m + 1);
}

TEST(SatsI, CodeOfNDigitsHasBlockZeroNOnesNMinusOneZeros) {
  for (unsigned n = 1; n <= 40; ++n) {
    Sequence want(2 * n, 0);
    std::fill(want.begin() + 1, want.begin() + n + 1, 1);
    EXPECT_TRUE(purely_periodic_with(prefix(n - 1, 1), want)) << "n = " << n;
    const PeriodResult r = period_finder("naive").run(
        SequenceSpec{one_three_code(n - 1, 1), Kind::grundy, {}}, FinderOptions{});
    EXPECT_EQ(r.period, 2 * n);
    EXPECT_EQ(r.preperiod, 0u);
  }
}

TEST(SatsII, ClosedFormAndTheStepRuleForEveryCodeUpTo14Digits) {
  for (unsigned t = 1; t <= 14; ++t)
    for (unsigned m = 1; m <= t; ++m) {
      const unsigned k = t - m;
      const Sequence block = one_three_block(k, m);
      EXPECT_TRUE(purely_periodic_with(prefix(k, m), block)) << "k = " << k << ", m = " << m;
      if (t < 14) {
        EXPECT_EQ(sats_ii_step(block, k), one_three_block(k, m + 1))
            << "k = " << k << ", m = " << m;
      }
    }
}

TEST(SatsII, TheReportsTableRows) {
  // 004 2.2.2: .1133 -> 0111200, .1113333 -> 01111222000, .13333 -> 0112230, .33333 -> 012345.
  EXPECT_EQ(block_text(one_three_block(2, 2)), "0111200");
  EXPECT_EQ(block_text(one_three_block(3, 4)), "01111222000");
  EXPECT_EQ(block_text(one_three_block(1, 4)), "0112230");
  EXPECT_EQ(block_text(one_three_block(0, 5)), "012345");
}

TEST(SatsII, NoExtraZeroWhenAThreeIsAdded) {
  // The report's proof says the period gains an extra zero; it gains exactly one nonzero value.
  for (unsigned k = 0; k <= 6; ++k)
    for (unsigned m = 1; m <= 6; ++m) {
      const Sequence a = one_three_block(k, m), b = one_three_block(k, m + 1);
      EXPECT_EQ(b.size(), a.size() + 1);
      EXPECT_EQ(std::count(a.begin(), a.end(), 0u), std::count(b.begin(), b.end(), 0u));
    }
}

RC_GTEST_PROP(SatsII, ClosedFormHoldsForRandomCodes, ()) {
  const unsigned k = *rc::gen::inRange(0u, 30u);
  const unsigned m = *rc::gen::inRange(1u, 30u);
  RC_ASSERT(purely_periodic_with(prefix(k, m), one_three_block(k, m)));
}

}  // namespace
}  // namespace nimlab
