// nimlab-check-verified, the checker extracted from the Coq development (proofs/coq/Checker.v),
// against nimlab-check: on every certificate that `nimlab period --certificate` writes for the
// README's examples and for subtraction sets under all four conventions, both accept; on hostile
// variants crafted here (tampered values, wrong period or preperiod, truncated values, the wrong
// proof, the .4 and .0102 traps) both reject with exit 3; on malformed files both exit 2. Each
// verdict is stated independently of either checker, and the two must also agree.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using testing::ProgramRun;

// <build>/lib/nimlab -> <build>/proofs/nimlab-check and <build>/proofs/coq/nimlab-check-verified.
fs::path build_dir() {
  return fs::path(NIMLAB_BINARY).parent_path().parent_path();
}
fs::path plain_checker() {
  return build_dir() / "proofs" / "nimlab-check";
}
fs::path verified_checker() {
  return build_dir() / "proofs" / "coq" / "nimlab-check-verified";
}

// A path as one shell word.
std::string quoted(const fs::path& path) {
  std::string word(1, '\'');
  word += path.string();
  word += '\'';
  return word;
}

class VerifiedCheckerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(fs::exists(plain_checker())) << plain_checker();
    ASSERT_TRUE(fs::exists(verified_checker())) << verified_checker();
    dir_ = fs::temp_directory_path() /
           ("nimlab-verified-test-" + std::to_string(std::random_device{}()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path fresh(const std::string& stem) {
    return dir_ / (stem + "-" + std::to_string(files_++) + ".json");
  }

  // The certificate nimlab writes for `game` (arguments of `nimlab period`).
  json golden(const std::string& game) {
    const fs::path file = fresh("golden");
    const ProgramRun made =
        testing::run_nimlab("period " + game + " --certificate " + quoted(file));
    EXPECT_EQ(made.code, 0) << game << ": " << made.err;
    return json::parse(testing::read_text_file(file));
  }

  // Runs both checkers on the same file; both must give `expected` (and print `reason`).
  void expect_verdict(const std::string& text, int expected, const std::string& what,
                      const std::string& reason = "") {
    const fs::path file = fresh("case");
    std::ofstream(file) << text;
    const ProgramRun plain = testing::run_program(quoted(plain_checker()) + " " + quoted(file));
    const ProgramRun verified =
        testing::run_program(quoted(verified_checker()) + " " + quoted(file));
    EXPECT_EQ(plain.code, expected) << what << "\nnimlab-check: " << plain.out << plain.err;
    EXPECT_EQ(verified.code, expected)
        << what << "\nnimlab-check-verified: " << verified.out << verified.err;
    EXPECT_EQ(verified.code, plain.code) << what;
    EXPECT_NE(plain.out.find(reason), std::string::npos) << what << ": " << plain.out;
    EXPECT_NE(verified.out.find(reason), std::string::npos) << what << ": " << verified.out;
    if (expected == 2) {
      EXPECT_TRUE(verified.out.empty()) << what << ": " << verified.out;
      EXPECT_NE(verified.err.find("nimlab-check-verified:"), std::string::npos) << verified.err;
    }
  }
  void expect_verdict(const json& certificate, int expected, const std::string& what,
                      const std::string& reason = "") {
    expect_verdict(certificate.dump(), expected, what, reason);
  }

  fs::path dir_;
  int files_ = 0;
};

// The README's examples and the codes of proofs/octal-bound.md (Kayles 71/12, Dawson's chess
// 52/34, .4 54/34, .0102 1/8, 4.07 1/4), the Dutch notebook's {1,6,9} misere, and subtraction
// sets under all four conventions and as Grundy values: every one a version-1 certificate.
std::vector<std::string> golden_games() {
  std::vector<std::string> games = {"--subtract 1,6,9 --misere",
                                    "--octal .77",
                                    "--octal .4",
                                    "--octal .0102",
                                    "--octal .137",
                                    "--octal .07",
                                    "--octal 4.07",
                                    "--octal .1133",
                                    "--octal .0123 --kind outcome --misere --stuck draw"};
  for (const char* set : {"1,4,9,10", "2,3", "3,5,7", "2,5,12"})
    for (const char* play : {"", " --misere"})
      for (const char* stuck : {" --stuck standard", " --stuck draw"})
        games.push_back(std::string("--subtract ") + set + play + stuck);
  for (const char* set : {"1,4,9,10", "2,5,12", "3,4,11"})
    games.push_back(std::string("--subtract ") + set + " --kind grundy");
  return games;
}

TEST_F(VerifiedCheckerTest, AcceptsEveryCertificateNimlabWrites) {
  for (const std::string& game : golden_games()) expect_verdict(golden(game), 0, game);
}

// Long prefixes of splitting codes (.156: 3479/349 needs 7658 values) are written as version 2,
// whose values the checker recomputes with the stated rare mask; the verified checker reads
// version 1 only and refuses version 2 as outside its scope (exit 2), never accepting it.
TEST_F(VerifiedCheckerTest, VersionTwoIsOutsideTheVerifiedCheckersScope) {
  const json c = golden("--octal .156");
  ASSERT_EQ(c["version"], 2);
  const fs::path file = fresh("v2");
  std::ofstream(file) << c.dump();
  EXPECT_EQ(testing::run_program(quoted(plain_checker()) + " " + quoted(file)).code, 0);
  const ProgramRun verified = testing::run_program(quoted(verified_checker()) + " " + quoted(file));
  EXPECT_EQ(verified.code, 2) << verified.out << verified.err;
  EXPECT_NE(verified.err.find("only version 1"), std::string::npos) << verified.err;
}

TEST_F(VerifiedCheckerTest, IgnoresUnknownFields) {
  json c = golden("--octal .77");
  c["rare_mask"] = 3;
  c["extensions"] = {{"positions", {1, 2, 3}}};
  expect_verdict(c, 0, "Kayles with extra fields");
}

// A different value at heap n: a Grundy value changed by xor 1, or an outcome letter P <-> N.
json tampered(json c, std::size_t n) {
  json& v = c["values"][n];
  if (v.is_string())
    v = v == "P" ? "N" : "P";
  else
    v = v.get<std::uint64_t>() ^ 1;
  return c;
}

TEST_F(VerifiedCheckerTest, RejectsHostileVariantsOfEveryCertificate) {
  for (const std::string& game : golden_games()) {
    const json good = golden(game);
    const std::size_t length = good["values"].size();
    const std::size_t mu = good["preperiod"], p = good["period"];
    // A tampered value at the start, in the middle and at the end.
    for (std::size_t n : {std::size_t{0}, length / 2, length - 1})
      expect_verdict(tampered(good, n), 3, game + ": value " + std::to_string(n) + " tampered");
    // A whole column of the period changed: the repetition still holds, the values do not.
    json column = good;
    for (std::size_t n = mu + p / 2; n < length; n += p) column = tampered(column, n);
    expect_verdict(column, 3, game + ": a column of the period tampered");
    // Wrong period: one more, or twice (not minimal, and too few values for its bound).
    json wrong = good;
    wrong["period"] = p + 1;
    expect_verdict(wrong, 3, game + ": period + 1");
    wrong["period"] = 2 * p;
    expect_verdict(wrong, 3, game + ": twice the period");
    // Wrong preperiod: one more is not minimal; one less breaks the period.
    wrong = good;
    wrong["preperiod"] = mu + 1;
    expect_verdict(wrong, 3, game + ": preperiod + 1");
    if (mu > 0) {
      wrong["preperiod"] = mu - 1;
      expect_verdict(wrong, 3, game + ": preperiod - 1");
    }
    // With more values than any of these claims' bounds (the true values continue with period
    // p from mu, as both checkers just confirmed), the claim still holds, while twice the period
    // and one more preperiod fail only their minimality.
    json longer = good;
    for (std::size_t n = length; n < length + 2 * p + 8; ++n)
      longer["values"].push_back(longer["values"][n - p]);
    longer["checked_up_to"] = longer["values"].size();
    expect_verdict(longer, 0, game + ": more values than needed");
    wrong = longer;
    wrong["period"] = 2 * p;
    expect_verdict(wrong, 3, game + ": twice the period, enough values", "period is not minimal");
    wrong = longer;
    wrong["preperiod"] = mu + 1;
    expect_verdict(wrong, 3, game + ": preperiod + 1, enough values", "preperiod is not minimal");
    // Truncated: one value fewer than the bound of the proof.
    json shorter = good;
    shorter["values"].erase(length - 1);
    shorter["checked_up_to"] = length - 1;
    expect_verdict(shorter, 3, game + ": one value short");
    // The other proof: a window for a splitting code, the octal theorem for a set or outcomes.
    json other = good;
    other["proof"] = good["proof"] == "window" ? "octal-theorem" : "window";
    const bool octal_grundy = good["rule"].contains("octal") && good["kind"] == "grundy";
    const bool splitting = game == "--octal .77" || game == "--octal .4" ||
                           game == "--octal .137" || game == "--octal .07" ||
                           game == "--octal 4.07";
    // The octal theorem holds for plain codes too, and needs no more values there than the
    // window when mu >= 1 and t small: nimlab writes windows for .0102, .1133; whether the
    // octal theorem's bound is met then depends on the length, which both checkers judge.
    if (!octal_grundy || splitting) expect_verdict(other, 3, game + ": the other proof");
  }
}

// .4 begins 0, 0, 0, 1: "period 1 from 0" over its first 3 values meets the literature's range
// but not the bound 2*max(0,1) + 2 + 1 - 1 = 4; over 4 values G(3) = 1 refutes it
// (proofs/octal-bound.md). .0102 (0, 3) from a window at 0 (proofs/window-repetition.md).
TEST_F(VerifiedCheckerTest, RejectsTheHeapZeroTraps) {
  const json dot4 = golden("--octal .4");
  for (std::size_t length : {3u, 4u}) {
    json c = dot4;
    c["preperiod"] = 0;
    c["period"] = 1;
    c["values"] = json(std::vector<json>(dot4["values"].begin(), dot4["values"].begin() + length));
    c["checked_up_to"] = length;
    expect_verdict(c, 3, ".4 constant from its first " + std::to_string(length) + " values");
  }
  const json dot0102 = golden("--octal .0102");
  for (std::size_t length : {7u, 8u}) {
    json c = dot0102;
    c["preperiod"] = 0;
    c["period"] = 3;
    c["proof"] = "window";
    c["values"] =
        json(std::vector<json>(dot0102["values"].begin(), dot0102["values"].begin() + length));
    c["checked_up_to"] = length;
    expect_verdict(c, 3, ".0102 (0, 3) over " + std::to_string(length) + " values");
  }
}

// Integers beyond 2^62 (OCaml's native integers) but within 64 bits are read as nimlab-check
// reads them; beyond 64 bits they are not integers to either checker.
TEST_F(VerifiedCheckerTest, HugeIntegersAreReadAlike) {
  const json good = golden("--octal .77");
  const std::uint64_t huge = std::uint64_t{1} << 63;
  json c = good;
  c["values"][5] = huge;
  expect_verdict(c, 3, "a Grundy value of 2^63");
  c = good;
  c["preperiod"] = huge;
  expect_verdict(c, 3, "preperiod 2^63");
  c = good;
  c["period"] = huge;
  expect_verdict(c, 3, "period 2^63");
  c = good;
  c["checked_up_to"] = huge;
  expect_verdict(c, 2, "checked_up_to 2^63");
  std::string text = good.dump();
  const std::string period = "\"period\":12";
  ASSERT_NE(text.find(period), std::string::npos) << text;
  text.replace(text.find(period), period.size(), "\"period\":100000000000000000000000");
  expect_verdict(text, 2, "a period beyond 64 bits");
}

TEST_F(VerifiedCheckerTest, MalformedInputIsExitTwoForBoth) {
  const json good = golden("--octal .77");
  expect_verdict(std::string(""), 2, "empty file");
  expect_verdict(std::string("certificate OK"), 2, "not JSON");
  expect_verdict(std::string("[1, 2]"), 2, "an array");
  const std::vector<std::pair<std::string, std::function<void(json&)>>> edits = {
      {"format", [](json& j) { j["format"] = "drat"; }},
      {"version 2", [](json& j) { j["version"] = 2; }},
      {"no values", [](json& j) { j.erase("values"); }},
      {"count", [](json& j) { j["checked_up_to"] = 1000; }},
      {"truncated values, count kept", [](json& j) { j["values"].erase(10); }},
      {"a letter among Grundy values", [](json& j) { j["values"][0] = "P"; }},
      {"period 0", [](json& j) { j["period"] = 0; }},
      {"negative preperiod", [](json& j) { j["preperiod"] = -1; }},
      {"unknown proof", [](json& j) { j["proof"] = "trust-me"; }},
      {"bad octal code",
       [](json& j) {
         j["rule"] = {{"octal", "7.7"}};
       }},
      {"zero in a set",
       [](json& j) {
         j["rule"] = {{"subtract", {3, 0}}};
       }},
      {"repeated element",
       [](json& j) {
         j["rule"] = {{"subtract", {3, 3}}};
       }},
      {"huge element",
       [](json& j) {
         j["rule"] = {{"subtract", {1 << 30}}};
       }},
      {"Grundy values under misere play", [](json& j) { j["convention"]["play"] = "misere"; }},
      {"unknown kind", [](json& j) { j["kind"] = "nim"; }},
  };
  for (const auto& [what, edit] : edits) {
    json j = good;
    edit(j);
    expect_verdict(j, 2, what);
  }
}

}  // namespace
}  // namespace nimlab
