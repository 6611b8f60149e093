// The command a researcher types, with no flags, proves the longest published periods of codes of
// up to three digits (data/octal/published-czajka.json): .376, preperiod 2268248 and period 4
// (Gangolli and Plambeck 1989), and .354, preperiod 10061916 and period 1180 (Flammenkamp 2002).
// Their certificates, written from the values the run computed, are byte for byte the golden ones
// that nimlab-check accepts. About a minute of CPU, hence the label `slow`.
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
    // The same bytes as the golden certificate, which tests/slow/certificate_files_large.cpp
    // has nimlab-check accept: the run wrote a certificate that passes, without checking it twice.
    const fs::path golden = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden-large" /
                            ("v2-dot" + std::string(p.code + 1) + ".json");
    // Compared as a whole, not printed: the files are megabytes long.
    EXPECT_TRUE(testing::read_text_file(certificate) == testing::read_text_file(golden))
        << p.code << ": " << certificate << " differs from " << golden;
  }
}

}  // namespace
}  // namespace nimlab
