#include "nimlab/positions/strategy_automaton.hpp"

namespace nimlab::positions {

MoveLabel label_of(const Move& m) {
  MoveLabel l;
  if (m.heap) {
    l.heap = m.heap;
    l.take = m.take;
    l.parts = m.parts;
  } else {
    for (const Heap& h : m.leaves) l.leaves.push_back(h.size);
  }
  return l;
}

}  // namespace nimlab::positions
