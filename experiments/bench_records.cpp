// Speed of the record search (prints figures; not a test).
//  0. The headline, in one run and repeated: the search of `nimlab records` (search(), every
//     core) against a plain single-thread Brent loop over the same sets (the packed engine: the
//     window in one machine word, O(1) word operations per step), on the whole one-in-set family
//     of one M (normal play). Wall time and CPU time of each side and their ratios; the machine
//     may be shared, so the load average is printed with every repetition.
//  1. Set-steps per CPU second (of the thread) of the engines on the same sample of one-in-set sets
//  (misere
//     outcomes), one thread: scalar Brent of the period registry, packed engine, bit engine (each
//     kernel this CPU runs). The sample is one work unit of the search (65536 consecutive indices
//     from an offset). A set-step is one hare step of Brent's method on one set
//     (2 max(mu, p) + p + M at most per set), counted from the computed (mu, p) so that every
//     engine is charged the same work whatever schedule it follows.
//  2. Wall and CPU time of the whole search of one M on every core, M = 20..max, and a projection
//  of
//     `nimlab records --max 30/32/40` from the measured growth per M.
// Usage: bench_records [largest M for part 2, default 26 [M of part 0, default 25
//                      [repetitions of part 0, default 3]]]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "nimlab/records/search.hpp"

using namespace nimlab;
using namespace nimlab::records;

namespace {

double seconds_of(const auto& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double cpu_seconds(clockid_t clock) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

double load_average() {
  std::ifstream in("/proc/loadavg");
  double load = -1;
  in >> load;
  return load;
}

// CPU time of the calling thread (what a shared machine does not inflate).
double thread_seconds_of(const auto& f) {
  const double t0 = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
  f();
  return cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - t0;
}

// Part 0: one repetition; returns the wall-time ratio.
double headline(unsigned M, unsigned threads, int repetition) {
  SearchSpec spec;
  spec.min_max = spec.max_max = M;
  std::vector<std::uint64_t> sets;
  for (std::uint64_t i = 0; i < family_count(Family::one_in_set, M); ++i)
    sets.push_back(family_member(Family::one_in_set, M, i));
  const double load = load_average();
  // The plain loop, with the same bookkeeping as the search (one table row).
  std::vector<Period> periods(sets.size());
  Row plain;
  plain.max = M;
  const double c0 = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
  const double plain_wall = seconds_of([&] {
    packed_engine_periods(sets, M, Play::normal, periods);
    for (std::size_t j = 0; j < sets.size(); ++j) plain.add(sets[j], periods[j]);
    plain.normalize();
  });
  const double plain_cpu = cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - c0;
  SearchControl control;
  control.threads = threads;
  Table table;
  const double p0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
  const double search_wall = seconds_of([&] { table = search(spec, control); });
  const double search_cpu = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID) - p0;
  if (table.rows.size() != 1 || !(table.rows[0] == plain)) {
    std::printf("the search and the plain loop disagree at M = %u\n", M);
    std::exit(3);
  }
  std::printf("%3d %5.1f %10.2f %10.2f %10.2f %10.2f %9.1fx %9.1fx\n", repetition, load, plain_wall,
              plain_cpu, search_wall, search_cpu, plain_wall / search_wall, plain_cpu / search_cpu);
  return plain_wall / search_wall;
}

// Hare steps of Brent's method for a sequence with preperiod mu and period p.
double brent_steps(std::uint64_t mu, std::uint64_t p) {
  std::uint64_t t = 0, power = 1;
  for (std::uint64_t a = 1;; ++a) {
    if (t >= mu && a - t == p) return static_cast<double>(a);
    if (a - t == power) t = a, power *= 2;
  }
}

}  // namespace

int main(int argc, char** argv) {
  const unsigned top = argc > 1 ? static_cast<unsigned>(std::atoi(argv[1])) : 26;
  const unsigned headline_m = argc > 2 ? static_cast<unsigned>(std::atoi(argv[2])) : 25;
  const int repetitions = argc > 3 ? std::atoi(argv[3]) : 3;
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::printf(
      "records search (%u threads) against a plain single-thread Brent loop (packed engine),\n"
      "whole one-in-set family of M = %u (%llu sets), normal play; seconds\n"
      "%3s %5s %10s %10s %10s %10s %10s %10s\n",
      cores, headline_m,
      static_cast<unsigned long long>(family_count(Family::one_in_set, headline_m)), "run", "load",
      "loop-wall", "loop-cpu", "search-wall", "search-cpu", "wall-ratio", "cpu-ratio");
  double lo = 1e300, hi = 0;
  for (int r = 1; r <= repetitions; ++r) {
    const double x = headline(headline_m, cores, r);
    lo = std::min(lo, x);
    hi = std::max(hi, x);
  }
  if (repetitions > 0)
    std::printf("speed-up of the search over the plain loop (wall): %.1fx to %.1fx\n\n", lo, hi);

  SearchSpec spec;
  spec.convention.play = Play::misere;
  // Kernels this CPU runs, besides the baseline.
  std::vector<std::pair<BitKernel, const char*>> wide;
  if (bit_kernel_available(BitKernel::avx2)) wide.emplace_back(BitKernel::avx2, "avx2");
  if (bit_kernel_available(BitKernel::avx512)) wide.emplace_back(BitKernel::avx512, "avx512");
  std::printf("engine speed, one thread, misere outcomes, 65536 sets of the one-in-set family\n");
  std::printf(
      "(set-steps per CPU second of the thread, and in brackets the speed-up over the registry's "
      "Brent)\n");
  std::printf("%4s %10s %17s %17s", "M", "scalar/s", "packed/s", "bit-base/s");
  for (const auto& k : wide) std::printf(" %14s/s", (std::string("bit-") + k.second).c_str());
  std::printf("\n");
  for (unsigned M : {16u, 20u, 24u, 28u}) {
    std::vector<std::uint64_t> sets;
    const std::uint64_t n = family_count(Family::one_in_set, M);
    const std::uint64_t size = std::min<std::uint64_t>(n, 65536);
    const std::uint64_t offset = (n - size) / 3;
    for (std::uint64_t i = 0; i < size; ++i)
      sets.push_back(family_member(Family::one_in_set, M, offset + i));
    std::vector<Period> scalar(sets.size()), other(sets.size());
    const double ts = thread_seconds_of([&] {
      for (std::size_t j = 0; j < sets.size(); ++j)
        scalar[j] = scalar_period(sequence_spec(spec, sets[j]));
    });
    double steps = 0;
    for (const Period& pp : scalar) steps += brent_steps(pp.preperiod, pp.period) + M;
    std::printf("%4u %10.3g", M, steps / ts);
    auto column = [&](const char* name, const auto& run) {
      const double t = thread_seconds_of(run);
      if (other != scalar) {
        std::printf("\n%s disagrees with the registry's Brent at M = %u\n", name, M);
        std::exit(3);
      }
      std::printf(" %9.3g (%4.0fx)", steps / t, ts / t);
    };
    column("packed", [&] { packed_engine_periods(sets, M, Play::misere, other); });
    BitEngineWorkspace ws;
    column("bit-base",
           [&] { bit_engine_periods(sets, M, Play::misere, other, ws, BitKernel::baseline); });
    for (const auto& k : wide)
      column(k.second, [&] { bit_engine_periods(sets, M, Play::misere, other, ws, k.first); });
    std::printf("\n");
  }

  std::printf("\nwhole search of one M, %u threads, one-in-set, misere\n%4s %12s %10s %10s\n",
              cores, "M", "sets", "wall s", "cpu s");
  SearchControl control;
  control.threads = cores;
  // The projection rests on CPU seconds (a shared machine inflates the wall time, not the CPU
  // time) and on the growth per M over the last rows measured (from M = 22 on; smaller M are too
  // short to time).
  double first_cpu = 0, last_cpu = 0, total_cpu = 0;
  const unsigned from = std::min(22u, top);
  for (unsigned M = 20; M <= top; ++M) {
    spec.min_max = spec.max_max = M;
    const double p0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
    const double t = seconds_of([&] { search(spec, control); });
    const double cpu = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID) - p0;
    if (M == from) first_cpu = cpu;
    last_cpu = cpu;
    total_cpu += cpu;
    std::printf("%4u %12llu %10.2f %10.2f\n", M,
                static_cast<unsigned long long>(family_count(Family::one_in_set, M)), t, cpu);
  }
  if (top > from && first_cpu > 0) {
    const double ratio = std::pow(last_cpu / first_cpu, 1.0 / (top - from));
    std::printf("\ngrowth of the CPU time per M (M = %u..%u): %.2f\n", from, top, ratio);
    for (unsigned target : {30u, 32u, 36u, 40u}) {
      // The whole run --max target is the geometric sum of the rows up to it.
      const double one = last_cpu * std::pow(ratio, target - top);
      const double run = total_cpu + (one - last_cpu) * ratio / (ratio - 1);
      std::printf(
          "projected --max %u: %.0f CPU s, %.0f s on %u free cores of this machine, %.0f s on "
          "256\n",
          target, run, run / cores, cores, run / 256);
    }
  }
  return 0;
}
