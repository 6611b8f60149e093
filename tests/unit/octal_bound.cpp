// The octal periodicity bound of proofs/octal-bound.md: if G(n+p) = G(n) for every n with
// mu <= n <= 2*max(mu,1) + p + t - 2, it holds for all n >= mu. These tests check the statement
// on computed values, show that it cannot be shortened by one, show where the literature's
// "n0 <= n < 2n0 + p + t" goes wrong for n0 = 0, and pin the periods of named codes.
#include <gtest/gtest.h>

#include <algorithm>

#include "nimlab/period/registry.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

// Last n of the range the theorem needs checked.
std::size_t last_checked(std::size_t mu, std::size_t p, std::size_t t) {
  return 2 * std::max<std::size_t>(mu, 1) + p + t - 2;
}

// True when G(n+p) = G(n) for every n in [from, to].
bool repeats(const Sequence& g, std::size_t p, std::size_t from, std::size_t to) {
  for (std::size_t n = from; n <= to; ++n)
    if (g[n + p] != g[n]) return false;
  return true;
}

// The theorem as a falsifiable statement: over every splitting code with at most two digits and
// every (mu, p) with mu <= 40, p <= 40, a repetition over the theorem's range must go on as far
// as the values are computed.
TEST(OctalBound, RepetitionOverTheRangeNeverBreaksLater) {
  std::size_t confirmed = 0;
  for (const char* head : {".", "4."})
    for (int x = 1; x < 64; ++x) {
      std::string text = head;
      text += static_cast<char>('0' + (x >> 3));
      text += static_cast<char>('0' + (x & 7));
      if (text.back() == '0') text.pop_back();
      const OctalCode code = OctalCode::parse(text);
      if (!code.splits()) continue;
      const std::size_t t = code.length();
      const Sequence g = grundy_values(code, 1200);
      for (std::size_t p = 1; p <= 40; ++p)
        for (std::size_t mu = 0; mu <= 40; ++mu) {
          if (!repeats(g, p, mu, last_checked(mu, p, t))) continue;
          ASSERT_TRUE(repeats(g, p, mu, g.size() - p - 1)) << text << " mu " << mu << " p " << p;
          ++confirmed;
        }
    }
  EXPECT_GT(confirmed, 1000u);  // many periods checked, not a vacuous loop
}

// The range is sharp: one n less and false periods pass. Found by search over codes of up to
// three digits; for .4, .6 and .36 with mu = 1 the shortened check holds and the period breaks
// at the very next n, which the full range includes.
TEST(OctalBound, OneLessIsNotEnough) {
  struct Case {
    const char* code;
    std::size_t mu, p;
  };
  for (const Case& c : {Case{".4", 1, 1}, Case{".6", 1, 3}, Case{".36", 1, 3}}) {
    const OctalCode code = OctalCode::parse(c.code);
    const Sequence g = grundy_values(code, 100);
    const std::size_t last = last_checked(c.mu, c.p, code.length());
    EXPECT_TRUE(repeats(g, c.p, c.mu, last - 1)) << c.code;
    EXPECT_FALSE(repeats(g, c.p, c.mu, last)) << c.code;
  }
}

// The .4 trap. .4 begins 0, 0, 0, so the literature's range n0 <= n < 2n0 + p + t read with
// n0 = 0, p = 1, t = 1 checks only n = 0, 1 and "proves" that .4 is constant; but G(3) = 1
// (heap 3 splits into 1 + 1). Heap 0 never takes part in a split, so n0 = 0 must be read as 1.
TEST(OctalBound, LiteratureRangeWithZeroPreperiodAcceptsAFalsePeriodForDotFour) {
  const Sequence g = grundy_values(OctalCode::parse(".4"), 10);
  const std::size_t n0 = 0, p = 1, t = 1;
  EXPECT_TRUE(repeats(g, p, n0, 2 * n0 + p + t - 1));  // the literal reading passes
  EXPECT_EQ(g[3], 1u);                                 // and is wrong
  EXPECT_FALSE(repeats(g, p, n0, last_checked(n0, p, t)));
}

// Periods of named codes, each proven by the octal theorem (naive finder):
//  .77 Kayles: last exceptional value 70, period 12 (Winning Ways, ch. 4);
//  .137 Dawson's chess: last exceptional value 51, period 34 (Winning Ways, ch. 4);
//  .07 Dawson's Kayles is .137 shifted by one heap (G.07(n+1) = G.137(n)), so 52 and 34;
//  .4 is .07 shifted by one more (G.4(n+1) = G.07(n)), so 53 and 34: preperiod 54;
//  .156: last exceptional value 3478, period 349 (Gangolli and Plambeck, "A note on
//  periodicity in some octal games", Int. J. Game Theory 18 (1989)).
TEST(OctalBound, NamedCodesHaveTheirLiteraturePeriods) {
  struct Case {
    const char* code;
    std::size_t mu, p;
  };
  FinderOptions options;
  options.max_values = std::size_t{1} << 14;
  for (const Case& c : {Case{".77", 71, 12}, Case{".137", 52, 34}, Case{".07", 53, 34},
                        Case{".4", 54, 34}, Case{".156", 3479, 349}}) {
    const SequenceSpec spec{OctalCode::parse(c.code), Kind::grundy, {}};
    const PeriodResult r = period_finder("naive").run(spec, options);
    EXPECT_EQ(r.proof, Proof::octal_theorem) << c.code;
    EXPECT_EQ(r.preperiod, c.mu) << c.code;
    EXPECT_EQ(r.period, c.p) << c.code;
  }
}

}  // namespace
}  // namespace nimlab
