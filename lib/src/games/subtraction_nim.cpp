// Moves of subtraction-set Nim on several heaps: lower one heap by s, s in S, s <= heap;
// at most |S| moves per heap. A position with tokens but no move ends by the stuck rule.
#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {

std::vector<Heaps> SubtractionNim::moves(const Heaps& p) const {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // equal heaps give equal positions
    for (std::uint32_t s : set.elements()) {
      if (s > p[i]) break;  // elements are sorted
      Heaps q = p;
      q[i] -= s;
      out.push_back(std::move(q));
    }
  }
  return out;
}

Outcome SubtractionNim::ending(const Heaps& p, Play play) const {
  bool tokens_left = false;
  for (std::uint32_t h : p) tokens_left |= h > 0;
  if (tokens_left && stuck == Stuck::draw) return Outcome::D;
  return play == Play::normal ? Outcome::P : Outcome::N;
}

}  // namespace nimlab::games
