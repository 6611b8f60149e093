// Absurd prefix lengths are refused with nimlab::error before any work or allocation: the CLI
// turns that into one line on stderr and exit 2 instead of a computation that runs for hours.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

TEST(ValueLimits, SplittingCodesStopAtTheirLimit) {
  // .07 (Dawson's Kayles) has no sparse structure: its splits cost time quadratic in the heap.
  EXPECT_THROW(grundy_values(OctalCode::parse(".07"), max_splitting_sequence_length + 1), error);
  EXPECT_THROW(outcome_values(OctalCode::parse(".77"), {}, max_splitting_sequence_length + 1),
               error);
}

TEST(ValueLimits, EveryRuleStopsAtTheGeneralLimit) {
  const SequenceSpec set{SubtractionSet::parse("1,2"), Kind::grundy, {}};
  const SequenceSpec code{OctalCode::parse(".1133"), Kind::outcome, {}};
  EXPECT_THROW(compute_values(set, max_sequence_length + 1), error);
  EXPECT_THROW(compute_values(code, max_sequence_length + 1), error);
}

}  // namespace
}  // namespace nimlab
