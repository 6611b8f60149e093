// The shared growing prefix (see nimlab/values/prefix.hpp). Grundy values of splitting games
// grow through SparseGrundy, which computes each value once; everything else is regenerated.
#include "nimlab/values/prefix.hpp"

#include <bit>
#include <chrono>
#include <cstdio>
#include <string>

#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {

struct ValuePrefix::Engine {
  SparseGrundy sparse;
};

namespace {

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The progress line researchers know from the sparse-space solvers, then the time and work so
// far and when the next power of two is due: the values from n to 2n cost about what those
// below n did while the rare positions stay few, which is when the method pays.
std::string progress_line(const SparseProgress& p, double seconds, std::uint64_t steps) {
  const int k = std::bit_width(p.n) - 1;
  std::string line = "n=2^" + std::to_string(k) + " largest G[" + std::to_string(p.largest_heap) +
                     "]=" + std::to_string(p.largest);
  if (p.mask != 0 || p.position_parity)
    line += " rare mask " + std::to_string(p.mask) + (p.position_parity ? "+parity" : "") +
            " num_rare " + std::to_string(p.rare_positions);
  char tail[96];
  std::snprintf(tail, sizeof tail, "; %.1f s, %.2g steps; 2^%d in about %.0f s", seconds,
                static_cast<double>(steps), k + 1, seconds);
  return line + tail;
}

}  // namespace

bool uses_sparse_engine(const SequenceSpec& spec) {
  return sparse_engine_takes(spec.game()) && spec.kind() == Kind::grundy;
}

ValuePrefix::ValuePrefix(SequenceSpec spec, Progress progress)
    : spec_(std::move(spec)), progress_(std::move(progress)), started_(now_seconds()) {
  if (uses_sparse_engine(spec_)) {
    SparseGrundy::Progress report;
    // Short runs stay quiet: the first lines come at 2^16 values.
    if (progress_)
      report = [this](const SparseProgress& p) {
        if (p.n >= (std::size_t{1} << 16))
          progress_(progress_line(p, now_seconds() - started_, engine_->sparse.stats().work));
      };
    engine_ = std::make_unique<Engine>(Engine{SparseGrundy(spec_.game(), std::move(report))});
  }
}

ValuePrefix::~ValuePrefix() = default;

SparseGrundy* ValuePrefix::sparse_engine() {
  return engine_ ? &engine_->sparse : nullptr;
}

ValueView ValuePrefix::view(std::size_t count) {
  if (engine_) {
    engine_->sparse.extend_to(count);
    return view_first(engine_->sparse.view(), count);
  }
  if (count > values_.size()) values_ = compute_values(spec_, count);
  return std::span<const Value>(values_).first(count);
}

std::span<const Value> ValuePrefix::first(std::size_t count) {
  const ValueView v = view(count);
  if (engine_) values_ = view_copy(v, 0, count);
  return std::span<const Value>(values_).first(count);
}

}  // namespace nimlab
