// Reads and validates a published transcription file (one JSON array of claim rows). O(size).
#include "nimlab/sources/published.hpp"

#include <fstream>
#include <set>
#include <string>

#include "nimlab/error.hpp"

namespace nimlab {

std::vector<nlohmann::json> read_published_rows(const ReproduceContext& context,
                                                std::string_view stem) {
  const std::filesystem::path path = context.published_dir / (std::string(stem) + ".json");
  std::ifstream in(path);
  if (!in) throw error("cannot read " + path.string());
  const nlohmann::json rows = nlohmann::json::parse(in, nullptr, false);
  if (rows.is_discarded() || !rows.is_array())
    throw error(path.string() + " is not a JSON array of claims");
  std::set<std::string> ids;
  std::vector<nlohmann::json> out;
  for (const nlohmann::json& row : rows) {
    for (const char* field : {"id", "source", "statement", "published", "params"})
      if (!row.is_object() || !row.contains(field))
        throw error(path.string() + ": a row lacks the field '" + field + "'");
    if (!row["id"].is_string() || !ids.insert(row["id"].get<std::string>()).second)
      throw error(path.string() + ": duplicate or malformed id " + row["id"].dump());
    out.push_back(row);
  }
  return out;
}

ClaimResult claim_from_row(const nlohmann::json& row) {
  ClaimResult r;
  r.id = row.at("id").get<std::string>();
  r.source = row.at("source").get<std::string>();
  r.statement = row.at("statement").get<std::string>();
  r.published = row.at("published");
  return r;
}

std::vector<ClaimResult> check_published_rows(
    const ReproduceContext& context, std::string_view stem,
    const std::function<ClaimResult(const nlohmann::json&)>& check) {
  std::vector<ClaimResult> out;
  for (const nlohmann::json& row : read_published_rows(context, stem)) {
    try {
      out.push_back(check(row));
    } catch (const nlohmann::json::exception& e) {
      throw error(std::string(stem) + ".json: malformed claim " +
                  row.value("id", std::string("?")) + ": " + e.what());
    }
  }
  return out;
}

void verdict(ClaimResult& r, bool holds, std::string why) {
  r.status = holds ? ClaimStatus::reproduced : ClaimStatus::differs;
  r.explanation = holds ? "" : std::move(why);
}

void verdict_except(ClaimResult& r, bool exact, std::string where) {
  r.status = exact ? ClaimStatus::reproduced : ClaimStatus::holds_except;
  r.explanation = exact ? "" : "holds except at " + std::move(where);
}

}  // namespace nimlab
