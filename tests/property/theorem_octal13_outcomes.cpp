// Outcomes of the codes over {1, 3} (proofs/octal13-outcomes.md): with S the places of the
// threes and sigma the normal outcomes of the subtraction game S, misere(h) = sigma(h - 1) for
// h >= 1 and normal(h) = sigma(h - t - 1) for h > t; so both conventions share the period of S.
// Checked against the brute-force solver on the code decoded from its definition
// (plain_octal_oracle.hpp) and on the subtraction game; the corollary also on the library.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "nimlab/games/heap_families.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/values/sequence.hpp"
#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::Digits;

// A code over {1, 3} of 1..max_digits digits; with_three forces at least one 3.
Digits random_code(std::size_t max_digits, bool with_three) {
  const auto t = *rc::gen::inRange<std::size_t>(1, max_digits + 1);
  Digits d(t);
  for (auto& x : d) x = *rc::gen::element(1u, 3u);
  if (with_three) d[*rc::gen::inRange<std::size_t>(0, t)] = 3;
  return d;
}

// sigma(0..count-1): normal outcomes of the subtraction game S = {s : d_s = 3} (brute force).
std::vector<Outcome> tail_game_outcomes(const Digits& d, std::size_t count) {
  std::vector<std::int64_t> s;
  for (std::size_t i = 0; i < d.size(); ++i)
    if (d[i] == 3) s.push_back(static_cast<std::int64_t>(i + 1));
  games::Solver<games::SubtractionHeap> solver{games::SubtractionHeap{SubtractionSet(s)}};
  std::vector<Outcome> out(count);
  for (std::size_t n = 0; n < count; ++n) out[n] = solver.outcome(static_cast<std::uint32_t>(n));
  return out;
}

RC_GTEST_PROP(Octal13Outcomes, MisereIsTheTailGameShiftedByOne, ()) {
  const Digits d = random_code(20, true);
  const auto sigma = tail_game_outcomes(d, 300);
  games::Solver<test::PlainOctalHeap> code{test::PlainOctalHeap{d}};
  RC_ASSERT(code.outcome(0, Play::misere) == Outcome::N);
  for (std::uint32_t h = 1; h < 300; ++h) RC_ASSERT(code.outcome(h, Play::misere) == sigma[h - 1]);
}

RC_GTEST_PROP(Octal13Outcomes, NormalIsTheTailGameShiftedByTPlusOne, ()) {
  const Digits d = random_code(20, true);
  const std::uint32_t t = static_cast<std::uint32_t>(d.size());
  const auto sigma = tail_game_outcomes(d, 300);
  games::Solver<test::PlainOctalHeap> code{test::PlainOctalHeap{d}};
  RC_ASSERT(code.outcome(0, Play::normal) == Outcome::P);
  for (std::uint32_t h = 1; h <= t; ++h) RC_ASSERT(code.outcome(h, Play::normal) == Outcome::N);
  for (std::uint32_t h = t + 1; h < t + 300; ++h)
    RC_ASSERT(code.outcome(h, Play::normal) == sigma[h - t - 1]);
}

TEST(Octal13Outcomes, AllOnesCodes) {
  for (unsigned t = 1; t <= 12; ++t) {
    games::Solver<test::PlainOctalHeap> code{test::PlainOctalHeap{Digits(t, 1)}};
    for (std::uint32_t h = 0; h <= 3 * t; ++h) {
      const bool small = h >= 1 && h <= t;
      EXPECT_EQ(code.outcome(h, Play::normal), small ? Outcome::N : Outcome::P) << t << ' ' << h;
      EXPECT_EQ(code.outcome(h, Play::misere), small ? Outcome::P : Outcome::N) << t << ' ' << h;
    }
  }
}

// The corollary on the library's outcome sequences: same period, misere preperiod at most the
// normal one plus one, periodic parts rotations of each other unless the code is .1^t.
RC_GTEST_PROP(Octal13Outcomes, CorollaryOnTheLibrary, ()) {
  const Digits d = random_code(16, false);
  const OctalCode code = OctalCode::parse(test::octal_text(d));
  const Convention normal{}, misere{Play::misere, Stuck::standard};
  const PeriodResult rn =
      period_finder("naive").run(SequenceSpec{code, Kind::outcome, normal}, FinderOptions{});
  const PeriodResult rm =
      period_finder("naive").run(SequenceSpec{code, Kind::outcome, misere}, FinderOptions{});
  RC_ASSERT(rn.proof != Proof::none && rm.proof != Proof::none);
  RC_ASSERT(rn.period == rm.period);
  RC_ASSERT(rm.preperiod <= rn.preperiod + 1);
  const std::size_t mu = std::max(rn.preperiod, rm.preperiod), p = rn.period;
  const Sequence a = outcome_values(code, normal, mu + p), b = outcome_values(code, misere, mu + p);
  bool rotation = false;
  for (std::size_t s = 0; s < p && !rotation; ++s) {
    bool same = true;
    for (std::size_t i = 0; i < p; ++i) same &= a[mu + i] == b[mu + (i + s) % p];
    rotation = same;
  }
  const bool all_ones = std::all_of(d.begin(), d.end(), [](unsigned x) { return x == 1; });
  RC_ASSERT(rotation == !all_ones);
}

RC_GTEST_PROP(Octal13Outcomes, IntervalTailOutcomePeriod, ()) {
  const unsigned k = *rc::gen::inRange(0u, 12u), m = *rc::gen::inRange(1u, 12u),
                 j = *rc::gen::inRange(0u, 12u);
  const OctalCode code =
      OctalCode::parse(test::octal_text(test::digit_runs({{1, k}, {3, m}, {1, j}})));
  for (const Convention c : {Convention{}, Convention{Play::misere, Stuck::standard}}) {
    const PeriodResult r =
        period_finder("naive").run(SequenceSpec{code, Kind::outcome, c}, FinderOptions{});
    RC_ASSERT(r.period == 2 * k + m + 1);
  }
}

}  // namespace
}  // namespace nimlab
