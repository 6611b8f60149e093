#include "values_report.hpp"

#include "nimlab/game/game_json.hpp"
#include "nimlab/values/format.hpp"

namespace nimlab::app {

nlohmann::json values_report(const SequenceSpec& spec, const Sequence& values) {
  return {{"rule", rule_json(spec.game())},
          {"kind", kind_name(spec.kind())},
          {"convention", convention_json(spec.convention())},
          {"count", values.size()},
          {"values", values_json(spec.kind(), values)}};
}

}  // namespace nimlab::app
