#include "values_report.hpp"

#include "nimlab/game/game_json.hpp"
#include "nimlab/values/format.hpp"

namespace nimlab::app {

nlohmann::json values_report(const SequenceSpec& spec, const Sequence& values) {
  return values_report(rule_json(spec.game()), spec.kind(), spec.convention(), values);
}

nlohmann::json values_report(nlohmann::json rule, Kind kind, Convention convention,
                             const Sequence& values) {
  return {{"rule", std::move(rule)},
          {"kind", kind_name(kind)},
          {"convention", convention_json(convention)},
          {"count", values.size()},
          {"values", values_json(kind, values)}};
}

}  // namespace nimlab::app
