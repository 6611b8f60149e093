// The shared growing prefix (see nimlab/values/prefix.hpp). Grundy values of splitting games
// grow through SparseGrundy, which computes each value once; everything else is regenerated.
#include "nimlab/values/prefix.hpp"

#include <bit>
#include <chrono>
#include <cstdio>
#include <string>

#include "nimlab/values/format.hpp"
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
// far and when the next power of two is due: the values from n to 2n cost about twice what those
// from n/2 to n did while the rare positions stay few, which is when the method pays (`last`: the
// seconds that doubling took, negative when unknown, as after a resume).
std::string progress_line(const SparseProgress& p, double seconds, std::uint64_t steps,
                          double last) {
  const int k = std::bit_width(p.n) - 1;
  std::string line = "n=2^" + std::to_string(k) + " largest G[" + std::to_string(p.largest_heap) +
                     "]=" + std::to_string(p.largest);
  if (p.mask != 0 || p.position_parity)
    line += " rare mask " + mask_text(p.mask) + (p.position_parity ? "+parity" : "") +
            " num_rare " + std::to_string(p.rare_positions);
  char tail[96];
  std::snprintf(tail, sizeof tail, "; %.1f s, %.2g steps", seconds, static_cast<double>(steps));
  line += tail;
  if (last >= 0) {
    std::snprintf(tail, sizeof tail, "; 2^%d in about %.0f s", k + 1, 2 * last);
    line += tail;
  }
  return line;
}

// The line between two powers of two: how far towards the next one, and when it is due at the
// pace since the last one (`since_power`: the seconds since then, negative when unknown).
std::string between_line(const SparseStats& s, std::size_t n, double seconds, double since_power) {
  const int next = std::bit_width(n);  // n lies in [2^(next-1), 2^next)
  const std::size_t from = std::size_t{1} << (next - 1);
  const double done = static_cast<double>(n - from) / static_cast<double>(from);
  char text[192];
  std::snprintf(text, sizeof text,
                "n=%zu, %.0f%% of the way to 2^%d, largest G[%zu]=%u; %.1f s, %.2g steps", n,
                100 * done, next, s.largest_heap, static_cast<unsigned>(s.largest), seconds,
                static_cast<double>(s.work));
  std::string line = text;
  if (since_power >= 0 && done > 0) {
    std::snprintf(text, sizeof text, "; 2^%d in about %.0f s", next,
                  since_power * (1 - done) / done);
    line += text;
  }
  return line;
}

}  // namespace

bool uses_sparse_engine(const SequenceSpec& spec) {
  return sparse_engine_takes(spec.game()) && spec.kind() == Kind::grundy;
}

ValuePrefix::ValuePrefix(SequenceSpec spec, Progress progress, double line_every)
    : spec_(std::move(spec)),
      progress_(std::move(progress)),
      started_(now_seconds()),
      line_every_(line_every) {
  if (uses_sparse_engine(spec_)) {
    SparseGrundy::Progress report;
    // Short runs stay quiet: the first lines come at 2^16 values.
    if (progress_)
      report = [this](const SparseProgress& p) {
        const double seconds = now_seconds() - started_;
        // The doubling just ended is timed only when this object saw it begin.
        const double last = last_power_ == p.n / 2 ? seconds - last_power_seconds_ : -1;
        last_power_ = p.n;
        last_power_seconds_ = seconds;
        if (p.n >= (std::size_t{1} << 16)) {
          progress_(progress_line(p, seconds, engine_->sparse.stats().work, last));
          last_line_seconds_ = seconds;
        }
      };
    engine_ = std::make_unique<Engine>(Engine{SparseGrundy(spec_.game(), std::move(report))});
    if (progress_)
      engine_->sparse.set_heartbeat([this](std::size_t n) {
        const double seconds = now_seconds() - started_;
        if (seconds - last_line_seconds_ < line_every_ || std::has_single_bit(n)) return;
        const bool timed = last_power_ == std::bit_floor(n);
        progress_(between_line(engine_->sparse.stats(), n, seconds,
                               timed ? seconds - last_power_seconds_ : -1));
        last_line_seconds_ = seconds;
      });
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
