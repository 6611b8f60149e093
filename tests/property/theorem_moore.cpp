// Moore's Nim_k (002), normal and misere play, against the brute-force solver: normal play is lost
// iff every binary digit column sums to 0 mod k+1; misere play is lost iff, when all non-empty
// heaps are 1, their number is 1 mod k+1, and otherwise as in normal play. Proof: proofs/moore.md.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::games {
namespace {

using namespace nimlab::sources;

RC_GTEST_PROP(Moore, NormalAndMisereRules, ()) {
  const auto k = *rc::gen::inRange<std::uint32_t>(1, 4);
  const auto count = *rc::gen::inRange<std::size_t>(0, 5);
  Heaps h;
  for (std::size_t i = 0; i < count; ++i) h.push_back(*rc::gen::inRange<std::uint32_t>(0, 6));
  Solver<MooreNim> solver{MooreNim{k}};
  RC_ASSERT(solver.is_loss(h) == moore_loss(h, k));
  RC_ASSERT(solver.is_loss(h, Play::misere) == moore_misere_loss(h, k));
}

// With k = 1 Moore's game is Nim.
TEST(Moore, KOneIsNim) {
  Solver<MooreNim> moore{MooreNim{1}};
  Solver<Nim> nim{Nim{}};
  for (std::uint32_t a = 0; a <= 6; ++a)
    for (std::uint32_t b = 0; b <= 6; ++b)
      for (std::uint32_t c = 0; c <= 6; ++c)
        EXPECT_EQ(moore.grundy({a, b, c}), nim.grundy({a, b, c}));
}

// Empty heaps are no heaps: with them counted, "all heaps are 1" would fail at (0, 1, 1), which is
// won in misere play (take one 1, the opponent must take the last).
TEST(Moore, EmptyHeapsAreIgnoredInTheMisereRule) {
  Solver<MooreNim> moore{MooreNim{1}};
  EXPECT_FALSE(moore.is_loss({0, 1, 1}, Play::misere));
  EXPECT_FALSE(moore_misere_loss({0, 1, 1}, 1));
}

}  // namespace
}  // namespace nimlab::games
