#pragma once
// A fixed team of threads for the engines that share one computation among threads: the sparse
// engine's blocks of heaps (octal_sparse.hpp) and the three-heap engine's heaps, or the words and
// scans of one heap; both hand out work many thousand times a second.
//
// Why not OpenMP: how its threads wait between parallel regions is fixed when its runtime
// loads (GNU's spins about 300000 times before sleeping, and reads GOMP_SPINCOUNT only at
// start-up), and nothing tells it when the threads of a run share one core. Here a waiting
// thread spins for up to 5 ms, then sleeps on the futex (std::atomic::wait); the engines'
// sharing governor (sharing_governor.hpp) stops the hand-overs while the process gets fewer
// cores than threads, so a spinner does not hold the core of the thread it waits for for long.
// Why 5 ms and not a few microseconds: thread_team.cpp. A team with more threads than the CPUs
// the process may use does not spin: its threads sleep at once.
#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

namespace nimlab::detail {

// The threads an engine uses when its caller names none: OMP_NUM_THREADS when set to a positive
// number (the variable users set to share a machine; at most 4096), else one per core.
unsigned default_engine_threads();

// A hint to the core that this thread is spinning on a value another thread will change (a
// pause on x86): the spinner yields the core's shared resources meanwhile.
inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

// Waits until `value` is no longer `old` and returns the new value: a spin of up to 5 ms (when
// `spin`; 64 pauses otherwise), then a sleep on the futex, so the thread that changes it must
// call notify_all (or notify_one) after the store. Defined for std::uint64_t and unsigned.
template <class T>
T wait_change(const std::atomic<T>& value, T old, bool spin);

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
  // Whether the team's waits spin first (as wait_change's `spin`): false when it has more
  // threads than the CPUs the process may use. Meaningful within run().
  bool spins() const { return spin_; }

 private:
  void stop();
  void work(unsigned index);

  std::vector<std::thread> workers_;
  const std::function<void(unsigned)>* job_ = nullptr;
  std::atomic<std::uint64_t> generation_{0};  // bumped to start a job; ~0: stop
  std::atomic<unsigned> running_{0};          // workers still in the current job
  bool spin_ = true;  // whether waits spin first: not with more threads than usable CPUs
};

}  // namespace nimlab::detail
