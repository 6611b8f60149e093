// The arithmetic-periodicity theorem of hexadecimal codes (proofs/hex-arithmetic.md) against the
// Grundy oracle of tests/support/hex_grundy_oracle.hpp, written from the definition of a code:
// every regularity the theorem proves from a prefix holds on the oracle's values far beyond it,
// and is the minimal one a direct scan of those values finds; and the growing codes of the
// literature (.8 = 0 0 0 0 1 1 1 2 2 2 ...) are proven by `period` with these values.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "hex_grundy_oracle.hpp"
#include "nimlab/game/hex_code.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/evidence.hpp"
#include "regularity_scan.hpp"

namespace {

using nimlab::test::hex_grundy;
using nimlab::test::hex_text;
using Values = std::vector<std::uint32_t>;
using nimlab::test::direct_scan;
using nimlab::test::regular_from;

nimlab::Evidence evidence_of(const std::vector<unsigned>& digits) {
  return nimlab::evidence_for(nimlab::SequenceSpec(
      nimlab::Game(nimlab::HexCode::parse(hex_text(digits))), nimlab::Kind::grundy));
}

// Tries the theorem on the first `prefix` values for every (mu, p) it may apply to; each proof
// must hold on all of g and be its minimal regularity. Returns the number of proofs.
std::size_t check_code(const std::vector<unsigned>& digits, const Values& g, std::size_t prefix) {
  const nimlab::Evidence evidence = evidence_of(digits);
  const std::span<const std::uint32_t> head(g.data(), prefix);
  std::size_t proofs = 0;
  for (std::size_t p = 1; 5 * p < prefix; ++p)
    for (std::size_t mu = 0; mu + 5 * p <= prefix; ++mu) {
      const std::int64_t s =
          static_cast<std::int64_t>(g[mu + p]) - static_cast<std::int64_t>(g[mu]);
      const std::optional<nimlab::Period> proven =
          nimlab::proven_from_values(evidence, nimlab::ValueView(head), mu, p, s);
      if (!proven) continue;
      ++proofs;
      EXPECT_EQ(proven->proof, nimlab::Proof::hex_arithmetic);
      // True far beyond the prefix: the given regularity and the minimal one reported.
      EXPECT_TRUE(regular_from(g, mu, p, s)) << hex_text(digits) << " mu=" << mu << " p=" << p;
      EXPECT_TRUE(regular_from(g, proven->preperiod, proven->period, proven->saltus))
          << hex_text(digits) << " mu=" << mu << " p=" << p;
      const std::optional<nimlab::Period> direct = direct_scan(g);
      EXPECT_TRUE(direct.has_value()) << hex_text(digits);
      if (!direct) continue;
      EXPECT_EQ(proven->period, direct->period) << hex_text(digits);
      EXPECT_EQ(proven->preperiod, direct->preperiod) << hex_text(digits);
      EXPECT_EQ(proven->saltus, direct->saltus) << hex_text(digits);
    }
  return proofs;
}

// Every code d0.d1[d2] with a three-heap split; the theorem proves from 96 values, the oracle
// confirms to 360. Some codes are proven (the statement is not vacuous).
TEST(HexArithmeticOracle, EveryProofOfATwoDigitCodeHoldsFarBeyondItsPrefix) {
  std::size_t codes = 0;
  for (const std::vector<unsigned>& digits : nimlab::test::two_digit_codes_with_three_heap_splits())
    if (check_code(digits, hex_grundy(digits, 360), 96) > 0) ++codes;
  EXPECT_GT(codes, 20u);
}

RC_GTEST_PROP(HexArithmeticOracle, RandomThreeDigitCodesKeepWhatIsProven, ()) {
  std::vector<unsigned> digits(4);
  digits[0] = *rc::gen::element(0u, 4u, 8u, 12u);
  for (std::size_t k = 1; k <= 3; ++k) digits[k] = *rc::gen::inRange(0u, 16u);
  if (digits[3] == 0) digits[3] = 8;
  if (std::none_of(digits.begin(), digits.end(), [](unsigned d) { return d & 8; })) digits[1] |= 8;
  const Values g = hex_grundy(digits, 300);
  check_code(digits, g, 80);
  RC_ASSERT(!::testing::Test::HasFailure());
}

struct Expected {
  std::vector<unsigned> digits;
  std::size_t preperiod, period;
  std::int64_t saltus;
};

// The growing codes of data/octal/README.md that are arithmetic-periodic from the start: what
// `period` proves, against the oracle's values to 500.
TEST(HexArithmeticOracle, PeriodProvesTheGrowingCodes) {
  const std::vector<Expected> cases{
      {{0, 8}, 1, 3, 1},       // .8: 0 0 0 0 1 1 1 2 2 2 ...
      {{0, 0, 12}, 1, 3, 1},   // .0c
      {{0, 12}, 1, 2, 1},      // .c: 0 0 0 1 1 2 2 ...
      {{0, 4, 8}, 1, 2, 1},    // .48
      {{0, 12, 12}, 1, 2, 1},  // .cc
      {{0, 0, 15}, 0, 2, 1},   // .0f: 0 0 1 1 2 2 ...
      {{0, 0, 8}, 1, 4, 1},    // .08
  };
  for (const Expected& e : cases) {
    const std::string code = hex_text(e.digits);
    const Values g = hex_grundy(e.digits, 500);
    ASSERT_TRUE(regular_from(g, e.preperiod, e.period, e.saltus)) << code;
    const std::optional<nimlab::Period> direct = direct_scan(g);
    ASSERT_TRUE(direct.has_value()) << code;
    EXPECT_EQ(direct->period, e.period) << code;
    EXPECT_EQ(direct->preperiod, e.preperiod) << code;
    const nimlab::SequenceSpec spec(nimlab::Game(nimlab::HexCode::parse(code)),
                                    nimlab::Kind::grundy);
    const nimlab::CrossCheckedPeriod checked = nimlab::cross_checked_period(spec, {});
    EXPECT_TRUE(checked.unanimous_proof()) << code << ": " << checked.dissent();
    ASSERT_TRUE(checked.best.has_value()) << code;
    EXPECT_EQ(checked.best->proof, nimlab::Proof::hex_arithmetic) << code;
    EXPECT_EQ(checked.best->period, e.period) << code;
    EXPECT_EQ(checked.best->preperiod, e.preperiod) << code;
    EXPECT_EQ(checked.best->saltus, e.saltus) << code;
  }
}

// A saltus that is no power of two is never proven: .8 seen with period 9 and saltus 3.
TEST(HexArithmeticOracle, ASaltusOfThreeIsNotProven) {
  const std::vector<unsigned> digits{0, 8};
  const Values g = hex_grundy(digits, 200);
  ASSERT_TRUE(regular_from(g, 1, 9, 3));
  EXPECT_FALSE(nimlab::proven_from_values(evidence_of(digits),
                                          nimlab::ValueView(std::span<const std::uint32_t>(g)), 1,
                                          9, 3)
                   .has_value());
}

}  // namespace
