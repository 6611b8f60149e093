// Reads and validates a published transcription file (one JSON array of claim rows). O(size).
#include "nimlab/sources/published.hpp"

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/io/input_file.hpp"
#include "nimlab/io/json_input.hpp"

namespace nimlab {
namespace {

// Transcriptions are a few hundred KiB; anything far larger is not one.
constexpr std::uint64_t published_file_limit = std::uint64_t{16} << 20;

// The keys of `j` (dotted paths under `at`) whose JSON type is `type`.
void keys_of_type(const nlohmann::json& j, const std::string& at, std::string_view type,
                  std::vector<std::string>& out) {
  if (j.is_object()) {
    for (const auto& [key, value] : j.items())
      keys_of_type(value, at.empty() ? key : at + "." + key, type, out);
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i)
      keys_of_type(j[i], at + "[" + std::to_string(i) + "]", type, out);
  } else if (j.type_name() == type && !at.empty()) {
    out.push_back(at);
  }
}

// The JSON library does not say which key had the wrong type, only what type it was ("... but
// is string"): names the keys of the claim's params of that type, the culprits.
std::string suspects(const nlohmann::json& row, std::string_view what) {
  const std::string_view marker = "but is ";
  const std::size_t at = what.rfind(marker);
  if (at == std::string_view::npos || !row.contains("params")) return "";
  const std::string_view type = what.substr(at + marker.size());
  std::vector<std::string> keys;
  keys_of_type(row["params"], "", type, keys);
  if (keys.empty() || keys.size() > 8) return "";
  std::string text = keys.size() == 1 ? " (the key params." : " (one of the keys params.";
  for (std::size_t i = 0; i < keys.size(); ++i) text += (i ? ", params." : "") + keys[i];
  return text + ")";
}

}  // namespace

std::vector<nlohmann::json> read_published_rows(const ReproduceContext& context,
                                                std::string_view stem) {
  const std::filesystem::path path = context.published_dir / (std::string(stem) + ".json");
  const nlohmann::json rows = read_json_file(path, published_file_limit);
  if (!rows.is_array()) throw error(path.string() + " is not a JSON array of claims");
  std::set<std::string> ids;
  std::vector<nlohmann::json> out;
  for (const nlohmann::json& row : rows) {
    for (const char* field : {"id", "source", "statement", "published", "params"})
      if (!row.is_object() || !row.contains(field))
        throw error(path.string() + ": a row lacks the field '" + field + "'");
    for (const char* field : {"id", "source", "statement"})
      if (!row[field].is_string())
        throw error(path.string() + ": the field '" + field + "' of a row is " +
                    row[field].type_name() + ", not a string");
    if (!row["params"].is_object())
      throw error(path.string() + ": the field 'params' of claim " + row["id"].dump() + " is " +
                  row["params"].type_name() + ", not an object");
    if (!ids.insert(row["id"].get<std::string>()).second)
      throw error(path.string() + ": duplicate id " + row["id"].dump());
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
                  row.value("id", std::string("?")) + ": " + e.what() + suspects(row, e.what()));
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
