// The periodicity theorem for hexadecimal codes (proofs/hex-bound.md) against a Grundy oracle
// written here from the definition of a hexadecimal code (mex over taking the whole heap, leaving
// one heap, two heaps or three heaps with the xor of their values), sharing no code with the
// library: every (mu, p) whose repetition holds over mu <= n <= 3 max(mu, 1) + 2p + t - 3 goes on
// as far as the values are computed; one comparison less is not enough; and the periods the
// library proves with the theorem hold on the oracle's values.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "hex_grundy_oracle.hpp"
#include "nimlab/game/hex_code.hpp"
#include "nimlab/period/cross_check.hpp"

namespace {

using nimlab::test::hex_grundy;

bool repeats(const std::vector<std::uint32_t>& g, std::size_t p, std::size_t mu, std::size_t last) {
  for (std::size_t n = mu; n <= last; ++n)
    if (g[n + p] != g[n]) return false;
  return true;
}

// The last n the theorem compares.
std::size_t range_end(std::size_t mu, std::size_t p, std::size_t t) {
  return 3 * std::max<std::size_t>(mu, 1) + 2 * p + t - 3;
}

RC_GTEST_PROP(HexBoundOracle, RepetitionOverTheRangeNeverBreaksLater, ()) {
  const auto t = *rc::gen::inRange<std::size_t>(1, 4);
  std::vector<unsigned> digits(t + 1);
  digits[0] = *rc::gen::element(0u, 4u, 8u, 12u);
  for (std::size_t k = 1; k <= t; ++k) digits[k] = *rc::gen::inRange(0u, 16u);
  if (digits[t] == 0) digits[t] = 8;
  if (std::none_of(digits.begin(), digits.end(), [](unsigned d) { return d & 8; })) digits[1] |= 8;
  const std::size_t count = 160;
  const auto g = hex_grundy(digits, count);
  for (std::size_t p = 1; p <= 15; ++p)
    for (std::size_t mu = 0; mu <= 15; ++mu) {
      if (!repeats(g, p, mu, range_end(mu, p, t))) continue;
      RC_ASSERT(repeats(g, p, mu, count - p - 1));
    }
}

// The range is sharp: .8 (take one token, leave three heaps; t = 1) begins 0 0 0 0 1, so with
// mu = 1, p = 1 the comparisons n = 1, 2 hold and the theorem's last one, n = 3, fails.
TEST(HexBoundOracle, OneLessIsNotEnoughForDotEight) {
  const auto g = hex_grundy({0, 8}, 8);
  EXPECT_EQ(g, (std::vector<std::uint32_t>{0, 0, 0, 0, 1, 1, 1, 2}));
  EXPECT_EQ(range_end(1, 1, 1), 3u);
  EXPECT_TRUE(repeats(g, 1, 1, 2));
  EXPECT_FALSE(repeats(g, 1, 1, 3));
}

// .F (take one token, leaving no heap, one, two or three): 0 1 0 1 ..., period 2 from heap 0,
// as `period --hex .F` proves (tests/cli/hex_grundy_cli.cpp).
TEST(HexBoundOracle, DotFAlternates) {
  const auto g = hex_grundy({0, 15}, 100);
  for (std::size_t n = 0; n < g.size(); ++n) EXPECT_EQ(g[n], n % 2) << n;
}

// Every two-digit code with a three-heap split: whenever the range repeats, the repetition holds
// on to 200 values (mu, p <= 20); and it does for thousands of (code, mu, p), so the statement is
// not vacuous.
TEST(HexBoundOracle, EveryTwoDigitCodeKeepsEveryRepetitionOfTheRange) {
  std::size_t met = 0;
  for (const std::vector<unsigned>& digits :
       nimlab::test::two_digit_codes_with_three_heap_splits()) {
    const std::size_t t = digits.size() - 1, count = 200;
    const auto g = hex_grundy(digits, count);
    for (std::size_t p = 1; p <= 20; ++p)
      for (std::size_t mu = 0; mu <= 20; ++mu) {
        if (!repeats(g, p, mu, range_end(mu, p, t))) continue;
        ++met;
        EXPECT_TRUE(repeats(g, p, mu, count - p - 1))
            << "code " << nimlab::test::hex_text(digits) << " mu=" << mu << " p=" << p;
      }
  }
  EXPECT_GT(met, 1000u);
}

// The library proves the period of 4.c (split a heap in two, or take one token and leave two or
// three heaps) with the theorem: period 34 from heap 54. The oracle's values repeat with that
// period from 54 and not from 53, to 600 values.
TEST(HexBoundOracle, LibraryPeriodOfFourDotCHoldsOnTheOracle) {
  const nimlab::SequenceSpec spec(nimlab::Game(nimlab::HexCode::parse("4.c")),
                                  nimlab::Kind::grundy);
  const nimlab::CrossCheckedPeriod checked = nimlab::cross_checked_period(spec, {});
  ASSERT_TRUE(checked.agree);
  ASSERT_TRUE(checked.best.has_value());
  EXPECT_EQ(checked.best->proof, nimlab::Proof::hex_theorem);
  EXPECT_EQ(checked.best->period, 34u);
  EXPECT_EQ(checked.best->preperiod, 54u);
  const auto g = hex_grundy({4, 12}, 600);
  EXPECT_TRUE(repeats(g, 34, 54, 600 - 34 - 1));
  EXPECT_NE(g[53 + 34], g[53]);
}

}  // namespace
