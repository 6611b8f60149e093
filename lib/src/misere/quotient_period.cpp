// Where the heap -> element map of a quotient repeats long enough to fix Q_n for every n.
#include <algorithm>

#include "nimlab/misere/quotient.hpp"

namespace nimlab::misere {

std::optional<QuotientPeriod> quotient_period(const Quotient& q, const Game& game) {
  const Moves& moves = game.moves();
  if (moves.all_but || !moves.unequal_splits.empty() || !moves.triple_splits.empty())
    return std::nullopt;
  std::size_t t = 0;
  for (const auto* list : {&moves.eliminations, &moves.reductions, &moves.splits})
    for (std::size_t k : *list) t = std::max(t, k);
  const bool splits = !moves.splits.empty();
  const std::size_t n = q.max_heap();
  std::optional<QuotientPeriod> best;
  for (std::size_t p = 1; p < n; ++p) {
    // The smallest n0 with the map periodic from n0 to n.
    std::size_t from = n - p + 1;
    while (from > 1 && q.heap_element(from - 1) == q.heap_element(from - 1 + p)) --from;
    if (from > n - p) continue;  // not one repetition
    const std::size_t needs = splits ? 2 * from + 2 * p + t - 1 : from + p + t - 1;
    if (needs > 2 * n) continue;
    if (!best || needs < best->needs) best = QuotientPeriod{from, p, needs, n >= needs};
  }
  return best;
}

}  // namespace nimlab::misere
