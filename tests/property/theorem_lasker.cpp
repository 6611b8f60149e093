// Lasker's Nim (002): the Grundy value of a heap n >= 1 is n for n = 1,2 mod 4, n+1 for n = 3 mod 4
// and n-1 for n = 0 mod 4; the printed formula fails at n = 0 (it gives -1; the value is 0).
// Checked against the brute-force solver on whole positions (several heaps, splits included).
// Proof: proofs/lasker.md.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::games {
namespace {

using namespace nimlab::sources;

TEST(Lasker, CorrectedFormulaOnSingleHeaps) {
  Solver<LaskerNim> solver{LaskerNim{}};
  for (std::uint32_t n = 0; n <= 20; ++n) EXPECT_EQ(solver.grundy({n}), lasker_grundy(n)) << n;
}

TEST(Lasker, PrintedFormulaFailsAtZeroOnly) {
  Solver<LaskerNim> solver{LaskerNim{}};
  EXPECT_EQ(lasker_grundy_printed(0), -1);
  EXPECT_EQ(solver.grundy({0}), 0u);
  for (std::uint32_t n = 1; n <= 20; ++n)
    EXPECT_EQ(static_cast<std::int64_t>(solver.grundy({n})), lasker_grundy_printed(n)) << n;
}

// Sums: a position's value is the xor of its heaps' values (Sprague-Grundy), so the corrected
// formula decides every multi-heap position.
RC_GTEST_PROP(Lasker, PositionsAreDecidedByTheFormula, ()) {
  Solver<LaskerNim> solver{LaskerNim{}};
  const auto k = *rc::gen::inRange<std::size_t>(0, 4);
  Heaps h;
  std::uint32_t x = 0;
  for (std::size_t i = 0; i < k; ++i) {
    h.push_back(*rc::gen::inRange<std::uint32_t>(0, 7));
    x ^= lasker_grundy(h.back());
  }
  RC_ASSERT(solver.grundy(h) == x);
}

}  // namespace
}  // namespace nimlab::games
