// Moves of Kayles (skittles) on rows of pins: in a row of h pins knock down one pin, leaving rows
// a and h-1-a, or two adjacent pins, leaving a and h-2-a (empty rows vanish in canonical form).
// About h moves per row up to symmetry.
#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {

std::vector<Heaps> KaylesRows::moves(const Heaps& p) const {
  std::vector<Heaps> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // equal rows give equal positions
    for (std::uint32_t taken = 1; taken <= 2 && taken <= p[i]; ++taken) {
      const std::uint32_t rest = p[i] - taken;
      for (std::uint32_t a = 0; 2 * a <= rest; ++a) {  // a and rest-a: mirror images coincide
        Heaps q = p;
        q[i] = a;
        q.push_back(rest - a);
        out.push_back(std::move(q));
      }
    }
  }
  return out;
}

}  // namespace nimlab::games
