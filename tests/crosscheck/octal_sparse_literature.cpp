// The sparse-space engine reaches the periods published for splitting octal codes, and its
// statistics at the proof agree with the published solver tables (Czajka, octal-games,
// SolvedGames.md, columns "largest idx", "largest", "rare mask", "num rare"; periods first
// found by Gangolli and Plambeck 1989 for .16, .56, .127 and by Austin 1976 for .165). That
// table counts heap 0 among the rare heaps when its value is rare; nimlab counts heaps n >= 1.
#include <gtest/gtest.h>

#include "nimlab/period/evidence.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {
namespace {

struct Published {
  const char* code;
  std::size_t preperiod, period, largest_heap;
  Value largest;
  std::uint32_t mask;
  bool position_parity;
  std::size_t rare;  // heaps n >= 1
  std::size_t n;     // the power of two at which the octal theorem first proves the period
};

TEST(OctalSparseLiterature, PublishedPeriodsAndStatistics) {
  const Published table[] = {
      {".16", 105351, 149459, 229790, 23, 0x1e, false, 52, std::size_t{1} << 19},
      {".56", 326640, 144, 22778, 64, 0x5b, false, 45, std::size_t{1} << 20},
      {".127", 46578, 4, 24734, 56, 0x1, true, 693, std::size_t{1} << 17},
      {".165", 5181, 1550, 620, 25, 0x1b, false, 210, std::size_t{1} << 14},
  };
  for (const Published& row : table) {
    const OctalCode code = OctalCode::parse(row.code);
    SparseGrundy engine(code);
    engine.extend_to(row.n / 2);
    const Evidence evidence = evidence_for(SequenceSpec{code, Kind::grundy, {}});
    // Half the length does not prove it yet; the full length does.
    EXPECT_EQ(suffix_period(engine.values(), evidence).proof, Proof::none) << row.code;
    engine.extend_to(row.n);
    const PeriodResult r = suffix_period(engine.values(), evidence);
    EXPECT_EQ(r.proof, Proof::octal_theorem) << row.code;
    EXPECT_EQ(r.preperiod, row.preperiod) << row.code;
    EXPECT_EQ(r.period, row.period) << row.code;
    const SparseStats s = engine.stats();
    EXPECT_EQ(s.largest, row.largest) << row.code;
    EXPECT_EQ(s.largest_heap, row.largest_heap) << row.code;
    EXPECT_EQ(s.mask, row.mask) << row.code;
    EXPECT_EQ(s.position_parity, row.position_parity) << row.code;
    EXPECT_EQ(s.rare_positions, row.rare) << row.code;
  }
}

// The open games at n = 2^21, from the same solver's UnsolvedGames.md (columns "largest idx",
// "largest", "rare mask", "num rare", heap 0 counted there): Grundy's game, whose splits are
// unequal, and .6 (Officers), whose values pass 256 and widen the storage. Two threads, so that
// the far terms and searches of each block are shared.
TEST(OctalSparseLiterature, OpenGamesAtTwoToTheTwentyOne) {
  struct Open {
    Game game;
    std::size_t largest_heap;
    Value largest;
    std::uint32_t mask;
    std::size_t rare;  // heaps n >= 1
  };
  const Open table[] = {
      {Game(GrundysGame{}), 763622, 231, 0xfe, 1273},
      {Game(OctalCode::parse(".6")), 1274955, 319, 0x1ee, 1583},
  };
  for (const Open& row : table) {
    SparseGrundy engine(row.game);
    engine.set_threads(2);
    engine.extend_to(std::size_t{1} << 21);
    const SparseStats s = engine.stats();
    EXPECT_EQ(s.largest, row.largest) << row.game.name();
    EXPECT_EQ(s.largest_heap, row.largest_heap) << row.game.name();
    EXPECT_EQ(s.mask, row.mask) << row.game.name();
    EXPECT_FALSE(s.position_parity) << row.game.name();
    EXPECT_EQ(s.rare_positions, row.rare) << row.game.name();
  }
}

}  // namespace
}  // namespace nimlab
