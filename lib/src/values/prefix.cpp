// The shared growing prefix (see nimlab/values/prefix.hpp).
#include "nimlab/values/prefix.hpp"

namespace nimlab {

// The incremental engine of splitting games; empty until the sparse engine keeps its state.
struct ValuePrefix::Engine {};

ValuePrefix::ValuePrefix(SequenceSpec spec, Progress progress)
    : spec_(std::move(spec)), progress_(std::move(progress)) {}

ValuePrefix::~ValuePrefix() = default;

std::span<const Value> ValuePrefix::first(std::size_t count) {
  if (count > values_.size()) values_ = compute_values(spec_, count);
  return std::span<const Value>(values_).first(count);
}

}  // namespace nimlab
