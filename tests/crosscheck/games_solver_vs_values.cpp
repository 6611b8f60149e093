// The brute-force solver against the reference value generators of nimlab/values, two independent
// computations of the same numbers: Grundy values and outcomes (normal, misere, draw rule) of
// subtraction games on one heap, and Kayles rows against the octal code .77.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_families.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::games {
namespace {

RC_GTEST_PROP(SolverVsValues, SubtractionGames, ()) {
  const auto mask = *rc::gen::inRange<std::uint32_t>(1, 1u << 9);
  std::vector<std::int64_t> el;
  for (std::uint32_t b = 0; b < 9; ++b)
    if (mask >> b & 1) el.push_back(b + 1);
  const SubtractionSet set(el);
  const std::size_t count = 150;
  const auto g = grundy_values(set, count);
  Solver<SubtractionHeap> heap{SubtractionHeap{set}};
  for (std::uint32_t n = 0; n < count; ++n) RC_ASSERT(heap.grundy(n) == g[n]);
  for (Stuck stuck : {Stuck::standard, Stuck::draw})
    for (Play play : {Play::normal, Play::misere}) {
      const auto o = outcome_values(set, Convention{play, stuck}, count);
      Solver<SubtractionNim> s{SubtractionNim{set, stuck}};
      for (std::uint32_t n = 0; n < count; ++n)
        RC_ASSERT(static_cast<Value>(s.outcome({n}, play)) == o[n]);
    }
}

TEST(SolverVsValues, KaylesRowsAreOctal77) {
  const auto g = grundy_values(OctalCode::parse(".77"), 31);
  Solver<KaylesRows> s{KaylesRows{}};
  for (std::uint32_t n = 0; n <= 30; ++n) EXPECT_EQ(s.grundy({n}), g[n]) << n;
}

}  // namespace
}  // namespace nimlab::games
