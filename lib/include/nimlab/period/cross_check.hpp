#pragma once
// The period service: every applicable finder of the registry run on one sequence, their answers
// compared, and the best proven answer chosen. Every caller that needs a period (the CLI, the
// self-test, the reproduction of the sources, the record search's second opinion, the
// experiments) goes through cross_checked_period, so the policy lives here alone.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/period/result.hpp"
#include "nimlab/values/prefix.hpp"

namespace nimlab {

struct CrossCheckOptions {
  // Longest prefix (or number of window steps) a finder may use; 0 means
  // default_max_values(spec). Prefix finders double their prefix from 64 up to it and stop as
  // soon as a period is proven, so a large cap costs nothing when the proof comes early.
  std::size_t max_values = 0;
  // Limit on the work (steps, see nimlab/values/work_estimate.hpp); 0 means default_max_work.
  // Estimated before the finders start: a max_values beyond it is refused with nimlab::error, the
  // default cap is lowered to fit it. The sparse engine's estimate is optimistic (its cost
  // depends on values not yet computed), so its work is also measured as it runs: at the limit
  // it stops, and the finders answer from the values computed (work_limit_reached).
  std::uint64_t max_work = 0;
  // Run only these finders (registry names); empty: every applicable finder.
  std::vector<std::string> methods;
  // Called with one line of progress (no newline) for long runs; may be empty.
  std::function<void(std::string_view)> progress;
  // The shared prefix to use, made by the caller for shared_prefix_spec(spec) (which lets the
  // caller restore it from a checkpoint first and read the values afterwards); nullptr: the
  // cross-check makes its own, reporting to `progress`.
  ValuePrefix* values = nullptr;
};

struct FinderRun {
  const PeriodFinder* finder = nullptr;
  bool ran = false;      // applicable and selected
  PeriodResult result;   // meaningful when ran
  double seconds = 0.0;  // wall time of the run
};

struct CrossCheckedPeriod {
  std::size_t max_values = 0;   // the cap that was used
  std::vector<FinderRun> runs;  // one per finder of the registry, in registry order
  // The first proven answer in registry order, else the first observed one; nullopt when no
  // finder saw a period.
  std::optional<PeriodResult> best;
  // True when every finder that found something found the same (mu, p).
  bool agree = true;
  // The steps taken when the sparse engine stopped at the work limit, if it did: the finders
  // then answered from the values computed by then (values_used of their runs).
  std::optional<std::uint64_t> work_limit_reached;

  // True when every finder that ran proved the same (mu, p) (and at least one ran).
  bool unanimous_proof() const;
  // Empty when unanimous_proof(); else one sentence: the finder that proved nothing within its
  // budget, or the two that disagree with their answers.
  std::string dissent() const;
};

// The sequence the prefix finders share for spec: spec itself, or the Grundy values when the
// outcomes of a splitting game are read off them.
SequenceSpec shared_prefix_spec(const SequenceSpec& spec);

// Throws nimlab::error when a name in options.methods is unknown or does not apply to spec.
CrossCheckedPeriod cross_checked_period(const SequenceSpec& spec,
                                        const CrossCheckOptions& options = {});

// The unanimous proven period (the best run) of spec, for callers to which an unproven or
// disputed period is a bug rather than an input error: throws std::logic_error naming the
// dissent otherwise, and nimlab::error as cross_checked_period does.
PeriodResult proven_period(const SequenceSpec& spec, const CrossCheckOptions& options = {});

// The cap used when none is given: the largest prefix the generators accept for the game
// (max_length_for: 2^28 values or window steps, less for three-heap splits; the sparse engine
// goes to max_sparse_length when asked), or no_theorem_max_values when no periodicity theorem
// covers the game (Grundy's game, hexadecimal codes: nothing could be proven). Prefixes grow up
// to it only while no period is proven.
inline constexpr std::size_t no_theorem_max_values = std::size_t{1} << 20;
std::size_t default_max_values(const SequenceSpec& spec);
// The largest cap a caller may ask for: max_sparse_length when the values grow through the
// sparse engine (1 or 2 bytes a value), else max_length_for the game.
std::size_t largest_max_values(const SequenceSpec& spec);

}  // namespace nimlab
