// See nimlab/values/thread_team.hpp.
#include "nimlab/values/thread_team.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <exception>

#if defined(__linux__)
#include <sched.h>
#endif

namespace nimlab::detail {
namespace {

constexpr std::uint64_t stopping = ~std::uint64_t{0};

// How long a waiting thread keeps its core before it sleeps. Sleeping costs more than the
// wake-up beside a busy process, even one at nice 19: the scheduler then runs that process on
// the freed core for a whole time slice (milliseconds) before the woken thread gets it back, and
// a run that hands over blocks thousands of times a second loses its second core (measured on
// two cores beside a nice-19 loop: 2^21 values of Grundy's game took 13.4 s on two threads
// waiting 50 microseconds, the loop taking 9.7 s of CPU meanwhile; 8.9 s waiting 5 ms, the loop
// 0.4 s; on a noisy shared machine, interleaved runs gave 10.1 and 13.3 s against 9.5 and
// 10.0 s). Spinning longer than the waits of a quiet machine costs no time there; where the
// threads of a run share one core, the spinner holds it from the worker, and the sharing
// governor (sharing_governor.hpp) then stops the hand-overs.
constexpr auto spin_limit = std::chrono::milliseconds(5);

// The CPUs this process may run on. A team with more threads than that always has one waiting
// for a core, and a spinner would hold the core it waits for (measured on two cores:
// `values --hex .9 -n 4096` took 26.9 s on three threads that spun, 0.10 s on three that do not,
// 0.08 s on two).
unsigned usable_cpus() {
#if defined(__linux__)
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
#endif
  return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace

// A spin of up to spin_limit, then a sleep on the futex.
template <class T>
T wait_change(const std::atomic<T>& value, T old, bool spin) {
  const auto until =
      std::chrono::steady_clock::now() + (spin ? spin_limit : std::chrono::milliseconds::zero());
  do {
    for (int i = 0; i < 64; ++i) {  // the clock read costs more than a pause
      const T now = value.load(std::memory_order_acquire);
      if (now != old) return now;
      cpu_relax();
    }
  } while (std::chrono::steady_clock::now() < until);
  for (;;) {
    value.wait(old, std::memory_order_acquire);
    const T now = value.load(std::memory_order_acquire);
    if (now != old) return now;
  }
}

template std::uint64_t wait_change(const std::atomic<std::uint64_t>&, std::uint64_t, bool);
template unsigned wait_change(const std::atomic<unsigned>&, unsigned, bool);

unsigned default_engine_threads() {
  if (const char* text = std::getenv("OMP_NUM_THREADS")) {
    const long n = std::strtol(text, nullptr, 10);
    if (n > 0) return static_cast<unsigned>(std::min<long>(n, 4096));
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

ThreadTeam::~ThreadTeam() {
  stop();
}

void ThreadTeam::stop() {
  if (workers_.empty()) return;
  generation_.store(stopping, std::memory_order_release);
  generation_.notify_all();
  for (std::thread& t : workers_) t.join();
  workers_.clear();
  generation_.store(0, std::memory_order_relaxed);
}

void ThreadTeam::work(unsigned index) {
  std::uint64_t seen = 0;
  for (;;) {
    seen = wait_change(generation_, seen, spin_);
    if (seen == stopping) return;
    (*job_)(index);
    if (running_.fetch_sub(1, std::memory_order_acq_rel) == 1) running_.notify_one();
  }
}

void ThreadTeam::run(unsigned threads, const std::function<void(unsigned)>& job) {
  if (threads <= 1) {
    job(0);
    return;
  }
  if (workers_.size() != threads - 1) {
    stop();
    spin_ = threads <= usable_cpus();
    for (unsigned t = 1; t < threads; ++t) workers_.emplace_back([this, t] { work(t); });
  }
  job_ = &job;
  running_.store(threads - 1, std::memory_order_relaxed);
  generation_.fetch_add(1, std::memory_order_release);
  generation_.notify_all();
  std::exception_ptr failure;
  try {
    job(0);
  } catch (...) {
    failure = std::current_exception();
  }
  for (unsigned left = running_.load(std::memory_order_acquire); left != 0;)
    left = wait_change(running_, left, spin_);
  job_ = nullptr;
  if (failure) std::rethrow_exception(failure);
}

}  // namespace nimlab::detail
