// A code over {0, 1, 2, 3} whose first digit without the 1-bit is a 2 is never purely periodic
// (proofs/octal-first-two.md), step by step against the brute-force solver on the code decoded
// from its definition (plain_octal_oracle.hpp), with RapidCheck choosing the digits.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/period/registry.hpp"
#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::brute_force_grundy;
using test::Digits;

// Digits 1 or 3 before place i, 2 at place i, anything in 0-3 after it (last digit non-zero).
struct FirstTwoCode {
  Digits digits;
  std::size_t i;  // 1-based place of the 2
};

FirstTwoCode random_first_two(std::size_t max_digits) {
  const auto t = *rc::gen::inRange<std::size_t>(1, max_digits + 1);
  const auto i = *rc::gen::inRange<std::size_t>(1, t + 1);
  Digits d(t);
  for (std::size_t h = 1; h < i; ++h) d[h - 1] = *rc::gen::element(1u, 3u);
  d[i - 1] = 2;
  for (std::size_t h = i + 1; h <= t; ++h) d[h - 1] = *rc::gen::inRange(0u, 4u);
  if (d.back() == 0) d.back() = *rc::gen::inRange(1u, 4u);
  return {d, i};
}

RC_GTEST_PROP(FirstTwo, Step1HeapsBeforeIAreNonZero, ()) {
  const FirstTwoCode c = random_first_two(16);
  const auto G = brute_force_grundy(c.digits, c.i);
  for (std::size_t h = 1; h < c.i; ++h) RC_ASSERT(G[h] >= 1u);
}

RC_GTEST_PROP(FirstTwo, Step2HeapIIsZero, ()) {
  const FirstTwoCode c = random_first_two(16);
  RC_ASSERT(brute_force_grundy(c.digits, c.i + 1)[c.i] == 0u);
}

RC_GTEST_PROP(FirstTwo, Step3NoPeriodFromZero, ()) {
  const FirstTwoCode c = random_first_two(16);
  const std::size_t max_p = 200;
  const auto G = brute_force_grundy(c.digits, c.i + max_p + 1);
  for (std::size_t p = 1; p <= max_p; ++p) RC_ASSERT(G[p] != 0u || G[c.i + p] != 0u);
}

RC_GTEST_PROP(FirstTwo, LibraryPreperiodIsPositive, ()) {
  const FirstTwoCode c = random_first_two(16);
  const PeriodResult r = period_finder("naive").run(
      SequenceSpec{OctalCode::parse(test::octal_text(c.digits)), Kind::grundy, {}},
      FinderOptions{});
  RC_ASSERT(r.found && r.proof != Proof::none);
  RC_ASSERT(r.preperiod >= 1u);
}

// The hypothesis matters: with a 0 before the first 2, .302 (period 2) and .032 (period 5) are
// purely periodic.
TEST(FirstTwo, AZeroBeforeTheTwoAllowsPurePeriodicity) {
  for (const auto& [digits, p] : {std::pair<Digits, std::size_t>{{3, 0, 2}, 2}, {{0, 3, 2}, 5}}) {
    const auto G = brute_force_grundy(digits, 300);
    for (std::size_t n = 0; n + p < G.size(); ++n)
      EXPECT_EQ(G[n + p], G[n]) << test::octal_text(digits) << " n = " << n;
  }
}

}  // namespace
}  // namespace nimlab
