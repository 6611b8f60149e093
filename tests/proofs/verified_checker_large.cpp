// nimlab-check-verified, the checker extracted from the Coq development, on the golden
// certificate of .354 in data/certificates/golden-large/ (preperiod 10061916, period 1180;
// 20126194 values; Flammenkamp 2002): it accepts, as nimlab-check does (tests/slow/), on Coq's
// primitive integers and arrays (proofs/coq/FastChecker.v). Some four minutes of CPU, hence the
// labels `proofs` and `slow`. The .376 certificate takes several times longer and is left to
// proofs/coq/check_certificate_files.sh.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

TEST(VerifiedCheckerLarge, AcceptsTheDot354Certificate) {
  const fs::path checker = fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "coq" /
                           "nimlab-check-verified";
  const fs::path file =
      fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden-large" / "v2-dot354.json";
  ASSERT_TRUE(fs::exists(checker)) << checker;
  std::string command(1, '\'');
  command += checker.string();
  command += "' '";
  command += file.string();
  command += '\'';
  const auto r = testing::run_program(command);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("certificate OK: octal .354 grundy, preperiod 10061916, period 1180"),
            std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace nimlab
