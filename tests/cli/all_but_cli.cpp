// All-but subtraction games (--game all-but:X) from the command line: values as text and JSON
// under every convention, the games catalogue, solve and graph of sums, period (no proof for the
// outcomes; certificates of the arithmetic periods of the Grundy values), the services that
// refuse the family (checkpoints, count) and one clear message with exit 2 for every malformed
// exclusion set.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "nimlab/game/game.hpp"
#include "nimlab/values/sequence.hpp"
#include "program_run.hpp"
#include "usage_error.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;

using nimlab::testing::expect_usage_error;

TEST(AllButCli, MalformedExclusionSetsAreRefused) {
  for (const char* bad : {"all-but", "all-but:", "all-but:0", "all-but:x", "all-but:2,,3",
                          "all-but:1048577", "all-but:99999999999999999999"})
    expect_usage_error(std::string("values --game ") + bad, "from 1 to 1048576");
  expect_usage_error("values --game all-but:2,2", "appears twice");
  expect_usage_error("values --game all-but:2,2", "--game all-but:2,2");
}

// G(n) = 2 floor(n/4) + (n mod 2) for X = {2, 3} (proven in tests/property/values_all_but.cpp).
TEST(AllButCli, Values) {
  const ProgramRun r = run_nimlab("values --game all-but:3,2 -n 12");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0 1 0 1 2 3 2 3 4 5 4 5\n");
  const ProgramRun j = run_nimlab("values --game all-but:2,3 -n 3000 --json");
  ASSERT_EQ(j.code, 0) << j.err;
  const nlohmann::json v = nlohmann::json::parse(j.out);
  EXPECT_EQ(v["rule"], (nlohmann::json{{"all_but", {2, 3}}}));
  const nimlab::Sequence want =
      nimlab::grundy_values(nimlab::Game(nimlab::AllButSubtraction::parse("2,3")), 3000);
  ASSERT_EQ(v["values"].size(), want.size());
  for (std::size_t n = 0; n < want.size(); ++n) ASSERT_EQ(v["values"][n], want[n]) << n;
}

// X = {1, 2}: heaps of 1 and 2 are stuck; heap 3 can only be emptied.
TEST(AllButCli, OutcomesUnderEveryConvention) {
  const auto letters = [](const std::string& options) {
    const ProgramRun r = run_nimlab("values --game all-but:1,2 -n 4 " + options);
    EXPECT_EQ(r.code, 0) << r.err;
    return r.out;
  };
  EXPECT_EQ(letters("--kind outcome"), "P P P N\n");
  EXPECT_EQ(letters("--misere"), "N N N P\n");
  EXPECT_EQ(letters("--stuck draw"), "P D D N\n");
  EXPECT_EQ(letters("--misere --stuck draw"), "N D D P\n");
  expect_usage_error("values --game all-but:1,2 --misere --kind grundy", "Grundy values");
}

TEST(AllButCli, CatalogueListsTheFamily) {
  const ProgramRun r = run_nimlab("games --json");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\"all-but:X\""), std::string::npos) << r.out;
  const ProgramRun help = run_nimlab("values --help");
  EXPECT_NE(help.out.find("all-but:X"), std::string::npos) << help.out;
}

// Heaps of 5 and 6 under X = {2, 3} have the values 3 and 2, nim-sum 1. Heap 5 may leave 0, 1 or
// 4 (values 0, 1, 2), heap 6 may leave 0, 1, 2 or 5 (values 0, 1, 0, 3): the winning moves are
// 5 -> 4 and 6 -> 5.
TEST(AllButCli, SolveAndGraphOfSums) {
  const ProgramRun r = run_nimlab("solve --game all-but:2,3 --heaps 5,6 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json a = nlohmann::json::parse(r.out);
  EXPECT_EQ(a["outcome"], "N");
  EXPECT_EQ(a["nim_value"], 1);
  EXPECT_EQ(a["winning_move_count"], 2);
  EXPECT_EQ(a["rules"][0], (nlohmann::json{{"all_but", {2, 3}}}));
  const ProgramRun m = run_nimlab("solve --game all-but:2,3 --heaps 5,6 --misere --json");
  ASSERT_EQ(m.code, 0) << m.err;
  const ProgramRun g = run_nimlab("graph --game all-but:2,3 --heaps 4");
  EXPECT_EQ(g.code, 0) << g.err;
}

TEST(AllButCli, OutcomesClaimNoProofAndHaveNoCertificate) {
  const ProgramRun r = run_nimlab("period --game all-but:2,3 --kind outcome --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json v = nlohmann::json::parse(r.out);
  EXPECT_FALSE(v["proven"].get<bool>());
  EXPECT_EQ(v["proof"], "none");
  EXPECT_TRUE(v.contains("no_theorem"));
  expect_usage_error("period --game all-but:2,3 --method floyd", "does not apply");
  expect_usage_error("period --game all-but:2,3 --kind outcome --certificate -",
                     "no certificate written");
  expect_usage_error(
      "period --game all-but:2,3 --checkpoint " + ::testing::TempDir() + "all_but.checkpoint",
      "--checkpoint applies to the Grundy values of octal games");
  expect_usage_error("count --game all-but:2,3 --heaps 3", "count knows nim and subtract:S");
}

// all-but 2,3: G(n + 4) = G(n) + 2 from heap 0 (0 1 0 1 2 3 2 3 ..., Siegel's theorem: |X| = 2
// is purely arithmetic-periodic). The certificate is of version 3, its values those of the rule.
TEST(AllButCli, CertificateOfTheArithmeticPeriod) {
  const ProgramRun r = run_nimlab("period --game all-but:2,3 --certificate -");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json c = nlohmann::json::parse(r.out);
  EXPECT_EQ(c["version"], 3);
  EXPECT_EQ(c["rule"], nlohmann::json({{"all_but", {2, 3}}}));
  EXPECT_EQ(c["proof"], "all-but-theorem");
  EXPECT_EQ(c["preperiod"], 0);
  EXPECT_EQ(c["period"], 4);
  EXPECT_EQ(c["saltus"], 2);
  const auto values = c["values"].get<std::vector<std::uint32_t>>();
  for (std::size_t n = 0; n < values.size(); ++n)
    EXPECT_EQ(values[n], 2 * (n / 4) + n % 2) << "heap " << n;
}

}  // namespace
