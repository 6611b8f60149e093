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
    if (results[i].status != ClaimStatus::reproduced) {
      EXPECT_FALSE(results[i].explanation.empty()) << results[i].id;
    } else {
      EXPECT_TRUE(results[i].explanation.empty()) << results[i].id;
    }
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
  // Cell [44]: a line whose set shares its proven pattern with an earlier set is not "the first
  // set with this pattern"; the line verdicts and the distinct-pattern verdict must agree. Line
  // 107 {1,4,8,9,11} has the proven pattern of {1,4,8,9} (line 45, an artefact of the search).
  const auto& line107 = m.at("000-c44-line-107");
  EXPECT_EQ(line107.status, ClaimStatus::differs);
  EXPECT_EQ(line107.computed["first_set_with_the_proven_pattern"], "1,4,8,9");
  EXPECT_NE(line107.explanation.find("line 45"), std::string::npos) << line107.explanation;
  for (const auto& change : m.at("000-c44-distinct").computed["changes"])
    if (change.contains("still_first_of_its_pattern") && !change["still_first_of_its_pattern"]) {
      const int line = change["line"];
      const std::string id = "000-c44-line-" + std::string(line < 100 ? "0" : "") +
                             std::string(line < 10 ? "0" : "") + std::to_string(line);
      EXPECT_EQ(m.at(id).status, ClaimStatus::differs) << id;
    }
  // Exercise 4 states no figure: not-checkable, with work counts and no timing (a timing would
  // change the verdict's grounds from run to run).
  const auto& ex4 = m.at("000-1.7-exercise-4");
  EXPECT_EQ(ex4.status, ClaimStatus::not_checkable);
  for (const auto& [key, value] : ex4.computed.items()) {
    EXPECT_EQ(key.find("second"), std::string::npos) << key;
    EXPECT_EQ(key.find("speed"), std::string::npos) << key;
  }
  EXPECT_GT(ex4.computed["notebook_wrong_answers"].get<int>(), 0);
  // §1.4: a StartDD is the minority: 20 of the 1024 sets by proven periods, the same sets that
  // judge cell [48], which prints 23 (its search's artefacts included). And some proven period is
  // shorter than M: {1,3} has losses 1, 3, 5, ... (period 2 < 3).
  const auto& minority = m.at("000-1.4-start-minority");
  EXPECT_EQ(minority.status, ClaimStatus::reproduced);
  EXPECT_EQ(minority.computed["proven_with_start"], 20);
  EXPECT_EQ(minority.computed["proven_with_start"],
            m.at("000-c48-complete").computed["proven_count"]);
  EXPECT_EQ(minority.computed["notebook_search_with_start"],
            m.at("000-c48-complete").published["sets"]);
  const auto& below = m.at("000-1.4-period-below-M");
  EXPECT_EQ(below.status, ClaimStatus::reproduced);
  EXPECT_EQ(below.computed["first_example"]["set"], "1,3");
  EXPECT_EQ(below.computed["first_example"]["proven"]["period_length"], 2);
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
  // Codes with zeros are periodic after all: the claim holds except its doubt.
  EXPECT_EQ(m.at("004-4-zeros").status, ClaimStatus::holds_except);
  // "minst n" read literally breaks Sats I already for .13 (G(3) = 2, not 0); "exactly n" does not.
  const auto& place = m.at("004-1.1-digit-place");
  EXPECT_EQ(place.status, ClaimStatus::holds_except);
  EXPECT_TRUE(place.computed["sats_i_fails_reading_exactly_n"].empty());
  EXPECT_EQ(place.computed["first_values"][".13"]["at least n"].get<std::string>().substr(0, 7),
            "0 1 1 2");
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
