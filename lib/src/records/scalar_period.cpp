// The records' reference engine: the period registry's Brent finder, one set at a time.
// Run time O((mu + p) * M), memory O(M) per set.
#include <stdexcept>

#include "nimlab/period/finders.hpp"
#include "nimlab/records/engines.hpp"

namespace nimlab::records {

Period scalar_period(const SequenceSpec& spec) {
  FinderOptions options;
  options.max_values = max_engine_steps;
  const PeriodResult r = brent_cycle(spec, options);
  if (!r.found)
    throw std::runtime_error("no repeated window of " + spec.game().name() + " within " +
                             std::to_string(max_engine_steps) + " steps");
  return r;
}

}  // namespace nimlab::records
