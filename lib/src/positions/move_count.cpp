#include "nimlab/positions/move_count.hpp"

#include <algorithm>
#include <vector>

#include "nimlab/games/card_game.hpp"

namespace nimlab::positions {

std::uint64_t count_moves(const Position& p, std::uint64_t cap) {
  check_position(p);
  const NamedGame& first = p.games[0];
  const std::uint64_t over = cap + 1;  // every count saturates here
  if (first.rule() == Rule::moore) {
    const std::uint32_t k = first.parameter();
    std::vector<std::uint64_t> e(std::size_t{k} + 1, 0);
    e[0] = 1;
    for (const Heap& h : p.heaps)
      for (std::size_t j = k; j >= 1; --j)
        e[j] = std::min(over, e[j] + std::min(over, e[j - 1] * h.size));
    std::uint64_t total = 0;
    for (std::size_t j = 1; j <= k; ++j) total = std::min(over, total + e[j]);
    return total;
  }
  if (first.rule() == Rule::card) {
    const std::uint32_t up = p.heaps.empty() ? 0 : p.heaps[0].size;
    const std::uint32_t down = p.heaps.size() < 2 ? 0 : p.heaps[1].size;
    return games::CardCounts{}.moves({up, down}).size();
  }
  std::uint64_t total = 0;
  for (const Heap& h : p.heaps) {
    if (total > cap) break;
    total +=
        first.rule() == Rule::staircase ? h.size : heap_options(p.games[h.game], h.size).size();
  }
  return std::min(over, total);
}

}  // namespace nimlab::positions
