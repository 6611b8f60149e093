// The command a researcher types, with no flags, proves the longest published periods of codes of
// up to three digits (data/octal/published-czajka.json): .376, preperiod 2268248 and period 4
// (Gangolli and Plambeck 1989), and .354, preperiod 10061916 and period 1180 (Flammenkamp 2002).
// Their certificates, written from the values the run computed, pass nimlab-check. About half a
// minute of CPU, hence the label `slow`.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

struct Published {
  const char* code;
  const char* lines;  // what `period` prints for them
};

TEST(PeriodPublishedDefaults, ProveAndCertifyWithoutFlags) {
  const fs::path checker =
      fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "nimlab-check";
  const fs::path& folder = testing::scratch_directory("nimlab-published");
  for (const Published& p : {Published{".376", "period: 4\npreperiod: 2268248 "},
                             Published{".354", "period: 1180\npreperiod: 10061916 "}}) {
    const testing::ProgramRun plain = testing::run_nimlab(std::string("period --octal ") + p.code);
    EXPECT_EQ(plain.code, 0) << p.code << plain.err;
    EXPECT_NE(plain.out.find(p.lines), std::string::npos) << plain.out;
    EXPECT_NE(plain.out.find("proof: octal-theorem"), std::string::npos) << plain.out;
    EXPECT_NE(plain.out.find("agree: yes"), std::string::npos) << plain.out;
    const fs::path certificate = folder / (std::string(p.code + 1) + ".json");
    const testing::ProgramRun written =
        testing::run_nimlab(std::string("period --quiet --octal ") + p.code + " --certificate '" +
                            certificate.string() + "'");
    EXPECT_EQ(written.code, 0) << written.err;
    // Appended piece by piece: GCC 12 warns (-Wrestrict) about "'" + a temporary string.
    std::string command(1, '\'');
    command += checker.string();
    command += "' '";
    command += certificate.string();
    command += '\'';
    const testing::ProgramRun checked = testing::run_program(command);
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    EXPECT_NE(checked.out.find("certificate OK"), std::string::npos) << checked.out;
  }
}

}  // namespace
}  // namespace nimlab
