// Every transcription under data/published/ names a source document that exists: the file
// NNN_<id>.json transcribes NNN_<id>.txt of the folder NIMLAB_SEEDS_DIR (a CMake setting), and
// each of its claims cites that document. The documents are not part of the repository, so the
// test is skipped, naming the setting, when the folder is missing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

namespace {

namespace fs = std::filesystem;

TEST(PublishedSources, EveryTranscriptionCitesAnExistingSourceDocument) {
  const fs::path seeds = NIMLAB_SEEDS_DIR;
  if (!fs::is_directory(seeds))
    GTEST_SKIP() << "source documents not found at " << seeds
                 << "; configure with -DNIMLAB_SEEDS_DIR=<folder of 000_*.txt ... 004_*.txt>";
  const fs::path published = fs::path(NIMLAB_SOURCE_DIR) / "data" / "published";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(published)) {
    // sections.json lists the sections of every source (the completeness table), no claims.
    if (entry.path().extension() != ".json" || entry.path().filename() == "sections.json") continue;
    ++files;
    const std::string document = entry.path().stem().string() + ".txt";
    EXPECT_TRUE(fs::is_regular_file(seeds / document)) << document << " missing in " << seeds;
    std::ifstream in(entry.path());
    const nlohmann::json claims = nlohmann::json::parse(in);
    ASSERT_TRUE(claims.is_array()) << entry.path();
    for (const auto& claim : claims)
      EXPECT_EQ(claim.at("source").get<std::string>().rfind(document, 0), 0u)
          << claim.at("id") << " cites " << claim.at("source") << ", not " << document;
  }
  EXPECT_EQ(files, 5) << "the five sources each have one transcription";
}

}  // namespace
