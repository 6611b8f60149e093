#pragma once
// The JSON object of `nimlab values --json`, built in one place for the CLI command and the
// Python module.
#include <nlohmann/json.hpp>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::app {

// {"rule", "kind", "convention", "count", "values"} for the values v(0..N-1) of spec.
nlohmann::json values_report(const SequenceSpec& spec, const Sequence& values);
// The same for a rule given as JSON (a game known only by name: {"game": "lasker"}).
nlohmann::json values_report(nlohmann::json rule, Kind kind, Convention convention,
                             const Sequence& values);

}  // namespace nimlab::app
