// The source checkers of 000 and 004: one result per published row, in order, and the known
// internal inconsistencies of the sources come out as discrepancies.
#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "nimlab/error.hpp"
#include "nimlab/sources/published.hpp"
#include "nimlab/sources/sources.hpp"

namespace nimlab {
namespace {

const std::filesystem::path kPublished =
    std::filesystem::path(NIMLAB_SOURCE_DIR) / "data" / "published";

std::map<std::string, ClaimResult> by_id(const std::vector<ClaimResult>& results) {
  std::map<std::string, ClaimResult> m;
  for (const ClaimResult& r : results) m.emplace(r.id, r);
  return m;
}

void expect_one_result_per_row(const SourceChecker& checker, const std::string& stem,
                               const std::vector<ClaimResult>& results) {
  const auto rows = read_published_rows(ReproduceContext{kPublished, {}}, stem);
  ASSERT_EQ(results.size(), rows.size()) << checker.source;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(results[i].id, rows[i]["id"]);
    EXPECT_EQ(results[i].published, rows[i]["published"]);
    if (results[i].status != ClaimStatus::reproduced)
      EXPECT_FALSE(results[i].explanation.empty()) << results[i].id;
    else
      EXPECT_TRUE(results[i].explanation.empty()) << results[i].id;
  }
}

TEST(ReproduceCheckers, NotebookOneResultPerRowAndItsInconsistencies) {
  std::map<std::string, std::string> tables;
  ReproduceContext context{
      kPublished, [&](const std::string& name, const std::string& csv) { tables[name] = csv; }};
  const SourceChecker checker = subtraction_notebook_checker();
  const auto results = checker.check(context);
  expect_one_result_per_row(checker, "000_849870c3e56e2e17", results);
  const auto m = by_id(results);
  // The notebook states PeriodeLen 31 for {1,4,9,10} in 1.4 and 33 in its records table (1.6):
  // both cannot hold.
  EXPECT_EQ(m.at("000-1.4-perioddd-1-4-9-10").status, ClaimStatus::reproduced);
  EXPECT_EQ(m.at("000-1.6-record-1-4-9-10").status, ClaimStatus::differs);
  // Cell [48] prints [1, 4, 8, 9] with StartDD, cell [47] prints the record 17 of M = 9 for
  // {1,6,8,9}, the 1.6 table gives {1,4,8,9} the differences of {1,6,8,9}: not all can hold.
  EXPECT_EQ(m.at("000-c48-line-02").status, ClaimStatus::differs);
  // Every line of cell [47] gives a true record.
  for (int i = 1; i <= 20; ++i) {
    const std::string id = "000-c47-line-" + std::string(i < 10 ? "0" : "") + std::to_string(i);
    EXPECT_EQ(m.at(id).status, ClaimStatus::reproduced) << id;
  }
  EXPECT_EQ(tables.size(), 2u);
  for (const auto& [name, csv] : tables) EXPECT_GT(csv.size(), 100u) << name;
}

TEST(ReproduceCheckers, OctalReportOneResultPerRow) {
  const SourceChecker checker = octal_report_checker();
  const auto results = checker.check(ReproduceContext{kPublished, {}});
  expect_one_result_per_row(checker, "004_3d1113c7316bc8e7", results);
  const auto m = by_id(results);
  EXPECT_EQ(m.at("004-2.2.2-sats-ii").status, ClaimStatus::reproduced);
  EXPECT_EQ(m.at("004-2.2.1-sats-i").status, ClaimStatus::reproduced);
  // The table of 2.2.2 (.1133 has 7 values, .11333 has 8) refutes the proof's extra zero.
  EXPECT_EQ(m.at("004-2.2.2-table-1133").status, ClaimStatus::reproduced);
  EXPECT_EQ(m.at("004-2.2.2-table-11333").status, ClaimStatus::reproduced);
  EXPECT_EQ(m.at("004-2.2.2-extra-zero").status, ClaimStatus::differs);
  EXPECT_EQ(m.at("004-3-run-11133").status, ClaimStatus::reproduced);
}

TEST(ReproduceCheckers, MissingOrMalformedTranscriptionIsAnError) {
  const ReproduceContext missing{"/nonexistent/nimlab/published", {}};
  EXPECT_THROW(subtraction_notebook_checker().check(missing), error);
  EXPECT_THROW(octal_report_checker().check(missing), error);
  const auto dir = std::filesystem::path(::testing::TempDir()) / "nimlab_reproduce_bad";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "004_3d1113c7316bc8e7.json") << R"([{"id": "x", "source": "s"}])";
  EXPECT_THROW(octal_report_checker().check(ReproduceContext{dir, {}}), error);
  std::ofstream(dir / "004_3d1113c7316bc8e7.json")
      << R"([{"id": "x", "source": "s", "statement": "", "published": 1, "params": {"check": "?"}}])";
  EXPECT_THROW(octal_report_checker().check(ReproduceContext{dir, {}}), error);
}

TEST(ReproduceCheckers, AllSourcesInOrder) {
  std::vector<std::string> names;
  for (const SourceChecker& c : all_source_checkers()) names.push_back(c.source);
  EXPECT_EQ(names, (std::vector<std::string>{"000", "001", "002", "003", "004"}));
}

}  // namespace
}  // namespace nimlab
