// The sparse engine's measured work limit: it stops between two heaps, consistent, with values
// equal to those of an engine without a limit, and goes on from there under a higher one; the
// cross-check then answers from the values computed, every finder over the same prefix.
#include <gtest/gtest.h>

#include "nimlab/period/cross_check.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {
namespace {

// .6 (Officers, open): about 4000 steps a heap beyond 2^16, so 2e7 steps stop it early.
const OctalCode officers = OctalCode::parse(".6");

TEST(SparseWorkLimit, StopsConsistentAndGoesOn) {
  SparseGrundy limited(officers);
  limited.set_work_limit(20'000'000);
  std::size_t stopped = 0;
  try {
    limited.extend_to(std::size_t{1} << 20);
    FAIL() << "the limit was not reached";
  } catch (const WorkLimitReached& e) {
    stopped = e.values;
    EXPECT_GT(e.steps, 20'000'000u);
    EXPECT_EQ(e.steps, limited.stats().work);
  }
  EXPECT_EQ(stopped, limited.size());
  EXPECT_EQ(stopped % SparseGrundy::pause_interval, 0u);
  EXPECT_LT(stopped, std::size_t{1} << 20);
  SparseGrundy free(officers);
  free.extend_to(stopped + 10000);
  EXPECT_EQ(limited.values(), free.prefix(stopped));
  limited.set_work_limit(0);
  limited.extend_to(stopped + 10000);
  EXPECT_EQ(limited.values(), free.values());
}

TEST(SparseWorkLimit, CrossCheckAnswersFromTheValuesComputed) {
  // 2^20 values are below the size from which the work is estimated up front: only the measured
  // limit stops the engine.
  CrossCheckOptions options;
  options.max_values = std::size_t{1} << 20;
  options.max_work = 20'000'000;
  const CrossCheckedPeriod checked = cross_checked_period({officers, Kind::grundy, {}}, options);
  ASSERT_TRUE(checked.work_limit_reached.has_value());
  EXPECT_GT(*checked.work_limit_reached, options.max_work);
  std::size_t ran = 0;
  for (const FinderRun& r : checked.runs) {
    if (!r.ran) continue;
    ++ran;
    EXPECT_EQ(r.result.proof, Proof::none) << r.finder->name;
    EXPECT_LT(r.result.values_used, options.max_values) << r.finder->name;
    EXPECT_EQ(r.result.values_used, checked.runs.front().result.values_used) << r.finder->name;
  }
  EXPECT_EQ(ran, 2u);  // naive and suffix
}

}  // namespace
}  // namespace nimlab
