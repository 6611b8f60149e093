// Staircase Nim (002): with the piles numbered 1..n and tokens leaving the game from pile 1, a
// position is lost iff the xor of pile_{2i+1}, i = 0..floor((n-1)/2), is 0 (exactly the odd piles).
// The same formula with the piles numbered from 0 is false. Proof: proofs/staircase.md.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::games {
namespace {

using namespace nimlab::sources;

RC_GTEST_PROP(Staircase, OddPilesDecide, ()) {
  Solver<StaircaseNim> solver{StaircaseNim{}};
  const auto n = *rc::gen::inRange<std::size_t>(1, 6);
  Heaps piles;
  for (std::size_t i = 0; i < n; ++i) piles.push_back(*rc::gen::inRange<std::uint32_t>(0, 4));
  RC_ASSERT(solver.is_loss(piles) == staircase_loss(piles));
}

// Counterexample to the zero-based reading: one token on the bottom step is won (take it off),
// yet the xor of the piles numbered 1, 3, ... from 0 is empty, i.e. 0.
TEST(Staircase, ZeroBasedReadingIsFalse) {
  Solver<StaircaseNim> solver{StaircaseNim{}};
  EXPECT_FALSE(solver.is_loss({1}));
  EXPECT_TRUE(staircase_loss_zero_based({1}));
  EXPECT_FALSE(staircase_loss({1}));
}

}  // namespace
}  // namespace nimlab::games
