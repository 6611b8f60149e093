// The reproduction checkers of sources 001, 002 and 003 against their transcriptions in
// data/published: one result per published row, in order, with the same ids; claims known to hold
// come out reproduced, claims known to be false come out differs with their counterexample.
// The facts behind each expected status are proved or bounded in proofs/ (see each case).
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/totals.hpp"
#include "nimlab/error.hpp"
#include "nimlab/sources/sources.hpp"

namespace nimlab {
namespace {

const std::filesystem::path kPublished = NIMLAB_SOURCE_DIR "/data/published";

nlohmann::json rows_of(const std::string& stem) {
  std::ifstream in(kPublished / (stem + ".json"));
  return nlohmann::json::parse(in);
}

std::map<std::string, ClaimResult> run(const SourceChecker& checker, const std::string& stem) {
  ReproduceContext ctx;
  ctx.published_dir = kPublished;
  const auto results = checker.check(ctx);
  const auto rows = rows_of(stem);
  EXPECT_EQ(results.size(), rows.size());
  std::map<std::string, ClaimResult> by_id;
  for (std::size_t i = 0; i < results.size() && i < rows.size(); ++i) {
    EXPECT_EQ(results[i].id, rows[i]["id"].get<std::string>());
    EXPECT_EQ(results[i].published, rows[i]["published"]);
    EXPECT_FALSE(results[i].source.empty());
    // A differing or uncheckable claim always says why; a reproduced one carries no excuse.
    EXPECT_EQ(results[i].explanation.empty(), results[i].status == ClaimStatus::reproduced)
        << results[i].id;
    by_id[results[i].id] = results[i];
  }
  return by_id;
}

TEST(ClaimsCheckers, DutchArticle001) {
  auto r = run(dutch_nim_article_checker(), "001_86a214337ac0eadd");
  // proofs/bouton.md, proofs/skittles.md, proofs/equal-heaps.md, proofs/losing-triples.md
  for (const char* id :
       {"001-bouton-rule", "001-skittles-beginner-wins", "001-two-two-lost", "001-two-two-graph",
        "001-losing-1pq", "001-losing-2pq", "001-losing-3pq", "001-losing-4pq", "001-example-move",
        "001-skittles-figure-1", "001-simplest-triple"})
    EXPECT_EQ(r.at(id).status, ClaimStatus::reproduced) << id << ": " << r.at(id).explanation;
  // False as printed: (1,2,2) has no move into the (1,p,q) sequence (proofs/losing-triples.md).
  const auto& reach = r.at("001-losing-1pq-reach");
  EXPECT_EQ(reach.status, ClaimStatus::differs);
  EXPECT_EQ(reach.computed["triples that cannot reach the sequence"][0], nlohmann::json({1, 2, 2}));
  // The listed non-emptying moves from (1,2,3) miss (1,1,2).
  const auto& partial = r.at("001-one-two-three-partial-moves");
  EXPECT_EQ(partial.status, ClaimStatus::differs);
  EXPECT_NE(partial.explanation.find("(1,1,2)"), std::string::npos);
  // The two cases (win, loss) are right; only "the second case" names W* where V is meant.
  EXPECT_EQ(r.at("001-code-cases").status, ClaimStatus::holds_except);
  EXPECT_NE(r.at("001-code-cases").explanation.find("second case"), std::string::npos);
  // Bouton's rule: the winning moves are the heaps with a 1 in the sum's leftmost column, so a
  // single 1 leaves exactly one (proofs/bouton.md). Positions with one such heap exist in plenty.
  const auto& single = r.at("001-single-one-one-move");
  EXPECT_EQ(single.status, ClaimStatus::reproduced) << single.explanation;
  EXPECT_GT(single.computed["with a single 1"].get<std::size_t>(), 1000u);
  EXPECT_GT(single.computed["positions by number of 1s in the leftmost column"]["3"].get<int>(), 0);
  // Exercises have no printed answer; the card game is lost for the beginner
  // (proofs/card-game.md).
  EXPECT_EQ(r.at("001-exercise-4-hundred").status, ClaimStatus::not_checkable);
  EXPECT_EQ(r.at("001-exercise-4-hundred").computed["outcome"], "V");
  EXPECT_EQ(r.at("001-exercise-3").computed["outcome"], "W");
  EXPECT_TRUE(r.at("001-card-who-wins")
                  .computed["cards n for which the beginner wins (2 <= n <= 40)"]
                  .empty());
}

TEST(ClaimsCheckers, GermanTable002) {
  auto r = run(german_table_checker(), "002_01f9da85ce1f8ceb");
  for (const char* id :
       {"002-nim-sg", "002-nim-misere", "002-powers-even", "002-up-to-half", "002-divisors",
        "002-proper-divisors", "002-moore-normal", "002-moore-misere", "002-staircase",
        "002-kayles-values", "002-kayles-period", "002-eventually-periodic", "002-misere-loss-sg1"})
    EXPECT_EQ(r.at(id).status, ClaimStatus::reproduced) << id << ": " << r.at(id).explanation;
  // Lasker's formula fails only at n = 0 (proofs/lasker.md): it holds except there, and the
  // explanation says so.
  const auto& lasker = r.at("002-lasker");
  EXPECT_EQ(lasker.status, ClaimStatus::holds_except);
  EXPECT_NE(lasker.explanation.find("n = 0"), std::string::npos) << lasker.explanation;
  ASSERT_EQ(lasker.computed["counterexamples"].size(), 1u);
  EXPECT_EQ(lasker.computed["counterexamples"][0]["n"], 0);
  // {ceil(n/2), n} read literally first fails at n = 4 (proofs/german-table.md).
  const auto& half = r.at("002-at-least-half");
  EXPECT_EQ(half.status, ClaimStatus::differs);
  EXPECT_EQ(half.computed["M = {ceil(n/2), n}: first mismatch"]["n"], 4);
  EXPECT_TRUE(half.computed["M = {ceil(n/2), ..., n}: first mismatch"].is_null());
  // S plus the whole heap: off by one, first at n = min S; the corrected form never fails.
  const auto& whole = r.at("002-set-plus-heap");
  EXPECT_EQ(whole.status, ClaimStatus::differs);
  EXPECT_EQ(whole.computed["failures of SG_3(n) = SG_2(n-1) + 1"], 0);
  EXPECT_EQ(r.at("002-kayles-rule").status, ClaimStatus::differs);
  EXPECT_EQ(r.at("002-kayles-period").computed["preperiod"], 71);
}

TEST(ClaimsCheckers, SwedishReport003) {
  auto r = run(swedish_report_checker(), "003_7858fece2fdbbfcd");
  for (const char* id : {"003-model-two-two", "003-equal-heaps", "003-automaton-states",
                         "003-automaton-wins", "003-matrix-example", "003-matrix-moves",
                         "003-column-strategy", "003-nimbler-move", "003-nimbler-piles"})
    EXPECT_EQ(r.at(id).status, ClaimStatus::reproduced) << id << ": " << r.at(id).explanation;
  // The report's 45-stick total is its double-precision result: the emulation prints the published
  // digits, the exact count is larger (tests/crosscheck/count_published_report.cpp).
  const ClaimResult& count = r.at("003-count-45");
  EXPECT_EQ(count.status, ClaimStatus::differs);
  EXPECT_EQ(count.computed["emulated"], count.published);
  const auto exact = count_split_table<gmp_int>(PlayRule{}, 3, SplitOrder::unordered, 45, 45,
                                                CountMethod::recursion);
  EXPECT_EQ(count.computed["exact"], exact.at(0).str());
  EXPECT_EQ(r.at("003-nimbler-iq").status, ClaimStatus::differs);
  // §6: every layout of 45 sticks gives more plays than the three-heap ones, and ordered layouts
  // more again; the three-heap totals of the knapsack equal count/'s.
  for (const char* id : {"003-count-45-any-heaps", "003-count-45-ordered"}) {
    const ClaimResult& c = r.at(id);
    EXPECT_EQ(c.status, ClaimStatus::reproduced) << id << ": " << c.explanation;
    EXPECT_EQ(c.computed["three_heaps_unordered"], count.computed["exact"]) << id;
    EXPECT_EQ(c.computed["three_heap_totals_equal_the_closed_form"], true) << id;
  }
  const auto ordered = count_split_table<gmp_int>(PlayRule{}, 3, SplitOrder::ordered, 45, 45,
                                                  CountMethod::recursion);
  EXPECT_EQ(r.at("003-count-45-ordered").computed["three_heaps_ordered"], ordered.at(0).str());
  // (3,2): player one wins by equalising to (2,2) (proofs/equal-heaps.md).
  EXPECT_EQ(r.at("003-tree-three-two").computed["winning moves to"], nlohmann::json({{2, 2}}));
}

TEST(ClaimsCheckers, MissingFileIsAnError) {
  ReproduceContext nowhere;
  nowhere.published_dir = std::filesystem::path(NIMLAB_SOURCE_DIR) / "no-such-dir";
  EXPECT_THROW(dutch_nim_article_checker().check(nowhere), error);
  EXPECT_THROW(german_table_checker().check(nowhere), error);
  EXPECT_THROW(swedish_report_checker().check(nowhere), error);
}

}  // namespace
}  // namespace nimlab
