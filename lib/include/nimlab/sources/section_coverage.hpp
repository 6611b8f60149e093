#pragma once
// How completely the reproduction covers each source: the sections of every source document, as
// listed in data/published/sections.json, with the claims transcribed from each and their
// verdicts. A section without claims carries the reason it has none (a heading, references, a
// statement checked under another section).
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "nimlab/sources/claim.hpp"

namespace nimlab {

struct SectionCoverage {
  std::string section;         // "§1.4", "§program [44]", "§Drie stapels munten"
  std::string title;           // the section's heading or a short description
  std::string without_claims;  // why no statement is transcribed (empty when claims exist)
  std::map<ClaimStatus, std::size_t> verdicts;  // claims of this section by verdict
  std::vector<std::string> not_checkable;       // ids of its not-checkable claims
  std::size_t claims() const;
};

// The first "§..." label of a claim's source field, up to the first ';': "000_x.txt §1.6" ->
// "§1.6"; "003_x.txt §6; Bilaga 2" -> "§6". The claim belongs to the longest listed section that
// this label starts with, followed by its end or a comma ("§Kegelspel, figuur 1" -> §Kegelspel).
std::string claim_section(const std::string& source_field);

// The sections of source `source` ("000".."004") from published_dir/sections.json, in document
// order, with the claims counted in. Throws nimlab::error when the file is missing or malformed,
// when the source has no list, when a listed section has neither claims nor a reason, or when a
// claim names a section the list lacks (so a new claim cannot silently escape the table).
std::vector<SectionCoverage> section_coverage(const std::filesystem::path& published_dir,
                                              const std::string& source,
                                              const std::vector<ClaimResult>& claims);

}  // namespace nimlab
