// exp_octal_solve, the solver of experiments/sweep_octal.sh, resumed from its checkpoint reports
// the row of a run never stopped. .6 (open: Czajka's list of unsolved octal games) is taken to
// 4096 values, then solved again from the same checkpoint with no time left: the second run must
// analyse and report the 4096 values it restored, not stop after its first step of 64 (which it
// once did, printing n = 64 beside the statistics of every restored heap).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

nlohmann::json solve_row(const fs::path& checkpoints, const std::string& max_seconds) {
  const fs::path solver =
      fs::path(NIMLAB_BINARY).parent_path().parent_path() / "experiments" / "exp_octal_solve";
  std::string command(1, '\'');
  command += solver.string();
  command += "' --json --quiet --max-values 4096 --max-seconds ";
  command += max_seconds;
  command += " --checkpoint-dir '";
  command += checkpoints.string();
  command += "' .6";
  const testing::ProgramRun r = testing::run_program(command);
  EXPECT_EQ(r.code, 0) << r.err;
  nlohmann::json row = nlohmann::json::parse(r.out);
  row.erase("seconds");  // the only field that depends on the run
  return row;
}

TEST(OctalSolveResume, ReportsTheRowOfAnUninterruptedRun) {
  const fs::path& folder = testing::scratch_directory("nimlab-octal-solve-resume");
  const nlohmann::json fresh = solve_row(folder, "1000");
  ASSERT_EQ(fresh["n"], 4096) << fresh;
  ASSERT_TRUE(fs::exists(folder / ".6.ckpt"));
  const nlohmann::json resumed = solve_row(folder, "0");
  EXPECT_EQ(resumed, fresh);
}

}  // namespace
}  // namespace nimlab
