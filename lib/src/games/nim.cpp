// Moves of Nim: every heap h may become any of 0..h-1. A position with heaps h_1..h_k has
// sum(h_i) moves; equal heaps give equal positions, so only the first of equal heaps is expanded.
#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {

std::vector<Heaps> Nim::moves(const Heaps& p) const {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // same position as from the previous equal heap
    for (std::uint32_t v = 0; v < p[i]; ++v) {
      Heaps q = p;
      q[i] = v;
      out.push_back(std::move(q));
    }
  }
  return out;
}

}  // namespace nimlab::games
