// Outcome periods of octal codes that split heaps come from their proven Grundy periods
// (lib/include/nimlab/period/outcome_from_grundy.hpp). Fact checked: for every splitting code of
// up to two digits and a few classical ones, the derived (mu, p) holds and is minimal on an
// independently computed prefix of 10 * (mu + p) + 200 values, and the naive and suffix finders
// derive the same answer.
#include <gtest/gtest.h>

#include "nimlab/period/finders.hpp"
#include "nimlab/period/verify.hpp"

namespace nimlab {
namespace {

std::vector<std::string> splitting_codes() {
  std::vector<std::string> codes = {".77", ".07", ".137", ".4", ".156", "4.07"};
  for (int d1 = 0; d1 < 8; ++d1)
    for (int d2 = 0; d2 < 8; ++d2) {
      std::string code = std::string(".") + char('0' + d1) + char('0' + d2);
      if ((d1 | d2) & 4) codes.push_back(code);
    }
  return codes;
}

TEST(OutcomeOfSplittingCodes, DerivedPeriodHoldsAndIsMinimal) {
  std::size_t proven = 0;
  for (const std::string& text : splitting_codes()) {
    const SequenceSpec spec{OctalCode::parse(text), Kind::outcome, {}};
    const FinderOptions budget{std::size_t{1} << 13};
    const PeriodResult naive = naive_scan(spec, budget);
    const PeriodResult suffix = suffix_scan(spec, budget);
    ASSERT_EQ(naive.found, suffix.found) << text;
    if (!naive.found) continue;
    EXPECT_TRUE(same_period(naive, suffix)) << text;
    if (naive.proof == Proof::none) continue;
    ++proven;
    const Sequence v = outcome_values(spec.game(), {},
                                      10 * (naive.preperiod + naive.period) + 200);
    EXPECT_EQ(check_period_on_prefix(v, naive.preperiod, naive.period), "") << text;
  }
  // Most two-digit splitting codes are periodic within the budget (e.g. .77, .07, .4).
  EXPECT_GT(proven, 20u);
}

}  // namespace
}  // namespace nimlab
