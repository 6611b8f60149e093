// proofs/window-repetition.md against the brute-force solver on plain octal codes (digits 0-3,
// decoded from the definition in plain_octal_oracle.hpp): a window of t values repeated at a >= 1
// proves the period, i.e. if W(a) = W(a + p) with a >= 1 then G(n + p) = G(n) for all n >= a
// (checked over a long prefix); from a = 0 it need not (.0102).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::brute_force_grundy;
using test::Digits;

RC_GTEST_PROP(WindowRepetitionBruteForce, RepeatedWindowFromOneProvesThePeriod, ()) {
  const auto t = *rc::gen::inRange<std::size_t>(1, 7);
  Digits d(t);
  for (auto& x : d) x = *rc::gen::inRange(0u, 4u);
  if (d.back() == 0) d.back() = *rc::gen::inRange(1u, 4u);
  const std::size_t L = 600;
  const auto G = brute_force_grundy(d, L);
  // The first repeated window W(a) = W(a + p), a >= 1, found in the first half of the prefix.
  for (std::size_t a = 1; a + t < L / 2; ++a)
    for (std::size_t p = 1; a + p + t < L / 2; ++p) {
      if (!std::equal(G.begin() + a, G.begin() + a + t, G.begin() + a + p)) continue;
      for (std::size_t n = a; n + p < L; ++n) RC_ASSERT(G[n + p] == G[n]);
      return;
    }
}

TEST(WindowRepetitionBruteForce, WindowAtZeroIsNotEnoughForDotZeroOneZeroTwo) {
  const auto G = brute_force_grundy({0, 1, 0, 2}, 13);
  EXPECT_TRUE(std::equal(G.begin(), G.begin() + 4, G.begin() + 3));  // W(0) = W(3)
  EXPECT_NE(G[4], G[7]);                                             // yet period 3 fails
}

}  // namespace
}  // namespace nimlab
