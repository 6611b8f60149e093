// The standalone checker nimlab-check against tiny certificate pairs: certificates that nimlab
// builds are accepted; tampered values, prefixes too short for the proof's bound, wrong periods
// and preperiods, the .4 and .0102 traps are rejected with exit 3; unreadable or malformed
// input gives exit 2 and nothing on stdout. The checker shares no code with the library, so
// acceptance of many library certificates also cross-checks the two value generators.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "nimlab/certificate/certificate.hpp"
#include "nimlab/period/registry.hpp"
#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

// <build>/lib/nimlab -> <build>/proofs/nimlab-check (built as part of `all`).
fs::path checker() {
  return fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "nimlab-check";
}

using Exec = testing::ProgramRun;

class CheckerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(fs::exists(checker())) << checker() << " is missing: build the target nimlab-check";
    dir_ =
        fs::temp_directory_path() / ("nimlab-check-test-" + std::to_string(std::random_device{}()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  Exec run(const std::string& args) {
    return testing::run_program(checker().string() + " " + args);
  }
  Exec check(const nlohmann::json& certificate) {
    const fs::path file = dir_ / std::to_string(files_++) += ".json";
    std::ofstream(file) << certificate.dump() << '\n';  // the canonical text
    return run(file.string());
  }
  // Exit 3 with a reason on stdout.
  void expect_fails(const nlohmann::json& certificate, const std::string& reason_part) {
    const Exec r = check(certificate);
    EXPECT_EQ(r.code, 3) << r.out << r.err;
    EXPECT_NE(r.out.find("certificate FAILS"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(reason_part), std::string::npos) << r.out;
  }
  void expect_malformed(const std::string& args) {
    const Exec r = run(args);
    EXPECT_EQ(r.code, 2) << args << "\n" << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_NE(r.err.find("nimlab-check:"), std::string::npos) << r.err;
  }

  fs::path dir_;
  int files_ = 0;
};

// The JSON of an arbitrary claim over the first `length` values, true or not.
nlohmann::json claim(const SequenceSpec& spec, std::size_t mu, std::size_t p, Proof proof,
                     std::size_t length) {
  return certificate_json(Certificate{spec, mu, p, proof, compute_values(spec, length)});
}

const SequenceSpec kayles{OctalCode::parse(".77"), Kind::grundy, {}};
const SequenceSpec dot4{OctalCode::parse(".4"), Kind::grundy, {}};
const SequenceSpec dot0102{OctalCode::parse(".0102"), Kind::grundy, {}};

TEST_F(CheckerTest, HelpAndUsage) {
  const Exec help = run("--help");
  EXPECT_EQ(help.code, 0);
  EXPECT_NE(help.out.find("usage: nimlab-check"), std::string::npos);
  expect_malformed("");
  expect_malformed("--frobnicate x.json");
}

// Periods proven by the octal theorem (Kayles 71/12, .4 54/34; Winning Ways ch. 4 and the shift
// identities of tests/unit/octal_sparse.cpp) and by windows (.0102 1/8).
TEST_F(CheckerTest, AcceptsTrueCertificates) {
  for (const auto& [spec, mu, p, proof] : {std::tuple{kayles, 71u, 12u, Proof::octal_theorem},
                                           std::tuple{dot4, 54u, 34u, Proof::octal_theorem},
                                           std::tuple{dot0102, 1u, 8u, Proof::window},
                                           // The theorem holds for plain codes too.
                                           std::tuple{dot0102, 1u, 8u, Proof::octal_theorem}}) {
    const Exec r = check(certificate_json(make_certificate(spec, mu, p, proof)));
    EXPECT_EQ(r.code, 0) << spec.game().name() << ": " << r.out << r.err;
    EXPECT_EQ(r.out.rfind("certificate OK", 0), 0u) << r.out;
  }
  EXPECT_TRUE(run("--quiet " + (dir_ / "c0.json").string()).out.empty());
}

// Every rule, kind and convention: the naive finder's period, certified by the library, must be
// confirmed by the checker's own brute-force values.
TEST_F(CheckerTest, AcceptsLibraryCertificatesAcrossRulesAndConventions) {
  std::mt19937 random(20240611);  // fixed: the cases are reproducible
  std::vector<SequenceSpec> specs;
  for (const char* set : {"1,4,9,10", "2,3", "3,5,7", "1,2,6", "4,6,9", "2,5,12"})
    for (Play play : {Play::normal, Play::misere})
      for (Stuck stuck : {Stuck::standard, Stuck::draw})
        specs.push_back({SubtractionSet::parse(set), Kind::outcome, {play, stuck}});
  for (int i = 0; i < 6; ++i) {
    std::vector<std::int64_t> s;
    for (int k = 1; k <= 12; ++k)
      if (random() % 3 == 0) s.push_back(k);
    if (s.empty()) s.push_back(1 + random() % 12);
    specs.push_back({SubtractionSet(s), Kind::grundy, {}});
  }
  for (const char* code : {".1133", ".0102", ".2", ".137", ".77", "4.07", ".6"})
    specs.push_back({OctalCode::parse(code), Kind::grundy, {}});
  for (const char* code : {".2", ".0123"})
    specs.push_back({OctalCode::parse(code), Kind::outcome, {Play::misere, Stuck::draw}});
  std::size_t certified = 0;
  for (const SequenceSpec& spec : specs) {
    FinderOptions options;
    options.max_values = std::size_t{1} << 12;
    const PeriodResult r = period_finder("naive").run(spec, options);
    if (r.proof == Proof::none) continue;  // .6 has no known period
    const Exec result =
        check(certificate_json(make_certificate(spec, r.preperiod, r.period, r.proof)));
    EXPECT_EQ(result.code, 0) << spec.game().name() << " " << to_string(spec.convention()) << ": "
                              << result.out << result.err;
    ++certified;
  }
  EXPECT_EQ(certified, specs.size() - 1);
}

// The solver side of the split: `nimlab period --certificate FILE` writes what nimlab-check then
// accepts, for a splitting code (octal theorem: Kayles, last exception at 70, Winning Ways ch. 4)
// and a subtraction set (window: the Dutch notebook's {1,6,9} under misere play, period 5).
TEST_F(CheckerTest, PeriodCommandCertificatesAreAccepted) {
  for (const std::string game : {"--octal .77", "--subtract 1,6,9 --misere"}) {
    const fs::path file = dir_ / std::to_string(files_++) += ".json";
    const Exec made = testing::run_nimlab("period " + game + " --certificate " + file.string());
    ASSERT_EQ(made.code, 0) << game << ": " << made.err;
    const Exec checked = run(file.string());
    EXPECT_EQ(checked.code, 0) << game << ": " << checked.out << checked.err;
  }
  // An unproven result gets no certificate, and no file appears: exit 2.
  const fs::path none = dir_ / "none.json";
  const Exec refused =
      testing::run_nimlab("period --octal .6 --max-values 300 --certificate " + none.string());
  EXPECT_EQ(refused.code, 2) << refused.out << refused.err;
  EXPECT_TRUE(refused.out.empty()) << refused.out;
  EXPECT_FALSE(fs::exists(none));
}

// A file name need not be UTF-8 (here a Latin-1 byte): the JSON verdict is still one valid
// document, the invalid byte replaced, and the exit status that of the check.
TEST_F(CheckerTest, JsonVerdictOfANonUtf8FileName) {
  const fs::path file = dir_ / "caf\xe9.json";
  std::ofstream(file)
      << certificate_json(make_certificate(kayles, 71, 12, Proof::octal_theorem)).dump() << '\n';
  const Exec r = run("--json '" + file.string() + "'");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;
  const nlohmann::json verdict = nlohmann::json::parse(r.out);
  EXPECT_EQ(verdict["verdict"], "ok");
  EXPECT_NE(verdict["certificate"].get<std::string>().find("caf\xef\xbf\xbd.json"),
            std::string::npos)
      << r.out;
}

TEST_F(CheckerTest, RejectsTamperedValues) {
  nlohmann::json c = certificate_json(make_certificate(kayles, 71, 12, Proof::octal_theorem));
  c["values"][100] = c["values"][100].get<int>() ^ 1;
  expect_fails(c, "v(100)");
  // Tampering that keeps the claimed repetition: change a whole column of the period.
  nlohmann::json d = certificate_json(make_certificate(kayles, 71, 12, Proof::octal_theorem));
  for (std::size_t n = 71 + 5; n < d["values"].size(); n += 12) d["values"][n] = 9;
  expect_fails(d, "by recomputation");
}

TEST_F(CheckerTest, RejectsPrefixTooShortForTheBound) {
  // 2*71 + 2*12 + 2 - 1 = 167 values needed; 166 are one short.
  expect_fails(claim(kayles, 71, 12, Proof::octal_theorem, 166), "needs 167 values");
  // The window bound for .0102: max(1, a0 = 1) + 4 + 8 = 13, but minimality needs 1 + 16.
  expect_fails(claim(dot0102, 1, 8, Proof::window, 16), "needs 17 values");
}

TEST_F(CheckerTest, RejectsWrongPeriods) {
  expect_fails(claim(kayles, 71, 13, Proof::octal_theorem, 400), "period 13 fails");
  expect_fails(claim(kayles, 71, 24, Proof::octal_theorem, 400), "period 12 also holds");
  expect_fails(claim(kayles, 71, 36, Proof::octal_theorem, 400), "not minimal");
}

TEST_F(CheckerTest, RejectsWrongPreperiods) {
  expect_fails(claim(kayles, 70, 12, Proof::octal_theorem, 400), "v(82) != v(70)");
  expect_fails(claim(kayles, 72, 12, Proof::octal_theorem, 400), "preperiod is not minimal");
}

// .4 begins 0, 0, 0: a certificate of "period 1 from 0" over those values satisfies the
// literature's range n < 2n0 + p + t = 2, but the bound 2*max(0,1) + 2 + 1 - 1 = 4 asks for
// one more value, and that value, G(3) = 1, breaks the claim.
TEST_F(CheckerTest, RejectsDotFourFromItsFirstValues) {
  expect_fails(claim(dot4, 0, 1, Proof::octal_theorem, 3), "needs 4 values");
  expect_fails(claim(dot4, 0, 1, Proof::octal_theorem, 4), "v(3) != v(2)");
  // A window proof does not apply to a splitting code at all.
  expect_fails(claim(dot4, 54, 34, Proof::window, 200), "splits heaps");
}

// .0102 begins 0 0 1 0 0 1 0: the window at 0 recurs at 3, which suggests (0, 3); but the
// recurrence of a plain octal code holds only for windows at a >= 1 (heap 2 may be taken whole),
// so the window bound is 1 + 4 + 3 = 8 and v(7) = 1 != v(4) = 0. Its true period is 8 from 1.
TEST_F(CheckerTest, RejectsDotZeroOneZeroTwoFromZero) {
  expect_fails(claim(dot0102, 0, 3, Proof::window, 7), "needs 8 values");
  expect_fails(claim(dot0102, 0, 3, Proof::window, 8), "v(7) != v(4)");
  expect_fails(claim(dot0102, 0, 8, Proof::window, 16), "v(8) != v(0)");
}

TEST_F(CheckerTest, RejectsProofsThatDoNotApply) {
  const SequenceSpec set{SubtractionSet::parse("1,4"), Kind::grundy, {}};
  expect_fails(claim(set, 0, 5, Proof::octal_theorem, 20), "only to the Grundy values");
}

TEST_F(CheckerTest, MalformedInputIsExitTwoWithNothingOnStdout) {
  const nlohmann::json good =
      certificate_json(make_certificate(kayles, 71, 12, Proof::octal_theorem));
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  };
  expect_malformed((dir_ / "missing.json").string());
  expect_malformed(dir_.string());  // a directory
  expect_malformed(write("empty.json", ""));
  expect_malformed(write("text.json", "certificate OK"));
  expect_malformed(write("array.json", "[1, 2]"));
  auto edited = [&](const std::string& name, auto edit) {
    nlohmann::json j = good;
    edit(j);
    return write(name, j.dump() + "\n");
  };
  using J = nlohmann::json;
  expect_malformed(edited("format.json", [](J& j) { j["format"] = "drat"; }));
  expect_malformed(edited("version.json", [](J& j) { j["version"] = 2; }));
  expect_malformed(edited("novalues.json", [](J& j) { j.erase("values"); }));
  expect_malformed(edited("count.json", [](J& j) { j["checked_up_to"] = 1000; }));
  expect_malformed(edited("letter.json", [](J& j) { j["values"][0] = "P"; }));
  expect_malformed(edited("period.json", [](J& j) { j["period"] = 0; }));
  expect_malformed(edited("negative.json", [](J& j) { j["preperiod"] = -1; }));
  expect_malformed(edited("proof.json", [](J& j) { j["proof"] = "trust-me"; }));
  expect_malformed(edited("code.json", [](J& j) { j["rule"] = {{"octal", "7.7"}}; }));
  expect_malformed(edited("set.json", [](J& j) { j["rule"] = {{"subtract", {3, 0}}}; }));
  expect_malformed(edited("dup.json", [](J& j) { j["rule"] = {{"subtract", {3, 3}}}; }));
  expect_malformed(edited("huge.json", [](J& j) { j["rule"] = {{"subtract", {1 << 30}}}; }));
  expect_malformed(edited("misere.json", [](J& j) { j["convention"]["play"] = "misere"; }));
  expect_malformed(edited("kind.json", [](J& j) { j["kind"] = "nim"; }));
}

}  // namespace
// Hostile input is bounded before it is read or parsed: a value nested 100000 deep (which would
// overflow the stack when printed) is malformed with and without --json, and a 4 GiB file (sparse:
// it takes no disk) is refused by its size, at once.
TEST_F(CheckerTest, DeepAndHugeFilesAreRefusedAtTheDoor) {
  std::string good =
      certificate_json(make_certificate(kayles, 71, 12, Proof::octal_theorem)).dump();
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const std::size_t at = good.find("\"stuck\"");
  ASSERT_NE(at, std::string::npos);
  good.insert(at, "\"x\":" + deep + ",");
  const fs::path file = dir_ / "deep.json";
  std::ofstream(file) << good;
  for (const std::string& options : {std::string(), std::string("--json ")}) {
    const Exec r = run(options + file.string());
    EXPECT_EQ(r.code, 2) << options << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    // The canonical text's grammar bounds the nesting: refused before any parse.
    EXPECT_NE(r.err.find("nesting deeper than"), std::string::npos) << r.err;
  }
  const fs::path huge = dir_ / "huge.json";
  std::ofstream(huge) << "{";
  fs::resize_file(huge, std::uintmax_t{4} << 30);
  const auto start = std::chrono::steady_clock::now();
  const Exec r = run(huge.string());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("larger than the limit"), std::string::npos) << r.err;
  EXPECT_LT(seconds, 1.0);
}

}  // namespace nimlab
