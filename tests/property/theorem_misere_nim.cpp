// Misere Nim (002 row 1), checked against the brute-force solver under misere play: a position is
// lost iff (every heap <= 1 and the number of 1-heaps is odd) or (some heap >= 2 and the xor is
// 0); and the table's strategy ("as in normal play, but when only 1-heaps would remain leave an
// odd number of them") wins from every won position that has a move. Proof: proofs/misere-nim.md.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::games {
namespace {

using namespace nimlab::sources;

RC_GTEST_PROP(MisereNim, LossRule, ()) {
  Solver<Nim> solver{Nim{}};
  const auto k = *rc::gen::inRange<std::size_t>(0, 6);
  Heaps h;
  // Small heaps often, so that the all-ones endgame is well covered.
  for (std::size_t i = 0; i < k; ++i)
    h.push_back(*rc::gen::weightedOneOf<std::uint32_t>(
        {{2, rc::gen::inRange<std::uint32_t>(0, 2)}, {1, rc::gen::inRange<std::uint32_t>(0, 9)}}));
  RC_ASSERT(solver.is_loss(h, Play::misere) == misere_nim_loss(h));
  const auto move = misere_nim_move(h);
  if (!solver.is_loss(h, Play::misere) && !solver.canonical_moves(h).empty()) {
    RC_ASSERT(move.has_value());
    RC_ASSERT(solver.is_loss(*move, Play::misere));
  }
}

// The misere rule differs from the normal one exactly in the all-small endgame: (1,1) is lost in
// normal play and won in misere play, (1) the other way round.
TEST(MisereNim, EndgameDiffersFromNormalPlay) {
  Solver<Nim> solver{Nim{}};
  EXPECT_TRUE(solver.is_loss({1, 1}, Play::normal));
  EXPECT_FALSE(solver.is_loss({1, 1}, Play::misere));
  EXPECT_TRUE(solver.is_loss({1}, Play::misere));
  EXPECT_TRUE(solver.is_loss({2, 2}, Play::misere));
}

}  // namespace
}  // namespace nimlab::games
