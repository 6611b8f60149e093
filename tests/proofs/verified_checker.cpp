// nimlab-check-verified, the checker extracted from the Coq development (proofs/coq/Checker.v for
// version 1, on machine integers for subtraction games: FastListed.v; proofs/coq/SparseChecker.v
// for version 2), against nimlab-check: on every certificate that `nimlab period --certificate`
// writes for the README's examples, for subtraction sets under all four conventions and for a
// long splitting code (version 2), both accept; on hostile variants crafted here (tampered values
// or rare positions, a changed mask, wrong period or preperiod, truncated values, the wrong proof,
// the .4 and .0102 traps) and on the hostile files of data/certificates/ both reject with exit 3;
// on malformed input both exit 2. Each verdict is stated independently of either checker, and the
// two must also agree.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
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
      // The same reason after the file's name: both read the same rules in the same order.
      const std::string after = file.string() + ": ";
      const auto reason_of = [&](const std::string& err) {
        const auto at = err.find(after);
        return at == std::string::npos ? err : err.substr(at + after.size());
      };
      EXPECT_EQ(reason_of(plain.err), reason_of(verified.err)) << what;
    }
  }
  void expect_verdict(const json& certificate, int expected, const std::string& what,
                      const std::string& reason = "") {
    expect_verdict(certificate.dump() + "\n", expected, what, reason);  // the canonical text
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

// The accepting line names the convention: the outcomes of {1,4} under normal and misere play
// have the same preperiod and period, and the two lines must still differ, in both checkers alike.
TEST_F(VerifiedCheckerTest, AcceptingLineNamesTheConvention) {
  std::vector<std::string> lines;
  for (const char* play : {"", " --misere"}) {
    const fs::path file = fresh("convention");
    std::ofstream(file) << golden(std::string("--subtract 1,4 --kind outcome") + play).dump()
                        << "\n";
    const ProgramRun plain = testing::run_program(quoted(plain_checker()) + " " + quoted(file));
    const ProgramRun verified =
        testing::run_program(quoted(verified_checker()) + " " + quoted(file));
    EXPECT_EQ(plain.code, 0) << plain.out << plain.err;
    EXPECT_EQ(verified.code, 0) << verified.out << verified.err;
    EXPECT_EQ(verified.out, plain.out);
    lines.push_back(verified.out);
  }
  EXPECT_EQ(lines[0].rfind("certificate OK: subtract [1,4] outcome, normal/standard, ", 0), 0u)
      << lines[0];
  EXPECT_EQ(lines[1].rfind("certificate OK: subtract [1,4] outcome, misere/standard, ", 0), 0u)
      << lines[1];
}

// Long prefixes of splitting codes are written as version 2 (.156: 3479/349, Austin 1976, needs
// 7658 values): no values, a mask and the rare positions under it. Both checkers recompute the
// values with that mask; the verified one with the loop proven exact for every mask
// (proofs/coq/Sparse.v).
TEST_F(VerifiedCheckerTest, AcceptsVersionTwoCertificatesNimlabWrites) {
  const json c = golden("--octal .156");
  ASSERT_EQ(c["version"], 2);
  expect_verdict(c, 0, ".156, version 2", "");
}

// One edit of a version-2 certificate each; `expected` is what the edit must give.
struct SparseEdit {
  std::string what;
  std::function<void(json&)> edit;
  int expected;
};

std::vector<SparseEdit> sparse_edits() {
  const auto rare = [](json& j) -> json& { return j["sparse"]["rare_values"]; };
  return {
      // The values recomputed under the stated mask differ from the listed ones.
      {"first rare value flipped", [=](json& j) { rare(j)[0] = rare(j)[0].get<int>() ^ 1; }, 3},
      {"last rare value flipped", [=](json& j) { rare(j).back() = rare(j).back().get<int>() ^ 1; },
       3},
      {"last rare position dropped",
       [](json& j) {
         j["sparse"]["rare_positions"].erase(j["sparse"]["rare_positions"].size() - 1);
         j["sparse"]["rare_values"].erase(j["sparse"]["rare_values"].size() - 1);
       },
       3},
      {"a rare position moved one heap on",
       [](json& j) {
         json& r = j["sparse"]["rare_positions"];
         r.back() = r.back().get<int>() + 1;
       },
       3},
      {"mask with its low bit flipped",
       [](json& j) { j["sparse"]["mask"] = j["sparse"]["mask"].get<int>() ^ 1; }, 3},
      // .156 splits at k = 2 and k = 3: heap parity needs splitting digits of one parity.
      {"heap parity with mixed digits", [](json& j) { j["sparse"]["position_parity"] = true; }, 3},
      {"largest value one heap later",
       [](json& j) {
         json& l = j["sparse"]["largest"];
         l["heap"] = l["heap"].get<int>() + 1;
       },
       3},
      {"largest value one more",
       [](json& j) {
         json& l = j["sparse"]["largest"];
         l["value"] = l["value"].get<int>() + 1;
       },
       3},
      {"period + 1", [](json& j) { j["period"] = j["period"].get<int>() + 1; }, 3},
      {"preperiod + 1", [](json& j) { j["preperiod"] = j["preperiod"].get<int>() + 1; }, 3},
      {"preperiod - 1", [](json& j) { j["preperiod"] = j["preperiod"].get<int>() - 1; }, 3},
      {"one value short of the bound",
       [](json& j) { j["checked_up_to"] = j["checked_up_to"].get<int>() - 1; }, 3},
      {"a window proof", [](json& j) { j["proof"] = "window"; }, 3},
      {"another code (.157)", [](json& j) { j["rule"]["octal"] = ".157"; }, 3},
      // Malformed: exit 2 for both.
      {"no mask", [](json& j) { j["sparse"].erase("mask"); }, 2},
      {"mask of 33 bits", [](json& j) { j["sparse"]["mask"] = std::uint64_t{1} << 32; }, 2},
      {"parity not a boolean", [](json& j) { j["sparse"]["position_parity"] = 1; }, 2},
      {"one rare value fewer than positions", [=](json& j) { rare(j).erase(rare(j).size() - 1); },
       2},
      {"a negative rare position", [](json& j) { j["sparse"]["rare_positions"][0] = -1; }, 2},
      {"no largest value", [](json& j) { j["sparse"].erase("largest"); }, 2},
      {"no sparse field", [](json& j) { j.erase("sparse"); }, 2},
      {"version 2 for a code that does not split (.333)",
       [](json& j) { j["rule"]["octal"] = ".333"; }, 2},
      {"version 2 for outcomes", [](json& j) { j["kind"] = "outcome"; }, 2},
      {"beyond the length limit 2^32",
       [](json& j) { j["checked_up_to"] = (std::uint64_t{1} << 32) + 1; }, 2},
      {"version 3 without its fields", [](json& j) { j["version"] = 3; }, 2},
  };
}

TEST_F(VerifiedCheckerTest, RejectsHostileAndMalformedVersionTwo) {
  const json good = golden("--octal .156");
  ASSERT_EQ(good["version"], 2);
  for (const SparseEdit& e : sparse_edits()) {
    json c = good;
    e.edit(c);
    expect_verdict(c, e.expected, ".156 version 2: " + e.what);
  }
}

// The files of data/certificates/ (README there): golden ones exit 0, hostile ones 3, malformed
// ones 2, for both checkers. The verified checker is some 200 times slower than nimlab-check on
// version 2 (its values live in a binary trie, not an array), so the files of more than 2^15
// values (.16, .56, .127 and the two edits of .16: half a minute to a few minutes each) are left
// to proofs/coq/check_certificate_files.sh, which runs every file and prints both verdicts.
std::optional<std::uint64_t> listed_length(const fs::path& file) {
  const json j = json::parse(testing::read_text_file(file), nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("checked_up_to") ||
      !j["checked_up_to"].is_number_unsigned())
    return std::nullopt;
  return j["checked_up_to"].get<std::uint64_t>();
}

TEST_F(VerifiedCheckerTest, AgreesOnTheCertificateFiles) {
  const fs::path root = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates";
  std::size_t checked = 0;
  for (const auto& [folder, expected] :
       std::vector<std::pair<std::string, int>>{{"golden", 0}, {"hostile", 3}, {"malformed", 2}}) {
    for (const auto& entry : fs::directory_iterator(root / folder)) {
      if (entry.path().extension() != ".json") continue;
      const auto length = listed_length(entry.path());
      // Malformed files beyond the length limit are refused before any work: keep them.
      if (length && *length > (std::uint64_t{1} << 15) && expected != 2) continue;
      expect_verdict(testing::read_text_file(entry.path()), expected,
                     folder + "/" + entry.path().filename().string());
      ++checked;
    }
  }
  EXPECT_GE(checked, 25u);
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

// Values of subtraction games are recomputed on machine integers (proofs/coq/FastListed.v).
// Grundy values: the options of each heap are stamped in an array of |S| + 1 cells, so a listed
// value above |S| (no mex is larger) is never compared with a cell, and a period with many
// divisors has every divisor tried. {1, ..., 359}: G(n) = n mod 360 (the options of n are the 359
// values before it, down to 0), values up to 359; {40, ..., 49}: G(n) = floor((n mod 89) / 40),
// the values of an interval [a, b] (period a + b), with heaps below 40 that no element fits.
// Outcomes: one pass over the set that stops at the first option that is a P-position.
TEST_F(VerifiedCheckerTest, SubtractionValuesOnMachineIntegers) {
  std::string interval;
  for (int x = 1; x <= 359; ++x) {
    if (x > 1) interval += ',';
    interval += std::to_string(x);
  }
  const json good = golden("--subtract " + interval + " --kind grundy");
  ASSERT_EQ(good["period"], 360);
  const std::size_t length = good["values"].size();
  for (std::size_t n = 0; n < length; ++n)
    ASSERT_EQ(good["values"][n], n % 360) << "G(" << n << ") of {1, ..., 359}";
  expect_verdict(good, 0, "{1..359}");
  for (std::uint64_t wrong : {std::uint64_t{358}, std::uint64_t{360}, std::uint64_t{1} << 40}) {
    json c = good;
    c["values"][400] = wrong;
    expect_verdict(c, 3, "{1..359} with v(400) = " + std::to_string(wrong),
                   "v(400) is " + std::to_string(wrong));
  }
  // Twice the period, over enough values: every q < 720 is tried, and 360 is found.
  json doubled = good;
  for (std::size_t n = length; n < 2 * 720 + 359; ++n) doubled["values"].push_back(n % 360);
  doubled["checked_up_to"] = doubled["values"].size();
  expect_verdict(doubled, 0, "{1..359}, more values");
  doubled["period"] = 720;
  expect_verdict(doubled, 3, "{1..359}, period 720", "period is not minimal");

  for (const char* convention : {" --misere", " --stuck draw", " --misere --stuck draw"}) {
    const json outcomes = golden("--subtract " + interval + convention);
    const std::string what = std::string("{1..359} outcomes,") + convention;
    ASSERT_EQ(outcomes["kind"], "outcome") << what;
    expect_verdict(outcomes, 0, what);
    expect_verdict(tampered(outcomes, 400), 3, what + ", v(400) tampered", "v(400) is");
  }

  const json late = golden("--subtract 40,41,42,43,44,45,46,47,48,49 --kind grundy");
  ASSERT_EQ(late["period"], 89);
  for (std::size_t n = 0; n < late["values"].size(); ++n)
    ASSERT_EQ(late["values"][n], n % 89 / 40) << "G(" << n << ") of {40, ..., 49}";
  expect_verdict(late, 0, "{40..49}");
  json c = late;
  c["values"][39] = 1;  // no move from 39: its value is 0
  expect_verdict(c, 3, "{40..49} with v(39) = 1", "v(39) is 1");
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
  std::string text = good.dump() + "\n";
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
