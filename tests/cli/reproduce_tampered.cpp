// A transcription (--published) that names impossible skittles moves or rows: a pin far outside
// the row was once written out of bounds, and 2^32 - 1 pins wrapped the row length. Both must be
// handled as data: an illegal move makes the claim differ; an absurd row is a bad transcription.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using Result = nimlab::testing::ProgramRun;

const char* stem = "001_86a214337ac0eadd.json";

// A copy of the published transcriptions with the skittles game of figure 1 changed.
// `change` gets the row's params, or the whole row when `whole_row`.
fs::path published_with(const std::string& name, const std::function<void(json&)>& change,
                        bool whole_row = false) {
  const fs::path dir =
      fs::temp_directory_path() / ("nimlab_reproduce_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy(fs::path(NIMLAB_SOURCE_DIR) / "data" / "published", dir);
  // Only the changed row is kept, so that the run is short (also in the sanitizer build).
  json kept = json::array();
  for (json& row : json::parse(std::ifstream(dir / stem)))
    if (row["id"] == "001-skittles-figure-1") {
      change(whole_row ? row : row["params"]);
      kept.push_back(row);
    }
  std::ofstream(dir / stem) << kept.dump();
  // The other sections of the source now have no claims: say why, as the completeness table asks.
  json sections = json::parse(std::ifstream(dir / "sections.json"));
  for (json& section : sections["001_86a214337ac0eadd"])
    if (!section.contains("without_claims"))
      section["without_claims"] = "left out of this test's one-row transcription";
  std::ofstream(dir / "sections.json") << sections.dump();
  return dir;
}

Result reproduce_001(const fs::path& published) {
  return nimlab::testing::run_nimlab("reproduce --only 001 --json --published " +
                                     published.string() + " --out " + (published / "out").string());
}

TEST(ReproduceTampered, AMoveFarOutsideTheRowIsIllegalNotWritten) {
  const fs::path dir =
      published_with("far-pin", [](json& p) { p["moves"][1] = json::array({100000}); });
  const Result r = reproduce_001(dir);
  ASSERT_EQ(r.code, 0) << r.err;
  bool seen = false;
  const json report = json::parse(r.out);
  for (const json& c : report["claims"])
    if (c["id"] == "001-skittles-figure-1") {
      seen = true;
      EXPECT_EQ(c["status"], "differs") << c.dump();
    }
  EXPECT_TRUE(seen);
  fs::remove_all(dir);
}

TEST(ReproduceTampered, ARowOfTwoToThe32MinusOnePinsIsRefused) {
  const fs::path dir = published_with("wrap", [](json& p) { p["pins"] = 4294967295u; });
  const Result r = reproduce_001(dir);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("pins"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

// A parameter of the wrong JSON type is bad input (exit 2) whose message names the key, not an
// internal error.
TEST(ReproduceTampered, AParameterOfTheWrongTypeIsNamed) {
  const fs::path dir = published_with("type", [](json& p) { p["pins"] = "five"; });
  const Result r = reproduce_001(dir);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("params.pins"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("internal"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

TEST(ReproduceTampered, ARowFieldOfTheWrongTypeIsNamed) {
  const fs::path dir = published_with(
      "statement", [](json& row) { row["statement"] = 5; }, true);
  const Result r = reproduce_001(dir);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("'statement'"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

// A transcription that is not a regular file (here a FIFO nobody writes to) is refused at once
// instead of blocking the run.
TEST(ReproduceTampered, ATranscriptionThatIsNotARegularFileIsRefused) {
  const fs::path dir = published_with("fifo", [](json&) {});
  fs::remove(dir / stem);
  ASSERT_EQ(::mkfifo((dir / stem).c_str(), 0644), 0);
  const Result r = reproduce_001(dir);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("not a regular file"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

}  // namespace
