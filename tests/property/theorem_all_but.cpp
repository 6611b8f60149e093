// The repeated-state criterion of all-but subtraction games (proofs/all-but.md) against the
// oracle of tests/support/all_but_oracle.hpp, written from the rule's words: every regularity it
// proves from a prefix holds on the oracle's values far beyond it and is the minimal one a
// direct scan of those values finds; `period` proves such games (Siegel: every all-but game is
// ultimately arithmetic-periodic), and X = {2, 3} gives G(n) = 2 floor(n / 4) + (n mod 2), period 4
// and saltus 2 from heap 0 (tests/property/values_all_but.cpp proves that form).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <vector>

#include "all_but_oracle.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/evidence.hpp"
#include "regularity_scan.hpp"

namespace {

using Values = std::vector<std::uint32_t>;
using nimlab::test::direct_scan;
using nimlab::test::regular_from;

nimlab::SequenceSpec spec_of(const std::set<std::size_t>& x) {
  std::vector<std::int64_t> excluded(x.begin(), x.end());
  return nimlab::SequenceSpec(nimlab::Game(nimlab::AllButSubtraction(excluded)),
                              nimlab::Kind::grundy);
}

rc::Gen<std::set<std::size_t>> gen_excluded() {
  return rc::gen::map(
      rc::gen::container<std::vector<std::size_t>>(*rc::gen::inRange<std::size_t>(1, 5),
                                                   rc::gen::inRange<std::size_t>(1, 13)),
      [](const std::vector<std::size_t>& v) { return std::set<std::size_t>(v.begin(), v.end()); });
}

// Every (mu, p) the prefix of 200 values shows, tried: what is proven holds to 1500 values and is
// minimal there.
RC_GTEST_PROP(AllButCriterion, WhatIsProvenHoldsFarBeyondThePrefix, ()) {
  const std::set<std::size_t> x = *gen_excluded();
  const Values g = nimlab::test::all_but_grundy(x, 1500);
  const nimlab::Evidence evidence = nimlab::evidence_for(spec_of(x));
  const std::span<const std::uint32_t> head(g.data(), 200);
  for (std::size_t p = 1; 3 * p < head.size(); ++p)
    for (std::size_t mu = 0; mu + 2 * p < head.size(); ++mu) {
      const std::int64_t s =
          static_cast<std::int64_t>(g[mu + p]) - static_cast<std::int64_t>(g[mu]);
      const std::optional<nimlab::Period> proven =
          nimlab::proven_from_values(evidence, nimlab::ValueView(head), mu, p, s);
      if (!proven) continue;
      RC_ASSERT(proven->proof == nimlab::Proof::all_but_theorem);
      RC_ASSERT(regular_from(g, mu, p, s));
      RC_ASSERT(regular_from(g, proven->preperiod, proven->period, proven->saltus));
      const std::optional<nimlab::Period> direct = direct_scan(g);
      RC_ASSERT(direct.has_value());
      RC_ASSERT(proven->period == direct->period);
      RC_ASSERT(proven->preperiod == direct->preperiod);
      RC_ASSERT(proven->saltus == direct->saltus);
    }
}

// `period` proves every game with |X| <= 2 and max X <= 8 (Siegel: purely arithmetic-periodic)
// from its default prefix, and the oracle confirms the regularity to 2000 values.
TEST(AllButCriterion, PeriodProvesEverySmallGameWithOneOrTwoExclusions) {
  std::size_t games = 0;
  for (std::size_t a = 1; a <= 8; ++a)
    for (std::size_t b = a; b <= 8; ++b) {
      const std::set<std::size_t> x{a, b};
      const nimlab::CrossCheckedPeriod checked = nimlab::cross_checked_period(spec_of(x), {});
      ASSERT_TRUE(checked.unanimous_proof()) << a << "," << b << ": " << checked.dissent();
      const nimlab::PeriodResult& r = *checked.best;
      EXPECT_EQ(r.proof, nimlab::Proof::all_but_theorem);
      EXPECT_EQ(r.preperiod, 0u) << a << "," << b;  // purely, as Siegel proved
      EXPECT_TRUE(
          regular_from(nimlab::test::all_but_grundy(x, 2000), r.preperiod, r.period, r.saltus))
          << a << "," << b;
      ++games;
    }
  EXPECT_EQ(games, 36u);
}

TEST(AllButCriterion, TwoAndThree) {
  const nimlab::CrossCheckedPeriod checked = nimlab::cross_checked_period(spec_of({2, 3}), {});
  ASSERT_TRUE(checked.unanimous_proof()) << checked.dissent();
  EXPECT_EQ(checked.best->period, 4u);
  EXPECT_EQ(checked.best->preperiod, 0u);
  EXPECT_EQ(checked.best->saltus, 2);
}

}  // namespace
