#pragma once
// The JSON object of `nimlab games --json`, built in one place for the CLI command and the
// Python module.
#include <nlohmann/json.hpp>

namespace nimlab::app {

// {"games": [{"name", "shape", "description", "source"}, ...]} for every name --game accepts.
nlohmann::json games_report();

}  // namespace nimlab::app
