// When Q_n stops changing (misere::quotient_period; proofs/misere-quotient.md, section 9): once
// the heap -> element map of a proven Q_N repeats long enough, Q_n = Q_N for every n >= N. Checked
// against larger quotients computed and proven directly (with no use of the theorem), and against
// the brute-force oracle on positions with heaps beyond N.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "misere_octal_oracle.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/game/subtraction_set.hpp"
#include "nimlab/misere/quotient.hpp"

namespace nimlab::misere {
namespace {

Game octal(const std::string& code) {
  return Game(OctalCode::parse(code));
}

// Q_N with its period proven, then Q_M for M = N + 2p + 3 computed directly: the same monoid, the
// same elements of heaps 1..N, and heap n > N taking the element of heap n - p.
void expect_fixed_beyond(const Game& game, std::size_t n) {
  SCOPED_TRACE(game.name() + " from Q_" + std::to_string(n));
  const Quotient q = misere_quotient(game, n);
  const auto period = quotient_period(q, game);
  ASSERT_TRUE(period.has_value());
  ASSERT_TRUE(period->proven);
  const std::size_t p = period->period;
  const Quotient larger = misere_quotient(game, n + 2 * p + 3);
  EXPECT_EQ(larger.order(), q.order());
  EXPECT_EQ(larger.p_size(), q.p_size());
  for (std::size_t h = 1; h <= n; ++h) EXPECT_EQ(larger.heap_element(h), q.heap_element(h)) << h;
  for (std::size_t h = n + 1; h <= larger.max_heap(); ++h)
    EXPECT_EQ(larger.heap_element(h), larger.heap_element(h - p)) << h;
  for (std::uint32_t x = 0; x < q.order(); ++x) EXPECT_EQ(larger.in_p(x), q.in_p(x)) << x;
}

// Codes whose Q_40 the theorem fixes (found by `nimlab quotient --max-heap 40` over the two-digit
// codes), splitting heaps or not, with short and long periods and preperiods; and subtraction
// games (no split: the bound n0 + p + t - 1).
TEST(MisereQuotientPeriod, ProvenQuotientsEqualLargerOnesComputedDirectly) {
  for (const char* code : {".22", ".31", ".34", ".52", ".71", ".73", ".75", ".1323"})
    expect_fixed_beyond(octal(code), 40);
  for (const char* set : {"1,4", "2,5,6", "1,3,7"})
    expect_fixed_beyond(Game(SubtractionSet::parse(set)), 40);
}

// The theorem's bound is what makes it hold: a period observed over too few heaps is not
// claimed. Kayles' map repeats with period 12 from heap 71 (as its normal-play nim-sequence does,
// Guy and Smith 1956), which needs N >= 2 * 71 + 2 * 12 + 2 - 1 = 167.
TEST(MisereQuotientPeriod, KaylesIsFixedFromHeap167Only) {
  const auto before = quotient_period(misere_quotient(octal(".77"), 100), octal(".77"));
  ASSERT_TRUE(before.has_value());
  EXPECT_FALSE(before->proven);
  EXPECT_EQ(before->needs, 167u);
  expect_fixed_beyond(octal(".77"), 167);
  EXPECT_EQ(misere_quotient(octal(".77"), 167).order(), 40u);
}

// Heaps beyond N read through the period give the brute-force outcome: .34 (Plambeck and Siegel's
// period 8, data/misere/published.csv) is fixed from Q_31, and positions with a heap of 32..40
// tokens beside up to 4 more tokens are compared.
TEST(MisereQuotientPeriod, HeapsBeyondTheQuotientAgreeWithBruteForce) {
  const Quotient q = misere_quotient(octal(".34"), 31);
  const auto period = quotient_period(q, octal(".34"));
  ASSERT_TRUE(period.has_value() && period->proven);
  const auto element = [&](std::size_t h) {
    while (h > q.max_heap()) h -= period->period;
    return q.heap_element(h);
  };
  games::Solver<test::OctalHeapSum> oracle{test::OctalHeapSum{{3, 4}}};
  std::size_t compared = 0;
  for (std::uint32_t big = 32; big <= 40; ++big) {
    for (const auto& rest : test::heap_multisets(4, 4)) {
      std::vector<std::uint32_t> heaps{big};
      heaps.insert(heaps.end(), rest.begin(), rest.end());
      std::uint32_t e = element(big);
      for (std::uint32_t h : rest) e = q.product(e, element(h));
      std::sort(heaps.begin(), heaps.end());
      const bool lost = oracle.outcome(heaps, Play::misere) == Outcome::P;
      EXPECT_EQ(q.in_p(e), lost) << big;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 9u * 12u);  // 12 positions of at most 4 tokens in heaps of 1..4
}

}  // namespace
}  // namespace nimlab::misere
