// The incremental form of the sparse-space engine (SparseGrundy): extending in steps gives the
// values of the classical enumeration, the progress reports at powers of two state facts that a
// recount over the classical values confirms, and storage widens from 8 to 16 bits exactly when
// a value needs it.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

TEST(SparseGrundy, StepsGiveTheClassicalValues) {
  for (const char* text : {".16", ".127", ".56", "4.07", ".6"}) {
    const OctalCode code = OctalCode::parse(text);
    SparseGrundy engine(code);
    for (std::size_t count : {0u, 1u, 100u, 129u, 1000u, 700u, 3000u}) engine.extend_to(count);
    EXPECT_EQ(engine.size(), 3000u) << text;  // a smaller count does nothing
    const Sequence classical = grundy_values_classical(code, 3000);
    EXPECT_EQ(engine.values(), classical) << text;
    EXPECT_EQ(engine.prefix(10), Sequence(classical.begin(), classical.begin() + 10)) << text;
    EXPECT_EQ(engine[2999], classical[2999]) << text;
    EXPECT_THROW(engine.prefix(3001), error);
  }
}

TEST(SparseGrundy, ProgressAtEveryPowerOfTwoAgreesWithARecount) {
  for (const char* text : {".16", ".127", ".376"}) {
    const OctalCode code = OctalCode::parse(text);
    std::vector<SparseProgress> reports;
    SparseGrundy engine(code, [&](const SparseProgress& p) { reports.push_back(p); });
    engine.extend_to(5000);
    const Sequence g = grundy_values_classical(code, 5000);
    ASSERT_EQ(reports.size(), 13u) << text;  // n = 1, 2, 4, ..., 4096
    for (std::size_t i = 0; i < reports.size(); ++i) {
      const SparseProgress& p = reports[i];
      EXPECT_EQ(p.n, std::size_t{1} << i);
      const auto top = std::max_element(g.begin(), g.begin() + p.n);
      EXPECT_EQ(p.largest, *top) << text << " n " << p.n;
      EXPECT_EQ(p.largest_heap, static_cast<std::size_t>(top - g.begin())) << text;
      if (p.n < 128) {  // no mask chosen yet: every split is enumerated
        EXPECT_EQ(p.mask, 0u);
        EXPECT_EQ(p.rare_positions, 0u);
        continue;
      }
      std::size_t rare = 0;
      for (std::size_t n = 1; n < p.n; ++n)
        rare += is_rare_value(code, p.mask, p.position_parity, g[n], n);
      EXPECT_EQ(p.rare_positions, rare) << text << " n " << p.n;
      {  // at a doubling the mask is the best one over the prefix
        const RareChoice best = best_rare_choice(code, Sequence(g.begin(), g.begin() + p.n));
        EXPECT_EQ(p.rare_positions, best.rare_positions) << text << " n " << p.n;
      }
    }
  }
}

// .04 first reaches a value above 255 at heap 9169 (computed here by the classical loop too).
TEST(SparseGrundy, StorageWidensWhenAValueNeedsMoreThanEightBits) {
  const OctalCode code = OctalCode::parse(".04");
  SparseGrundy engine(code);
  engine.extend_to(9169);
  EXPECT_EQ(engine.stats().value_bits, 8u);
  engine.extend_to(9300);
  EXPECT_EQ(engine.stats().value_bits, 16u);
  const Sequence classical = grundy_values_classical(code, 9300);
  EXPECT_LE(*std::max_element(classical.begin(), classical.begin() + 9169), 255u);
  EXPECT_GT(classical[9169], 255u);
  EXPECT_EQ(engine.values(), classical);
}

// The heap-parity refinement is used only for codes whose splitting digits share a parity, and
// there it makes .127 sparse (at 2^17 values the literature's mask "1 + position", see
// tests/crosscheck/octal_sparse_literature.cpp).
TEST(SparseGrundy, HeapParityOnlyWhereSplitDigitsShareAParity) {
  const Sequence dot127 = grundy_values_classical(OctalCode::parse(".127"), 4000);
  const RareChoice choice = best_rare_choice(OctalCode::parse(".127"), dot127);
  EXPECT_TRUE(choice.position_parity);
  // .56 splits at k = 1 and k = 2: never the refinement.
  const Sequence dot56 = grundy_values_classical(OctalCode::parse(".56"), 4000);
  EXPECT_FALSE(best_rare_choice(OctalCode::parse(".56"), dot56).position_parity);
}

TEST(SparseGrundy, TheOnlyLimitIsTheGeneralOneAndItNamesTheMemory) {
  SparseGrundy engine(OctalCode::parse(".6"));
  try {
    engine.extend_to(max_sparse_length + 1);
    ADD_FAILURE() << "no error";
  } catch (const error& e) {
    EXPECT_NE(std::string(e.what()).find("MiB"), std::string::npos) << e.what();
  }
  EXPECT_EQ(engine.size(), 0u);
  EXPECT_GE(sparse_memory_estimate(max_sparse_length + 1), max_sparse_length + 1);
}

}  // namespace
}  // namespace nimlab
