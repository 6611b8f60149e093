// Canonical form of heap positions whose order does not matter: drop empty heaps, sort the rest.
// O(h log h) for h heaps.
#include <algorithm>

#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {

Heaps sorted_heaps(Heaps heaps) {
  std::erase(heaps, 0u);
  std::sort(heaps.begin(), heaps.end());
  return heaps;
}

}  // namespace nimlab::games
