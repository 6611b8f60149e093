#pragma once
// The one way nimlab reads JSON given by the user (checkpoints, shard outputs, certificates,
// published claims): the file's size is checked before reading (nimlab/io/input_file.hpp), the
// nesting depth before parsing, and the readers refuse keys they do not know. A hostile file
// therefore costs at most its size in memory and time, and never a crash: the library's JSON
// values are printed and compared recursively, so depth is bounded at the door.
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "nimlab/io/input_file.hpp"

namespace nimlab {

// Deepest nesting of arrays and objects accepted; nimlab's own files nest at most 6 deep.
inline constexpr unsigned max_json_depth = 64;

// Parses `text` (called `name` in messages). Throws nimlab::error when it is not JSON or nests
// deeper than max_json_depth.
nlohmann::json parse_json_input(std::string_view text, const std::string& name);

// read_input_file(path, max_bytes), then parse_json_input.
nlohmann::json read_json_file(const std::filesystem::path& path,
                              std::uint64_t max_bytes = default_input_limit);

// Throws nimlab::error, naming `where` and the keys allowed, when `object` (a JSON object) has a
// key outside `allowed`.
void refuse_unknown_keys(const nlohmann::json& object,
                         std::initializer_list<std::string_view> allowed, const std::string& where);

}  // namespace nimlab
