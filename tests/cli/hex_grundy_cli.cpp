// Hexadecimal codes (--hex, --game hex:CODE) and Grundy's game (--game grundy) from the command
// line: values, period, certificates (of arithmetic periods only), solve and play, and one clear
// message with exit 2 for every bad input.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "nimlab/values/sequence.hpp"
#include "program_run.hpp"
#include "usage_error.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;
using nimlab::testing::run_program;

using nimlab::testing::expect_usage_error;

TEST(HexGrundyCli, BadInputIsRefused) {
  expect_usage_error("values --hex .g", "'g' is not a hexadecimal digit");
  expect_usage_error("values --hex 1.8", "must be 0, 4, 8 or c");
  expect_usage_error("values --hex .", "no move is allowed");
  expect_usage_error("values --hex 8", "expected e.g.");
  expect_usage_error("values --game hex", "needs a hexadecimal code");
  expect_usage_error("values --game grundy:3", "takes no parameters");
  expect_usage_error("values --hex .8 --octal .7", "excludes");
  expect_usage_error("values --hex .8 --misere --kind outcome", "splits heaps");
  const std::string hex_limit = std::to_string(nimlab::max_three_heap_split_length);
  expect_usage_error("values --hex .8 -n " + hex_limit + "1", "--count " + hex_limit + "1");
  expect_usage_error("values --hex .8 -n " + hex_limit + "1", "up to " + hex_limit);
  expect_usage_error("values --hex .8 -n " + hex_limit + "1", "bitsets");
  expect_usage_error("period --hex c.3 --max-values 100000", "--max-values 100000");
  expect_usage_error("period --hex .a --certificate -", "no certificate for hex .a");
  expect_usage_error("period --game grundy --certificate -", "no certificate for grundy");
}

// OEIS A002188: Grundy's game from n = 0.
TEST(HexGrundyCli, Values) {
  const ProgramRun g = run_nimlab("values --game grundy -n 21");
  ASSERT_EQ(g.code, 0) << g.err;
  EXPECT_EQ(g.out, "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0\n");
  // A code with every digit below 8 is the octal game it spells.
  const ProgramRun hex = run_nimlab("values --hex .77 -n 300 --json");
  const ProgramRun octal = run_nimlab("values --octal .77 -n 300 --json");
  ASSERT_EQ(hex.code, 0) << hex.err;
  EXPECT_EQ(hex.out, octal.out);
  const ProgramRun upper = run_nimlab("values --hex 0.B4 -n 12 --json");
  ASSERT_EQ(upper.code, 0) << upper.err;
  EXPECT_EQ(nlohmann::json::parse(upper.out)["rule"], (nlohmann::json{{"hex", ".b4"}}));
}

TEST(HexGrundyCli, PeriodClaimsNoProofForGrundysGame) {
  const ProgramRun r = run_nimlab("period --game grundy --max-values 512");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\nnot proven: no period proven within 512 values\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("why: no periodicity theorem applies"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\nperiod:"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("theorem,"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("to go further"), std::string::npos) << r.out;
  const ProgramRun j = run_nimlab("period --game grundy --max-values 512 --json");
  ASSERT_EQ(j.code, 0) << j.err;
  const nlohmann::json v = nlohmann::json::parse(j.out);
  EXPECT_FALSE(v["proven"].get<bool>());
  EXPECT_EQ(v["proof"], "none");
  EXPECT_FALSE(v.contains("continue_with_max_values"));
  EXPECT_TRUE(v.contains("no_theorem"));
  // The values examined are those the finders read, whether or not they saw a regularity.
  const ProgramRun wide = run_nimlab("period --game grundy --max-values 65536 --json");
  ASSERT_EQ(wide.code, 0) << wide.err;
  const nlohmann::json w = nlohmann::json::parse(wide.out);
  EXPECT_EQ(w["checked_up_to"], 65536);
  for (const auto& [name, m] : w["methods"].items()) {
    if (m["applicable"].get<bool>()) {
      EXPECT_EQ(m["checked_up_to"], 65536) << name;
    }
  }
}

// Three-heap splits have the hexadecimal form of the octal theorem (proofs/hex-bound.md). .F
// (take one token, leave 0 to 3 heaps) alternates 0, 1 from heap 0 (its values are checked
// against the definition in tests/property/theorem_hex_bound.cpp). .8 (take one, leave three
// heaps) grows as floor((n - 1) / 3) for n >= 1: arithmetic-periodic, proven by the theorem of
// proofs/hex-arithmetic.md (tests/property/theorem_hex_arithmetic.cpp checks it against the
// definition). .9 grows irregularly: nothing is proven within 512 values, and twice as many are
// offered.
TEST(HexGrundyCli, PeriodOfThreeHeapSplitsByTheHexTheorem) {
  const ProgramRun f = run_nimlab("period --hex .F --json");
  ASSERT_EQ(f.code, 0) << f.err;
  const nlohmann::json v = nlohmann::json::parse(f.out);
  EXPECT_EQ(v["proof"], "hex-theorem");
  EXPECT_EQ(v["period"], 2);
  EXPECT_EQ(v["preperiod"], 0);
  EXPECT_EQ(v["saltus"], 0);
  const ProgramRun eight = run_nimlab("period --hex .8");
  ASSERT_EQ(eight.code, 0) << eight.err;
  EXPECT_NE(eight.out.find("period: 3\nsaltus: 1 (v(n + 3) = v(n) + 1 for every n >= 1)\n"
                           "preperiod: 1 (last exceptional value at n = 0)\n"),
            std::string::npos)
      << eight.out;
  EXPECT_NE(eight.out.find("proof: hex-arithmetic-theorem"), std::string::npos) << eight.out;
  const ProgramRun eight_json = run_nimlab("period --hex .8 --json");
  ASSERT_EQ(eight_json.code, 0) << eight_json.err;
  const nlohmann::json e = nlohmann::json::parse(eight_json.out);
  EXPECT_EQ(e["period"], 3);
  EXPECT_EQ(e["saltus"], 1);
  EXPECT_EQ(e["preperiod"], 1);
  EXPECT_EQ(e["proof"], "hex-arithmetic-theorem");
  EXPECT_TRUE(e["proven"].get<bool>());
  const ProgramRun small = run_nimlab("period --hex .9 --max-values 512 --json");
  ASSERT_EQ(small.code, 0) << small.err;
  const nlohmann::json nine = nlohmann::json::parse(small.out);
  EXPECT_FALSE(nine["proven"].get<bool>());
  EXPECT_TRUE(nine["period"].is_null());
  EXPECT_EQ(nine["continue_with_max_values"], 1024);
  // The octal spelling keeps its proof (Kayles: period 12 from heap 71, Guy & Smith 1956).
  const ProgramRun kayles = run_nimlab("period --hex .77 --json");
  ASSERT_EQ(kayles.code, 0) << kayles.err;
  const nlohmann::json k = nlohmann::json::parse(kayles.out);
  EXPECT_EQ(k["rule"], (nlohmann::json{{"octal", ".77"}}));
  EXPECT_EQ(k["proof"], "octal-theorem");
  EXPECT_EQ(k["period"], 12);
  EXPECT_EQ(k["preperiod"], 71);
}

// Grundy's game: G(7) = 0 and G(8) = 2, so 7,8 is an N-position; the winning moves leave a
// nim-sum 0: 8 -> 1 + 7 (0 ^ 0 ^ 0) and 7 -> 2 + 5 (0 ^ 2 ^ 2).
// .8: G(n + 3) = G(n) + 1 from heap 1 (proofs/hex-arithmetic.md); its certificate (version 3)
// lists the values up to the end of the theorem's window [10, 16), which the rule gives as
// floor((n - 1) / 3) for n >= 1.
TEST(HexGrundyCli, CertificateOfTheArithmeticPeriod) {
  const ProgramRun r = run_nimlab("period --hex .8 --certificate -");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json c = nlohmann::json::parse(r.out);
  EXPECT_EQ(c["version"], 3);
  EXPECT_EQ(c["proof"], "hex-arithmetic-theorem");
  EXPECT_EQ(c["saltus"], 1);
  EXPECT_EQ(c["theorem"]["start"], 10);
  const auto values = c["values"].get<std::vector<std::uint32_t>>();
  ASSERT_EQ(values.size(), 16u);
  for (std::size_t n = 1; n < values.size(); ++n) EXPECT_EQ(values[n], (n - 1) / 3) << n;
}

TEST(HexGrundyCli, SolveAndPlay) {
  const ProgramRun r = run_nimlab("solve --game grundy --heaps 7,8 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json a = nlohmann::json::parse(r.out);
  EXPECT_EQ(a["outcome"], "N");
  EXPECT_EQ(a["nim_value"], 2);
  ASSERT_EQ(a["winning_moves"].size(), 2u);
  // Moves that leave three heaps are printed with their three parts (the answers themselves are
  // held against brute force in property_positions_solve_brute_force).
  const ProgramRun three = run_nimlab("solve --hex .8 --heaps 10 --misere");
  ASSERT_EQ(three.code, 0) << three.err;
  EXPECT_NE(three.out.find("split the rest into 1 + 2 + 6"), std::string::npos) << three.out;
  // A three-part split typed as a+b+c; a split move without its parts is refused.
  const ProgramRun play = run_program("printf '1 0\\n1 0 3+1+2\\n' | '" NIMLAB_BINARY
                                      "' play --game hex:8. --heaps 6 --seed 1 --iq 0");
  ASSERT_EQ(play.code, 0) << play.err;
  EXPECT_NE(play.out.find("that move must split the rest"), std::string::npos) << play.out;
  EXPECT_NE(play.out.find("you: split heap 1 into 1 + 2 + 3"), std::string::npos) << play.out;
}

// Heaps up to the generator's limit are answered (the cache of values grows in doublings that
// stop at the limit); a larger heap is refused with the limit named.
TEST(HexGrundyCli, SolveUpToTheLimit) {
  const ProgramRun r = run_nimlab("solve --hex .8 --heaps 3000,5000,7");
  EXPECT_EQ(r.code, 0) << r.err;
  const std::string beyond = std::to_string(nimlab::max_three_heap_split_length + 1);
  expect_usage_error("solve --hex .8 --heaps " + beyond,
                     "at most " + std::to_string(nimlab::max_three_heap_split_length));
}

TEST(HexGrundyCli, GamesListsBoth) {
  const ProgramRun r = run_nimlab("games");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Grundy 1939"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("hex:CODE"), std::string::npos) << r.out;
}

}  // namespace
