// Requests whose work is far beyond the limit are refused before the work starts (exit 2, one
// message with the estimate, the limit and the flag that raises it); requests within it, and
// default budgets, still give their answers.
#include <gtest/gtest.h>

#include <string>

#include "program_run.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::run_nimlab;

void expect_refused(const std::string& args, const std::vector<std::string>& named) {
  const ProgramRun r = run_nimlab(args);
  EXPECT_EQ(r.code, 2) << args << ": " << r.err;
  EXPECT_EQ(r.out, "") << args;
  // One error line (progress lines of the probe may come before it).
  EXPECT_EQ(r.err.find("nimlab: "), r.err.rfind("nimlab: ")) << args << ": " << r.err;
  EXPECT_EQ(r.err.find('\n', r.err.find("nimlab: ")), r.err.size() - 1) << args << ": " << r.err;
  for (const std::string& word : named)
    EXPECT_NE(r.err.find(word), std::string::npos) << args << ": " << r.err;
}

// 64 splitting digits: 319 rare positions by 2^13 values and a search over the splits at nearly
// every heap, so 2^28 values take about 9e12 steps (8.2e9 measured for 2^18, growing linearly):
// hours, beyond the limit of a request of named size, 2^41.
TEST(WorkLimits, ValuesOfSixtyFourSplittingDigits) {
  const std::string code = "." + std::string(64, '7');
  // A request that names its size gets the limit of 2^41 steps (nimlab/values/work_estimate.hpp).
  expect_refused("values --octal " + code + " -n 268435456",
                 {"steps", "above the limit of about 2.2e+12 steps", "--max-work"});
  // A small request of the same code goes through.
  const ProgramRun small = run_nimlab("values --octal " + code + " -n 2000");
  EXPECT_EQ(small.code, 0) << small.err;
}

// Subtraction of 1..2000: each of the window finders' up to 2^28 steps applies 2000 moves, about
// 2e12 steps for Floyd's method alone: refused before starting.
TEST(WorkLimits, PeriodWithManyMovesAndAHugeBudget) {
  std::string set = "1";
  for (int s = 2; s <= 2000; ++s) {
    set += ',';  // appended apart: GCC 12 warns (-Wrestrict) about "," + a temporary string
    set += std::to_string(s);
  }
  expect_refused("period --subtract " + set + " --max-values 268435456",
                 {"steps", "limit", "--max-work", "--max-values", "--method"});
}

// A window of 2^20 values no longer costs 2^20 per step (windows are compared by their hashes):
// subtraction of 2^20 - 1 and 2^20 has period 2^21 - 1 (a two-element set {a, b} has period
// a + b, Winning Ways ch. 4), and every finder, Floyd's and Brent's included, proves it.
TEST(WorkLimits, PeriodWithAHugeWindow) {
  const ProgramRun r = run_nimlab("period --subtract 1048576,1048575 --max-values 268435456");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("period: 2097151\npreperiod: 0\n"), std::string::npos) << r.out;
  for (const char* finder : {"naive", "floyd", "brent", "suffix"})
    EXPECT_NE(r.out.find(std::string(finder) + ": period 2097151, preperiod 0, proof window"),
              std::string::npos)
        << r.out;
  EXPECT_NE(r.out.find("agree: yes"), std::string::npos) << r.out;
}

// .76 has over ten thousand rare positions by 2^15 values: 2^28 values would take hours (about
// 6e12 steps). Refused after the probe, not after hours.
TEST(WorkLimits, PeriodOfASplittingCodeWithAHugeBudget) {
  expect_refused(
      "period --octal .76 --max-values 268435456",
      {"rare positions", "above the limit of about 2.2e+12 steps", "--max-work", "--max-values"});
}

// Within the limits nothing changes: sparse codes and large windows keep their proven periods.
// .16: period 149459, last exceptional value 105350 (Gangolli and Plambeck, 1989). Subtraction of
// 1, 1000, 100000: period 101000 by the naive scan, the oracle, and the window finders still
// reach it within their share of the work.
TEST(WorkLimits, DefaultBudgetsStillProve) {
  const ProgramRun sparse = run_nimlab("period --octal .16");
  EXPECT_EQ(sparse.code, 0) << sparse.err;
  EXPECT_NE(sparse.out.find("period: 149459\npreperiod: 105351"), std::string::npos) << sparse.out;
  const ProgramRun window = run_nimlab("period --subtract 1,1000,100000");
  EXPECT_EQ(window.code, 0) << window.err;
  EXPECT_NE(window.out.find("period: 101000\n"), std::string::npos) << window.out;
  EXPECT_NE(window.out.find("brent: period 101000"), std::string::npos) << window.out;
}

}  // namespace
