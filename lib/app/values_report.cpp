#include "values_report.hpp"

#include "nimlab/values/format.hpp"

namespace nimlab::app {

nlohmann::json values_report(const SequenceSpec& spec, const Sequence& values) {
  return {{"rule", spec.game().name()},
          {"kind", kind_name(spec.kind())},
          {"convention", to_string(spec.convention())},
          {"count", values.size()},
          {"values", values_json(spec.kind(), values)}};
}

}  // namespace nimlab::app
