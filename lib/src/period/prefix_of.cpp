// Where the prefix finders read their values, and how far their prefix grows next. O(1) beyond
// generating values.
#include <algorithm>

#include "nimlab/period/finders.hpp"

namespace nimlab {

// The cross-check's shared prefix when it is of the same spec (an outcome finder of a splitting
// game asks for the Grundy spec instead), read where it is stored; else a prefix of its own.
ValueView prefix_of(const SequenceSpec& spec, std::size_t count, const FinderOptions& options,
                    Sequence& own) {
  if (options.values && options.values->spec() == spec) return options.values->view(count);
  own = compute_values(spec, count);
  return std::span<const Value>(own);
}

std::size_t next_prefix_length(std::size_t L, const PeriodResult& r, std::size_t max_values) {
  std::size_t next = 2 * L;
  if (r.proving_length > L && r.proving_length < next) next = std::max(r.proving_length, L + L / 8);
  return std::min(next, max_values);
}

}  // namespace nimlab
