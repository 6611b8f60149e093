// The emulation of the Dutch notebook's period search (source 000) against the notebook's own
// printed output: the transcription in data/published/000_*.json is the literature value. A
// faithful emulation prints every line of cells [42], [44], [47] and [48] exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "nimlab/error.hpp"
#include "nimlab/sources/notebook_search.hpp"
#include "nimlab/sources/notebook_tables.hpp"

namespace nimlab {
namespace {

using json = nlohmann::json;
using Dd = std::vector<std::size_t>;

std::vector<json> rows_with_check(const std::string& check) {
  std::ifstream in(std::string(NIMLAB_SOURCE_DIR) + "/data/published/000_849870c3e56e2e17.json");
  const json all = json::parse(in);
  std::vector<json> out;
  for (const json& row : all)
    if (row["params"]["check"] == check) out.push_back(row["published"]);
  return out;
}

SubtractionSet set_of(const json& j) {
  return SubtractionSet(j.get<std::vector<std::int64_t>>());
}

TEST(NotebookSearch, SmallSetsByHand) {
  // {1}: the losses of misere play are the odd N, differences 2, 2, ...
  EXPECT_EQ(notebook_period_search(SubtractionSet({1})).period_dd, Dd{2});
  // {1,2}: losses 1, 4, 7, ... (N = 1 mod 3).
  EXPECT_EQ(notebook_period_search(SubtractionSet({1, 2})).period_dd, Dd{3});
  EXPECT_TRUE(notebook_period_search(SubtractionSet({1, 2})).start_dd.empty());
  EXPECT_THROW(notebook_period_search(SubtractionSet({2, 3})), error);
}

TEST(NotebookSearch, EnumerationOrder) {
  // k = 0 is {1}; bit j adds j + 2; 2^10 - 1 is {1, ..., 11}.
  EXPECT_EQ(notebook_enumeration_set(0), SubtractionSet({1}));
  EXPECT_EQ(notebook_enumeration_set(5), SubtractionSet({1, 2, 4}));
  EXPECT_EQ(notebook_enumeration_set(1023).max(), 11u);
}

TEST(NotebookSearch, ReproducesCell42Example) {
  const auto rows = rows_with_check("notebook-line");
  ASSERT_EQ(rows.size(), 1u);
  const NotebookSearch r = notebook_period_search(set_of(rows[0]["set"]));
  EXPECT_EQ(r.period_dd, rows[0]["period_dd"].get<Dd>());
  EXPECT_EQ(r.start_dd, rows[0]["start_dd"].get<Dd>());
}

// The printed lines against the emulated ones, field by field.
void expect_same_lines(const std::vector<const NotebookRow*>& printed,
                       const std::vector<json>& published) {
  ASSERT_EQ(printed.size(), published.size());
  for (std::size_t i = 0; i < printed.size(); ++i) {
    const json& p = published[i];
    SCOPED_TRACE(p["text"].get<std::string>());
    EXPECT_EQ(printed[i]->set, set_of(p["set"]));
    EXPECT_EQ(printed[i]->notebook.period_dd, p["period_dd"].get<Dd>());
    EXPECT_EQ(printed[i]->notebook.start_dd, p["start_dd"].get<Dd>());
    EXPECT_EQ(dd_sum(printed[i]->notebook.period_dd), p["period_length"].get<std::size_t>());
    if (p.contains("start_length")) {
      EXPECT_EQ(dd_sum(printed[i]->notebook.start_dd), p["start_length"].get<std::size_t>());
    }
  }
}

TEST(NotebookSearch, ReproducesEveryLineOfCells44And48) {
  const auto enumeration = rows_with_check("enumeration-line");
  const auto starts = rows_with_check("start-line");
  ASSERT_EQ(enumeration.size(), 138u);
  ASSERT_EQ(starts.size(), 23u);
  const auto rows = notebook_rows(10);
  expect_same_lines(distinct_pattern_rows(rows, false), enumeration);
  expect_same_lines(start_rows(rows, false), starts);
}

TEST(NotebookSearch, ReproducesEveryLineOfCell47UpToM16) {
  // The full cell (M <= 20) runs in `nimlab reproduce`; M <= 16 keeps this test fast. The labels
  // are checked separately (they are the largest element plus one).
  const auto published = rows_with_check("longest-line");
  ASSERT_EQ(published.size(), 20u);
  const auto table = longest_rows(15);
  for (const LongestRow& row : table) {
    const json& p = published[row.max - 1];
    SCOPED_TRACE(p["text"].get<std::string>());
    EXPECT_EQ(row.notebook_set, set_of(p["set"]));
    EXPECT_EQ(row.notebook.period_dd, p["period_dd"].get<Dd>());
    EXPECT_EQ(p["label"].get<unsigned>(), row.max + (row.max < 20 ? 1u : 0u));
  }
}

}  // namespace
}  // namespace nimlab
