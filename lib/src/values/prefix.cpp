// The shared growing prefix (see nimlab/values/prefix.hpp). Grundy values of splitting games
// grow through SparseGrundy, which computes each value once; everything else is regenerated.
#include "nimlab/values/prefix.hpp"

#include <bit>
#include <string>

#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {

struct ValuePrefix::Engine {
  SparseGrundy sparse;
};

namespace {

// The progress line researchers know from the sparse-space solvers.
std::string progress_line(const SparseProgress& p) {
  std::string line = "n=2^" + std::to_string(std::bit_width(p.n) - 1) + " largest G[" +
                     std::to_string(p.largest_heap) + "]=" + std::to_string(p.largest);
  if (p.mask != 0 || p.position_parity)
    line += " rare mask " + std::to_string(p.mask) + (p.position_parity ? "+parity" : "") +
            " num_rare " + std::to_string(p.rare_positions);
  return line;
}

}  // namespace

ValuePrefix::ValuePrefix(SequenceSpec spec, Progress progress)
    : spec_(std::move(spec)), progress_(std::move(progress)) {
  if (spec_.game().splits() && spec_.game().octal_moves_only() && spec_.kind() == Kind::grundy) {
    SparseGrundy::Progress report;
    // Short runs stay quiet: the first lines come at 2^16 values.
    if (progress_)
      report = [this](const SparseProgress& p) {
        if (p.n >= (std::size_t{1} << 16)) progress_(progress_line(p));
      };
    engine_ = std::make_unique<Engine>(Engine{SparseGrundy(spec_.game(), std::move(report))});
  }
}

ValuePrefix::~ValuePrefix() = default;

SparseGrundy* ValuePrefix::sparse_engine() {
  return engine_ ? &engine_->sparse : nullptr;
}

std::span<const Value> ValuePrefix::first(std::size_t count) {
  if (count > values_.size()) {
    if (engine_) {
      engine_->sparse.extend_to(count);
      values_ = engine_->sparse.prefix(count);
    } else {
      values_ = compute_values(spec_, count);
    }
  }
  return std::span<const Value>(values_).first(count);
}

}  // namespace nimlab
