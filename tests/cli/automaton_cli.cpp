// `nimlab automaton` as a user runs it: the Swedish report's (4,4) automaton in text, JSON and
// DOT, positions player Two loses, and limits refused up front with exit 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "program_run.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;

std::size_t occurrences(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

// Report 003, section 4: five states, 4.4 to 0.0; the plays of One number 2 * 3^3 = 54.
TEST(CliAutomaton, FourFourJson) {
  const ProgramRun r = run_nimlab("automaton --game nim --heaps 4,4 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["states"], 5);
  EXPECT_EQ(j["minimal"], true);
  EXPECT_EQ(j["second_player_wins"], true);
  EXPECT_EQ(j["outcome"], "P");
  ASSERT_EQ(j["refuted"].size(), 4u);
  for (std::size_t k = 0; k < 4; ++k) EXPECT_EQ(j["refuted"][k]["at_most_states"], k + 1);
  EXPECT_EQ(j["check"]["wins"], true);
  EXPECT_EQ(j["check"]["plays"], 54);
  const auto& states = j["automaton"]["states"];
  ASSERT_EQ(states.size(), 5u);
  EXPECT_EQ(states[0]["positions"], nlohmann::json::parse("[[4,4]]"));
  EXPECT_EQ(states[0]["transitions"].size(), 8u);  // One may take 1..4 from either heap
  const auto final_state = j["automaton"]["final"].get<std::size_t>();
  EXPECT_TRUE(states[final_state]["transitions"].empty());
  EXPECT_EQ(states[final_state]["positions"], nlohmann::json::parse("[[]]"));
}

TEST(CliAutomaton, TextAndDot) {
  const ProgramRun text = run_nimlab("automaton --game nim --heaps 4,4");
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("smallest automaton: 5 states"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("no winning automaton of at most 4 states"), std::string::npos);
  EXPECT_NE(text.out.find("wins all 54 plays"), std::string::npos);
  const ProgramRun dot = run_nimlab("automaton --game nim --heaps 4,4 --dot");
  ASSERT_EQ(dot.code, 0) << dot.err;
  EXPECT_EQ(dot.out.rfind("digraph automaton {", 0), 0u);
  EXPECT_EQ(occurrences(dot.out, "shape=circle"), 4u);
  EXPECT_EQ(occurrences(dot.out, "shape=doublecircle"), 1u);
  EXPECT_NE(dot.out.find("h1-2/h2-2"), std::string::npos);  // the report's 2/2 arrow
}

// Bouton: 1 xor 2 != 0, so One wins; misere Nim (1,1) is won by One too (take one heap).
TEST(CliAutomaton, NoAutomatonWhenOneWins) {
  for (const char* args : {"--game nim --heaps 1,2", "--game misere-nim --heaps 1,1"}) {
    const ProgramRun r = run_nimlab(std::string("automaton ") + args + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["second_player_wins"], false) << args;
    EXPECT_EQ(j["states"], nullptr) << args;
    EXPECT_EQ(j["outcome"], "N") << args;
    EXPECT_NE(j["reason"].get<std::string>().find("player One wins"), std::string::npos);
    const ProgramRun t = run_nimlab(std::string("automaton ") + args);
    EXPECT_EQ(t.code, 0);
    EXPECT_NE(t.out.find("no automaton: player One wins"), std::string::npos) << t.out;
  }
}

TEST(CliAutomaton, BelowMaxStatesSaysSo) {
  const ProgramRun r = run_nimlab("automaton --game nim --heaps 4,4 --max-states 4 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["states"], nullptr);
  EXPECT_EQ(j["refuted"].size(), 4u);
  EXPECT_NE(j["reason"].get<std::string>().find("--max-states"), std::string::npos);
}

TEST(CliAutomaton, LimitsRefusedUpFront) {
  struct Case {
    const char* args;
    const char* names;
  };
  for (const Case& c : {Case{"--game nim --heaps 4,4 --max-states 0", "--max-states"},
                        Case{"--game nim --heaps 4,4 --max-states 65", "--max-states"},
                        Case{"--game nim --heaps 13,12", "--heaps"},
                        Case{"--game nim --heaps 4,4 --json --dot", "--dot"},
                        Case{"--game moore:2 --heaps 1,2 --stuck draw", "--stuck draw"}}) {
    const ProgramRun r = run_nimlab(std::string("automaton ") + c.args);
    EXPECT_EQ(r.code, 2) << c.args;
    EXPECT_TRUE(r.out.empty()) << c.args;
    EXPECT_EQ(r.err.rfind("nimlab: ", 0), 0u) << c.args << ": " << r.err;
    EXPECT_NE(r.err.find(c.names), std::string::npos) << c.args << ": " << r.err;
  }
}

}  // namespace
