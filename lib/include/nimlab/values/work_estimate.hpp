#pragma once
// Up-front estimates of the work a request of values takes, so that a request that would run for
// hours is refused (or its default budget lowered) before the work starts, with the estimate,
// the limit and the flag that raises it in the message.
//
// Work is counted in elementary steps of the inner loops (a move applied, a split visited, a
// window entry compared). Measured: 10^8 to 10^9 of them per second on one core (the sparse
// engine: about 5e8 per second with values below 256, 1e8 beyond: `period --octal .354`, 7.0e9
// steps in 14 s; `.6` to 2^20 values, 4.5e9 steps in 43 s, on a loaded two-core machine).
#include <cstddef>
#include <cstdint>
#include <string>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {

// The limit unless the user raises it (--max-work): one to ten minutes of work, room for the
// published periods of codes of up to three digits (.354 and .376 take 7e9 steps) and for the
// window finders of subtraction sets with elements of 10^5.
inline constexpr std::uint64_t default_max_work = std::uint64_t{1} << 36;

// The limit when the user names how many values to compute (values --count, period
// --max-values) and not the limit: the size named is what was asked for, so only what would take
// hours is refused. 2^41 steps is about an hour on one core at the sparse engine's rate:
// Grundy's game and the open octal games .6, .014, .161 and .172 to 2^28 values are estimated at
// 3e11 to 1.3e12 steps (Grundy's game took 47 CPU minutes).
inline constexpr std::uint64_t sized_max_work = std::uint64_t{1} << 41;

// The limit of a request: `given` unless it is 0 (the user gave none), else sized_max_work when
// the request names its size, else default_max_work.
constexpr std::uint64_t request_work_limit(std::uint64_t given, bool size_named) {
  return given != 0 ? given : size_named ? sized_max_work : default_max_work;
}

// Values computed first to estimate the rest for games that split heaps (their cost depends on
// how few values are rare, which only computing some of them reveals): 2^16, fewer for many
// splitting digits so that the probe itself stays below 2^30 steps.
std::size_t work_probe_length(const Game& game);

// Steps to compute v(0..count-1) of a game without splits: every move at every heap (all-but
// games: every excluded number at every heap).
std::uint64_t direct_values_work(const Game& game, std::size_t count);

// Steps to extend the sparse engine from `probe.n` values (with its statistics `stats` there) to
// count, as a lower bound: the marks over the rare positions (splits x rare positions per heap,
// assuming their number stays as it is, which is what makes the method fast) plus the searches
// at the probe's rate per heap; when the engine enumerated every split at the probe (the values
// are not sparse), s * n^2 / 4 as the classical loop (then exact). The engine's real work is
// measured as it runs (SparseStats::work, SparseGrundy::set_work_limit).
std::uint64_t sparse_values_work(const Game& game, std::size_t probed, const SparseStats& stats,
                                 std::size_t count);

// Throws nimlab::error, before the bulk of the work, when computing v(0..count-1) of spec would
// take more than max_work steps; the message gives the estimate, the limit and the flag
// (--max-work) that raises it. Games that split heaps are probed first (work_probe_length),
// unless values_probe_length says there is no need.
// Returns the estimate otherwise.
std::uint64_t check_values_work(const SequenceSpec& spec, std::size_t count,
                                std::uint64_t max_work);
// The values check_values_work computes first for this request: 0 when the game does not split
// heaps, or when even the enumeration of every split of every heap (s * count^2 / 4 steps) stays
// within max_work, which settles the question without computing anything.
std::size_t values_probe_length(const Game& game, std::size_t count, std::uint64_t max_work);

// "about 1.2e+12 steps": numbers too large for plain digits to read well.
std::string steps_text(std::uint64_t steps);

}  // namespace nimlab
