// nimlab-check on version-3 certificates (arithmetic periods, proofs/certificate-format.md)
// built here from oracles written from the rules' words (tests/support/): the minimal regularity
// a direct scan finds far beyond the certificate, with the instance of the hexadecimal or all-but
// theorem at each start nimlab would try. Every certificate the checker accepts states the
// oracle's regularity; the same certificate with one value fewer, a preperiod one off, a saltus
// one off, a doubled period, a tampered value or a wrong instance is rejected with exit 3; and
// malformed version-3 input gives exit 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "all_but_oracle.hpp"
#include "hex_grundy_oracle.hpp"
#include "program_run.hpp"
#include "regularity_scan.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

fs::path checker() {
  return fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "nimlab-check";
}

// A game with the oracle's values far beyond any certificate of it, and their regularity.
struct Oracle {
  json rule;
  std::string proof, name;
  std::vector<std::uint32_t> values;
  Period truth;                  // (mu, q, s) by the direct scan
  std::size_t max_excluded = 0;  // all-but: max X
};

Oracle hex_oracle(const std::vector<unsigned>& digits) {
  const std::string code = test::hex_text(digits);
  Oracle o{{{"hex", code}},
           "hex-arithmetic-theorem",
           "hex " + code,
           test::hex_grundy(digits, 240),
           {},
           0};
  o.truth = test::direct_scan(o.values).value();
  return o;
}

Oracle all_but_oracle(const std::set<std::size_t>& x) {
  const json set(x);
  Oracle o{{{"all_but", set}},
           "all-but-theorem",
           "all-but " + set.dump(),
           test::all_but_grundy(x, 600),
           {},
           *x.rbegin()};
  o.truth = test::direct_scan(o.values).value();
  return o;
}

// The certificate of (mu, q, s) with the instance (mu_t, P, S, N0) over the first L values.
json certificate(const Oracle& o, Period claim, std::array<std::size_t, 3> instance,
                 std::int64_t instance_saltus, std::size_t length) {
  const std::vector<std::uint32_t> values(o.values.begin(),
                                          o.values.begin() + static_cast<long>(length));
  return {{"format", "nimlab-certificate"},
          {"version", 3},
          {"rule", o.rule},
          {"kind", "grundy"},
          {"convention", {{"play", "normal"}, {"stuck", "standard"}}},
          {"preperiod", claim.preperiod},
          {"period", claim.period},
          {"saltus", claim.saltus},
          {"proof", o.proof},
          {"theorem",
           {{"preperiod", instance[0]},
            {"period", instance[1]},
            {"saltus", instance_saltus},
            {"start", instance[2]}}},
          {"checked_up_to", length},
          {"values", values}};
}

// The values the format requires: the instance's bound, E + q and mu + 2q.
std::size_t needed(const Oracle& o, const Period& c, std::size_t mu_t, std::size_t start) {
  const std::size_t bound = o.max_excluded == 0 ? start + 2 * c.period : start + c.period;
  return std::max({bound, std::max(c.preperiod, mu_t) + 2 * c.period, c.preperiod + 2 * c.period});
}

class CheckerV3Test : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(fs::exists(checker())) << checker() << " is missing: build the target nimlab-check";
    dir_ = testing::scratch_directory("nimlab-check-v3");
  }
  testing::ProgramRun check(const json& certificate, const std::string& options = "") {
    const fs::path file = dir_ / (std::to_string(files_++) + ".json");
    std::ofstream(file) << certificate.dump() << '\n';  // the canonical text
    return testing::run_program(checker().string() + " " + options + " '" + file.string() + "'");
  }
  void expect_fails(const json& certificate, const std::string& what) {
    const testing::ProgramRun r = check(certificate);
    EXPECT_EQ(r.code, 3) << what << "\n" << r.out << r.err;
    EXPECT_EQ(r.out.rfind("certificate FAILS: ", 0), 0u) << what << "\n" << r.out;
  }
  void expect_malformed(const json& certificate, const std::string& field) {
    const testing::ProgramRun r = check(certificate);
    EXPECT_EQ(r.code, 2) << field << "\n" << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_NE(r.err.find(field), std::string::npos) << r.err;
  }

  // The certificate at the first start nimlab tries that the checker accepts, over exactly the
  // values it needs; nullopt when none is accepted. Every accepted certificate must state the
  // oracle's regularity, and so must its accepting line.
  std::optional<json> first_accepted(const Oracle& o) {
    const Period& t = o.truth;
    const std::size_t q = t.period;
    std::vector<std::size_t> starts;
    if (o.max_excluded == 0) {
      for (std::size_t k = 3; k <= 6; ++k) starts.push_back(t.preperiod + k * q);
    } else {
      for (std::size_t k = 0; k < 8; ++k)
        starts.push_back(std::max(t.preperiod + o.max_excluded, o.max_excluded) + k * q);
    }
    for (std::size_t start : starts) {
      const std::size_t mu_t = o.max_excluded == 0 ? t.preperiod : start - o.max_excluded;
      const std::size_t length = needed(o, t, mu_t, start);
      if (length > o.values.size() / 2) break;  // the oracle's values reach far beyond
      const json c = certificate(o, t, {mu_t, q, start}, t.saltus, length);
      const testing::ProgramRun r = check(c);
      EXPECT_TRUE(r.code == 0 || r.code == 3) << o.name << "\n" << r.out << r.err;
      if (r.code != 0) continue;
      EXPECT_TRUE(test::regular_from(o.values, t.preperiod, q, t.saltus)) << o.name;
      EXPECT_EQ(r.out, "certificate OK: " + o.name + " grundy, normal/standard, preperiod " +
                           std::to_string(t.preperiod) + ", period " + std::to_string(q) +
                           ", saltus " + std::to_string(t.saltus) + " (" + o.proof + " proof, " +
                           std::to_string(length) + " values)\n");
      return c;
    }
    return std::nullopt;
  }

  // The rejected partners of an accepted certificate c of the oracle's regularity.
  void expect_partners_rejected(const Oracle& o, const json& c) {
    const std::size_t length = c["checked_up_to"], mu = c["preperiod"], q = c["period"];
    const std::int64_t s = c["saltus"];
    json shorter = c;
    shorter["checked_up_to"] = length - 1;
    shorter["values"].erase(shorter["values"].end() - 1);
    expect_fails(shorter, o.name + ": one value short");
    json tampered = c;
    tampered["values"][length - 1] = o.values[length - 1] + 1;
    expect_fails(tampered, o.name + ": a tampered value");
    json high = c;
    high["preperiod"] = mu + 1;
    high["checked_up_to"] = length + 2;  // room for the larger claim
    high["values"] = json(std::vector<std::uint32_t>(
        o.values.begin(), o.values.begin() + static_cast<long>(length + 2)));
    expect_fails(high, o.name + ": preperiod one too large");
    if (mu > 0) {
      json low = c;
      low["preperiod"] = mu - 1;
      expect_fails(low, o.name + ": preperiod one too small");
    }
    json saltus = c;
    saltus["saltus"] = s + 1;
    expect_fails(saltus, o.name + ": saltus one too large");
    // 2q with 2s holds too, and is not minimal, whatever instance proves it.
    const std::size_t mu_t = c["theorem"]["preperiod"], start = c["theorem"]["start"];
    json twice = certificate(o, {mu, 2 * q, Proof::none, 2 * s}, {mu_t, 2 * q, start}, 2 * s,
                             std::min(o.values.size(), 2 * length + 4 * q));
    expect_fails(twice, o.name + ": period doubled");
    // Hexadecimal: a window starting before mu_t + 3P; all-but: a start whose R = start - max X
    // is not the instance's preperiod.
    json early = c;
    early["theorem"]["start"] = o.max_excluded == 0 ? mu_t + 3 * q - 1 : start - 1;
    expect_fails(early, o.name + ": instance start one too early");
  }

  fs::path dir_;
  int files_ = 0;
};

// The codes of proofs/hex-arithmetic.md whose regularity the theorem proves: .8 (1, 3, 1),
// .c (1, 2, 1), .0f (0, 2, 1), .08 (1, 4, 1), and .48, .cc, .0c.
TEST_F(CheckerV3Test, HexadecimalCodesAcceptedWithTheOraclesRegularity) {
  const std::vector<std::vector<unsigned>> codes = {{0, 8},    {0, 12},     {0, 0, 15}, {0, 0, 8},
                                                    {0, 4, 8}, {0, 12, 12}, {0, 0, 12}};
  for (const auto& digits : codes) {
    const Oracle o = hex_oracle(digits);
    const std::optional<json> c = first_accepted(o);
    ASSERT_TRUE(c.has_value()) << o.name << " is not accepted at any start";
    expect_partners_rejected(o, *c);
  }
  const Oracle dot8 = hex_oracle({0, 8});
  EXPECT_EQ(dot8.truth, (Period{1, 3, Proof::none, 1}));
  const Oracle dot08 = hex_oracle({0, 0, 8});
  EXPECT_EQ(dot08.truth, (Period{1, 4, Proof::none, 1}));
}

// Random all-but games, |X| <= 3 and max X <= 8: every game with |X| <= 2 is proven (Siegel:
// purely arithmetic-periodic), and every accepted claim is the oracle's.
TEST_F(CheckerV3Test, AllButGamesAcceptedWithTheOraclesRegularity) {
  std::mt19937 random(20261127);  // fixed: the cases are reproducible
  int accepted = 0;
  for (int i = 0; i < 24; ++i) {
    std::set<std::size_t> x;
    const std::size_t size = 1 + random() % 3;
    while (x.size() < size) x.insert(1 + random() % 8);
    const Oracle o = all_but_oracle(x);
    const std::optional<json> c = first_accepted(o);
    if (x.size() <= 2) {
      EXPECT_TRUE(c.has_value()) << o.name << " is not accepted at any start";
    }
    if (!c) continue;
    ++accepted;
    expect_partners_rejected(o, *c);
  }
  EXPECT_GE(accepted, 16);
}

// The golden certificate of .8, line and --json verdict.
TEST_F(CheckerV3Test, AcceptingLineAndJson) {
  const fs::path golden =
      fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden" / "v3-hex-dot8.json";
  const testing::ProgramRun line = testing::run_program(checker().string() + " " + golden.string());
  EXPECT_EQ(line.code, 0) << line.err;
  EXPECT_EQ(line.out,
            "certificate OK: hex .8 grundy, normal/standard, preperiod 1, period 3, saltus 1 "
            "(hex-arithmetic-theorem proof, 16 values)\n");
  const testing::ProgramRun j =
      testing::run_program(checker().string() + " --json " + golden.string());
  EXPECT_EQ(j.code, 0) << j.err;
  const json verdict = json::parse(j.out);
  EXPECT_EQ(verdict["verdict"], "ok");
  EXPECT_EQ(verdict["saltus"], 1);
  EXPECT_EQ(verdict["rule"], json({{"hex", ".8"}}));
  EXPECT_EQ(verdict["version"], 3);
}

// The golden files (data/certificates/arithmetic_certificates.py) list the oracles' values and
// state their regularity.
TEST_F(CheckerV3Test, GoldenFilesStateTheOraclesRegularity) {
  const fs::path golden = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden";
  const std::vector<std::pair<std::string, Oracle>> files = {
      {"v3-hex-dot8", hex_oracle({0, 8})},
      {"v3-hex-dot0f", hex_oracle({0, 0, 15})},
      {"v3-all-but-2-3", all_but_oracle({2, 3})},
      {"v3-all-but-2-3-5-7", all_but_oracle({2, 3, 5, 7})}};
  for (const auto& [name, o] : files) {
    const json c = json::parse(testing::read_text_file(golden / (name + ".json")));
    const std::size_t length = c["checked_up_to"];
    EXPECT_EQ(c["values"], json(std::vector<std::uint32_t>(
                               o.values.begin(), o.values.begin() + static_cast<long>(length))))
        << name;
    EXPECT_EQ(c["rule"], o.rule) << name;
    const Period stated{c["preperiod"].get<std::size_t>(), c["period"].get<std::size_t>(),
                        Proof::none, c["saltus"].get<std::int64_t>()};
    EXPECT_EQ(stated, o.truth) << name;
    EXPECT_EQ(check(c).code, 0) << name;
  }
}

// Instances that do not meet the theorems' conditions, on true claims.
TEST_F(CheckerV3Test, RejectsInstancesOutsideTheTheorems) {
  const Oracle dot8 = hex_oracle({0, 8});  // (1, 3, 1); (E): 1 + 1 + 1 >= 3 needs mu >= 1
  const Period t = dot8.truth;
  expect_fails(certificate(dot8, t, {0, 3, 9}, 1, 15), ".8 with mu_t = 0: (E)");
  // (1, 9, 3) holds, but 3 is not a power of two.
  expect_fails(certificate(dot8, t, {1, 9, 28}, 3, 46), ".8 with S = 3");
  expect_fails(certificate(dot8, t, {1, 3, 10}, 2, 16), ".8 with S = 2: (V)");
  // .c's window [mu + 3p, mu + 5p) = [7, 11) lacks a witness; [9, 13) has them all.
  const Oracle dot_c = hex_oracle({0, 12});
  EXPECT_EQ(dot_c.truth, (Period{1, 2, Proof::none, 1}));
  expect_fails(certificate(dot_c, dot_c.truth, {1, 2, 7}, 1, 11), ".c at 7: (F)");
  EXPECT_EQ(check(certificate(dot_c, dot_c.truth, {1, 2, 9}, 1, 13)).code, 0);
  // all-but {2, 3}: (0, 4, 2); the instance's preperiod must be start - max X.
  const Oracle ab = all_but_oracle({2, 3});
  EXPECT_EQ(ab.truth, (Period{0, 4, Proof::none, 2}));
  EXPECT_EQ(check(certificate(ab, ab.truth, {0, 4, 3}, 2, 8)).code, 0);
  expect_fails(certificate(ab, ab.truth, {1, 4, 3}, 2, 8), "all-but preperiod != start - max X");
  expect_fails(certificate(ab, ab.truth, {0, 4, 2}, 2, 8), "all-but start below max X");
  expect_fails(certificate(ab, ab.truth, {0, 4, 3}, 3, 8), "all-but (W)");
}

// Malformed version-3 input: exit 2, nothing on stdout, the field named on stderr.
TEST_F(CheckerV3Test, RefusesMalformedVersionThree) {
  const Oracle dot8 = hex_oracle({0, 8});
  const json good = certificate(dot8, dot8.truth, {1, 3, 10}, 1, 16);
  ASSERT_EQ(check(good).code, 0);
  const auto edited = [&](auto edit) {
    json c = good;
    edit(c);
    return c;
  };
  expect_malformed(edited([](json& c) { c.erase("saltus"); }), "\"saltus\"");
  expect_malformed(edited([](json& c) { c.erase("theorem"); }), "\"theorem\"");
  expect_malformed(edited([](json& c) { c["theorem"].erase("start"); }), "\"start\"");
  expect_malformed(edited([](json& c) { c["theorem"]["period"] = 0; }), "\"theorem\"");
  expect_malformed(edited([](json& c) { c["theorem"] = 3; }), "\"theorem\"");
  expect_malformed(edited([](json& c) { c["rule"] = {{"octal", ".8"}}; }), "\"rule\"");
  expect_malformed(edited([](json& c) { c["rule"] = {{"hex", ".C"}}; }), ".C");
  expect_malformed(edited([](json& c) { c["rule"] = {{"hex", "2.8"}}; }), "before the point");
  expect_malformed(edited([](json& c) { c["rule"] = {{"hex", ".7"}}; }), "three-heap split");
  expect_malformed(edited([](json& c) { c["rule"] = {{"hex", "8"}}; }), "no point");
  expect_malformed(edited([](json& c) {
                     c["rule"] = {{"all_but", json::array()}};
                   }),
                   "\"all_but\"");
  expect_malformed(edited([](json& c) { c["rule"] = {{"all_but", {2, 0}}}; }), "\"all_but\"");
  expect_malformed(edited([](json& c) { c["rule"] = {{"all_but", {3, 3}}}; }), "\"all_but\"");
  expect_malformed(edited([](json& c) { c["kind"] = "outcome"; }), "\"kind\"");
  expect_malformed(edited([](json& c) { c["convention"]["play"] = "misere"; }), "\"convention\"");
  expect_malformed(edited([](json& c) { c["proof"] = "all-but-theorem"; }), "\"proof\"");
  expect_malformed(edited([](json& c) { c["proof"] = "octal-theorem"; }), "\"proof\"");
  expect_malformed(edited([](json& c) { c["period"] = 0; }), "\"period\"");
  expect_malformed(edited([](json& c) { c["checked_up_to"] = 17; }), "\"values\"");
  expect_malformed(edited([](json& c) {
                     c["checked_up_to"] = 1025;
                     c["values"] = std::vector<int>(1025, 0);
                   }),
                   "limit 1024");
  expect_malformed(edited([](json& c) {
                     c["rule"] = {{"all_but", {2, 3}}};
                     c["proof"] = "all-but-theorem";
                     c["checked_up_to"] = 4097;
                     c["values"] = std::vector<int>(4097, 0);
                   }),
                   "limit 4096");
}

}  // namespace
}  // namespace nimlab
