// Skittles (001 "Kegelspel", opdracht 1): the beginner wins every row of n >= 1 pins, by taking the
// middle pin (n odd) or the middle two (n even) and then mirroring. Checked with the brute-force
// solver on rows up to 26 pins, and with the octal-game values of Kayles (.77) up to 3000 as an
// independent computation. Proof: proofs/skittles.md.
#include <gtest/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::games {
namespace {

TEST(Skittles, BeginnerWinsEveryRow) {
  Solver<KaylesRows> s{KaylesRows{}};
  for (std::uint32_t n = 1; n <= 26; ++n) {
    EXPECT_FALSE(s.is_loss({n})) << n;
    const std::uint32_t half = (n - 1) / 2;
    EXPECT_TRUE(s.is_loss({half, half})) << n;  // the symmetric first move wins
  }
}

TEST(Skittles, KaylesValuesNeverZero) {
  const auto g = grundy_values(OctalCode::parse(".77"), 3001);
  for (std::size_t n = 1; n < g.size(); ++n) EXPECT_NE(g[n], 0u) << n;
}

// Two equal rows are lost: the second player mirrors (the heart of the proof).
TEST(Skittles, EqualRowsAreLost) {
  Solver<KaylesRows> s{KaylesRows{}};
  for (std::uint32_t n = 0; n <= 12; ++n) EXPECT_TRUE(s.is_loss({n, n})) << n;
}

}  // namespace
}  // namespace nimlab::games
