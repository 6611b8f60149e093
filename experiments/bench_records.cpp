// Speed of the record search (prints figures; not a test).
//  0. The headline, in one run and repeated: the search of `nimlab records` (search(), every
//     core) against a tight single-thread scalar Brent loop over the same sets, one machine word
//     per set (the window of the last M outcomes), the period only (written here, below), and
//     against the packed engine (the same loop, also keeping the values for the preperiod and
//     building the table row), on the whole one-in-set family of one M (normal play). Wall time
//     and CPU time of each and the ratios of the search to the tight loop; the machine may be
//     shared, so the load average is printed with every repetition. The tight loop's periods
//     must give the search's histogram of periods, and the packed engine's row the search's
//     row.
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
#include <bit>
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

// The baseline: the period of the outcome sequence of one set under normal play, by Brent's
// method on the window of the last M outcomes held in one word (bit i: heap a + i is a
// P-position), one word comparison per step.
std::uint64_t tight_brent_period(std::uint64_t mask, unsigned M) {
  std::uint64_t options = 0, window = 0;
  for (unsigned n = 0; n < M; ++n) {
    const std::uint64_t p = (options & mask) == 0;
    options = (options << 1) | p;
    window |= p << n;
  }
  std::uint64_t reach = 0;
  for (std::uint64_t x = mask; x; x &= x - 1)
    reach |= std::uint64_t{1} << (M - 1 - std::countr_zero(x));
  std::uint64_t hare = window, tortoise = window, steps = 0, power = 1;
  for (;;) {
    hare = (hare >> 1) | (static_cast<std::uint64_t>((hare & reach) == 0) << (M - 1));
    if (hare == tortoise) return steps + 1;
    if (++steps == power) {
      tortoise = hare;
      steps = 0;
      power *= 2;
    }
  }
}

// Part 0: one repetition; returns the wall-time ratio of the search to the tight loop.
double headline(unsigned M, unsigned threads, int repetition) {
  SearchSpec spec;
  spec.min_max = spec.max_max = M;
  std::vector<std::uint64_t> sets;
  for (std::uint64_t i = 0; i < family_count(Family::one_in_set, M); ++i)
    sets.push_back(family_member(Family::one_in_set, M, i));
  const double load = load_average();
  // The tight loop: periods only, counted in a histogram.
  std::vector<std::uint64_t> tight_histogram;
  const double t0 = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
  const double tight_wall = seconds_of([&] {
    for (std::uint64_t mask : sets) {
      const std::uint64_t p = tight_brent_period(mask, M);
      if (p >= tight_histogram.size()) tight_histogram.resize(p + 1);
      ++tight_histogram[p];
    }
  });
  const double tight_cpu = cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - t0;
  // The packed engine, with the same bookkeeping as the search (one table row).
  std::vector<Period> periods(sets.size());
  Row plain;
  plain.max = M;
  const double plain_wall = seconds_of([&] {
    packed_engine_periods(sets, M, Play::normal, periods);
    for (std::size_t j = 0; j < sets.size(); ++j) plain.add(sets[j], periods[j]);
    plain.normalize();
  });
  SearchControl control;
  control.threads = threads;
  Table table;
  const double p0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
  const double search_wall = seconds_of([&] { table = search(spec, control); });
  const double search_cpu = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID) - p0;
  if (table.rows.size() != 1 || !(table.rows[0] == plain)) {
    std::printf("the search and the packed engine disagree at M = %u\n", M);
    std::exit(3);
  }
  nimlab::records::PeriodHistogram tight;
  for (std::size_t p = 0; p < tight_histogram.size(); ++p)
    if (tight_histogram[p] != 0) tight.add(p, tight_histogram[p]);
  if (!(table.rows[0].histogram == tight)) {
    std::printf("the search and the tight loop disagree on the periods at M = %u\n", M);
    std::exit(3);
  }
  std::printf("%3d %5.1f %10.2f %10.2f %10.2f %10.2f %10.2f %9.1fx %9.1fx\n", repetition, load,
              tight_wall, tight_cpu, plain_wall, search_wall, search_cpu, tight_wall / search_wall,
              tight_cpu / search_cpu);
  return tight_wall / search_wall;
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
      "records search (%u threads) against a tight single-thread scalar Brent loop (one word per\n"
      "set, period only) and the packed engine (the same loop with preperiods and the table row),\n"
      "whole one-in-set family of M = %u (%llu sets), normal play; seconds; ratios: tight loop\n"
      "over search\n"
      "%3s %5s %10s %10s %10s %10s %10s %10s %10s\n",
      cores, headline_m,
      static_cast<unsigned long long>(family_count(Family::one_in_set, headline_m)), "run", "load",
      "tight-wall", "tight-cpu", "packed-wall", "search-wall", "search-cpu", "wall-ratio",
      "cpu-ratio");
  double lo = 1e300, hi = 0;
  for (int r = 1; r <= repetitions; ++r) {
    const double x = headline(headline_m, cores, r);
    lo = std::min(lo, x);
    hi = std::max(hi, x);
  }
  if (repetitions > 0)
    std::printf("speed-up of the search over the tight loop (wall): %.1fx to %.1fx\n\n", lo, hi);

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
