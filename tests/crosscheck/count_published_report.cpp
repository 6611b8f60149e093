// The Swedish Nim report (seed 003_7858fece2fdbbfcd.txt, section 6 and "Bilaga 2") counts the
// plays of Nim with 45 matches in exactly 3 unordered heaps in double precision and prints
// 184262179053145428804501504. The emulation of its program must print exactly that figure, and
// the exact count must agree across methods and with an independent bijective formula.
#include <gtest/gtest.h>

#include <cstdio>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/generating_function.hpp"
#include "nimlab/count/recursion.hpp"
#include "nimlab/count/splits.hpp"
#include "nimlab/sources/double_emulation.hpp"
#include "nimlab/sources/published_count.hpp"
#include "nimlab/sources/sources.hpp"

namespace nimlab {
namespace {

// A Nim play on an ordered split of N into k heaps is the same thing as a sequence of removals
// (a composition of N into m parts) together with an assignment of its m moves onto the k heaps
// that uses every heap (a surjection: k! S(m,k) of them). Hence
//   ordered total = sum_m C(N-1, m-1) k! S(m, k),
// computed here from Pascal's and Stirling's recurrences, independent of the library.
gmp_int ordered_nim_total_by_bijection(std::uint32_t n, std::uint32_t k) {
  std::vector<std::vector<gmp_int>> stirling(n + 1, std::vector<gmp_int>(k + 1));
  stirling[0][0] = 1;
  for (std::uint32_t m = 1; m <= n; ++m)
    for (std::uint32_t j = 1; j <= k; ++j)
      stirling[m][j] = stirling[m - 1][j - 1] + j * stirling[m - 1][j];
  gmp_int total = 0, binom = 1, factorial = 1;  // binom = C(n-1, m-1)
  for (std::uint32_t j = 2; j <= k; ++j) factorial *= j;
  for (std::uint32_t m = 1; m <= n; ++m) {
    total += binom * factorial * stirling[m][k];
    binom = binom * (n - m) / m;
  }
  return total;
}

TEST(CountPublishedReport, EmulationPrintsThePublishedFigure) {
  const EmulationResult run = emulate_published_program(45);
  EXPECT_EQ(run.printed, "184262179053145428804501504");  // seed 003, Bilaga 2
  EXPECT_EQ(published_play_count(NIMLAB_SOURCE_DIR "/data/published", 45), run.printed);
  // printf("%.0f") prints the exact value of the double, which is an integer here.
  EXPECT_EQ(gmp_int(run.total).str(), run.printed);
  // The loops visit each unordered split once: round(45^2/12) = 169 of them.
  EXPECT_EQ(run.splits.size(), 169u);
}

TEST(CountPublishedReport, EmulationIsExactWhileCountsStayBelowTwoToThe53) {
  // For small N every value fits in 53 bits, so the program computes the exact count.
  for (std::uint32_t n = 3; n <= 30; ++n) {
    const EmulationResult run = emulate_published_program(n);
    const auto exact =
        split_totals_generating_function<gmp_int>(PlayRule{}, 3, SplitOrder::unordered, n)[n];
    if (exact < (gmp_int(1) << 53)) {
      EXPECT_EQ(run.printed, exact.str()) << n;
    }
  }
}

TEST(CountPublishedReport, ExactCountForFortyFiveMatches) {
  const PlayRule nim;
  const auto unordered =
      split_totals_generating_function<gmp_int>(nim, 3, SplitOrder::unordered, 45)[45];
  const auto ordered =
      split_totals_generating_function<gmp_int>(nim, 3, SplitOrder::ordered, 45)[45];
  RecursiveCounter<gmp_int> recursion(nim);
  EXPECT_EQ(unordered, recursion.split_total(45, 3, SplitOrder::unordered));
  EXPECT_EQ(ordered, recursion.split_total(45, 3, SplitOrder::ordered));
  EXPECT_EQ(ordered, ordered_nim_total_by_bijection(45, 3));
  for (std::uint32_t k = 1; k <= 6; ++k)
    for (std::uint32_t n = k; n <= 60; n += 7)
      EXPECT_EQ(
          split_totals_generating_function<boost_int>(nim, k, SplitOrder::ordered, n)[n].str(),
          ordered_nim_total_by_bijection(n, k).str())
          << n << " " << k;
  // The published double value is not the exact count.
  EXPECT_NE(unordered.str(), "184262179053145428804501504");
}

TEST(CountPublishedReport, ComparisonExplainsTheDifference) {
  const PublishedComparison c =
      compare_with_published_program(45, std::string("184262179053145428804501504"));
  ASSERT_TRUE(c.published.has_value());
  EXPECT_TRUE(c.matches_published);
  const gmp_int exact(c.exact), emulated(c.emulated);
  EXPECT_EQ(gmp_int(c.absolute_error), exact - emulated);
  // The error splits into the errors of the split values and those of the running total.
  EXPECT_EQ(emulated - exact, gmp_int(c.split_error) + gmp_int(c.summation_error));
  // Rounding error bound: every table entry sums at most h1+h2+h3 <= 45 terms, entries nest at
  // most 45 deep (each move removes a token), and the outer sum has 169 terms, so an exact
  // contribution passes through at most 45*45 + 169 = 2194 correctly rounded additions of
  // positive numbers: the relative error is below 2194 * 2^-53 (to first order).
  EXPECT_GT(c.relative_error, 0.0);
  EXPECT_LT(c.relative_error, 2194 * 0x1p-53 * 1.01);
  // Rounding needs a value beyond 2^53: the first rounded addition produces one.
  ASSERT_TRUE(c.first_inexact_addition.found);
  EXPECT_GT(gmp_int(c.first_inexact_addition.exact), gmp_int(1) << 53);
  EXPECT_NE(c.first_inexact_addition.exact, c.first_inexact_addition.computed);
  ASSERT_TRUE(c.first_inexact_entry.found);
  EXPECT_GT(gmp_int(c.first_inexact_entry.exact), gmp_int(1) << 53);
  ASSERT_TRUE(c.first_inexact_split.found);
  EXPECT_GT(c.inexact_splits, 0u);
  EXPECT_FALSE(c.explanation.empty());
  // N = 20: every count is below 2^53, nothing rounds.
  const PublishedComparison small = compare_with_published_program(20);
  EXPECT_EQ(small.emulated, small.exact);
  EXPECT_FALSE(small.first_inexact_addition.found);
  EXPECT_FALSE(small.published.has_value());
}

}  // namespace
}  // namespace nimlab
