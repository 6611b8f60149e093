// The sparse-space engine restored from its values (a checkpoint) goes on exactly as the engine
// that was never stopped: same values, same mask, same rare positions, same work counters.
// Restoring refuses values no game can have.
#include <gtest/gtest.h>

#include <random>

#include "nimlab/error.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace {

using nimlab::SparseGrundy;

void expect_same_state(const SparseGrundy& a, const SparseGrundy& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  EXPECT_EQ(a.values(), b.values()) << what;
  const nimlab::SparseStats x = a.stats(), y = b.stats();
  EXPECT_EQ(x.mask, y.mask) << what;
  EXPECT_EQ(x.position_parity, y.position_parity) << what;
  EXPECT_EQ(x.rare_positions, y.rare_positions) << what;
  EXPECT_EQ(x.searches, y.searches) << what;
  EXPECT_EQ(x.search_splits, y.search_splits) << what;
  EXPECT_EQ(x.full_heaps, y.full_heaps) << what;
  EXPECT_EQ(x.largest, y.largest) << what;
  EXPECT_EQ(x.largest_heap, y.largest_heap) << what;
  EXPECT_EQ(x.value_bits, y.value_bits) << what;
}

// Codes with and without the heap-parity refinement, with 8- and 16-bit values.
TEST(SparseRestore, ResumedEngineEqualsTheUninterruptedOne) {
  std::mt19937 rng(12);
  bool wide = false;
  for (const char* code : {".6", ".16", ".376", ".4"}) {
    const nimlab::Game game = nimlab::OctalCode::parse(code);
    const std::size_t total = 12000;
    SparseGrundy whole(game);
    whole.extend_to(total);
    wide = wide || whole.stats().value_bits > 8;
    for (int trial = 0; trial < 6; ++trial) {
      // Stops at small sizes, at the mask's first choice and at powers of two, and at random.
      const std::size_t stops[] = {1, 127, 128, 129, 4096, 1 + rng() % (total - 1)};
      const std::size_t stop = stops[trial];
      SparseGrundy first(game);
      first.extend_to(stop);
      const nimlab::SparseStats s = first.stats();
      SparseGrundy resumed(game);
      resumed.restore(first.storage(), {s.searches, s.search_splits, s.full_heaps});
      expect_same_state(first, resumed, std::string(code) + " at " + std::to_string(stop));
      resumed.extend_to(total);
      expect_same_state(whole, resumed, std::string(code) + " resumed at " + std::to_string(stop));
    }
  }
  EXPECT_TRUE(wide) << "no code reached 16-bit values";
}

TEST(SparseRestore, ImpossibleValuesAreRefused) {
  const nimlab::Game game = nimlab::OctalCode::parse(".6");
  SparseGrundy engine(game);
  // G(0) is 0 in every game.
  EXPECT_THROW(engine.restore(std::vector<std::uint8_t>{1, 0}, {}), nimlab::error);
  // A heap of .6 has at most one option per reduction and one per split into parts a <= b, so
  // G(1) <= 2.
  EXPECT_THROW(engine.restore(std::vector<std::uint8_t>{0, 5}, {}), nimlab::error);
  // Values that fit 8 bits stored in 16 bits.
  EXPECT_THROW(engine.restore(std::vector<std::uint16_t>{0, 0, 1}, {}), nimlab::error);
  EXPECT_EQ(engine.size(), 0u);
  // G(0..2) of .6 (heap 1 has no move; heap 2 moves to 1).
  engine.restore(std::vector<std::uint8_t>{0, 0, 1}, {});
  EXPECT_EQ(engine.size(), 3u);
  engine.extend_to(600);
  EXPECT_EQ(engine.values(), nimlab::grundy_values_classical(game, 600));
}

}  // namespace
