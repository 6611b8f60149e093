#pragma once
// The sequence a `values` request names, for the CLI command and the Python module alike: the
// values of a game compiled into moves (a SequenceSpec, under any convention it admits), or of a
// heap game known only by name (lasker, powers:A, divisors, up-to-half, ...), whose Grundy values
// per heap come from positions::GrundyValues and whose normal-play outcomes are read off them
// (P exactly where the Grundy value is 0). Misere and draw outcomes of those games are not
// single-heap sequences computed here: nimlab solve answers positions of them.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

#include "game_options.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::app {

// Called while a long computation runs: `pause` every `pause_interval` heaps of a splitting game's
// Grundy values (the sparse-space engine's pause, SparseGrundy::set_pause), with the number of
// values computed so far. It may throw to abandon the computation (the Python module's Ctrl-C).
// The values of other games are computed without interruption (seconds at their limits).
struct ValuesHooks {
  std::function<void(std::size_t computed)> pause;
  unsigned threads = 0;  // the sparse and three-heap engines' threads (0: every core)
};

class ValuesRequest {
 public:
  // Throws nimlab::error naming the option for a game with no value sequence (whole-position
  // rules such as moore:K) or a convention it does not have.
  explicit ValuesRequest(const GameOptions& options);

  Kind kind() const { return kind_; }
  // The longest prefix computed for this game (max_length_for for compiled games).
  std::size_t max_count() const;
  // Throws nimlab::error before starting when count exceeds max_count().
  void check_length(std::size_t count) const;
  // Throws nimlab::error before the bulk of the work when the work estimate
  // (nimlab/values/work_estimate.hpp) exceeds max_work. For games that split heaps the estimate
  // first computes probe_length(count, max_work) values (uninterrupted: seconds for games whose
  // values are not sparse). Returns the estimate.
  std::uint64_t check_work(std::size_t count, std::uint64_t max_work) const;
  // The values the work estimate computes first (0 when it computes none).
  std::size_t probe_length(std::size_t count, std::uint64_t max_work) const;
  // v(0..count-1).
  Sequence compute(std::size_t count, const ValuesHooks& hooks = {}) const;
  // The JSON object of `values --json` for these values.
  nlohmann::json report(const Sequence& values) const;

 private:
  positions::NamedGame game_;
  std::optional<SequenceSpec> spec_;  // compiled games only
  Kind kind_;
  Convention convention_;
};

}  // namespace nimlab::app
