// The period service: every applicable finder, compared, with the best proven answer.
// Expected periods come from the literature: the Dutch notebook's {1,6,9} misere example
// (period 5 from 11), Kayles .77 (Guy-Smith: period 12 from 71), and two-element subtraction
// sets {a, b}, whose outcome sequences have period a + b (Berlekamp, Conway, Guy, Winning Ways,
// ch. 4) - here with a large element, which the doubling prefix must reach.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/verify.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

TEST(CrossCheck, EveryFinderAgreesOnThePublishedExample) {
  const SequenceSpec spec(SubtractionSet::parse("1,6,9"), Kind::outcome,
                          {Play::misere, Stuck::standard});
  const CrossCheckedPeriod c = cross_checked_period(spec);
  EXPECT_TRUE(c.agree);
  EXPECT_TRUE(c.unanimous_proof()) << c.dissent();
  ASSERT_TRUE(c.best.has_value());
  EXPECT_EQ(c.best->preperiod, 11u);
  EXPECT_EQ(c.best->period, 5u);
  std::size_t ran = 0;
  for (const FinderRun& r : c.runs) ran += r.ran;
  EXPECT_EQ(ran, 4u);  // naive, floyd, brent, suffix
}

TEST(CrossCheck, SplittingCodesUseThePrefixFinders) {
  const CrossCheckedPeriod c =
      cross_checked_period(SequenceSpec(OctalCode::parse(".77"), Kind::grundy));
  ASSERT_TRUE(c.unanimous_proof()) << c.dissent();
  EXPECT_EQ(c.best->preperiod, 71u);
  EXPECT_EQ(c.best->period, 12u);
  EXPECT_EQ(c.best->proof, Proof::octal_theorem);
  for (const FinderRun& r : c.runs)
    EXPECT_EQ(r.ran, r.finder->name == "naive" || r.finder->name == "suffix") << r.finder->name;
}

TEST(CrossCheck, LargeElementsAreProvenWithoutFlags) {
  for (const auto& [text, period] : {std::pair{"3,20000", 20003u}, std::pair{"5,70000", 70005u}}) {
    const SequenceSpec spec(SubtractionSet::parse(text), Kind::outcome);
    const PeriodResult r = proven_period(spec);
    EXPECT_EQ(r.period, period) << text;
    EXPECT_EQ(r.proof, Proof::window) << text;
    const Sequence v = compute_values(spec, r.preperiod + 3 * r.period);
    EXPECT_EQ(check_period_on_prefix(v, r.preperiod, r.period), "") << text;
  }
}

TEST(CrossCheck, ATooSmallBudgetIsADissentNotAnAnswer) {
  CrossCheckOptions tiny;
  tiny.max_values = 16;
  const CrossCheckedPeriod c =
      cross_checked_period(SequenceSpec(OctalCode::parse(".77"), Kind::grundy), tiny);
  EXPECT_FALSE(c.unanimous_proof());
  EXPECT_NE(c.dissent().find("found no period within 16 values"), std::string::npos) << c.dissent();
  EXPECT_THROW(proven_period(SequenceSpec(OctalCode::parse(".77"), Kind::grundy), tiny),
               std::logic_error);
}

TEST(CrossCheck, MethodsSelectFindersAndRefuseOnesThatDoNotApply) {
  CrossCheckOptions brent;
  brent.methods = {"brent"};
  const CrossCheckedPeriod c =
      cross_checked_period(SequenceSpec(SubtractionSet::parse("2,3"), Kind::outcome), brent);
  for (const FinderRun& r : c.runs) EXPECT_EQ(r.ran, r.finder->name == "brent");
  EXPECT_THROW(cross_checked_period(SequenceSpec(OctalCode::parse(".77"), Kind::grundy), brent),
               error);
  CrossCheckOptions bogus;
  bogus.methods = {"bogus"};
  EXPECT_THROW(
      cross_checked_period(SequenceSpec(SubtractionSet::parse("2,3"), Kind::outcome), bogus),
      error);
}

}  // namespace
}  // namespace nimlab
