// nimlab-check-verified, the checker extracted from the Coq development, on the golden
// certificate of .354 in data/certificates/golden-large/ (preperiod 10061916, period 1180;
// 20126194 values; Flammenkamp 2002): it accepts it, as nimlab-check does (tests/slow/), on Coq's
// primitive integers and arrays (proofs/coq/FastChecker.v). About a minute of CPU, hence the
// labels `proofs` and `slow`. The .376 certificate takes three and a half minutes:
// experiments/verified_checker_large.sh checks it (data/certificates/
// verified-large.csv records the verdicts), outside the test suite.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

// Runs the verified checker on a golden-large file and expects it to accept with `verdict`.
void expect_accepted(const std::string& name, const std::string& verdict) {
  const fs::path checker = fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "coq" /
                           "nimlab-check-verified";
  const fs::path file =
      fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden-large" / name;
  ASSERT_TRUE(fs::exists(checker)) << checker;
  std::string command(1, '\'');
  command += checker.string();
  command += "' '";
  command += file.string();
  command += '\'';
  const auto r = testing::run_program(command);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("certificate OK: " + verdict), std::string::npos) << r.out;
}

TEST(VerifiedCheckerLarge, AcceptsTheDot354Certificate) {
  expect_accepted("v2-dot354.json",
                  "octal .354 grundy, normal/standard, preperiod 10061916, period 1180");
}

}  // namespace
}  // namespace nimlab
