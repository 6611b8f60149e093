// See nimlab/values/sharing_governor.hpp.
#include "nimlab/values/sharing_governor.hpp"

#include <algorithm>
#include <ctime>

namespace nimlab::detail {
namespace {

double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

}  // namespace

void SharingGovernor::shared(Clock::time_point now) {
  if (!open_) {
    open_ = true;
    epoch_start_ = now;
    epoch_cpu_ = process_cpu_seconds();
    return;
  }
  const double elapsed = std::chrono::duration<double>(now - epoch_start_).count();
  if (elapsed < epoch) return;
  open_ = false;
  if (process_cpu_seconds() - epoch_cpu_ >= min_cores * elapsed) {
    backoff_ = initial_backoff;
    return;
  }
  off_until_ =
      now + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(backoff_));
  backoff_ = std::min(longest_backoff, 2 * backoff_);
}

}  // namespace nimlab::detail
