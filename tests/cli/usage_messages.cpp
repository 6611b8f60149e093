// Usage errors say what is wrong: an unknown subcommand by name, a number that is not a whole
// number, a set size no set can have; and the octal codes 4. and 4.0 (split a heap in two, nothing
// removed) are accepted like 4.1.
#include <gtest/gtest.h>

#include <string>

#include "memory_limit.hpp"
#include "program_run.hpp"
#include "usage_error.hpp"

namespace {

using Result = nimlab::testing::ProgramRun;

Result nimlab(const std::string& args) {
  return nimlab::testing::run_nimlab(args);
}

using nimlab::testing::expect_usage_error;

TEST(UsageMessages, SayWhatIsWrong) {
  expect_usage_error("bogus", "unknown subcommand 'bogus'");
  expect_usage_error("values --octal .77 -n 1.5e0", "'1.5e0' is not a whole number");
  expect_usage_error("values --octal .77 -n 0", "0 is out of range");
  expect_usage_error("period --octal .77 --max-values 12x", "'12x' is not a whole number");
  expect_usage_error("records --max 9 --size 10", "--size 10 is larger than --max 9");
  expect_usage_error("records --max 9 --size 100",
                     "--size: 100 is out of range (expected 1 to 60)");
  expect_usage_error("records --max 100", "--max: 100 is out of range (expected 1 to 60)");
  // Refused at once: the sparse engine computes at most 2^32 values, the other generators 2^28
  // (4 bytes a value).
  expect_usage_error("period --octal .6 --max-values 4294967297", "4294967297 is out of range");
  expect_usage_error("period --subtract 1,2 --max-values 268435457",
                     "is computed up to 268435456 values");
}

// A misspelt required option is named as unknown, with the option meant, rather than reported
// as the required option missing.
TEST(UsageMessages, AnUnknownOptionIsNamedBeforeAMissingOne) {
  expect_usage_error("solve --herps 3,4", "unknown option --herps; did you mean --heaps?");
  expect_usage_error("solve --herps=3,4", "unknown option --herps; did you mean --heaps?");
  expect_usage_error("graph --game nim --hepas 3", "unknown option --hepas; did you mean --heaps?");
  const nimlab::testing::ProgramRun r = nimlab("solve --herps 3,4");
  EXPECT_EQ(r.err.find("required"), std::string::npos) << r.err;
  // Without an unknown option, the missing one is still what the line says.
  expect_usage_error("solve --game nim", "--heaps is required");
}

// Thread counts are bounded (4096, more than any machine has cores) in every option, and in
// OMP_NUM_THREADS, which nimlab checks before the OpenMP runtime reads it: one nimlab line.
TEST(UsageMessages, ThreadCountsAreBounded) {
  expect_usage_error("records --max 6 --threads 1000000",
                     "--threads: 1000000 is out of range (expected 1 to 4096)");
  expect_usage_error("records merge --threads 1000000 a.json",
                     "--threads: 1000000 is out of range (expected 1 to 4096)");
  expect_usage_error("values --octal .6 -n 9 --threads 4097", "--threads: 4097 is out of range");
  for (const std::string bad : {"abc", "0", "-1", "4abc", "2,", "5000", "''"}) {
    const std::string args = "values --octal .6 -n 9";
    const Result r = nimlab::testing::run_program("OMP_NUM_THREADS=" + bad + " '" +
                                                  std::string(NIMLAB_BINARY) + "' " + args);
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_TRUE(r.out.empty()) << bad;
    EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << bad << ": " << r.err;
    EXPECT_EQ(r.err.rfind("nimlab: OMP_NUM_THREADS=", 0), 0u) << bad << ": " << r.err;
  }
  for (const std::string good : {"1", "2", "' 3 '", "2,1"}) {
    const Result r = nimlab::testing::run_program(
        "OMP_NUM_THREADS=" + good + " '" + std::string(NIMLAB_BINARY) + "' values --octal .6 -n 9");
    EXPECT_EQ(r.code, 0) << good << ": " << r.err;
    EXPECT_TRUE(r.err.empty()) << good << ": " << r.err;
  }
}

// A value no parser knows is refused by every command that takes the option, whether or not the
// command goes on to read it; an empty value is refused rather than read as the option left out.
TEST(UsageMessages, UnknownAndEmptyValuesAreRefused) {
  for (const std::string cmd : {"solve --game nim --heaps 3", "graph --game nim --heaps 3",
                                "automaton --game nim --heaps 3", "values --octal .77",
                                "period --octal .77", "records --max 4"}) {
    expect_usage_error(cmd + " --kind bogus", "expected grundy or outcome");
    expect_usage_error(cmd + " --stuck bogus", "expected standard or draw");
  }
  expect_usage_error("values --octal .77 --kind ''", "--kind");
  expect_usage_error("solve --game nim --heaps 3 --kind ''", "--kind");
  expect_usage_error("play --heaps ''", "--heaps: the value is empty");
  expect_usage_error("reproduce --only ''", "--only: the value is empty");
  expect_usage_error("values --octal '' -n 3", "--octal: the value is empty");
}

// Bounds the address space of the commands below (memory_limit.hpp).
using nimlab::testing::memory_limit;

// Input without a newline (here /dev/zero) is refused after a bounded line, not read forever.
TEST(UsageMessages, PlayReadsBoundedLines) {
  const Result r = nimlab::testing::run_program(std::string(memory_limit) + "timeout 60 '" +
                                                NIMLAB_BINARY + "' play --heaps 3,4 </dev/zero");
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("longer than 4096 bytes"), std::string::npos) << r.err;
}

// 4. lets a player split a heap of n >= 2 into two non-empty heaps and nothing else, so
// G(n) = mex{G(a) xor G(n-a) : 1 <= a < n}; computed here by hand for n < 8:
// G(0) = G(1) = 0, G(2) = mex{0} = 1, G(3) = mex{0^1} = 0, G(4) = mex{0^0, 1^1} = 1, and in
// general G(n) = 1 for even n, 0 for odd n (an even heap splits into two equal parts, xor 0; an
// odd heap splits into an odd and an even part, xor 1).
TEST(OctalCodes, FourPointAloneSplitsHeaps) {
  for (const std::string code : {"4.", "4.0", "4.00"}) {
    const Result r = nimlab("values --octal " + code + " -n 8");
    EXPECT_EQ(r.code, 0) << code << ": " << r.err;
    EXPECT_EQ(r.out, "0 0 1 0 1 0 1 0\n") << code;
  }
  const Result none = nimlab("values --octal .0 -n 8");
  EXPECT_EQ(none.code, 2);
}

}  // namespace
