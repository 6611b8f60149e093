// The card game of 001 ("Kaarten wegnemen en omdraaien"): the literal row model and the counting
// model give the same outcome for every row of up to 8 cards (so the order of the cards does not
// matter), and n face-up cards are lost for the beginner for every n >= 2, the opponent answering
// each move by removing a face-up card and turning the face-down card back up.
// Proof: proofs/card-game.md.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/games/card_game.hpp"
#include "nimlab/games/solver.hpp"

namespace nimlab::games {
namespace {

TEST(CardGame, RowAndCountModelsAgree) {
  Solver<CardRow> rows{CardRow{}};
  Solver<CardCounts> counts{CardCounts{}};
  for (std::uint32_t n = 1; n <= 8; ++n)
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
      CardRow::Position row;
      std::uint32_t up = 0;
      for (std::uint32_t c = 0; c < n; ++c) {
        row.push_back(mask >> c & 1);
        up += mask >> c & 1;
      }
      for (Play play : {Play::normal, Play::misere})
        EXPECT_EQ(rows.outcome(row, play), counts.outcome({up, n - up}, play)) << n << " " << mask;
    }
}

TEST(CardGame, BeginnerLosesWithAllCardsFaceUp) {
  Solver<CardCounts> s{CardCounts{}};
  for (std::uint32_t n = 2; n <= 200; ++n) {
    EXPECT_TRUE(s.is_loss(card_counts_start(n))) << n;
    // The beginner's only kind of move turns a face-up card down; the reply restores all-up.
    const auto moves = s.canonical_moves(card_counts_start(n));
    ASSERT_EQ(moves.size(), 1u);
    if (n >= 3) {
      EXPECT_TRUE(s.is_loss({n - 2, 0}));
    }
  }
}

TEST(CardGame, EndingsAndNoGrundyValue) {
  Solver<CardCounts> s{CardCounts{}};
  EXPECT_EQ(s.outcome({1, 0}), Outcome::P);  // the last card lies face up: the mover lost
  EXPECT_EQ(s.outcome({0, 1}), Outcome::N);
  EXPECT_EQ(s.outcome({1, 0}, Play::misere), Outcome::N);
  EXPECT_THROW(s.grundy({0, 1}), error);
  EXPECT_THROW(s.grundy({3, 0}), error);
}

}  // namespace
}  // namespace nimlab::games
