// The misere shift lemma (proofs/misere-shift.md) against the brute-force solver on one heap of a
// subtraction game: for a set containing 1 and the standard stuck rule, the misere outcome of heap
// n >= 1 is the normal outcome of heap n - 1; without 1 it can fail ({2}: heap 1 is stuck).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"

namespace nimlab::games {
namespace {

RC_GTEST_PROP(MisereShiftBruteForce, HoldsForSetsContainingOne, ()) {
  const auto mask = *rc::gen::inRange<std::uint32_t>(0, 1u << 11);
  std::vector<std::int64_t> elements{1};
  for (std::uint32_t b = 0; b < 11; ++b)
    if (mask >> b & 1) elements.push_back(b + 2);
  Solver<SubtractionNim> solver{SubtractionNim{SubtractionSet(elements)}};
  for (std::uint32_t n = 1; n < 200; ++n)
    RC_ASSERT(solver.outcome({n}, Play::misere) == solver.outcome({n - 1}, Play::normal));
}

TEST(MisereShiftBruteForce, FailsForTheSetTwo) {
  Solver<SubtractionNim> solver{SubtractionNim{SubtractionSet({2})}};
  EXPECT_EQ(solver.outcome({1}, Play::misere), Outcome::N);
  EXPECT_EQ(solver.outcome({0}, Play::normal), Outcome::P);
}

}  // namespace
}  // namespace nimlab::games
