// The command line as a researcher uses it day to day: b-files on stdout that read back as OEIS
// b-files, the default kind (Grundy values wherever they exist), Nim as the default game of
// positions, the value sequences of heap games known by name, a bounded list of winning moves,
// numbers written 1e14 or 2^40, suggestions for mistyped options, the period's agreement line,
// and no PNG on a terminal. Expected values are computed here from the rules by the mex.
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "program_run.hpp"

namespace {

using nimlab::testing::count_lines;
using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;
using nimlab::testing::run_program;
using json = nlohmann::json;

unsigned mex(const std::set<unsigned>& options) {
  unsigned m = 0;
  while (options.count(m)) ++m;
  return m;
}

// G(0..count-1) of the heap game whose options of a heap n are the heaps (or xors) `options`
// gives from the values before it.
std::vector<unsigned> grundy(
    std::size_t count,
    const std::function<std::set<unsigned>(const std::vector<unsigned>&, unsigned)>& options) {
  std::vector<unsigned> g;
  for (unsigned n = 0; n < count; ++n) g.push_back(mex(options(g, n)));
  return g;
}

std::vector<unsigned> subtraction_grundy(const std::vector<unsigned>& set, std::size_t count) {
  return grundy(count, [&](const std::vector<unsigned>& g, unsigned n) {
    std::set<unsigned> o;
    for (unsigned s : set)
      if (s <= n) o.insert(g[n - s]);
    return o;
  });
}

std::string joined(const std::vector<unsigned>& v) {
  std::string s;
  for (unsigned x : v) {
    if (!s.empty()) s += ' ';
    s += std::to_string(x);
  }
  return s + "\n";
}

// The lines "n a(n)" of an OEIS b-file: n consecutive from 0, a(n) an integer; fails otherwise.
std::vector<long long> read_bfile(const std::string& text) {
  std::vector<long long> a;
  std::istringstream in(text);
  std::string line;
  const std::regex row(R"((0|[1-9][0-9]*) (-?[0-9]+))");
  while (std::getline(in, line)) {
    std::smatch m;
    EXPECT_TRUE(std::regex_match(line, m, row)) << "not a b-file line: '" << line << "'";
    if (m.empty()) return a;
    EXPECT_EQ(std::stoull(m[1]), a.size()) << "n is not consecutive at '" << line << "'";
    a.push_back(std::stoll(m[2]));
  }
  return a;
}

TEST(Values, BfileOnStdoutHoldsTheBfileOnly) {
  const ProgramRun r = run_nimlab("values --octal .137 -n 5 --bfile -");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(count_lines(r.out), 5u) << r.out;
  const std::vector<long long> b = read_bfile(r.out);
  const ProgramRun plain = run_nimlab("values --octal .137 -n 5");
  std::string expected;
  for (long long v : b) {
    if (!expected.empty()) expected += ' ';
    expected += std::to_string(v);
  }
  EXPECT_EQ(plain.out, expected + "\n");
  // A b-file and JSON cannot share stdout.
  const ProgramRun both = run_nimlab("values --octal .137 -n 5 --bfile - --json");
  EXPECT_EQ(both.code, 2);
  EXPECT_TRUE(both.out.empty());
  EXPECT_NE(both.err.find("--bfile -"), std::string::npos) << both.err;
}

TEST(Values, SubtractionBfileHoldsGrundyValues) {
  const ProgramRun r = run_nimlab("values --subtract 2,5,7 -n 200 --bfile -");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<long long> b = read_bfile(r.out);
  const std::vector<unsigned> g = subtraction_grundy({2, 5, 7}, 200);
  ASSERT_EQ(b.size(), g.size());
  for (std::size_t n = 0; n < g.size(); ++n) EXPECT_EQ(b[n], g[n]) << "n = " << n;
}

TEST(Values, DefaultKindIsGrundyWhereItExistsOutcomesOtherwise) {
  EXPECT_EQ(run_nimlab("values --subtract 1,4,9,10 -n 60").out,
            joined(subtraction_grundy({1, 4, 9, 10}, 60)));
  // Misere play has no Grundy values: the outcomes come (letters).
  const ProgramRun misere = run_nimlab("values --subtract 1,4 --misere -n 6");
  ASSERT_EQ(misere.code, 0) << misere.err;
  EXPECT_EQ(misere.out, "N P N P N N\n");  // by hand: 0 N (no move: mover wins), 1 P, ...
  const ProgramRun json_out = run_nimlab("values --subtract 1,4 -n 3 --json");
  EXPECT_EQ(json::parse(json_out.out)["kind"], "grundy");
}

TEST(Values, HeapGamesKnownByName) {
  // Lasker's Nim: take any number from a heap, or split it in two without taking.
  const std::vector<unsigned> lasker = grundy(60, [](const std::vector<unsigned>& g, unsigned n) {
    std::set<unsigned> o;
    for (unsigned k = 1; k <= n; ++k) o.insert(g[n - k]);
    for (unsigned a = 1; 2 * a <= n; ++a) o.insert(g[a] ^ g[n - a]);
    return o;
  });
  EXPECT_EQ(run_nimlab("values --game lasker -n 60").out, joined(lasker));
  const std::vector<unsigned> divisors = grundy(80, [](const std::vector<unsigned>& g, unsigned n) {
    std::set<unsigned> o;
    for (unsigned k = 1; k <= n; ++k)
      if (n % k == 0) o.insert(g[n - k]);
    return o;
  });
  EXPECT_EQ(run_nimlab("values --game divisors -n 80").out, joined(divisors));
  const std::vector<unsigned> powers = grundy(80, [](const std::vector<unsigned>& g, unsigned n) {
    std::set<unsigned> o;
    for (unsigned k = 1; k <= n; k *= 2) o.insert(g[n - k]);
    return o;
  });
  EXPECT_EQ(run_nimlab("values --game powers:2 -n 80").out, joined(powers));
  std::string outcomes;
  for (unsigned v : lasker) outcomes += std::string(outcomes.empty() ? "" : " ") + (v ? "N" : "P");
  EXPECT_EQ(run_nimlab("values --game lasker --kind outcome -n 60").out, outcomes + "\n");
  const ProgramRun j = run_nimlab("values --game lasker -n 4 --json");
  EXPECT_EQ(json::parse(j.out)["rule"], json({{"game", "lasker"}}));
  // No single-heap sequence: whole-position rules, and misere play of these games.
  for (const std::string args : {"--game moore:2", "--game lasker --misere"}) {
    const ProgramRun r = run_nimlab("values " + args + " -n 5");
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_EQ(count_lines(r.err), 1u) << r.err;
    EXPECT_NE(r.err.find("nimlab solve"), std::string::npos) << r.err;
  }
}

TEST(Positions, NimIsTheDefaultGame) {
  for (const std::string command : {"solve --heaps 3,4,5", "solve --heaps 3,4,5 --json",
                                    "graph --heaps 2,2", "automaton --heaps 2,2"}) {
    const ProgramRun plain = run_nimlab(command);
    const std::string named =
        std::regex_replace(command, std::regex("--heaps"), "--game nim --heaps");
    EXPECT_EQ(plain.code, 0) << command << ": " << plain.err;
    EXPECT_EQ(plain.out, run_nimlab(named).out) << command;
  }
}

TEST(Solve, WinningMovesAreListedUpToMaxMoves) {
  const ProgramRun j = run_nimlab("solve --game kayles --heaps 2000 --json");
  ASSERT_EQ(j.code, 0) << j.err;
  const json report = json::parse(j.out);
  const std::size_t total = report["winning_move_count"];
  ASSERT_GT(total, 20u);  // Kayles heap 2000: a heap game with many winning splits
  EXPECT_EQ(report["winning_moves"].size(), 20u);
  const ProgramRun all = run_nimlab("solve --game kayles --heaps 2000 --max-moves 0 --json");
  EXPECT_EQ(json::parse(all.out)["winning_moves"].size(), total);

  const ProgramRun text = run_nimlab("solve --game kayles --heaps 2000");
  std::size_t listed = 0;
  std::istringstream in(text.out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("  from heap", 0) == 0) ++listed;
  EXPECT_EQ(listed, 20u);
  EXPECT_NE(text.out.find("winning moves: " + std::to_string(total) + "\n"), std::string::npos);
  EXPECT_NE(text.out.find("... and " + std::to_string(total - 20) + " more"), std::string::npos)
      << text.out;
  EXPECT_EQ(count_lines(run_nimlab("solve --game kayles --heaps 2000 --max-moves 3").out),
            count_lines(text.out) - 17);
}

TEST(Graph, NoPngOnATerminal) {
  // `script` gives the command a terminal as stdout.
  const ProgramRun r = run_program("script -qec \"'" + std::string(NIMLAB_BINARY) +
                                   "' graph --heaps 2,2 --format png\" /dev/null");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_NE(r.out.find("--format png"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("PNG"), std::string::npos);  // no image bytes
  // Redirected, it is written.
  const ProgramRun redirected = run_nimlab("graph --heaps 2,2 --format png");
  if (redirected.code == 0) {
    EXPECT_EQ(redirected.out.substr(1, 3), "PNG");
  }
}

TEST(Numbers, ScientificAndPowerForms) {
  const std::string ten = run_nimlab("values --octal .77 -n 10").out;
  EXPECT_EQ(run_nimlab("values --octal .77 -n 1e1").out, ten);
  EXPECT_EQ(run_nimlab("values --octal .77 -n 10^1").out, ten);
  EXPECT_EQ(run_nimlab("values --octal .77 -n 1.0e1").out, ten);
  EXPECT_EQ(run_nimlab("values --octal .77 -n 2^4").out,
            run_nimlab("values --octal .77 -n 16").out);
  EXPECT_EQ(run_nimlab("values --octal .77 -n 5 --max-work 1e14").code, 0);
  EXPECT_EQ(run_nimlab("period --octal .77 --max-work 2^40").code, 0);
  struct Bad {
    std::string args, says;
  };
  for (const Bad& b : std::vector<Bad>{
           {"-n 10^30", "--count: 10^30 is out of range (expected 1 to 268435456)"},
           {"-n 1.5", "'1.5' is not a whole number (expected 1 to 268435456"},
           {"-n 1e-3", "'1e-3' is not a whole number"},
           {"-n 2.25e1", "'2.25e1' is not a whole number"},
           {"--max-work 1e20",
            "--max-work: 1e20 is out of range (expected 1 to 18446744073709551615)"},
       }) {
    const ProgramRun r = run_nimlab("values --octal .77 " + b.args);
    EXPECT_EQ(r.code, 2) << b.args;
    EXPECT_EQ(count_lines(r.err), 1u) << r.err;
    EXPECT_NE(r.err.find(b.says), std::string::npos) << b.args << ": " << r.err;
  }
}

TEST(Usage, SuggestsTheNearestOptionAndTheSubcommandsHelp) {
  const ProgramRun r = run_nimlab("values --octal .77 --cont 5");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("did you mean --count?"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("(see nimlab values --help)"), std::string::npos) << r.err;
  const ProgramRun p = run_nimlab("period --octal .77 --max-value 100");
  EXPECT_NE(p.err.find("did you mean --max-values?"), std::string::npos) << p.err;
  const ProgramRun far = run_nimlab("solve --heaps 3 --zzzzzz");
  EXPECT_EQ(far.err.find("did you mean"), std::string::npos) << far.err;
  EXPECT_NE(far.err.find("(see nimlab solve --help)"), std::string::npos) << far.err;
}

TEST(Period, AgreementMeansEveryFinderProvedTheSamePair) {
  const ProgramRun proven = run_nimlab("period --octal .77");
  EXPECT_NE(proven.out.find("\nagree: yes\n"), std::string::npos) << proven.out;
  // Within 1000 values no finder proves the period of .16: the answer's first line says so, what
  // the values show is labelled observed, and no line states a bare period.
  const ProgramRun short_budget = run_nimlab("period --octal .16 --max-values 1000");
  EXPECT_EQ(short_budget.code, 0) << short_budget.err;
  EXPECT_EQ(short_budget.out.find("\nperiod:"), std::string::npos) << short_budget.out;
  EXPECT_NE(short_budget.out.find("kind: grundy, convention: normal/standard\n"
                                  "not proven: no period proven within 1000 values\nobserved: "),
            std::string::npos)
      << short_budget.out;
  EXPECT_NE(short_budget.out.find("agree: yes, no finder contradicts another; none proves"),
            std::string::npos)
      << short_budget.out;
  // --json says the same: nothing at the top level, the observation apart, 1000 values examined.
  const ProgramRun json = run_nimlab("period --octal .16 --max-values 1000 --json");
  ASSERT_EQ(json.code, 0) << json.err;
  const nlohmann::json j = nlohmann::json::parse(json.out);
  EXPECT_TRUE(j["period"].is_null());
  EXPECT_TRUE(j["saltus"].is_null());
  EXPECT_EQ(j["proof"], "none");
  EXPECT_FALSE(j["proven"].get<bool>());
  EXPECT_TRUE(j["agree"].get<bool>());
  EXPECT_EQ(j["checked_up_to"], 1000);
  ASSERT_TRUE(j.contains("observed"));
  EXPECT_EQ(j["observed"]["values"], 1000);
}

}  // namespace
