#pragma once
// The fields every JSON object a nimlab program prints starts with, so that a reader can tell
// which program, which command and which schema produced it:
//   "nimlab_version": "0.1.0", "command": "period", "schema": "data/schema/period.schema.json"
// The schema names a JSON Schema file of the source tree (installed under share/nimlab/schema/).
// Header-only and independent of the library, so that nimlab-check, which does not link the
// library, stamps its verdicts the same way.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace nimlab {

// "data/schema/NAME.schema.json", the path of schema NAME in the source tree.
inline std::string schema_path(std::string_view name) {
  return "data/schema/" + std::string(name) + ".schema.json";
}

// `body` with the three provenance fields added (they replace fields of the same names).
inline nlohmann::json with_envelope(nlohmann::json body, std::string_view version,
                                    std::string_view command, std::string_view schema_name) {
  body["nimlab_version"] = std::string(version);
  body["command"] = std::string(command);
  body["schema"] = schema_path(schema_name);
  return body;
}

}  // namespace nimlab
