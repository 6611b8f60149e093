// The CLI contract of `nimlab values`, `nimlab period` and `nimlab selftest`, run as a user runs
// them: golden text for published examples, the JSON shape, the b-file, and bad input (one line
// on stderr, nothing on stdout, exit 2).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bit>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include <sstream>
#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;

using Output = nimlab::testing::ProgramRun;
using nimlab::testing::read_text_file;

Output run(const std::string& args) {
  return nimlab::testing::run_nimlab(args);
}

std::size_t lines(const std::string& s) {
  return nimlab::testing::count_lines(s);
}

// Dutch notebook (000_*.txt, section 1.4): {1,6,9} under misere play has loss period 5 with
// StartDD = {2,2,3,5} and PeriodeDD = {2,3}. The preperiod 11 is nimlab's: o(10) != o(15).
TEST(CliPeriod, DutchNotebookGolden) {
  const Output o = run("period --subtract 1,6,9 --misere");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out,
            "rule: subtract 1,6,9\n"
            "kind: outcome, convention: misere/standard\n"
            "period: 5\n"
            "preperiod: 11 (last exceptional value at n = 10)\n"
            "block: N N P N P\n"
            "proof: window, values checked: 64\n"
            "loss differences: start [2, 2, 3, 5], period [2, 3]\n"
            "naive: period 5, preperiod 11, proof window, 64 values checked\n"
            "floyd: period 5, preperiod 11, proof window, 46 values checked\n"
            "brent: period 5, preperiod 11, proof window, 36 values checked\n"
            "suffix: period 5, preperiod 11, proof window, 64 values checked\n"
            "agree: yes\n");
}

// Kayles .77 splits heaps: period 12, last exceptional value 70 (Guy & Smith 1956), proven by
// the octal theorem from 256 values (the bound asks 2*71 + 2*12 + 2 - 1 = 167).
TEST(CliPeriod, KaylesJson) {
  const Output o = run("period --octal .77 --json");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(lines(o.out), 1u);
  const auto j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["command"], "period");
  EXPECT_EQ(j["rule"], nlohmann::json::parse(R"({"octal": ".77"})"));
  EXPECT_EQ(j["kind"], "grundy");
  EXPECT_EQ(j["convention"], nlohmann::json::parse(R"({"play": "normal", "stuck": "standard"})"));
  EXPECT_EQ(j["period"], 12);
  EXPECT_EQ(j["preperiod"], 71);
  EXPECT_EQ(j["last_exceptional"], 70);
  EXPECT_EQ(j["proof"], "octal-theorem");
  EXPECT_EQ(j["agree"], true);
  EXPECT_GE(j["checked_up_to"].get<int>(), 167);
  // One period of Kayles from n = 71: 4 1 2 8 1 4 7 2 1 8 2 7 (Winning Ways ch. 4), rotated.
  EXPECT_EQ(j["block"], nlohmann::json({7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2}));
  EXPECT_EQ(j["methods"]["floyd"]["applicable"], false);
  EXPECT_EQ(j["methods"]["brent"]["applicable"], false);
  for (const char* m : {"naive", "suffix"}) {
    EXPECT_EQ(j["methods"][m]["period"], 12) << m;
    EXPECT_EQ(j["methods"][m]["preperiod"], 71) << m;
  }
  EXPECT_FALSE(j.contains("loss_diffs"));
}

TEST(CliPeriod, OutcomeJsonHasLettersAndLossDifferences) {
  const Output o = run("period --subtract 1,4,9,10 --misere --json --method brent");
  ASSERT_EQ(o.code, 0) << o.err;
  const auto j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["period"], 31);
  EXPECT_EQ(j["preperiod"], 0);
  EXPECT_TRUE(j["last_exceptional"].is_null());
  EXPECT_EQ(j["block"].size(), 31u);
  EXPECT_EQ(j["block"][0], "N");  // misere: the player facing an empty heap has won
  EXPECT_EQ(j["block"][1], "P");
  EXPECT_EQ(j["loss_diffs"]["start"], nlohmann::json::array());
  EXPECT_EQ(j["loss_diffs"]["period"], nlohmann::json({2, 3, 2, 6, 5, 2, 5, 6}));
  EXPECT_EQ(j["methods"]["naive"]["applicable"], false);  // not chosen
  EXPECT_EQ(j["methods"]["brent"]["proof"], "window");
}

// An unproven result says so: Officers (.6) shows no period within 512 values (none is known).
TEST(CliPeriod, UnprovenIsReportedAsNone) {
  const Output o = run("period --octal .6 --max-values 512 --json");
  ASSERT_EQ(o.code, 0) << o.err;
  const auto j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["proof"], "none");
  EXPECT_FALSE(j["proven"].get<bool>());
  EXPECT_TRUE(j["period"].is_null());
  EXPECT_TRUE(j["preperiod"].is_null());
  EXPECT_TRUE(j["saltus"].is_null());
  EXPECT_EQ(j["checked_up_to"], 512);
  EXPECT_EQ(j["methods"]["naive"]["checked_up_to"], 512);
}

// The sparse engine's state at the proof of .16 is that of the published solver table (Czajka,
// octal-games, SolvedGames.md: largest value 23 first at heap 229790, rare mask 1e, 52 rare
// heaps); every listed rare heap holds a value with an even number of bits under the mask, as
// rare means (nimlab/values/octal_sparse.hpp).
TEST(CliPeriod, SparseStateOfDot16MatchesThePublishedTable) {
  const Output o = run("period --octal .16 --json");
  ASSERT_EQ(o.code, 0) << o.err;
  const auto s = nlohmann::json::parse(o.out)["sparse"];
  EXPECT_EQ(s["largest"], 23);
  EXPECT_EQ(s["largest_heap"], 229790);
  EXPECT_EQ(s["mask"], 0x1e);
  EXPECT_EQ(s["position_parity"], false);
  EXPECT_EQ(s["rare_positions"], 52);
  ASSERT_EQ(s["rare"].size(), 52u);
  for (const auto& entry : s["rare"])
    EXPECT_EQ(std::popcount(entry[1].get<unsigned>() & 0x1eu) % 2, 0) << entry;
  const Output text = run("period --octal .16");
  EXPECT_NE(text.out.find("largest G[229790]=23; mask 1e; 52 rare heaps"), std::string::npos)
      << text.out;
}

// Outcomes of a splitting code are proven through its Grundy period: in Kayles every row of
// n >= 1 pins is a first-player win (the symmetry argument of 001, proofs/skittles.md).
TEST(CliPeriod, SplittingOutcomesAreProvenThroughGrundyValues) {
  const Output o = run("period --octal .77 --kind outcome --json");
  ASSERT_EQ(o.code, 0) << o.err;
  const auto j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["proof"], "octal-theorem");
  EXPECT_EQ(j["period"], 1);
  EXPECT_EQ(j["preperiod"], 1);
  EXPECT_EQ(j["block"], nlohmann::json({"N"}));
}

TEST(CliPeriod, HelpNamesEveryMethod) {
  const Output o = run("period --help");
  EXPECT_EQ(o.code, 0);
  for (const char* m : {"naive", "floyd", "brent", "suffix", "--max-values", "--json"})
    EXPECT_NE(o.out.find(m), std::string::npos) << m;
}

TEST(CliSelftest, PassesWithSummary) {
  const Output o = run("selftest");
  EXPECT_EQ(o.code, 0) << o.out;
  EXPECT_NE(o.out.find(" passed, 0 failed\n"), std::string::npos);
  EXPECT_EQ(o.out.find("FAILED"), std::string::npos);
  EXPECT_EQ(o.out.rfind("selftest: "), o.out.rfind('\n', o.out.size() - 2) + 1);
}

// The b-file holds "n a(n)" for n = 0..N-1 and matches the values printed for the same game
// (Kayles .77 begins 0 1 2 3 1 4 3 2 1 4, Winning Ways ch. 4).
TEST(CliValues, BFile) {
  const fs::path file = fs::temp_directory_path() / ("nimlab-bfile-" + std::to_string(::getpid()));
  const Output o = run("values --octal .77 -n 10 --bfile '" + file.string() + "'");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out, "0 1 2 3 1 4 3 2 1 4\n");
  EXPECT_EQ(read_text_file(file), "0 0\n1 1\n2 2\n3 3\n4 1\n5 4\n6 3\n7 2\n8 1\n9 4\n");
  fs::remove(file);
}

TEST(CliBadInput, OneLineOnStderrNothingOnStdoutExitTwo) {
  const char* cases[] = {
      "period --octal .8",
      "period --octal abc",
      "period --octal .",
      "period --subtract ''",
      "period --subtract 0,1",
      "period --subtract 1,1",
      "period --subtract -3",
      "values --subtract 1,2 -n 0",
      "values --subtract 1,2 -n 99999999999999",
      "period --subtract 1,2 --max-values 0",
      "period --subtract 1,2 --max-values 99999999999999",
      "period --subtract 1,2 --no-such-flag",
      "period --octal .77 --kind grundy --misere",
      "period --subtract 1,2 --kind grundy --stuck draw",
      "period --subtract 1,2 --method rho",
      "period --octal .77 --method floyd",
      "period",
      "selftest --no-such-flag",
      "values --subtract 1,2 --bfile /nonexistent-dir/b.txt",
  };
  for (const char* args : cases) {
    const Output o = run(args);
    EXPECT_EQ(o.code, 2) << args;
    EXPECT_EQ(o.out, "") << args;
    EXPECT_EQ(lines(o.err), 1u) << args << ": " << o.err;
    EXPECT_EQ(o.err.rfind("nimlab: ", 0), 0u) << args << ": " << o.err;
  }
}

}  // namespace
