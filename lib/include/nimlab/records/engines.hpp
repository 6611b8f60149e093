#pragma once
// Period finders for many subtraction sets at once, used by the record search.
//
// Each returns, per set, its period (nimlab/period/result.hpp), always with a window proof: the
// state of a set S is the window v(a..a+M-1), M = max(S), which for every a >= 0 determines
// v(a+M) (all moves are available from n >= M on), so the first repeated window proves the
// period, and the state cycle's length and tail are exactly p and mu
// (proofs/window-repetition.md).
//
//  - scalar_period: one set at a time through the period registry's Brent finder; any kind and
//    convention. The reference.
//  - bit_engine_periods: 64 sets per machine word (bit-sliced across sets, up to 512 lanes),
//    outcome sequences under the standard stuck rule only (then every value is P or N, one bit);
//    whole batches of lanes first run side by side, then the few long sets left over run on
//    lanes that take the next set as soon as theirs is done. The engine of the record search.
//  - packed_engine_periods: one set's whole window in a machine word (M <= 64 values of one bit),
//    same scope; O(1) word operations per step but one dependent chain per set: the plain
//    single-thread Brent loop that experiments/bench_records.cpp compares the search with.
//  All sets of one call of either share their largest element M.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/result.hpp"

namespace nimlab::records {

// Largest number of window steps either engine takes for one set before it gives up with
// std::runtime_error (an internal limit, far beyond every family searched so far).
inline constexpr std::uint64_t max_engine_steps = std::uint64_t{1} << 27;

// One set at a time through the period registry's Brent finder (nimlab/period/finders.hpp), on
// the same window stepper as every other cycle finder; any kind and convention. The reference of
// the engines and the benchmark's baseline. Throws std::runtime_error beyond max_engine_steps.
Period scalar_period(const SequenceSpec& spec);

// masks: sets as bit masks (bit s-1 <-> s), all with largest element M, 1 <= M <= 64. Writes one
// Period per mask to out. Throws nimlab::error on an empty set, a mask whose largest element
// is not M, or a size mismatch.
void packed_engine_periods(std::span<const std::uint64_t> masks, unsigned M, Play play,
                           std::span<Period> out);

// Most lanes the bit engine runs at once (it uses 64, 128 or 256 by the number of sets and the
// kernel; a call with fewer sets than lanes leaves lanes idle, so callers batch at least this
// many).
inline constexpr std::size_t bit_engine_lanes = 512;

// Reusable scratch memory of the bit engine (one per thread).
struct BitEngineWorkspace {
  std::vector<std::uint64_t> lane_words;  // the values of every lane, 64 steps per word
};

// The bit engine's kernels: `baseline` runs 128 lanes with the x86-64 baseline instructions
// (SSE2), `avx2` 256 lanes with AVX2 and `avx512` 512 lanes with AVX-512 F/BW/VL (each only where
// the CPU has it); `automatic` takes the widest available, and 64 lanes for at most 64 sets.
// Every kernel gives the same results.
enum class BitKernel { automatic, baseline, avx2, avx512 };
bool bit_kernel_available(BitKernel kernel);

// masks: any number of sets as bit masks (bit s-1 <-> s), all with highest bit M-1,
// 1 <= M <= 64. Writes one Period per mask to out (out.size() == masks.size()).
// Throws nimlab::error on an empty set, a mask whose largest element is not M, a size mismatch,
// or a kernel this CPU lacks.
void bit_engine_periods(std::span<const std::uint64_t> masks, unsigned M, Play play,
                        std::span<Period> out, BitEngineWorkspace& workspace,
                        BitKernel kernel = BitKernel::automatic);

// Whether the packed and bit engines cover this kind and convention.
inline bool bit_engine_applies(Kind kind, Convention c) {
  return kind == Kind::outcome && c.stuck == Stuck::standard;
}

}  // namespace nimlab::records
