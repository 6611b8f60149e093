// The `nimlab count` command line: results on stdout, bad input as one line on stderr with
// exit 2 and nothing on stdout, JSON and CSV shapes.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/generating_function.hpp"
#include "nimlab/sources/published_count.hpp"
#include "program_run.hpp"

namespace {

using Outcome = nimlab::testing::ProgramRun;

Outcome run(const std::string& args) {
  return nimlab::testing::run_nimlab("count " + args);
}

TEST(CountCli, PositionAndTotals) {
  // (3,2) has 37 plays (worked out in tests/unit/count_small_values.cpp).
  Outcome r = run("--heaps 3,2 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["plays"], "37");
  EXPECT_EQ(j["cross_check"]["status"], "agree");

  const auto table = nimlab::split_totals_generating_function<nimlab::gmp_int>(
      nimlab::PlayRule{}, 3, nimlab::SplitOrder::ordered, 45);
  r = run("--tokens 45 --piles 3 --ordered --backend cpp_int --method recursion --json");
  ASSERT_EQ(r.code, 0) << r.err;
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["plays"], table[45].str());
  EXPECT_EQ(j["backend"], "cpp_int");
  EXPECT_EQ(j["cross_check"]["status"], "agree");
}

TEST(CountCli, TableIsCsv) {
  const auto expected = nimlab::split_totals_generating_function<nimlab::gmp_int>(
      nimlab::PlayRule::parse("subtract:1,2,3"), 3, nimlab::SplitOrder::unordered, 20);
  const Outcome r = run("--table 3..20 --piles 3 --rule subtract:1,2,3");
  ASSERT_EQ(r.code, 0) << r.err;
  std::istringstream lines(r.out);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "N,count");
  for (std::uint32_t n = 3; n <= 20; ++n) {
    ASSERT_TRUE(std::getline(lines, line));
    EXPECT_EQ(line, std::to_string(n) + "," + expected[n].str());
  }
  EXPECT_FALSE(std::getline(lines, line));
}

// No split of N < k tokens into k non-empty heaps exists: the total is the empty sum, 0, and a
// table starting below k prints those rows rather than refusing the range.
TEST(CountCli, FewerTokensThanPilesCountZero) {
  const auto expected = nimlab::split_totals_generating_function<nimlab::gmp_int>(
      nimlab::PlayRule{}, 2, nimlab::SplitOrder::unordered, 6);
  Outcome r = run("--table 1..6 --piles 2");
  ASSERT_EQ(r.code, 0) << r.err;
  // Two heaps of one token: either may go first, then the other: 2 plays.
  EXPECT_EQ(expected[2].str(), "2");
  std::string csv = "N,count\n1,0\n";
  for (std::uint32_t n = 2; n <= 6; ++n) csv += std::to_string(n) + "," + expected[n].str() + "\n";
  EXPECT_EQ(r.out, csv);
  r = run("--tokens 3 --piles 4 --ordered --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["plays"], "0");
  EXPECT_EQ(j["cross_check"]["status"], "agree");
}

TEST(CountCli, EmulationReportsThePublishedFigure) {
  const Outcome r = run("--tokens 45 --piles 3 --emulate-double --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["emulated"], "184262179053145428804501504");  // seed 003, Bilaga 2
  EXPECT_EQ(j["matches_published"], true);
  const auto exact = nimlab::split_totals_generating_function<nimlab::gmp_int>(
      nimlab::PlayRule{}, 3, nimlab::SplitOrder::unordered, 45)[45];
  EXPECT_EQ(j["exact"], exact.str());
}

TEST(CountCli, BadInputIsOneLineOnStderrAndExitTwo) {
  for (const char* args : {"--heaps 0,3",
                           "--heaps -2",
                           "--heaps 3,,2",
                           "--heaps 3,x",
                           "--tokens 2 --piles 3 --emulate-double",
                           "--tokens 5 --piles 0",
                           "--tokens -5 --piles 2",
                           "--tokens 5",
                           "--tokens 999999 --piles 3",
                           "--table 9..3 --piles 2",
                           "--table 3-9 --piles 2",
                           "--table ..9 --piles 2",
                           "--tokens 5 --piles 2 --rule chess",
                           "--tokens 5 --piles 2 --rule subtract:1,1",
                           "--tokens 5 --piles 2 --backend mpfr",
                           "--tokens 5 --piles 2 --method guess",
                           "--tokens 5 --piles 2 --cross-check maybe",
                           "--heaps 3 --tokens 3 --piles 1",
                           "--heaps 3 --ordered",
                           "--tokens 5 --piles 2 --no-such-flag",
                           "--tokens 45 --piles 2 --emulate-double",
                           "--tokens 500 --piles 3 --emulate-double"}) {
    const Outcome r = run(args);
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_EQ(r.err.rfind("nimlab: ", 0), 0u) << args << ": " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
  }
}

TEST(CountCli, Help) {
  const Outcome r = run("--help");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("--emulate-double"), std::string::npos);
  EXPECT_NE(r.out.find("--table"), std::string::npos);
}

}  // namespace
