// Where the prefix finders read their values: the cross-check's shared prefix when it is of the
// same spec (an outcome finder of a splitting game asks for the Grundy spec instead), else a
// prefix of their own. O(count) beyond the generation itself.
#include "nimlab/period/finders.hpp"

namespace nimlab {

std::span<const Value> prefix_of(const SequenceSpec& spec, std::size_t count,
                                 const FinderOptions& options, Sequence& own) {
  if (options.values && options.values->spec() == spec) return options.values->first(count);
  own = compute_values(spec, count);
  return own;
}

}  // namespace nimlab
