// Two-heap Nim (001 "Twee stapels", 003 section 3): (n, n) is lost and (p, q), p != q, won; in
// particular (2, 2) is lost (001). The exercises of 001: (2, 3) with moves of one or two coins is
// won; one heap of 8 or of 100 with moves of one to three is lost. Proofs: proofs/equal-heaps.md,
// proofs/german-table.md (subtract 1..k).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"

namespace nimlab::games {
namespace {

RC_GTEST_PROP(EqualHeaps, LostIffEqual, ()) {
  Solver<Nim> s{Nim{}};
  const auto p = *rc::gen::inRange<std::uint32_t>(0, 40);
  const auto q = *rc::gen::inRange<std::uint32_t>(0, 40);
  RC_ASSERT(s.is_loss({p, q}) == (p == q));
}

TEST(EqualHeaps, DutchArticleExercises) {
  Solver<Nim> nim{Nim{}};
  EXPECT_TRUE(nim.is_loss({2, 2}));
  Solver<SubtractionNim> one_two{SubtractionNim{SubtractionSet({1, 2})}};
  EXPECT_FALSE(one_two.is_loss({2, 3}));
  Solver<SubtractionNim> one_to_three{SubtractionNim{SubtractionSet({1, 2, 3})}};
  EXPECT_TRUE(one_to_three.is_loss({4}));
  EXPECT_TRUE(one_to_three.is_loss({8}));
  EXPECT_TRUE(one_to_three.is_loss({100}));
  EXPECT_FALSE(one_to_three.is_loss({99}));
}

}  // namespace
}  // namespace nimlab::games
