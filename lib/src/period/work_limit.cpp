// Work estimates of a cross-check (see work_limit.hpp). Prefix finders: the values (regenerated
// at every doubling, twice the last prefix in all, or grown once by the sparse engine) plus a
// linear scan; window finders: every step slides the window (moves) and compares two windows by
// their hashes (O(1)), Floyd's method slides three windows per step, and each finder copies a few
// whole windows.
#include "period/work_limit.hpp"

#include <algorithm>
#include <bit>
#include <optional>

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/work_estimate.hpp"

namespace nimlab::detail {
namespace {

// Splitting games are probed only for budgets beyond this: smaller ones end soon anyway.
constexpr std::size_t probe_from = std::size_t{1} << 20;

struct Estimate {
  std::uint64_t steps = 0;
  std::string how;
};

std::uint64_t add(std::uint64_t a, std::uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

// The sparse engine's statistics over exactly the first `values` values, computed on first use.
struct Probe {
  std::size_t values = 0;
  SparseStats stats;
};

// The probe of the estimates. A fresh shared engine computes it as its first values. An engine
// that already holds values was resumed from a checkpoint: its work counters were read from a
// file (never trusted, and over more values than a fresh run probes), so a probe engine of its
// own computes them again; a resumed run thus gets the caps, hence the answer, of a fresh one.
const Probe& probe(std::optional<Probe>& cached, const Game& game, std::size_t cap,
                   ValuePrefix& shared, SparseGrundy& engine) {
  if (cached) return *cached;
  const std::size_t probed = std::min(cap, work_probe_length(game));
  if (engine.size() == 0) {
    shared.first(probed);
    cached = Probe{engine.size(), engine.stats()};
  } else {
    SparseGrundy own(game);
    own.set_threads(1);  // small: forking threads would cost more than it saves
    own.extend_to(probed);
    cached = Probe{own.size(), own.stats()};
  }
  return *cached;
}

Estimate estimate(const SequenceSpec& spec, std::size_t cap,
                  const std::vector<std::string>& window_finders, bool prefix_finders,
                  ValuePrefix& shared, std::optional<Probe>& probed) {
  Estimate e;
  const Game& game = spec.game();
  if (prefix_finders) {
    if (SparseGrundy* engine = shared.sparse_engine()) {
      if (cap > probe_from) {
        const Probe& p = probe(probed, game, cap, shared, *engine);
        e.steps = sparse_values_work(game, p.values, p.stats, cap);
        e.how = "the values, estimated from the first " + std::to_string(p.values) + " with " +
                std::to_string(p.stats.rare_positions) + " rare positions";
      }
    } else {
      e.steps = 2 * direct_values_work(game, cap);
      e.how = "the values";
    }
    e.steps = add(e.steps, 2 * static_cast<std::uint64_t>(cap));
  }
  if (!window_finders.empty()) {
    const std::uint64_t memory = game.recurrence() ? game.recurrence()->window : 0;
    // A slide applies the moves and updates the window's hash; windows are compared by their
    // hashes (whole windows only when equal) and copied a few times.
    const std::uint64_t per_step =
        game.moves().reductions.size() + game.moves().eliminations.size() + 2;
    for (const std::string& name : window_finders) {
      const std::uint64_t slides = name == "floyd" ? 3 : 1;
      const double steps = static_cast<double>(cap) * static_cast<double>(per_step * slides) +
                           4.0 * static_cast<double>(memory);
      e.steps = add(e.steps, steps >= 1.8e19 ? UINT64_MAX : static_cast<std::uint64_t>(steps));
    }
    e.how += std::string(e.how.empty() ? "" : "; ") + "the window finders (" + std::to_string(cap) +
             " steps over a window of " + std::to_string(memory) + ")";
  }
  return e;
}

}  // namespace

WorkLimitedCaps work_limited_caps(const SequenceSpec& spec, std::size_t cap, bool explicit_cap,
                                  std::uint64_t max_work,
                                  const std::vector<std::string>& window_finders,
                                  bool prefix_finders, ValuePrefix& shared) {
  std::optional<Probe> probed;
  const Estimate all = estimate(spec, cap, window_finders, prefix_finders, shared, probed);
  if (all.steps <= max_work) return {cap, cap, cap};
  if (explicit_cap) {
    std::string flags = "raise it with --max-work or lower --max-values";
    if (!window_finders.empty()) flags += ", or choose --method naive or suffix";
    throw error("the period of " + spec.game().name() + " with up to " + std::to_string(cap) +
                " values would take " + steps_text(all.steps) + " (" + all.how +
                "), above the limit of " + steps_text(max_work) + ": " + flags);
  }
  WorkLimitedCaps caps{cap, cap, cap};
  if (prefix_finders) {
    while (caps.prefix > 64 &&
           estimate(spec, caps.prefix, {}, true, shared, probed).steps > max_work)
      caps.prefix = std::max<std::size_t>(64, std::bit_floor(caps.prefix - 1));
  }
  for (const std::string& name : window_finders) {
    const std::uint64_t per_cap =
        std::max<std::uint64_t>(1, estimate(spec, 1, {name}, false, shared, probed).steps);
    (name == "floyd" ? caps.floyd : caps.brent) = std::max<std::size_t>(
        1, std::min<std::uint64_t>(cap, max_work / window_finders.size() / per_cap));
  }
  return caps;
}

}  // namespace nimlab::detail
