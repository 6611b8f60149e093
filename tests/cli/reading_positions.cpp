// Reading positions and moves: a split that removes nothing reads as a split, the octal games
// known by their names in the literature are those codes, and the graph's nodes can carry the
// outcome letters P and N instead of the Dutch article's V, W and W*.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "program_run.hpp"
#include "usage_error.hpp"

namespace {

using nimlab::testing::expect_usage_error;
using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;
using json = nlohmann::json;

std::vector<unsigned> values_of(const std::string& game_options, int count) {
  const ProgramRun r =
      run_nimlab("values " + game_options + " -n " + std::to_string(count) + " --json");
  EXPECT_EQ(r.code, 0) << game_options << ": " << r.err;
  return json::parse(r.out)["values"].get<std::vector<unsigned>>();
}

// Grundy's game: G(1..5) = 0, 0, 1, 0, 2 (mex over the splits into unequal heaps), so the only
// move from 5 to a P position is the split into 1 + 4 (0 xor 0), not 2 + 3 (0 xor 1).
TEST(ReadingMoves, ASplitThatTakesNothingIsASplit) {
  const ProgramRun r = run_nimlab("solve --game grundy --heaps 5 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json moves = json::parse(r.out)["winning_moves"];
  ASSERT_EQ(moves.size(), 1u) << r.out;
  EXPECT_EQ(moves[0]["text"], "split heap 1 into 1 + 4, leaving 1,4");
  EXPECT_EQ(moves[0]["take"], 0);
  // A move that takes tokens and splits the rest keeps both parts of the text: Kayles (.77), the
  // middle pin of 3 knocked down.
  const ProgramRun k = run_nimlab("solve --game kayles --heaps 3");
  EXPECT_NE(k.out.find("from heap 1 take 1 and split the rest into 1 + 1, leaving 1,1"),
            std::string::npos)
      << k.out;
  // The automaton's labels read the same: Two wins Grundy's game from 7 (G(7) = 0).
  const ProgramRun a = run_nimlab("automaton --game grundy --heaps 7");
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_NE(a.out.find("split heap 1 into "), std::string::npos) << a.out;
  EXPECT_EQ(a.out.find("take 0"), std::string::npos) << a.out;
}

// Officers is .6 and Dawson's chess .137 (Guy & Smith 1956). Dawson's chess on n files is
// Dawson's Kayles (.07) with n + 1 pins, so its values are those of .07 shifted by one.
TEST(ReadingNames, OfficersAndDawsonsChessAreTheirCodes) {
  EXPECT_EQ(values_of("--game officers", 200), values_of("--octal .6", 200));
  const std::vector<unsigned> chess = values_of("--game dawsons-chess", 200);
  const std::vector<unsigned> kayles = values_of("--game dawson", 201);
  EXPECT_EQ(chess, std::vector<unsigned>(kayles.begin() + 1, kayles.end()));
  EXPECT_EQ(values_of("--game dawsons-chess", 200), values_of("--octal .137", 200));
  const ProgramRun p = run_nimlab("period --game dawsons-chess --json");
  ASSERT_EQ(p.code, 0) << p.err;
  EXPECT_EQ(json::parse(p.out)["period"], 34);  // Dawson's Kayles' period, Guy & Smith 1956
  const ProgramRun s = run_nimlab("solve --game officers --heaps 5,6 --json");
  EXPECT_EQ(s.code, 0) << s.err;
  const ProgramRun g = run_nimlab("games");
  EXPECT_NE(g.out.find("officers"), std::string::npos);
  EXPECT_NE(g.out.find("dawsons-chess"), std::string::npos);
}

// The node labels of a DOT text, in order.
std::vector<std::string> labels_of(const std::string& dot) {
  std::vector<std::string> out;
  const std::regex node(R"re(n\d+ \[label="\([0-9,]*\)\\n([A-Z*]+)")re");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), node); it != std::sregex_iterator();
       ++it)
    out.push_back((*it)[1]);
  return out;
}

// (2,2)-Nim: the article's V positions (0,0), (1,1), (2,2) are P, the other six N.
TEST(ReadingGraphs, OutcomeLabelsArePAndN) {
  const ProgramRun article = run_nimlab("graph --heaps 2,2");
  const ProgramRun pn = run_nimlab("graph --heaps 2,2 --labels outcome");
  ASSERT_EQ(pn.code, 0) << pn.err;
  const std::vector<std::string> codes = labels_of(article.out), letters = labels_of(pn.out);
  ASSERT_EQ(codes.size(), 9u);
  ASSERT_EQ(letters.size(), 9u);
  for (std::size_t i = 0; i < codes.size(); ++i)
    EXPECT_EQ(letters[i], codes[i] == "V" ? "P" : "N") << i;
  EXPECT_NE(pn.out.find("P: the player to move loses   N: the player to move wins"),
            std::string::npos)
      << pn.out;
  EXPECT_EQ(pn.out.find("W*"), std::string::npos);
  EXPECT_EQ(run_nimlab("graph --heaps 2,2 --labels article").out, article.out);
  expect_usage_error("graph --heaps 2,2 --labels VW", "expected article or outcome");
  expect_usage_error("graph --heaps 2,2 --labels outcome --json", "--labels excludes --json");
}

}  // namespace
