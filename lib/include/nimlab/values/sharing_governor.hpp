#pragma once
// Whether sharing blocks of heaps among threads pays (the sparse engine, octal_sparse.hpp).
//
// Threads help only when each gets a core. Beside busy processes the scheduler may leave two
// threads of a run on one core, which then pays for every hand-over between them and gains
// nothing (measured: 2^20 values of .161 took 2.7 s on two threads against 1.85 s on one,
// beside one busy process on two cores). The governor compares, over epochs of a fifth of a
// second of shared blocks, the CPU time the process used with the time that passed: below
// 1.25 cores at work, sharing stops for a while (half a second, doubling while the retries fail,
// up to 8 s) and is then tried again. It decides only who does the work, never what is
// computed: values and work counts are the same either way.
#include <chrono>

namespace nimlab::detail {

class SharingGovernor {
 public:
  using Clock = std::chrono::steady_clock;

  // Whether blocks are shared at `now`.
  bool sharing(Clock::time_point now) const { return now >= off_until_; }
  // Called after each shared block, at `now`.
  void shared(Clock::time_point now);

 private:
  bool open_ = false;  // an epoch is being measured
  Clock::time_point epoch_start_{};
  double epoch_cpu_ = 0;  // the process's CPU seconds when it began
  Clock::time_point off_until_{};
  double backoff_ = initial_backoff;

  static constexpr double epoch = 0.2, min_cores = 1.25;
  static constexpr double initial_backoff = 0.5, longest_backoff = 8.0;
};

}  // namespace nimlab::detail
