// Moves of Staircase Nim with piles numbered 1..n (p[i-1] is pile i): move x = 1..p[i-1] tokens
// from pile i to pile i-1, where pile 0 is the floor outside the position (tokens leave the game).
// sum(p) moves per position.
#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {

std::vector<Heaps> StaircaseNim::moves(const Heaps& p) const {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    for (std::uint32_t x = 1; x <= p[i]; ++x) {
      Heaps q = p;
      q[i] -= x;
      if (i > 0) q[i - 1] += x;
      out.push_back(std::move(q));
    }
  }
  return out;
}

}  // namespace nimlab::games
