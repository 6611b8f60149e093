// The per-section completeness table: which section a claim's source field names, and the
// errors that keep a claim or a section from escaping the table.
#include <gtest/gtest.h>

#include <fstream>

#include "nimlab/error.hpp"
#include "nimlab/sources/section_coverage.hpp"
#include "nimlab/sources/sources.hpp"

namespace nimlab {
namespace {

ClaimResult claim(const std::string& id, const std::string& source, ClaimStatus status) {
  ClaimResult r;
  r.id = id;
  r.source = source;
  r.status = status;
  return r;
}

std::filesystem::path write_sections(const std::string& text) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "nimlab_sections";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "sections.json") << text;
  return dir;
}

TEST(SectionCoverage, ClaimSectionIsTheFirstLabelUpToASemicolon) {
  EXPECT_EQ(claim_section("000_x.txt §1.6"), "§1.6");
  EXPECT_EQ(claim_section("003_x.txt §6; Bilaga 2"), "§6");
  EXPECT_EQ(claim_section("001_x.txt §Beste strategie bij (2, 2)-Nim, figuur 4"),
            "§Beste strategie bij (2, 2)-Nim, figuur 4");
  EXPECT_EQ(claim_section("no section"), "");
}

TEST(SectionCoverage, CountsByVerdictAndLongestSection) {
  const auto dir = write_sections(R"({"009_abc": [
    {"section": "§1", "title": "heading", "without_claims": "a heading"},
    {"section": "§1.1", "title": "one"},
    {"section": "§M = [k]", "title": "k"},
    {"section": "§M = [k], S", "title": "k and S"}]})");
  const std::vector<ClaimResult> claims{
      claim("a", "009_abc.txt §1.1", ClaimStatus::reproduced),
      claim("b", "009_abc.txt §1.1, figure 2", ClaimStatus::not_checkable),
      claim("c", "009_abc.txt §M = [k], S", ClaimStatus::holds_except),
      claim("d", "009_abc.txt §M = [k]; §1.1", ClaimStatus::differs)};
  const auto c = section_coverage(dir, "009", claims);
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].claims(), 0u);
  EXPECT_EQ(c[1].claims(), 2u);
  EXPECT_EQ(c[1].not_checkable, std::vector<std::string>{"b"});
  EXPECT_EQ(c[2].verdicts.at(ClaimStatus::differs), 1u);
  EXPECT_EQ(c[3].verdicts.at(ClaimStatus::holds_except), 1u);
}

TEST(SectionCoverage, UnlistedSectionsAndUnexplainedGapsAreErrors) {
  const auto dir = write_sections(R"({"009_abc": [{"section": "§1", "title": "t"}]})");
  // §1.7 is not §1: a claim of an unlisted section is an error, not a silent fit.
  EXPECT_THROW(
      section_coverage(dir, "009", {claim("a", "009_abc.txt §1.7", ClaimStatus::reproduced)}),
      error);
  // A listed section without claims must say why.
  EXPECT_THROW(section_coverage(dir, "009", {}), error);
  EXPECT_THROW(section_coverage(dir, "008", {}), error);
  EXPECT_THROW(section_coverage(dir / "missing", "009", {}), error);
}

TEST(SectionCoverage, EverySourceClaimFallsInAListedSection) {
  // The shipped transcriptions: each checker's claims must all be placed, with no gap unexplained.
  const std::filesystem::path published = NIMLAB_SOURCE_DIR "/data/published";
  for (const SourceChecker& checker : {dutch_nim_article_checker(), german_table_checker(),
                                       swedish_report_checker(), octal_report_checker()}) {
    const auto claims = checker.check(ReproduceContext{published, {}});
    std::size_t placed = 0;
    for (const SectionCoverage& s : section_coverage(published, checker.source, claims))
      placed += s.claims();
    EXPECT_EQ(placed, claims.size()) << checker.source;
  }
}

}  // namespace
}  // namespace nimlab
