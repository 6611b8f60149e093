// Bit engine: the periods of many subtraction sets with the same largest element M, for outcome
// sequences under the standard stuck rule (every value is P or N: one bit), 64 W lanes at a time
// (W machine words per step: the kernel in bit_engine_run.hpp, built for the x86-64 baseline with
// W = 2 and for AVX2 with W = 4), each lane refilled with the next set as soon as its set is done.
//
// Bit-sliced layout: the vector H[g] holds bit j = [v_j(n) = P] for the set in lane j, whose
// heap n sits at global step g = s_j + n. With moves[s] = the lanes whose set contains s, one
// recurrence serves every lane at every step:
//   H[g] = ~OR_{s=1..M} (H[g-s] & moves[s]).
// For heaps n >= M it is the rule itself (N iff some option is P). For n < M the lane's window
// before its heap 0 holds virtual values that make the same recurrence exact: all N under normal
// play (an option below 0 does not exist), and under misere, with m = min(S), v(-k) = P for
// M-m < k <= M: a heap n < m then reaches the virtual P at n-M (N: a player without a move wins;
// heap 0 is N), while for n >= m every option below 0 is n-s >= -(M-m), virtual N. So a refill
// writes the virtual window into the lane's last M bits and its set into moves[].
// Cycle detection, per lane, on the windows x_a = v(a..a+M-1), a >= 0: the tortoise takes x_0,
// then moves to the hare's window after G0, 2 G0, 4 G0, ... steps (at a = 0, G0, 3 G0, 7 G0, ...;
// G0 = 2M rounded up to C); every step compares the hare's window with it, before any move
// (Brent's method). The first meeting at distance lambda from a tortoise at T gives the period
// lambda, and T >= mu (a window before mu never recurs; proofs/window-repetition.md), so the
// preperiod is 1 + the last n < T with v(n) != v(n+lambda) (0 when T = 0, without reading any
// value). Steps are grouped by C = 8: finished lanes are refilled at the last step of each group,
// so the lanes refilled together (a cohort) reach their schedule points together, all at steps of
// one residue mod C: there one masked copy of M vectors moves every cohort due. Values are
// transposed to per-lane words every 64 steps (64x64 bit blocks), from which the preperiods with
// T > 0 are read at the end of the block.
// Batches (bit_batch_run.hpp): most sets end within a few times the average length, so whole
// batches of 64 W sets first run side by side from heap 0 with one common tortoise schedule and
// no refills: the moves are the transpose of the masks (64x64 bit blocks), elements in every set
// of the batch need no mask, the tortoise is a position in the batch's history, the step at which
// each lane meets it is recorded bit-sliced (no branch per lane), and at the end of the batch the
// periods follow from those steps and the preperiods of the lanes that met a tortoise at T > 0
// from the transposed history. A batch
// stops when at most 1/16 of its lanes still run; those sets, and the sets that do not fill a
// batch, go through the refilling kernel above, which is exact for any mix of lengths.
// Run time: O(M W) word operations per step for 64 W lanes, plus O(W) per step for the
// transposes and O(M + log(age)) per group; a set occupies its lane for at most
// M + C + G0 + 2 max(mu, lambda) + lambda steps (the first schedule point T >= mu with a gap
// >= lambda is below 2 max(mu, lambda) + G0), plus O(M) for its refill and O(T / 64) for its
// preperiod. Memory: O(M W) words for the recent steps, plus W words per step since the oldest
// set still running started (the per-lane value words).
#include <algorithm>
#include <bit>
#include <memory>
#include <stdexcept>

#include "nimlab/error.hpp"
#include "nimlab/records/engines.hpp"
#include "records/period_scan.hpp"

namespace nimlab::records {
namespace {
namespace baseline {
#include "records/bit_engine_run.hpp"
// (after the refilling kernel, whose helpers it uses)
#include "records/bit_batch_run.hpp"
}  // namespace baseline

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define NIMLAB_BIT_ENGINE_AVX2 1
#pragma GCC push_options
#pragma GCC target("avx2")
namespace avx2 {
#include "records/bit_engine_run.hpp"
// (after the refilling kernel, whose helpers it uses)
#include "records/bit_batch_run.hpp"
}  // namespace avx2
#pragma GCC pop_options
#define NIMLAB_BIT_ENGINE_AVX512 1
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl")
namespace avx512 {
#include "records/bit_engine_run.hpp"
// (after the refilling kernel, whose helpers it uses)
#include "records/bit_batch_run.hpp"
}  // namespace avx512
#pragma GCC pop_options
#endif

}  // namespace

bool bit_kernel_available(BitKernel kernel) {
#ifdef NIMLAB_BIT_ENGINE_AVX2
  if (kernel == BitKernel::avx2) return __builtin_cpu_supports("avx2");
  if (kernel == BitKernel::avx512)
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl");
#else
  if (kernel == BitKernel::avx2 || kernel == BitKernel::avx512) return false;
#endif
  return true;
}

void bit_engine_periods(std::span<const std::uint64_t> masks, unsigned M, Play play,
                        std::span<Period> out, BitEngineWorkspace& workspace, BitKernel kernel) {
  if (masks.size() != out.size()) throw error("bit engine: one output per set is needed");
  if (M < 1 || M > 64) throw error("bit engine: the largest element must be in 1..64");
  for (std::uint64_t m : masks)
    if (m == 0 || std::bit_width(m) != M)
      throw error("bit engine: every set must have largest element " + std::to_string(M));
  if (!bit_kernel_available(kernel))
    throw error("bit engine: this CPU lacks the instructions of the kernel asked for");
  if (masks.empty()) return;
  if (kernel == BitKernel::automatic) {
    if (masks.size() <= 64) return baseline::run<1>(masks, M, play, out, workspace);
    kernel = bit_kernel_available(BitKernel::avx512) ? BitKernel::avx512
             : bit_kernel_available(BitKernel::avx2) ? BitKernel::avx2
                                                     : BitKernel::baseline;
  }
#ifdef NIMLAB_BIT_ENGINE_AVX2
  if (kernel == BitKernel::avx512) return avx512::run_all<8>(masks, M, play, out, workspace);
  if (kernel == BitKernel::avx2) return avx2::run_all<4>(masks, M, play, out, workspace);
#endif
  if (masks.size() <= 64) return baseline::run<1>(masks, M, play, out, workspace);
  baseline::run_all<2>(masks, M, play, out, workspace);
}

}  // namespace nimlab::records
