// Absurd prefix lengths are refused with nimlab::error before any work or allocation: the CLI
// turns that into one line on stderr and exit 2 instead of a computation that runs for hours.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

TEST(ValueLimits, SplittingCodesStopAtTheGeneralLimitAndSayHowMuchMemory) {
  EXPECT_THROW(grundy_values(OctalCode::parse(".07"), max_sequence_length + 1), error);
  EXPECT_THROW(outcome_values(OctalCode::parse(".77"), {}, max_sequence_length + 1), error);
  try {
    grundy_values(OctalCode::parse(".6"), max_sequence_length + 1);
    ADD_FAILURE() << "no error";
  } catch (const error& e) {
    // 2^28 + 1 values take at least 1 GiB as 32-bit values.
    EXPECT_NE(std::string(e.what()).find("MiB"), std::string::npos) << e.what();
  }
}

TEST(ValueLimits, EveryRuleStopsAtTheGeneralLimit) {
  const SequenceSpec set{SubtractionSet::parse("1,2"), Kind::grundy, {}};
  const SequenceSpec code{OctalCode::parse(".1133"), Kind::outcome, {}};
  EXPECT_THROW(compute_values(set, max_sequence_length + 1), error);
  EXPECT_THROW(compute_values(code, max_sequence_length + 1), error);
}

}  // namespace
}  // namespace nimlab
