// The Dutch notebook's answers (its own search, emulated) against proven periods, for every set
// of its enumeration with largest element <= 11 (cells [44], [48]). Each proven pattern is
// re-verified here on a long prefix of outcomes computed directly, independently of the finders.
#include <gtest/gtest.h>

#include <set>

#include "nimlab/sources/notebook_tables.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

using Dd = std::vector<std::size_t>;

// The loss differences of misere play from N = 1, over a prefix of `length` outcomes.
Dd true_differences(const SubtractionSet& set, std::size_t length) {
  const Sequence o = outcome_values(set, Convention{Play::misere, Stuck::standard}, length);
  Dd losses, d;
  for (std::size_t n = 1; n < length; ++n)
    if (o[n] == static_cast<Value>(Outcome::P)) losses.push_back(n);
  for (std::size_t i = 1; i < losses.size(); ++i) d.push_back(losses[i] - losses[i - 1]);
  return d;
}

// Whether start + period repeated describes d (every complete difference of the prefix).
bool pattern_fits(const Dd& d, const Dd& start, const Dd& period) {
  for (std::size_t i = 0; i < d.size(); ++i) {
    const std::size_t want =
        i < start.size() ? start[i] : period[(i - start.size()) % period.size()];
    if (d[i] != want) return false;
  }
  return true;
}

TEST(NotebookVsProven, ProvenPatternsFitLongPrefixesAndTheNotebookFailsOnFourSets) {
  const auto rows = notebook_rows(10);
  ASSERT_EQ(rows.size(), 1024u);
  std::set<std::string> wrong;
  for (const NotebookRow& row : rows) {
    const std::size_t length = row.proven.preperiod + 20 * row.proven.period + 4 * row.set.max();
    const Dd d = true_differences(row.set, length);
    EXPECT_TRUE(pattern_fits(d, row.proven.start_dd, row.proven.period_dd)) << row.set.to_string();
    EXPECT_EQ(dd_sum(row.proven.period_dd), row.proven.period);
    const bool notebook_fits = pattern_fits(d, row.notebook.start_dd, row.notebook.period_dd);
    // A fitting pattern with a minimal period from the earliest start is the proven one.
    EXPECT_EQ(notebook_fits, row.notebook_right()) << row.set.to_string();
    if (!notebook_fits) wrong.insert(row.set.to_string());
  }
  // The printed lines 45, 101, 104 of cell [44] and the extra lines of cell [48].
  EXPECT_EQ(wrong, (std::set<std::string>{"1,4,8,9", "1,4,6,8,9", "1,8,11", "1,6,8,11"}));
}

TEST(NotebookVsProven, BitEngineTableAgreesWithTheRegistryFinders) {
  const auto rows = notebook_rows(10);
  const auto table = longest_rows(10);
  ASSERT_EQ(table.size(), 11u);
  for (const LongestRow& t : table) {
    std::size_t longest = 0, wrong = 0, sets = 0;
    for (const NotebookRow& row : rows)
      if (row.set.max() == t.max) {
        longest = std::max(longest, row.proven.period);
        wrong += row.notebook_right() ? 0 : 1;
        ++sets;
      }
    EXPECT_EQ(t.sets, sets) << t.max;
    EXPECT_EQ(t.longest, longest) << t.max;
    EXPECT_EQ(t.notebook_wrong, wrong) << t.max;
  }
}

}  // namespace
}  // namespace nimlab
