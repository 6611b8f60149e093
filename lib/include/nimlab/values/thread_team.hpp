#pragma once
// A fixed team of threads for the engines that share one computation among threads: the sparse
// engine's blocks of heaps (octal_sparse.hpp) and the three-heap engine's words and scans of one
// heap; both hand out work many thousand times a second.
//
// Why not OpenMP: how its threads wait between parallel regions is fixed when its runtime
// loads (GNU's spins about 300000 times before sleeping, and reads GOMP_SPINCOUNT only at
// start-up). Beside one busy process on two cores the scheduler sometimes puts both threads
// of a run on one core, where the spinning one takes the core from the one with work: 2^20
// values of .161 then took 12 to 63 s on two threads against 1.8 s on one (measured). Here a
// waiting thread spins for a few tens of microseconds, enough to catch the next block on a
// quiet machine, then sleeps on the futex (std::atomic::wait) and leaves the core.
#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

namespace nimlab::detail {

// The threads an engine uses when its caller names none: OMP_NUM_THREADS when set to a positive
// number (the variable users set to share a machine; at most 4096), else one per core.
unsigned default_engine_threads();

class ThreadTeam {
 public:
  ThreadTeam() = default;
  ~ThreadTeam();
  ThreadTeam(const ThreadTeam&) = delete;
  ThreadTeam& operator=(const ThreadTeam&) = delete;

  // Runs job(t) for t = 0 .. threads - 1 at once, t = 0 on the calling thread, and returns when
  // every call has returned; whatever the calls wrote is then visible to the caller. Starts
  // (or restarts with another size) the workers as needed. job must not throw on t > 0 (it
  // would end the process); an exception thrown by job(0) is rethrown once every call returned.
  void run(unsigned threads, const std::function<void(unsigned)>& job);

 private:
  void stop();
  void work(unsigned index);

  std::vector<std::thread> workers_;
  const std::function<void(unsigned)>* job_ = nullptr;
  std::atomic<std::uint64_t> generation_{0};  // bumped to start a job; ~0: stop
  std::atomic<unsigned> running_{0};          // workers still in the current job
};

}  // namespace nimlab::detail
