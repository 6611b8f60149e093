// `nimlab quotient` as a user runs it: Kayles's Q_12 in text and JSON, the JSON's heap map and
// table giving the brute-force outcome of positions (computed here from the rules of Kayles),
// --help, and bad input refused with exit 2 and one line.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "misere_octal_oracle.hpp"
#include "program_run.hpp"
#include "usage_error.hpp"

namespace {

using nimlab::testing::expect_usage_error;
using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;

TEST(CliQuotient, KaylesText) {
  const ProgramRun r = run_nimlab("quotient --octal .77 --max-heap 12");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("game: octal .77\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("heaps: 1..12\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("generators: a = heap 1, b = heap 2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  a^2 = 1\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("heap elements:\n  1: a (P)\n  2: b\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("proof: every position of heaps 1..12 checked"), std::string::npos);
  // With no --max-heap, Q_12: the same text.
  const ProgramRun plain = run_nimlab("quotient --octal .77");
  ASSERT_EQ(plain.code, 0) << plain.err;
  EXPECT_EQ(plain.out, r.out);
}

// The JSON read as a user would: the element of a position is the product of its heaps' elements
// in the table, and it is in P exactly when Kayles's brute-force misere outcome is P.
TEST(CliQuotient, KaylesJsonDecidesPositions) {
  const ProgramRun r = run_nimlab("quotient --octal .77 --max-heap 12 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["command"], "quotient");
  EXPECT_EQ(j["schema"], "data/schema/quotient.schema.json");
  EXPECT_EQ(j["rules"][0]["octal"], ".77");
  EXPECT_EQ(j["max_heap"], 12);
  const std::size_t order = j["order"];
  ASSERT_EQ(j["elements"].size(), order);
  ASSERT_EQ(j["table"].size(), order);
  ASSERT_EQ(j["heap_elements"].size(), 12u);
  std::size_t p_count = 0;
  for (const auto& e : j["elements"]) p_count += e["p"].get<bool>() ? 1 : 0;
  EXPECT_EQ(j["p_size"], p_count);
  EXPECT_EQ(j["elements"][0]["text"], "1");

  nimlab::games::Solver<nimlab::test::OctalHeapSum> oracle{nimlab::test::OctalHeapSum{{7, 7}}};
  std::size_t compared = 0;
  for (const auto& heaps : nimlab::test::heap_multisets(12, 18)) {
    std::size_t e = 0;
    for (std::uint32_t h : heaps)
      e = j["table"][e][j["heap_elements"][h - 1]["element"].get<std::size_t>()];
    const bool lost = oracle.outcome(heaps, nimlab::Play::misere) == nimlab::Outcome::P;
    ASSERT_EQ(j["elements"][e]["p"].get<bool>(), lost) << ::testing::PrintToString(heaps);
    ++compared;
  }
  EXPECT_GT(compared, 1000u);
}

TEST(CliQuotient, SubtractionSetAndHelp) {
  const ProgramRun r = run_nimlab("quotient --subtract 1,2,3 --max-heap 3");
  ASSERT_EQ(r.code, 0) << r.err;
  // Nim on heaps of at most 3 tokens: 6 elements, 2 in P (proofs/misere-quotient.md, section 6).
  EXPECT_NE(r.out.find("order: 6\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("P-portion: 2 elements"), std::string::npos) << r.out;
  const ProgramRun help = run_nimlab("quotient --help");
  ASSERT_EQ(help.code, 0);
  EXPECT_NE(help.out.find("--max-heap"), std::string::npos);
  EXPECT_NE(help.out.find("misere quotient"), std::string::npos);
}

// .34 (Plambeck and Siegel's period 8) is fixed for every heap from Q_31
// (proofs/misere-quotient.md, section 9: 2 n0 + 2p + t - 1 = 14 + 16 + 2 - 1); Q_30 shows the
// period but does not prove it.
TEST(CliQuotient, EveryHeapOnceThePeriodIsLongEnough) {
  const ProgramRun proven = run_nimlab("quotient --octal .34 --max-heap 31");
  ASSERT_EQ(proven.code, 0) << proven.err;
  EXPECT_NE(proven.out.find("every heap: Q_n = Q_31 for every n >= 31 (the heap -> element map "
                            "has period 8 from heap 7"),
            std::string::npos)
      << proven.out;
  const ProgramRun short_run = run_nimlab("quotient --octal .34 --max-heap 30 --json");
  ASSERT_EQ(short_run.code, 0) << short_run.err;
  const auto j = nlohmann::json::parse(short_run.out)["every_heap"];
  EXPECT_EQ(j["proven"], false);
  EXPECT_EQ(j["period"], 8);
  EXPECT_EQ(j["from"], 7);
  EXPECT_EQ(j["needs_max_heap"], 31);
}

TEST(CliQuotient, BadInputIsRefused) {
  expect_usage_error("quotient --max-heap 5", "--octal CODE or --subtract S");
  expect_usage_error("quotient --octal .77 --max-heap 0", "out of range");
  expect_usage_error("quotient --octal .77 --max-heap 256", "out of range");
  expect_usage_error("quotient --octal .97 --max-heap 5", "octal");
  expect_usage_error("quotient --octal .77 --subtract 1 --max-heap 5", "excludes");
}

}  // namespace
