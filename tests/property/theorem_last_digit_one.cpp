// A code over {1, 3} whose last digit is 1 is never purely periodic
// (proofs/octal13-last-digit-one.md), step by step against the brute-force solver on the code
// decoded from its definition (plain_octal_oracle.hpp), with RapidCheck choosing the digits.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/period/registry.hpp"
#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::brute_force_grundy;
using test::Digits;

Digits random_code_ending_in_one() {
  const auto t = *rc::gen::inRange<std::size_t>(1, 25);
  Digits d(t, 1);
  for (std::size_t i = 0; i + 1 < t; ++i) d[i] = *rc::gen::element(1u, 3u);
  return d;
}

// Step 1: G(h) >= 1 for 1 <= h <= t.
RC_GTEST_PROP(LastDigitOne, Step1HeapsUpToTAreNonZero, ()) {
  const Digits d = random_code_ending_in_one();
  const auto G = brute_force_grundy(d, d.size() + 1);
  for (std::size_t h = 1; h <= d.size(); ++h) RC_ASSERT(G[h] >= 1u);
}

// Step 2, made finite: for every p >= 1, if G(n + p) = G(n) for all n < t, then G(t + p) = 0,
// which differs from G(t); so every p is refuted as a period from heap 0 by heap t + p at the
// latest. Checked for every p up to 4t + 40.
RC_GTEST_PROP(LastDigitOne, Step2EveryPeriodFromZeroFailsByHeapTPlusP, ()) {
  const Digits d = random_code_ending_in_one();
  const std::size_t t = d.size(), max_p = 4 * t + 40;
  const auto G = brute_force_grundy(d, t + max_p + 1);
  for (std::size_t p = 1; p <= max_p; ++p) {
    bool agrees_below_t = true;
    for (std::size_t n = 0; n < t; ++n) agrees_below_t &= G[n + p] == G[n];
    if (agrees_below_t) RC_ASSERT(G[t + p] == 0u);
    RC_ASSERT(!agrees_below_t || G[t + p] != G[t]);
  }
}

// The theorem on the library: its naive period finder reports a preperiod of at least 1.
RC_GTEST_PROP(LastDigitOne, LibraryPreperiodIsPositive, ()) {
  const Digits d = random_code_ending_in_one();
  const PeriodResult r = period_finder("naive").run(
      SequenceSpec{OctalCode::parse(test::octal_text(d)), Kind::grundy, {}}, FinderOptions{});
  RC_ASSERT(r.found);
  RC_ASSERT(r.preperiod >= 1u);
}

}  // namespace
}  // namespace nimlab
