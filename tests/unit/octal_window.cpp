// proofs/window-repetition.md on plain octal codes (no splitting): the window of the last t
// values at a >= 1 determines the next value, at a = 0 it need not (.0102); and the minimal
// (mu, p) follows from any repeated window by the divisor and walk-down argument.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>

#include "nimlab/period/registry.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

std::vector<std::string> plain_codes_up_to_three_digits() {
  std::vector<std::string> codes;
  for (int digits = 1; digits <= 3; ++digits)
    for (int x = 0; x < (1 << (2 * digits)); ++x) {
      std::string text = ".";
      for (int i = digits - 1; i >= 0; --i) text += static_cast<char>('0' + ((x >> (2 * i)) & 3));
      if (text.back() != '0') codes.push_back(text);
    }
  return codes;
}

// For a >= 1 and heap n = a + t > t no whole-heap move exists and every k <= t leaves the
// non-empty heap n - k, so v(a + t) is a function of v(a..a+t-1): equal windows at a >= 1 are
// followed by equal values, for Grundy values and for outcomes under every convention.
TEST(OctalWindow, WindowsFromOneDetermineTheNextValue) {
  for (const std::string& text : plain_codes_up_to_three_digits()) {
    const OctalCode code = OctalCode::parse(text);
    const std::size_t t = code.length();
    for (const SequenceSpec& spec :
         {SequenceSpec{code, Kind::grundy, {}},
          SequenceSpec{code, Kind::outcome, {Play::misere, Stuck::draw}}}) {
      const Sequence v = compute_values(spec, 400);
      std::map<Sequence, Value> next;
      for (std::size_t a = 1; a + t < v.size(); ++a) {
        const Sequence window(v.begin() + a, v.begin() + a + t);
        const auto [it, fresh] = next.emplace(window, v[a + t]);
        ASSERT_TRUE(fresh || it->second == v[a + t]) << text << " a = " << a;
      }
    }
  }
}

// .0102 (take 2 as the whole heap, or 4 leaving a heap) begins 0 0 1 0 0 1 0 1 1: the window
// (0 0 1 0) at 0 recurs at 3, yet v(4) = 0 != v(7) = 1, because heap 2 may be taken whole and
// heap 5 may not. Its true period is 8 from 1.
TEST(OctalWindow, WindowAtZeroDoesNotDetermineDotZeroOneZeroTwo) {
  const SequenceSpec spec{OctalCode::parse(".0102"), Kind::grundy, {}};
  const Sequence v = compute_values(spec, 20);
  EXPECT_TRUE(std::equal(v.begin(), v.begin() + 4, v.begin() + 3));
  EXPECT_NE(v[4], v[7]);
  const PeriodResult r = period_finder("naive").run(spec, {});
  EXPECT_EQ(r.preperiod, 1u);
  EXPECT_EQ(r.period, 8u);
  EXPECT_EQ(r.proof, Proof::window);
}

// Any repetition W(a) = W(a+q) with a >= 1 proves v(n+q) = v(n) for n >= a. The minimal period
// p* divides q and is the smallest divisor d with v(n+d) = v(n) on [a, a+q); the minimal
// preperiod follows by walking down from a while v(n-1+p*) = v(n-1). This must give the
// naive finder's (mu, p) for every plain code.
TEST(OctalWindow, MinimalPeriodFromTheFirstRepeatedWindow) {
  for (const std::string& text : plain_codes_up_to_three_digits()) {
    const OctalCode code = OctalCode::parse(text);
    const std::size_t t = code.length();
    const SequenceSpec spec{code, Kind::grundy, {}};
    const Sequence v = compute_values(spec, 2000);
    // The first repetition of any window at a >= 1, found by remembering windows.
    std::map<Sequence, std::size_t> seen;
    std::size_t a = 0, q = 0;
    for (std::size_t b = 1; b + t <= v.size() && q == 0; ++b) {
      const auto [it, fresh] = seen.emplace(Sequence(v.begin() + b, v.begin() + b + t), b);
      if (!fresh) {
        a = it->second;
        q = b - a;
      }
    }
    ASSERT_GT(q, 0u) << text;
    ASSERT_LE(a + 2 * q, v.size()) << text;
    std::size_t p = q;
    for (std::size_t d = 1; d < q; ++d) {
      bool holds = q % d == 0;
      for (std::size_t n = a; n < a + q && holds; ++n) holds = v[n + d] == v[n];
      if (holds) {
        p = d;
        break;
      }
    }
    std::size_t mu = a;
    while (mu > 0 && v[mu - 1 + p] == v[mu - 1]) --mu;
    const PeriodResult r = period_finder("naive").run(spec, {});
    EXPECT_EQ(mu, r.preperiod) << text;
    EXPECT_EQ(p, r.period) << text;
  }
}

}  // namespace
}  // namespace nimlab
