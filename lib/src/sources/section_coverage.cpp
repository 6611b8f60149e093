// Per-section completeness of the reproduction: sections.json against the claims' source fields.
// O(sections + claims) per source.
#include "nimlab/sources/section_coverage.hpp"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "nimlab/error.hpp"
#include "nimlab/io/input_file.hpp"
#include "nimlab/io/json_input.hpp"

namespace nimlab {

std::size_t SectionCoverage::claims() const {
  std::size_t n = 0;
  for (const auto& [status, count] : verdicts) n += count;
  return n;
}

std::string claim_section(const std::string& source_field) {
  const std::size_t at = source_field.find("§");
  if (at == std::string::npos) return "";
  const std::size_t end = source_field.find(';', at);
  std::string s = source_field.substr(at, end == std::string::npos ? end : end - at);
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

std::vector<SectionCoverage> section_coverage(const std::filesystem::path& published_dir,
                                              const std::string& source,
                                              const std::vector<ClaimResult>& claims) {
  const std::filesystem::path file = published_dir / "sections.json";
  nlohmann::json all;
  try {
    all = read_json_file(file, std::uint64_t{16} << 20);
  } catch (const nlohmann::json::exception& e) {
    throw error(file.string() + ": " + e.what());
  }
  const nlohmann::json* list = nullptr;
  for (const auto& [stem, sections] : all.items())
    if (stem.rfind(source + "_", 0) == 0) list = &sections;
  if (!list || !list->is_array()) throw error(file.string() + ": no section list for " + source);
  std::vector<SectionCoverage> out;
  try {
    for (const nlohmann::json& s : *list)
      out.push_back({s.at("section").get<std::string>(),
                     s.at("title").get<std::string>(),
                     s.value("without_claims", std::string()),
                     {},
                     {}});
  } catch (const nlohmann::json::exception& e) {
    throw error(file.string() + ": " + source + ": " + e.what());
  }
  for (const ClaimResult& r : claims) {
    // The longest listed section that the claim's label starts with, followed by the end or a
    // comma ("§Kegelspel, figuur 1" is in §Kegelspel; "§1.7" is not in §1).
    const std::string label = claim_section(r.source);
    auto it = out.end();
    for (auto c = out.begin(); c != out.end(); ++c) {
      const std::string& s = c->section;
      const bool fits =
          label.rfind(s, 0) == 0 && (label.size() == s.size() || label[s.size()] == ',');
      if (fits && (it == out.end() || s.size() > it->section.size())) it = c;
    }
    const std::string& section = label;
    if (it == out.end())
      throw error(file.string() + ": claim " + r.id + " names section '" + section +
                  "', which the list for " + source + " lacks");
    ++it->verdicts[r.status];
    if (r.status == ClaimStatus::not_checkable) it->not_checkable.push_back(r.id);
  }
  for (const SectionCoverage& c : out)
    if (c.claims() == 0 && c.without_claims.empty())
      throw error(file.string() + ": section " + c.section + " of " + source +
                  " has no claims and no reason why");
  return out;
}

}  // namespace nimlab
