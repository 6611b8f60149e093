// The certificate examples of data/certificates/ against nimlab-check: every golden file is
// accepted (exit 0), every hostile one rejected with exit 3 and a reason, every malformed one
// refused with exit 2 and nothing on stdout. The README there lists each hostile file.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

const fs::path examples = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates";

fs::path checker() {
  return fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" / "nimlab-check";
}

std::set<fs::path> files_in(const char* folder) {
  std::set<fs::path> files;
  for (const auto& e : fs::directory_iterator(examples / folder))
    if (e.path().extension() == ".json") files.insert(e.path());
  return files;
}

testing::ProgramRun check(const fs::path& file) {
  // Appended piece by piece: GCC 12 warns (-Wrestrict) about "'" + a temporary string.
  std::string command(1, '\'');
  command += checker().string();
  command += "' '";
  command += file.string();
  command += '\'';
  return testing::run_program(command);
}

TEST(CertificateFiles, GoldenAreAccepted) {
  const auto files = files_in("golden");
  EXPECT_GE(files.size(), 10u);
  for (const fs::path& f : files) {
    const auto r = check(f);
    EXPECT_EQ(r.code, 0) << f << "\n" << r.out << r.err;
    EXPECT_NE(r.out.find("certificate OK"), std::string::npos) << f << "\n" << r.out;
  }
}

TEST(CertificateFiles, HostileAreRejectedWithExitThree) {
  const auto files = files_in("hostile");
  EXPECT_GE(files.size(), 15u);
  const std::string readme = testing::read_text_file(examples / "README.md");
  for (const fs::path& f : files) {
    const auto r = check(f);
    EXPECT_EQ(r.code, 3) << f << "\n" << r.out << r.err;
    EXPECT_NE(r.out.find("certificate FAILS"), std::string::npos) << f << "\n" << r.out;
    const std::string name = f.filename().string();
    EXPECT_NE(readme.find("`" + name + "`"), std::string::npos)
        << f.filename() << " is not described in the README";
  }
}

TEST(CertificateFiles, MalformedAreRefusedWithExitTwo) {
  const auto files = files_in("malformed");
  EXPECT_GE(files.size(), 6u);
  for (const fs::path& f : files) {
    const auto r = check(f);
    EXPECT_EQ(r.code, 2) << f << "\n" << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << f << "\n" << r.out;
  }
}

}  // namespace
}  // namespace nimlab
