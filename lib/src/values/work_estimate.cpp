// Work estimates (see nimlab/values/work_estimate.hpp). Saturating arithmetic in doubles: the
// estimates only need their order of magnitude.
#include "nimlab/values/work_estimate.hpp"

#include <algorithm>
#include <cstdio>

#include "nimlab/error.hpp"

namespace nimlab {
namespace {

std::uint64_t saturate(double x) {
  return x >= 1.8e19 ? UINT64_MAX : static_cast<std::uint64_t>(x);
}

// Splitting digits of two-heap splits, unequal ones (Grundy's game) included.
std::size_t two_heap_splits(const Game& game) {
  return game.moves().splits.size() + game.moves().unequal_splits.size();
}

}  // namespace

std::uint64_t direct_values_work(const Game& game, std::size_t count) {
  const Moves& m = game.moves();
  return saturate(
      static_cast<double>(count) *
      static_cast<double>(m.eliminations.size() + m.reductions.size() + m.excluded.size() + 1));
}

std::uint64_t sparse_values_work(const Game& game, std::size_t probed, const SparseStats& stats,
                                 std::size_t count) {
  if (count <= probed) return 0;
  const double s = static_cast<double>(std::max<std::size_t>(1, two_heap_splits(game)));
  const double n = static_cast<double>(count),
               p = static_cast<double>(std::max<std::size_t>(probed, 1));
  const double direct = static_cast<double>(direct_values_work(game, count));
  // Not sparse at the probe: every split of every heap.
  if (stats.mask == 0 && !stats.position_parity) return saturate(direct + s * (n * n - p * p) / 4);
  if (3 * stats.rare_positions > probed) return saturate(direct + s * (n * n - p * p) / 4);
  // Sparse: the marks over the rare positions as they are now, and the searches at the rate of
  // the probe. Both grow faster when rare positions keep appearing, which is why this is a lower
  // bound and the engine measures its work as it runs (SparseGrundy::set_work_limit).
  const double marks = s * static_cast<double>(stats.rare_positions) * (n - p);
  const double searches = static_cast<double>(stats.search_splits) * (n - p) / p;
  return saturate(direct + marks + searches);
}

std::size_t work_probe_length(const Game& game) {
  const std::size_t s = std::max<std::size_t>(1, two_heap_splits(game));
  std::size_t p = std::size_t{1} << 16;
  while (p > 1024 && static_cast<double>(s) * static_cast<double>(p) * static_cast<double>(p) / 4 >
                         static_cast<double>(std::uint64_t{1} << 30))
    p /= 2;
  return p;
}

std::size_t values_probe_length(const Game& game, std::size_t count, std::uint64_t max_work) {
  if (!sparse_engine_takes(game)) return 0;
  const double n = static_cast<double>(count);
  const double worst = static_cast<double>(direct_values_work(game, count)) +
                       static_cast<double>(two_heap_splits(game)) * n * n / 4;
  if (worst <= static_cast<double>(max_work)) return 0;
  return std::min(count, work_probe_length(game));
}

std::uint64_t check_values_work(const SequenceSpec& spec, std::size_t count,
                                std::uint64_t max_work) {
  const Game& game = spec.game();
  std::uint64_t work = direct_values_work(game, count);
  std::string how;
  if (const std::size_t probed = values_probe_length(game, count, max_work); probed > 0) {
    SparseGrundy probe(game);
    // One thread: the probe is small, and its blocks' fork and join cost more than they save,
    // far more when other processes hold the cores (a refusal must come at once).
    probe.set_threads(1);
    probe.extend_to(probed);
    work = sparse_values_work(game, probed, probe.stats(), count);
    how = " (estimated from the first " + std::to_string(probed) +
          " values: " + std::to_string(probe.stats().rare_positions) + " rare positions, " +
          std::to_string(two_heap_splits(game)) + " splitting digits)";
  }
  if (work > max_work)
    throw error(std::to_string(count) + " values of " + game.name() + " would take " +
                steps_text(work) + how + ", above the limit of " + steps_text(max_work) +
                "; --max-work raises it");
  return work;
}

std::string steps_text(std::uint64_t steps) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.2g", static_cast<double>(steps));
  return std::string("about ") + buffer + " steps";
}

}  // namespace nimlab
