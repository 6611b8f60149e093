// Parses a records --json output: the search spec from its provenance fields, the shard, the
// rows; O(size of the text + units of the search) for the coverage check.
#include "nimlab/records/shard_output.hpp"

#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/json_input.hpp"

namespace nimlab::records {
namespace {

// An integer field from 1 to max_largest_element, read as 64 bits (2^32 + 1 must not become 1).
unsigned small_field(const nlohmann::json& j, const char* key) {
  const nlohmann::json& v = j.at(key);
  if (!v.is_number_unsigned() || v.get<std::uint64_t>() < 1 ||
      v.get<std::uint64_t>() > max_largest_element)
    throw error(std::string("field '") + key + "' must be an integer from 1 to " +
                std::to_string(max_largest_element));
  return static_cast<unsigned>(v.get<std::uint64_t>());
}

std::string string_field(const nlohmann::json& j, const char* key) {
  const nlohmann::json& v = j.at(key);
  if (!v.is_string()) throw error(std::string("field '") + key + "' must be a string");
  return v.get<std::string>();
}

SearchSpec spec_from_output(const nlohmann::json& j) {
  SearchSpec spec;
  spec.family = parse_family(string_field(j, "family"));
  spec.kind = parse_kind(string_field(j, "kind"));
  if (j.at("convention").is_object()) {
    spec.convention = convention_from_json(j.at("convention"));
  } else {  // outputs of nimlab 0.1.0 wrote the convention as "play/stuck"
    const std::string conv = string_field(j, "convention");
    const auto slash = conv.find('/');
    const std::string play = slash == std::string::npos ? "" : conv.substr(0, slash);
    if (play != "normal" && play != "misere") throw error("malformed convention '" + conv + "'");
    spec.convention = {play == "misere" ? Play::misere : Play::normal,
                       parse_stuck(conv.substr(slash + 1))};
  }
  spec.min_max = small_field(j, "min");
  spec.max_max = small_field(j, "max");
  if (!j.at("size").is_null()) spec.size = small_field(j, "size");
  check_search_bounds(spec);
  return spec;
}

}  // namespace

ShardOutput parse_shard_output(std::string_view text, const std::string& name) {
  // The table printed without --json is for reading; a shard written that way is the likeliest
  // wrong input, so the refusal says how to write one that merges.
  const std::string how =
      "; records merge reads what 'nimlab records --shard i/n --json > FILE' writes";
  nlohmann::json j;
  try {
    j = parse_json_input(text, name);
  } catch (const error& e) {
    throw error(e.what() + how);
  }
  if (!j.is_object() || !j.contains("rows"))
    throw error(name + " is not a records JSON output" + how);
  try {
    // "version": the outputs of nimlab 0.1.0, before the envelope, are still merged.
    refuse_unknown_keys(
        j,
        {"nimlab_version", "version", "command", "schema", "invocation", "search", "family", "kind",
         "convention", "min", "max", "size", "recheck", "rows", "shard"},
        "the object");
    ShardOutput out;
    out.spec = spec_from_output(j);
    out.selection = parse_shard(j.contains("shard") ? string_field(j, "shard") : "1/1");
    out.table = table_from_json(j.at("rows"), out.spec);
    check_shard_table(out.spec, out.selection, out.table, "its rows");
    return out;
  } catch (const nlohmann::json::exception& e) {
    throw error(name + " is not a records output: " + e.what());
  } catch (const error& e) {
    throw error(name + ": " + e.what());
  }
}

}  // namespace nimlab::records
