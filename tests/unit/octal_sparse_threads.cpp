// The sparse-space engine on several threads and on Grundy's game: the values, the statistics
// and the work count are those of one thread (the block of heaps whose far terms the threads mark
// changes who computes, never what), and Grundy's game (unequal splits) gets the values of the
// classical enumeration of every split, a != b.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "nimlab/game/game.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

struct EngineRun {
  Sequence values;
  SparseStats stats;
};

EngineRun run_with(const Game& game, std::size_t count, unsigned threads) {
  SparseGrundy engine(game);
  engine.set_threads(threads);
  // Two steps: the second call goes on from a block cut short at the end of the first.
  engine.extend_to(count / 2 + 77);
  engine.extend_to(count);
  return {engine.values(), engine.stats()};
}

void expect_same(const EngineRun& a, const EngineRun& b, const std::string& what) {
  EXPECT_EQ(a.values, b.values) << what;
  EXPECT_EQ(a.stats.work, b.stats.work) << what;
  EXPECT_EQ(a.stats.searches, b.stats.searches) << what;
  EXPECT_EQ(a.stats.search_splits, b.stats.search_splits) << what;
  EXPECT_EQ(a.stats.full_heaps, b.stats.full_heaps) << what;
  EXPECT_EQ(a.stats.rare_positions, b.stats.rare_positions) << what;
  EXPECT_EQ(a.stats.mask, b.stats.mask) << what;
  EXPECT_EQ(a.stats.value_bits, b.stats.value_bits) << what;
}

TEST(SparseThreads, EveryThreadCountGivesTheSameValuesAndWork) {
  // .161 and .014 are open games with many rare positions; .6 (Officers) has values above 256,
  // so its storage widens to 16 bits during the run; .356 has a long preperiod.
  for (const char* text : {".161", ".014", ".6", ".356", ".16", "4.07"}) {
    const OctalCode code = OctalCode::parse(text);
    const std::size_t count = std::string(text) == ".6" ? 40000 : 1u << 16;
    const EngineRun one = run_with(code, count, 1);
    for (unsigned threads : {2u, 3u, 4u})
      expect_same(one, run_with(code, count, threads),
                  std::string(text) + " threads " + std::to_string(threads));
  }
}

TEST(SparseThreads, HeapsFinishedByEnumerationAmidTheSharedBlocks) {
  // With rare values in more than a third of the heaps, the engine finishes a heap by plain
  // enumeration, which does not wait for the other threads' marks: a block may be finished while
  // a chunk of it is still being marked, and its buffers must not be dealt again meanwhile (an
  // engine that dealt them crashed here in most runs). Several rounds, since threads interleave
  // differently each time.
  for (const char* text : {".371", ".414", ".604", ".634"}) {
    const OctalCode code = OctalCode::parse(text);
    const EngineRun one = run_with(code, 4096, 1);
    for (int round = 0; round < 8; ++round)
      for (unsigned threads : {2u, 3u})
        expect_same(one, run_with(code, 4096, threads),
                    std::string(text) + " threads " + std::to_string(threads));
  }
}

TEST(SparseThreads, GoesOnAfterExceptionsBetweenTwoHeaps) {
  // An exception from the pause (an interrupt, a work limit) stops the threads in the middle of
  // the shared blocks; the engine then goes on from the heap it had reached, with the values and
  // the work of one thread. Every other pause throws (heaps 4096, 12288, ...), so the
  // exceptions come with the blocks under way in different states.
  for (const char* text : {".161", ".014", ".356"}) {
    const OctalCode code = OctalCode::parse(text);
    std::vector<EngineRun> runs;
    for (unsigned threads : {1u, 2u, 3u}) {
      SparseGrundy engine(code);
      engine.set_threads(threads);
      std::size_t pauses = 0, thrown = 0;
      engine.set_pause([&pauses] {
        if (++pauses % 2 == 1) throw std::runtime_error("interrupted");
      });
      for (;;) {
        try {
          engine.extend_to(1u << 16);
          break;
        } catch (const std::runtime_error&) {
          ++thrown;
          EXPECT_EQ(engine.size(), pauses * SparseGrundy::pause_interval) << text;
        }
      }
      EXPECT_EQ(thrown, 8u) << text;
      runs.push_back({engine.values(), engine.stats()});
    }
    for (std::size_t i = 1; i < runs.size(); ++i)
      expect_same(runs[0], runs[i], std::string(text) + " threads " + std::to_string(i + 1));
    EXPECT_EQ(runs[1].values, run_with(code, 1u << 16, 1).values) << text;
  }
}

TEST(SparseThreads, MatchesTheClassicalValues) {
  for (const char* text : {".161", ".014", ".172", ".6"}) {
    const OctalCode code = OctalCode::parse(text);
    EXPECT_EQ(run_with(code, 6000, 3).values, grundy_values_classical(code, 6000)) << text;
  }
}

TEST(SparseThreads, GrundysGameMatchesTheEnumerationOfUnequalSplits) {
  const Game grundy(GrundysGame{});
  const Sequence classical = grundy_values_classical(grundy, 1u << 13);
  for (unsigned threads : {1u, 2u})
    EXPECT_EQ(run_with(grundy, 1u << 13, threads).values, classical);
  // The first values (OEIS A002188): heaps 1 and 2 have no move, 3 splits into 1 + 2 only.
  const Sequence first(classical.begin(), classical.begin() + 21);
  EXPECT_EQ(first, (Sequence{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}));
}

TEST(SparseThreads, GrundysGameGoesOnFromARestoredState) {
  const Game grundy(GrundysGame{});
  SparseGrundy engine(grundy);
  engine.extend_to(5000);
  SparseGrundy resumed(grundy);
  resumed.restore(engine.storage(), {});
  resumed.extend_to(9000);
  engine.extend_to(9000);
  EXPECT_EQ(resumed.values(), engine.values());
}

}  // namespace
}  // namespace nimlab
