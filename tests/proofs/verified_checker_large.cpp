// nimlab-check-verified, the checker extracted from the Coq development, on the golden
// certificates of data/certificates/golden-large/: .354 (preperiod 10061916, period 1180;
// 20126194 values; Flammenkamp 2002) and .376 (preperiod 2268248, period 4; 4536506 values;
// Gangolli and Plambeck 1989). It accepts both, as nimlab-check does (tests/slow/), on Coq's
// primitive integers and arrays (proofs/coq/FastChecker.v). Some seven minutes of CPU, hence
// the labels `proofs` and `slow`.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

// Runs the verified checker on a golden-large file; returns its exit code and output.
testing::ProgramRun verified_check(const std::string& name) {
  const fs::path checker = fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "coq" /
                           "nimlab-check-verified";
  const fs::path file =
      fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden-large" / name;
  std::string command(1, '\'');
  command += checker.string();
  command += "' '";
  command += file.string();
  command += '\'';
  return testing::run_program(command);
}

TEST(VerifiedCheckerLarge, AcceptsTheDot354Certificate) {
  const auto r = verified_check("v2-dot354.json");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("certificate OK: octal .354 grundy, preperiod 10061916, period 1180"),
            std::string::npos)
      << r.out;
}

TEST(VerifiedCheckerLarge, AcceptsTheDot376Certificate) {
  const auto r = verified_check("v2-dot376.json");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("certificate OK: octal .376 grundy, preperiod 2268248, period 4"),
            std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace nimlab
