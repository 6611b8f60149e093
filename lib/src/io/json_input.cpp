// Bounded JSON input (see nimlab/io/json_input.hpp); the depth scan is nimlab/io/json_depth.hpp.
#include "nimlab/io/json_input.hpp"

#include <algorithm>

#include "nimlab/error.hpp"
#include "nimlab/io/json_depth.hpp"

namespace nimlab {
nlohmann::json parse_json_input(std::string_view text, const std::string& name) {
  if (json_nests_deeper_than(text, max_json_depth))
    throw error(name + " nests arrays or objects more than " + std::to_string(max_json_depth) +
                " deep; no nimlab file does");
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) throw error(name + " is not valid JSON");
  return j;
}

nlohmann::json read_json_file(const std::filesystem::path& path, std::uint64_t max_bytes) {
  return parse_json_input(read_input_file(path, max_bytes), path.string());
}

void refuse_unknown_keys(const nlohmann::json& object,
                         std::initializer_list<std::string_view> allowed,
                         const std::string& where) {
  if (!object.is_object()) return;
  for (const auto& item : object.items()) {
    if (std::find(allowed.begin(), allowed.end(), item.key()) != allowed.end()) continue;
    std::string names;
    for (std::string_view a : allowed) names += (names.empty() ? "" : ", ") + std::string(a);
    throw error(where + " has the unknown key '" + item.key() + "' (allowed: " + names + ")");
  }
}

}  // namespace nimlab
