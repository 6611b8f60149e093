// The largest golden certificates of data/certificates/golden-large/ against nimlab-check:
// .376 (preperiod 2268248, period 4; 4536506 values) and .354 (preperiod 10061916, period 1180;
// 20126194 values), the published periods (Gangolli and Plambeck 1989; Flammenkamp 2002) at the
// sizes nimlab reaches. About half a minute of CPU, hence the label `slow`.
#include <gtest/gtest.h>

#include <filesystem>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

TEST(CertificateFilesLarge, AreAccepted) {
  const fs::path checker =
      fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "nimlab-check";
  const fs::path folder = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden-large";
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(folder)) {
    if (e.path().extension() != ".json") continue;
    ++files;
    // Appended piece by piece: GCC 12 warns (-Wrestrict) about "'" + a temporary string.
    std::string command(1, '\'');
    command += checker.string();
    command += "' '";
    command += e.path().string();
    command += '\'';
    const auto r = testing::run_program(command);
    EXPECT_EQ(r.code, 0) << e.path() << "\n" << r.out << r.err;
    EXPECT_NE(r.out.find("certificate OK"), std::string::npos) << r.out;
  }
  EXPECT_EQ(files, 2u);
}

}  // namespace
}  // namespace nimlab
