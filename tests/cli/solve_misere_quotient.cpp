// `nimlab solve --misere` through the misere quotient, as a user runs it: a Kayles position of
// more than 100 tokens against the game-graph solver on the rules decoded in the test
// (tests/support/misere_octal_oracle.hpp): outcome, every winning move, their count; a position
// of a million tokens answered with the route named and its winning move leading to a position
// the CLI calls lost; the fallback to brute force with its note; refusals with exit 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "misere_octal_oracle.hpp"
#include "program_run.hpp"
#include "usage_error.hpp"

namespace {

using nimlab::testing::expect_usage_error;
using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;
using Heaps = std::vector<std::uint32_t>;
using MoveKey = std::pair<std::size_t, Heaps>;  // heap (from 1), the heaps it leaves in its place

nlohmann::json solve_json(const std::string& args) {
  const ProgramRun r = run_nimlab("solve --misere --json " + args);
  EXPECT_EQ(r.code, 0) << args << "\n" << r.err;
  return r.code == 0 ? nlohmann::json::parse(r.out) : nlohmann::json::object();
}

// The oracle's winning moves: each heap, each distinct set of heaps a move on it leaves, when
// the position after it is lost for the player to move.
std::set<MoveKey> oracle_winning_moves(const nimlab::test::OctalHeapSum& rules,
                                       nimlab::games::Solver<nimlab::test::OctalHeapSum>& oracle,
                                       const Heaps& heaps) {
  std::set<MoveKey> out;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (const Heaps& parts : rules.moves({heaps[i]})) {
      Heaps after = heaps;
      after.erase(after.begin() + static_cast<std::ptrdiff_t>(i));
      after.insert(after.end(), parts.begin(), parts.end());
      if (oracle.outcome(rules.canonical(after), nimlab::Play::misere) == nimlab::Outcome::P)
        out.insert({i + 1, rules.canonical(parts)});
    }
  }
  return out;
}

// Kayles heaps of 6 and 7 are wild (the tame theorem does not apply); beside a hundred heaps of
// one, the position has 114 or 115 tokens, beyond nimlab's brute force (40) but within the
// oracle's reach, since heaps of one add little to its game graph.
TEST(CliSolveMisereQuotient, KaylesBeyondBruteForceAgreesWithTheOracle) {
  const nimlab::test::OctalHeapSum rules{{7, 7}};
  nimlab::games::Solver<nimlab::test::OctalHeapSum> oracle{rules};
  std::set<char> outcomes;
  for (std::uint32_t ones : {101u, 102u}) {
    Heaps heaps{6, 7};
    heaps.insert(heaps.begin(), ones, 1);
    const nlohmann::json j =
        solve_json("--octal .77 --max-moves 0 --heaps 1x" + std::to_string(ones) + ",6,7");
    ASSERT_FALSE(j.empty());
    EXPECT_EQ(j["method"], "misere-quotient");
    EXPECT_EQ(j["quotient"]["max_heap"], 7);
    const char want =
        nimlab::outcome_letter(oracle.outcome(rules.canonical(heaps), nimlab::Play::misere));
    EXPECT_EQ(j["outcome"], std::string(1, want)) << ones;
    outcomes.insert(want);
    std::set<MoveKey> got;
    for (const auto& m : j["winning_moves"]) {
      Heaps parts = m.contains("split") ? m["split"].get<Heaps>() : Heaps{};
      const auto heap = m["heap"].get<std::size_t>();
      const auto size = heaps[heap - 1];
      const auto take = m["take"].get<std::uint32_t>();
      if (!m.contains("split") && take < size) parts.push_back(size - take);
      got.insert({heap, rules.canonical(parts)});
    }
    const std::set<MoveKey> want_moves = oracle_winning_moves(rules, oracle, heaps);
    EXPECT_EQ(got, want_moves) << ones;
    EXPECT_EQ(j["winning_move_count"], want_moves.size()) << ones;
  }
  EXPECT_EQ(outcomes.size(), 2u);  // one P and one N position: both branches are compared
}

// A million tokens in 95,243 heaps: the route is named in the text, the position is written in
// the input's notation, and the first winning move leaves a position the CLI then calls lost.
TEST(CliSolveMisereQuotient, MillionTokensAndItsWinningMove) {
  std::string heaps;
  // Appended piece by piece: GCC 12 warns (-Wrestrict) about "..." + a temporary string.
  for (int h = 1; h <= 20; ++h) {
    if (!heaps.empty()) heaps += ',';
    heaps += std::to_string(h);
    heaps += "x4761";
  }
  heaps += ",20x10,6";  // 999,810 + 200 + 6 tokens
  const ProgramRun r = run_nimlab("solve --octal .77 --misere --max-moves 1 --heaps " + heaps);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("position: 1x4761,2x4761,"), std::string::npos) << r.out.substr(0, 300);
  EXPECT_NE(r.out.find("method: misere-quotient (Q_20 of order "), std::string::npos) << r.out;
  ASSERT_NE(r.out.find("outcome: N"), std::string::npos) << r.out;
  // The first winning move is on a heap of 1..20; find it and play it on the text position.
  const nlohmann::json j = solve_json("--octal .77 --max-moves 1 --heaps " + heaps);
  ASSERT_EQ(j["winning_moves"].size(), 1u);
  const auto& m = j["winning_moves"][0];
  EXPECT_FALSE(m.contains("leaves"));  // more than 1000 heaps: the move without the position
  const auto heap = m["heap"].get<std::size_t>();
  const auto& all = j["heaps"];
  const auto size = all[heap - 1].get<std::uint32_t>();
  Heaps left = m.contains("split") ? m["split"].get<Heaps>() : Heaps{};
  if (!m.contains("split") && m["take"].get<std::uint32_t>() < size)
    left.push_back(size - m["take"].get<std::uint32_t>());
  std::string after = heaps + ",0";  // the moved heap replaced: one fewer of `size`, plus `left`
  const std::string run = std::to_string(size) + "x4761";
  const std::size_t at = after.find(run);
  ASSERT_NE(at, std::string::npos) << size;
  after.replace(at, run.size(), std::to_string(size) + "x4760");
  for (std::uint32_t part : left) {
    after += ',';
    after += std::to_string(part);
  }
  const nlohmann::json moved = solve_json("--octal .77 --heaps " + after);
  EXPECT_EQ(moved["method"], "misere-quotient");
  EXPECT_EQ(moved["outcome"], "P") << after.substr(after.size() - 40);
}

// Beyond the route's largest heap (32), brute force answers if it can and the note says why;
// otherwise both bounds are named and the exit status is 2.
TEST(CliSolveMisereQuotient, FallbackAndRefusals) {
  const nlohmann::json j = solve_json("--octal .77 --heaps 33,2");
  EXPECT_EQ(j["method"], "brute-force");
  EXPECT_NE(j["note"].get<std::string>().find("heaps of at most 32 tokens"), std::string::npos);
  const ProgramRun text = run_nimlab("solve --octal .77 --misere --heaps 33,2");
  EXPECT_NE(text.out.find("\nnote: the misere quotient is computed for heaps of at most 32"),
            std::string::npos)
      << text.out;
  expect_usage_error("solve --octal .77 --misere --heaps 40,40",
                     "heaps of at most 32 tokens; the largest heap has 40");
  expect_usage_error("solve --octal .77 --misere --heaps 40,40", "up to 40 tokens in all");
  // More than 1000 heaps: the quotient only.
  expect_usage_error("solve --game nim --misere --heaps 1x1001",
                     "more than 1000 heaps is solved only through the misere quotient");
  expect_usage_error("solve --octal .77 --heaps 2x1001", "only through the misere quotient");
  expect_usage_error("graph --game nim --heaps 1x1001", "at most 1000 heaps");
  for (const char* bad : {"4x0", "x4", "4x", "4xx2", "4x-1"})
    expect_usage_error(std::string("solve --octal .77 --misere --heaps ") + bad, "SIZExCOUNT");
  expect_usage_error("solve --octal .77 --misere --heaps 1x1000001", "at most 1000000 heaps");
}

}  // namespace
