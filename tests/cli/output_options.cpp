// The options every subcommand shares (--json, --quiet, --progress, --verbose): stderr stays empty
// by default when it is not a terminal, timings appear only with --verbose and in human units,
// progress lines only with --progress, and --quiet excludes both.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>

#include "program_run.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;
using nimlab::testing::run_program;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// <build>/lib/nimlab -> <build>/proofs/nimlab-check, as in the checker's own tests.
std::string checker() {
  const auto dir = std::filesystem::path(NIMLAB_BINARY).parent_path().parent_path();
  std::string quoted = "'";
  quoted += (dir / "proofs" / "nimlab-check").string();
  quoted += "'";
  return quoted;
}

const std::regex human_time(".* took [0-9]+(\\.[0-9])? (ns|\u00b5s|ms|s|min|h)( [0-9]+ (s|min))?");

TEST(OutputOptions, EverySubcommandOffersThem) {
  for (const char* sub :
       {"values", "count", "records", "records merge", "period", "selftest", "reproduce", "games",
        "solve", "play", "graph", "automaton", "quotient"}) {
    const ProgramRun r = run_nimlab(std::string(sub) + " --help");
    ASSERT_EQ(r.code, 0) << sub;
    for (const char* option : {"--quiet", "--progress", "--verbose"})
      EXPECT_NE(r.out.find(option), std::string::npos) << sub << " lacks " << option;
    // play is interactive: its output is the game, not one object.
    EXPECT_EQ(r.out.find("--json") != std::string::npos, std::string(sub) != "play") << sub;
  }
  const ProgramRun check = run_program(checker() + " --help");
  for (const char* option : {"--json", "--quiet", "--progress", "--verbose"})
    EXPECT_NE(check.out.find(option), std::string::npos) << "nimlab-check lacks " << option;
}

TEST(OutputOptions, NoTimingsWithoutVerbose) {
  for (const char* args : {"period --octal .77", "count --tokens 45 --piles 3", "selftest",
                           "values --octal .77 -n 100", "solve --game kayles --heaps 9"}) {
    const ProgramRun r = run_nimlab(args);
    EXPECT_EQ(r.code, 0) << args << ": " << r.err;
    EXPECT_EQ(r.err, "") << args;
  }
}

TEST(OutputOptions, VerboseTimingsAreInHumanUnits) {
  const ProgramRun r = run_nimlab("period --octal .77 --verbose");
  ASSERT_EQ(r.code, 0) << r.err;
  const auto lines = lines_of(r.err);
  ASSERT_EQ(lines.size(), 2u) << r.err;  // the two finders that apply to a splitting code
  for (const std::string& line : lines) {
    EXPECT_TRUE(std::regex_match(line, human_time)) << line;
    EXPECT_EQ(line.rfind("period: ", 0), 0u) << line;
  }
  const ProgramRun c = run_nimlab("count --tokens 45 --piles 3 --verbose");
  ASSERT_EQ(c.code, 0) << c.err;
  ASSERT_EQ(lines_of(c.err).size(), 1u) << c.err;
  EXPECT_TRUE(std::regex_match(lines_of(c.err)[0], human_time)) << c.err;
}

// .16 needs 509621 values; from 2^16 values on the sparse engine reports each doubling, and each
// finder says when it starts (naive and suffix, the two that apply to a splitting code).
TEST(OutputOptions, ProgressLinesOnlyWithProgress) {
  const ProgramRun quiet = run_nimlab("period --octal .16");
  ASSERT_EQ(quiet.code, 0) << quiet.err;
  EXPECT_EQ(quiet.err, "");
  const ProgramRun shown = run_nimlab("period --octal .16 --progress");
  ASSERT_EQ(shown.code, 0) << shown.err;
  const auto lines = lines_of(shown.err);
  ASSERT_GE(lines.size(), 5u) << shown.err;  // n = 2^16 .. 2^18 at least, and two finders
  const std::regex progress(
      R"(period: (n=2\^\d+ largest G\[\d+\]=\d+ .*|(naive|suffix): up to \d+ values))");
  for (const std::string& line : lines) EXPECT_TRUE(std::regex_match(line, progress)) << line;
  EXPECT_EQ(std::count(lines.begin(), lines.end(), "period: naive: up to 268435456 values"), 1);
  EXPECT_EQ(shown.out, quiet.out);  // stderr only
}

TEST(OutputOptions, QuietExcludesProgressAndVerbose) {
  for (const char* args : {"period --octal .77 --quiet --verbose",
                           "values --octal .7 --quiet "
                           "--progress",
                           "records --max 4 --quiet --progress"}) {
    const ProgramRun r = run_nimlab(args);
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_NE(r.err.find("--quiet excludes"), std::string::npos) << args << ": " << r.err;
  }
  const ProgramRun check = run_program(checker() + " --quiet --verbose x.json");
  EXPECT_EQ(check.code, 2);
}

// Notes (a file written) go to stderr unless --quiet.
TEST(OutputOptions, QuietSilencesNotes) {
  const auto dir = nimlab::testing::scratch_directory("output_options");
  const std::string cert = (dir / "kayles.json").string();
  const ProgramRun noted = run_nimlab("period --octal .77 --certificate '" + cert + "'");
  ASSERT_EQ(noted.code, 0) << noted.err;
  EXPECT_EQ(noted.err, "period: certificate written to " + cert + "\n");
  const ProgramRun quiet = run_nimlab("period --octal .77 --quiet --certificate '" + cert + "'");
  ASSERT_EQ(quiet.code, 0) << quiet.err;
  EXPECT_EQ(quiet.err, "");
}

// Bad values name their option and, for numbers, the allowed range.
TEST(OutputOptions, ErrorsNameTheOption) {
  const std::pair<const char*, const char*> cases[] = {
      {"values --octal .9", "--octal: "},
      {"values --subtract 0,2", "--subtract: "},
      {"values --octal .7 --kind foo", "--kind: "},
      {"period --octal .7 --stuck x", "--stuck: "},
      {"period --octal .7 --method foo", "--method: unknown method 'foo' (expected one of "},
      {"period --octal .7 --max-values 0", "--max-values: 0 is out of range (expected 1 to "},
      {"count --heaps 3 --backend x", "--backend: "},
      {"count --heaps 3,a", "--heaps: "},
      {"count --tokens 5000 --piles 3", "--tokens: 5000 is out of range (expected 1 to 1000)"},
      {"count --tokens x --piles 3", "--tokens: 'x' is not a whole number (expected 1 to 1000)"},
      {"solve --game nim --heaps 3 --plus foo=3", "--plus 'foo=3': unknown game 'foo' (known: "},
      {"play --seed x", "--seed: 'x' is not a whole number (expected 0 to "},
      {"records --max 99", "--max: 99 is out of range (expected 1 to "},
      {"records --max 5 --threads 0", "--threads: 0 is out of range (expected 1 to "},
      {"records --max 5 --family x", "--family: "},
      {"records --max 5 --checkpoint-every 0",
       "--checkpoint-every: '0' is not a finite positive number"},
      {"records --max 5 --shard 3/2", "--shard: "},
      {"reproduce --only 9", "--only: unknown source '9' (expected one of "},
      {"play --iq 300", "--iq: 300 is out of range (expected 0 to 200)"}};
  for (const auto& [args, message] : cases) {
    const ProgramRun r = run_nimlab(std::string(args) + " </dev/null");
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_EQ(r.err.rfind(std::string("nimlab: ") + message, 0), 0u) << args << ": " << r.err;
    EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << args << ": " << r.err;
  }
}

}  // namespace
