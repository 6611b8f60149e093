// The brute-force solver on games whose answers are known by hand: a cycle is rejected, stuck
// heaps under the draw rule give D, misere endings are wins for the player to move, Grundy values
// are the mex of the options, and a solver answers the same after memoising other positions.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"

namespace nimlab::games {
namespace {

// A two-position loop: 0 -> 1 -> 0.
struct Loop {
  using Position = std::uint32_t;
  Position canonical(Position p) const { return p; }
  std::vector<Position> moves(Position p) const { return {1 - p}; }
};

TEST(Solver, RejectsCycles) {
  Solver<Loop> s{Loop{}};
  EXPECT_THROW(s.outcome(0), error);
}

TEST(Solver, StuckHeapsUnderTheDrawRule) {
  // S = {2}: a heap of 1 is stuck. Standard rule: P (normal) / N (misere); draw rule: D.
  Solver<SubtractionNim> standard{SubtractionNim{SubtractionSet({2})}};
  Solver<SubtractionNim> draw{SubtractionNim{SubtractionSet({2}), Stuck::draw}};
  EXPECT_EQ(standard.outcome({1}), Outcome::P);
  EXPECT_EQ(standard.outcome({1}, Play::misere), Outcome::N);
  EXPECT_EQ(draw.outcome({1}), Outcome::D);
  EXPECT_EQ(draw.outcome({3}), Outcome::D);  // the only move goes to the drawn heap 1
  EXPECT_EQ(draw.outcome({2}), Outcome::N);  // 2 -> 0 wins
  EXPECT_EQ(draw.outcome({0, 2}), Outcome::N);
  EXPECT_EQ(draw.outcome({1, 2}), Outcome::D);  // its only move 2 -> 0 leaves the stuck heap 1
  EXPECT_THROW(draw.grundy({1}), error);
}

TEST(Solver, GrundyIsMexAndMemoIsConsistent) {
  Solver<Nim> s{Nim{}};
  EXPECT_EQ(s.grundy({}), 0u);
  EXPECT_EQ(s.grundy({5}), 5u);
  EXPECT_EQ(s.outcome({}, Play::misere), Outcome::N);
  const auto before = s.outcome({3, 5, 6});
  for (std::uint32_t a = 0; a < 8; ++a) s.outcome({a, a + 1});
  EXPECT_EQ(s.outcome({3, 5, 6}), before);
  EXPECT_EQ(s.canonical_moves({0, 2, 1}).size(), 3u);  // (1,2): to (2), (1), (1,1)
}

TEST(Solver, ReachablePositionsOfOrderedGames) {
  // Staircase (1, 1): pile 2 -> pile 1 gives (2, 0); pile 1 off gives (0, 1); then (1, 0), (0, 0).
  const auto all = reachable_positions(StaircaseNim{}, Heaps{1, 1});
  EXPECT_EQ(all.size(), 5u);
}

}  // namespace
}  // namespace nimlab::games
