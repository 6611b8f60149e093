// Moves of Lasker's Nim: lower one heap h to any of 0..h-1, or split it into a and h-a with
// 1 <= a <= h/2 (nothing removed). About 3h/2 moves per heap.
#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {

std::vector<Heaps> LaskerNim::moves(const Heaps& p) const {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // equal heaps give equal positions
    for (std::uint32_t v = 0; v < p[i]; ++v) {
      Heaps q = p;
      q[i] = v;
      out.push_back(std::move(q));
    }
    for (std::uint32_t a = 1; 2 * a <= p[i]; ++a) {
      Heaps q = p;
      q[i] = a;
      q.push_back(p[i] - a);
      out.push_back(std::move(q));
    }
  }
  return out;
}

}  // namespace nimlab::games
