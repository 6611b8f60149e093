#pragma once
// Text and JSON forms of values: Grundy values as integers, outcomes as the letters P, N, D.
#include <nlohmann/json.hpp>
#include <string>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {

std::string format_value(Kind kind, Value v);
nlohmann::json value_json(Kind kind, Value v);
nlohmann::json values_json(Kind kind, const Sequence& values, std::size_t from = 0,
                           std::size_t to = static_cast<std::size_t>(-1));

}  // namespace nimlab
