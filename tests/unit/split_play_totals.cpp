// The knapsack totals of sources/split_play_totals.hpp against count/'s per-split counts, summed
// over every number of heaps (an independent method: one count per split, by recursion), and the
// report's 45-stick three-heap figure, whose exact value is known (tests/crosscheck).
#include <gtest/gtest.h>

#include "nimlab/count/totals.hpp"
#include "nimlab/error.hpp"
#include "nimlab/sources/split_play_totals.hpp"

namespace nimlab {
namespace {

gmp_int summed_over_heap_counts(std::uint32_t n, SplitOrder order) {
  gmp_int total = 0;
  for (std::uint32_t k = 1; k <= n; ++k)
    total += count_split_table<gmp_int>(PlayRule{}, k, order, n, n, CountMethod::recursion).at(0);
  return total;
}

TEST(SplitPlayTotals, EqualThePerSplitCountsSummedOverTheNumberOfHeaps) {
  for (std::uint32_t n = 1; n <= 12; ++n) {
    EXPECT_EQ(split_play_total(n, 0, false), summed_over_heap_counts(n, SplitOrder::unordered))
        << n;
    EXPECT_EQ(split_play_total(n, 0, true), summed_over_heap_counts(n, SplitOrder::ordered)) << n;
    for (std::uint32_t k = 1; k <= n; ++k)
      EXPECT_EQ(split_play_total(n, k, true),
                count_split_table<gmp_int>(PlayRule{}, k, SplitOrder::ordered, n, n,
                                           CountMethod::recursion)
                    .at(0))
          << n << " tokens, " << k << " heaps";
  }
}

TEST(SplitPlayTotals, SmallCasesByHand) {
  // Two tokens: one heap (2 plays: take 2, or 1 then 1) or heaps 1+1 (2 interleavings).
  EXPECT_EQ(split_play_total(2, 0, false), 4);
  // Three tokens: (3) has 4 plays (the compositions of 3); in (1,2) the heap of 2 is emptied in
  // one move (2 interleavings with the other heap's move) or two (3 interleavings): 5; (1,1,1)
  // has 3! = 6. Ordered: (3), (1,2), (2,1), (1,1,1); unordered: (3), (1,2), (1,1,1).
  EXPECT_EQ(split_play_total(3, 0, true), 20);
  EXPECT_EQ(split_play_total(3, 0, false), 15);
}

TEST(SplitPlayTotals, TheReportsThreeHeapTotalIsReproduced) {
  // Exact count for 45 sticks in three unordered heaps (the report prints it rounded in double).
  EXPECT_EQ(split_play_total(45, 3, false).str(), "184262179053145456986131568");
}

TEST(SplitPlayTotals, BadArgumentsAreErrors) {
  EXPECT_THROW(split_play_total(0, 0, false), error);
  EXPECT_THROW(split_play_total(201, 0, false), error);
  EXPECT_THROW(split_play_total(5, 6, false), error);
}

}  // namespace
}  // namespace nimlab
