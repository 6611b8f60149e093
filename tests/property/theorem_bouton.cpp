// Bouton's theorem (sources 001, 002 row 1, 003 section 5), checked against the brute-force solver:
// a Nim position is lost for the player to move iff the xor of its heaps is 0, its Grundy value is
// that xor, and the Nimbler's move (003, Bilaga 1) wins from every other position.
// Proof: proofs/bouton.md.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::games {
namespace {

using namespace nimlab::sources;

Heaps random_heaps(std::size_t max_heaps, std::uint32_t max_heap) {
  const auto k = *rc::gen::inRange<std::size_t>(0, max_heaps + 1);
  Heaps h;
  for (std::size_t i = 0; i < k; ++i)
    h.push_back(*rc::gen::inRange<std::uint32_t>(0, max_heap + 1));
  return h;
}

RC_GTEST_PROP(Bouton, LostIffXorZero, ()) {
  Solver<Nim> solver{Nim{}};
  const Heaps h = random_heaps(5, 9);
  RC_ASSERT(solver.is_loss(h) == (nim_sum(h) == 0));
  RC_ASSERT(solver.grundy(h) == nim_sum(h));
}

RC_GTEST_PROP(Bouton, NimblerMoveWinsExactlyFromXorNonZero, ()) {
  Solver<Nim> solver{Nim{}};
  const Heaps h = random_heaps(4, 15);
  const auto move = nimbler_move(h);
  RC_ASSERT(move.has_value() == !solver.is_loss(h));
  if (move) {
    std::size_t changed = 0;
    for (std::size_t i = 0; i < h.size(); ++i) {
      RC_ASSERT((*move)[i] <= h[i]);
      changed += (*move)[i] != h[i];
    }
    RC_ASSERT(changed == 1u);
    RC_ASSERT(solver.is_loss(*move));
  }
}

// 001 "Het bewijs": from (9, 12, 14) there are exactly three winning moves, one per heap.
TEST(Bouton, WorkedExampleOfTheDutchArticle) {
  Solver<Nim> solver{Nim{}};
  EXPECT_EQ(nim_sum({9, 12, 14}), 0b1011u);
  EXPECT_EQ(solver.winning_moves({9, 12, 14}).size(), 3u);
  EXPECT_TRUE(solver.is_loss({9, 12, 5}));
}

// 003 section 5: the binary-matrix move reaches exactly the heaps 0..h-1.
TEST(Bouton, BinaryMatrixMovesAreSubtractions) {
  for (std::uint32_t h = 0; h < 512; ++h) {
    std::vector<std::uint32_t> below(h);
    for (std::uint32_t v = 0; v < h; ++v) below[v] = v;
    EXPECT_EQ(binary_matrix_moves(h), below) << h;
  }
}

}  // namespace
}  // namespace nimlab::games
