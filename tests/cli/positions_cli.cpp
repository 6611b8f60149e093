// `nimlab games`, `nimlab solve` and `nimlab play`, run as a user runs them. Play is driven through
// a pipe with fixed seeds; every move the computer makes at IQ 200 from a won position is checked
// to leave a lost one, both with the library's solve and with the brute-force solver.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/positions/solve.hpp"
#include "program_run.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;
using nimlab::testing::run_program;
namespace pos = nimlab::positions;

TEST(CliGames, ListsEveryNameAndEachParses) {
  const ProgramRun r = run_nimlab("games --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["games"].size(), pos::game_catalogue().size());
  const ProgramRun text = run_nimlab("games");
  ASSERT_EQ(text.code, 0);
  for (const auto& e : pos::game_catalogue())
    EXPECT_NE(text.out.find(e.name), std::string::npos) << e.name;
}

// Bouton: 3 xor 4 xor 5 = 2; the only move to xor 0 takes 2 from the heap of 3.
TEST(CliSolve, NimWinningMove) {
  const ProgramRun r = run_nimlab("solve --game nim --heaps 3,4,5 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["outcome"], "N");
  EXPECT_EQ(j["nim_value"], 2);
  EXPECT_EQ(j["method"], "sprague-grundy");
  ASSERT_EQ(j["winning_moves"].size(), 1u);
  EXPECT_EQ(j["winning_moves"][0]["heap"], 1);
  EXPECT_EQ(j["winning_moves"][0]["take"], 2);
  EXPECT_EQ(j["winning_moves"][0]["leaves"], nlohmann::json::parse("[1,4,5]"));
}

TEST(CliSolve, MisereKaylesNamesItsMethod) {
  const ProgramRun r = run_nimlab("solve --octal .77 --heaps 5,7 --misere --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["method"], "misere-quotient");  // heaps 5 and 7 of Kayles are wild
  EXPECT_EQ(j["nim_value"], nullptr);
  nimlab::games::Solver<nimlab::games::KaylesRows> rows{{}};
  const auto outcome = rows.outcome({5, 7}, nimlab::Play::misere);
  EXPECT_EQ(j["outcome"], std::string(1, nimlab::outcome_letter(outcome)));
  EXPECT_EQ(j["winning_moves"].size(), rows.winning_moves({5, 7}, nimlab::Play::misere).size());
}

TEST(CliSolve, MisereNimByTheTheoremAndSums) {
  const ProgramRun m = run_nimlab("solve --game misere-nim --heaps 1,1,1 --json");
  ASSERT_EQ(m.code, 0) << m.err;
  EXPECT_EQ(nlohmann::json::parse(m.out)["outcome"], "P");
  EXPECT_EQ(nlohmann::json::parse(m.out)["method"], "misere-nim-theorem");
  // Kayles 5 (G = 4) + subtract 1,2 at 3 (G = 0) + Nim 4 (G = 4): nim-value 0.
  const ProgramRun s =
      run_nimlab("solve --game kayles --heaps 5 --plus subtract:1,2=3 --plus nim=4 --json");
  ASSERT_EQ(s.code, 0) << s.err;
  const auto j = nlohmann::json::parse(s.out);
  EXPECT_EQ(j["nim_value"], 0);
  EXPECT_EQ(j["rules"],
            nlohmann::json::parse(R"([{"octal":".77"},{"subtract":[1,2]},{"game":"nim"}])"));
  EXPECT_EQ(j["heap_rules"], j["rules"]);
}

TEST(CliSolve, SharedGameOptionsAcrossCommands) {
  const ProgramRun a = run_nimlab("values --game kayles -n 20");
  const ProgramRun b = run_nimlab("values --octal .77 -n 20");
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const ProgramRun rule = run_nimlab("count --heaps 3,2 --rule subtract:1,2 --json");
  ASSERT_EQ(rule.code, 0) << rule.err;
  for (const char* same :
       {"count --heaps 3,2 --game subtract:2,1 --json", "count --heaps 3,2 --subtract 1,2 --json"})
    EXPECT_EQ(run_nimlab(same).out, rule.out) << same;
  EXPECT_EQ(run_nimlab("count --heaps 3,2 --game kayles").code, 2);
}

TEST(CliSolve, BadInputExitsTwo) {
  for (const char* args :
       {"solve --game chess --heaps 3", "solve --game nim --heaps 3,x",
        "solve --game moore:0 "
        "--heaps 1",
        "solve --game nim", "solve --heaps 3,-1", "solve --game nim --octal .77 --heaps 1",
        "values --game moore:2", "solve --game nim --heaps 3 --plus moore:2=1",
        "solve --game kayles --heaps 60,60,60 --misere", "play --game card --heaps 1,2,3"}) {
    const ProgramRun r = run_nimlab(args);
    EXPECT_EQ(r.code, 2) << args << "\n" << r.out << r.err;
    EXPECT_EQ(r.err.rfind("nimlab: ", 0), 0u) << args << r.err;
  }
}

std::vector<std::uint32_t> parse_heaps(const std::string& text) {
  std::vector<std::uint32_t> out;
  if (text == "(no heaps)") return out;
  std::istringstream in(text);
  for (std::string part; std::getline(in, part, ',');) out.push_back(std::stoul(part));
  return out;
}

// Plays a scripted game and checks every computer move from a won position.
// With `to_the_end`, the scripted moves (take 1 from heap 1 or 2) play the game out; otherwise the
// input is empty and only the computer's first move is checked.
template <class Oracle>
void check_play(const std::string& args, const std::string& game_name, nimlab::Play play,
                Oracle oracle, int* computer_moves_from_n, bool to_the_end = true) {
  std::string script;
  for (int i = 0; to_the_end && i < 60; ++i) script += (i % 3 == 0 ? "2 1\n" : "1 1\n");
  const ProgramRun r = run_program("printf '" + script + "' | '" NIMLAB_BINARY "' play " + args);
  ASSERT_EQ(r.code, 0) << r.err;
  ASSERT_NE(r.out.find(to_the_end ? "game over: " : "end of input"), std::string::npos) << r.out;
  std::istringstream lines(r.out);
  std::vector<std::uint32_t> before;
  const pos::NamedGame game = pos::NamedGame::parse(game_name);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("position: ", 0) == 0) before = parse_heaps(line.substr(10));
    if (line.rfind("computer: ", 0) != 0) continue;
    const bool whole = line.find("leaving ") == std::string::npos;
    const auto after = parse_heaps(whole ? line.substr(line.rfind("move to ") + 8)
                                         : line.substr(line.rfind("leaving ") + 8));
    pos::Position p{{game}, {}};
    for (auto h : before) p.heaps.push_back({0, h});
    const bool won = pos::solve(p, {play, nimlab::Stuck::standard}).outcome == nimlab::Outcome::N;
    EXPECT_EQ(won, oracle.outcome(before, play) == nimlab::Outcome::N) << line;
    if (!won) continue;
    ++*computer_moves_from_n;
    EXPECT_EQ(oracle.outcome(after, play), nimlab::Outcome::P) << r.out;
    pos::Position q{{game}, {}};
    for (auto h : after) q.heaps.push_back({0, h});
    EXPECT_EQ(pos::solve(q, {play, nimlab::Stuck::standard}).outcome, nimlab::Outcome::P);
  }
}

TEST(CliPlay, IqTwoHundredNeverLosesAWonPosition) {
  int from_n = 0;
  for (int seed = 1; seed <= 6; ++seed) {
    const std::string s = " --seed " + std::to_string(seed);
    check_play("--iq 200 --first computer" + s, "nim", nimlab::Play::normal,
               nimlab::games::Solver<nimlab::games::Nim>{{}}, &from_n);
    check_play("--iq 200 --first me" + s, "nim", nimlab::Play::normal,
               nimlab::games::Solver<nimlab::games::Nim>{{}}, &from_n);
    check_play("--game kayles --heaps 4,6,3 --misere --iq 200 --first random" + s, "kayles",
               nimlab::Play::misere, nimlab::games::Solver<nimlab::games::KaylesRows>{{}}, &from_n);
  }
  EXPECT_GT(from_n, 10);  // the check above was exercised
}

TEST(CliPlay, WholePositionRules) {
  int from_n = 0;
  for (const char* heaps : {"3,5,6", "1,2,4", "7,7,2,1"})
    for (int seed = 1; seed <= 3; ++seed)
      check_play(std::string("--game moore:2 --first computer --iq 200 --heaps ") + heaps +
                     " --seed " + std::to_string(seed),
                 "moore:2", nimlab::Play::normal,
                 nimlab::games::Solver<nimlab::games::MooreNim>{nimlab::games::MooreNim{2}},
                 &from_n, false);
  EXPECT_GT(from_n, 3);
  const ProgramRun r = run_program("printf '0,0,7\\n3,0,0\\n' | '" NIMLAB_BINARY
                                   "' play --game staircase --heaps 3,0,0 --seed 1");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("illegal move '0,0,7'"), std::string::npos) << r.out;
}

TEST(CliPlay, RepeatableIllegalMovesRefusedEndOfInputClean) {
  const std::string cmd = "play --heaps 3,4,5 --seed 7 --iq 100";
  const ProgramRun a =
      run_program("printf '9 1\\n1 0\\n1 9\\nx\\n1 1\\n' | '" NIMLAB_BINARY "' " + cmd);
  const ProgramRun b =
      run_program("printf '9 1\\n1 0\\n1 9\\nx\\n1 1\\n' | '" NIMLAB_BINARY "' " + cmd);
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);  // the same seed plays the same game
  std::size_t refused = 0;
  for (std::size_t at = a.out.find("illegal move"); at != std::string::npos;
       at = a.out.find("illegal move", at + 1))
    ++refused;
  EXPECT_EQ(refused, 4u) << a.out;
  EXPECT_NE(a.out.find("you: from heap 1 take 1, leaving 2,4,5"), std::string::npos) << a.out;
  EXPECT_NE(a.out.find("end of input"), std::string::npos) << a.out;
  const ProgramRun split = run_program("printf '1 1 9+9\\n1 1 2+3\\n' | '" NIMLAB_BINARY
                                       "' play --game kayles --heaps 6 --seed 1");
  EXPECT_NE(split.out.find("you: from heap 1 take 1 and split the rest into 2 + 3, leaving 2,3"),
            std::string::npos)
      << split.out;
}

}  // namespace
