// nimlab-check's refusals of its command line: a missing file is called missing (not "not a
// regular file", which is kept for directories and devices), a mistyped option gets the nearest
// of the checker's options, and --progress says how far the recomputation is.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>

#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;
using nimlab::testing::ProgramRun;

// <build>/lib/nimlab -> <build>/proofs/nimlab-check.
std::string checker() {
  return (fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "nimlab-check").string();
}

// The checker run with `args` (a shell's words). Built by appending: GCC 12 warns (-Wrestrict)
// about "'" + a temporary string.
ProgramRun run_checker(const std::string& args) {
  std::string command(1, '\'');
  command += checker();
  command += "' ";
  command += args;
  return nimlab::testing::run_program(command);
}

// A path as one shell word.
std::string word(const fs::path& path) {
  std::string quoted(1, '\'');
  quoted += path.string();
  quoted += '\'';
  return quoted;
}

void expect_refused(const std::string& args, const std::string& says) {
  const ProgramRun r = run_checker(args);
  EXPECT_EQ(r.code, 2) << args;
  EXPECT_TRUE(r.out.empty()) << args << ": " << r.out;
  EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << args << ": " << r.err;
  EXPECT_NE(r.err.find(says), std::string::npos) << args << ": " << r.err;
}

TEST(CheckerMessages, AMissingFileIsCalledMissing) {
  expect_refused("/nonexistent/certificate.json",
                 "cannot read /nonexistent/certificate.json (no such file)");
  expect_refused(fs::temp_directory_path().string(), "(not a regular file)");
  expect_refused("/dev/null", "(not a regular file)");
}

TEST(CheckerMessages, AMistypedOptionGetsTheNearestOne) {
  expect_refused("--jsn x.json", "unknown option '--jsn'; did you mean --json?");
  expect_refused("--progres x.json", "did you mean --progress?");
  expect_refused("--verb x.json", "did you mean --verbose?");
  expect_refused("--quite x.json", "did you mean --quiet?");
  const ProgramRun far = run_checker("--zzzzzz x.json");
  EXPECT_EQ(far.code, 2);
  EXPECT_EQ(far.err.find("did you mean"), std::string::npos) << far.err;
}

// --progress prints a line at each tenth of the values recomputed, by brute force (version 1)
// and by the sparse loop (version 2), after the line of the stage and before the comparison.
TEST(CheckerMessages, ProgressGivesPercentages) {
  const fs::path golden = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden";
  for (const auto& [file, values] :
       {std::pair{"v1-kayles.json", "167"}, std::pair{"v2-dot16.json", "509621"}}) {
    std::string args = "--progress ";
    args += word(golden / file);
    const ProgramRun r = run_checker(args);
    ASSERT_EQ(r.code, 0) << file << ": " << r.err;
    std::size_t at = r.err.find("nimlab-check: recomputing ");
    ASSERT_NE(at, std::string::npos) << r.err;
    for (int tenth = 1; tenth <= 10; ++tenth) {
      const std::string line =
          "nimlab-check: " + std::to_string(10 * tenth) + "% of " + values + " values\n";
      const std::size_t next = r.err.find(line, at);
      ASSERT_NE(next, std::string::npos) << file << " lacks, in order, " << line << r.err;
      EXPECT_EQ(r.err.find(line, next + 1), std::string::npos) << file << ": twice " << line;
      at = next;
    }
    EXPECT_NE(r.err.find("nimlab-check: comparing ", at), std::string::npos) << r.err;
  }
  // Without --progress (stderr is no terminal here), nothing.
  const ProgramRun quiet = run_checker(word(golden / "v1-kayles.json"));
  EXPECT_EQ(quiet.code, 0);
  EXPECT_TRUE(quiet.err.empty()) << quiet.err;
}

}  // namespace
