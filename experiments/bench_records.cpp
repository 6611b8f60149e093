// Speed of the record search (prints figures; not a test).
//  1. Set-steps per second of the engines on the same sample of one-in-set sets (misere
//     outcomes), one thread: scalar Brent (the baseline), packed engine, bit engine (each kernel
//     this CPU runs). The sample is one work unit of the search (65536 consecutive indices from
//     an offset). A set-step is one hare step of Brent's method on one set
//     (2 max(mu, p) + p + M at most per set), counted from the computed (mu, p) so that every
//     engine is charged the same work whatever schedule it follows.
//  2. Wall time of the whole search of one M on every core, M = 20..max, and a projection of
//     `nimlab records --max 30/32/40` from the measured growth per M.
// Usage: bench_records [largest M for part 2, default 26]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "nimlab/records/search.hpp"

using namespace nimlab;
using namespace nimlab::records;

namespace {

double seconds_of(const auto& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
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
  SearchSpec spec;
  spec.convention.play = Play::misere;
  const bool avx2 = bit_kernel_available(BitKernel::avx2);
  std::printf("engine speed, one thread, misere outcomes, 65536 sets of the one-in-set family\n");
  std::printf("%4s %12s %12s %12s %12s %8s %8s %8s\n", "M", "scalar/s", "packed/s", "bit-base/s",
              avx2 ? "bit-avx2/s" : "-", "packed/x", "base/x", avx2 ? "avx2/x" : "-");
  for (unsigned M : {16u, 20u, 24u, 28u}) {
    std::vector<std::uint64_t> sets;
    const std::uint64_t n = family_count(Family::one_in_set, M);
    const std::uint64_t size = std::min<std::uint64_t>(n, 65536);
    const std::uint64_t offset = (n - size) / 3;
    for (std::uint64_t i = 0; i < size; ++i)
      sets.push_back(family_member(Family::one_in_set, M, offset + i));
    std::vector<Period> scalar(sets.size()), packed(sets.size()), base(sets.size()),
        wide(sets.size());
    const double ts = seconds_of([&] {
      for (std::size_t j = 0; j < sets.size(); ++j)
        scalar[j] = scalar_period(sequence_spec(spec, sets[j]));
    });
    const double tp = seconds_of([&] { packed_engine_periods(sets, M, Play::misere, packed); });
    BitEngineWorkspace ws;
    const double tb = seconds_of(
        [&] { bit_engine_periods(sets, M, Play::misere, base, ws, BitKernel::baseline); });
    const double tw = avx2 ? seconds_of([&] {
      bit_engine_periods(sets, M, Play::misere, wide, ws, BitKernel::avx2);
    })
                           : 0;
    if (scalar != packed || scalar != base || (avx2 && scalar != wide)) {
      std::printf("engines disagree at M = %u\n", M);
      return 3;
    }
    double steps = 0;
    for (const Period& pp : scalar) steps += brent_steps(pp.preperiod, pp.period) + M;
    std::printf("%4u %12.3g %12.3g %12.3g %12.3g %8.1f %8.1f %8.1f\n", M, steps / ts, steps / tp,
                steps / tb, avx2 ? steps / tw : 0.0, ts / tp, ts / tb, avx2 ? ts / tw : 0.0);
  }

  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::printf("\nwhole search of one M, %u threads, one-in-set, misere\n%4s %12s %10s\n", cores,
              "M", "sets", "seconds");
  SearchControl control;
  control.threads = cores;
  double last = 0, ratio = 0, total = 0;
  for (unsigned M = 20; M <= top; ++M) {
    spec.min_max = spec.max_max = M;
    const double t = seconds_of([&] { search(spec, control); });
    if (last > 0) ratio = t / last;
    last = t;
    total += t;
    std::printf("%4u %12llu %10.2f\n", M,
                static_cast<unsigned long long>(family_count(Family::one_in_set, M)), t);
  }
  if (ratio > 0) {
    std::printf("\ngrowth per M (last step): %.2f\n", ratio);
    for (unsigned target : {30u, 32u, 40u}) {
      const double one = last * std::pow(ratio, target - top);
      // The whole run --max target is the geometric sum of the rows below it.
      const double run = total + one * ratio / (ratio - 1) - last * ratio / (ratio - 1);
      std::printf("projected --max %u: %.0f s on this machine, %.0f s on 256 such cores\n", target,
                  run, run * cores / 256);
    }
  }
  return 0;
}
