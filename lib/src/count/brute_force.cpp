// The brute-force oracle: an explicit depth-first search over the game tree that counts its
// leaves (complete plays) one by one, with an explicit stack of (position, next move) frames.
// No memo and no symmetry. Time O(number of plays * depth); memory O(depth).
#include "nimlab/count/brute_force.hpp"

#include <string>
#include <vector>

#include "nimlab/error.hpp"

namespace nimlab {

std::uint64_t count_plays_brute_force(const PlayRule& rule, std::span<const std::uint32_t> heaps,
                                      std::uint64_t max_plays) {
  // A frame: the move about to be tried is removal `amount` from heap `heap`.
  struct Frame {
    std::size_t heap = 0;
    std::uint32_t amount = 0;
  };
  std::vector<std::uint32_t> position(heaps.begin(), heaps.end());
  // Next legal move at or after (heap, amount) in the order heap-major, amount ascending.
  auto next_move = [&](Frame f) -> Frame {
    for (; f.heap < position.size(); ++f.heap, f.amount = 0) {
      for (std::uint32_t s : rule.moves(position[f.heap]))
        if (s > f.amount) return {f.heap, s};
    }
    return f;
  };
  std::uint64_t plays = 0;
  std::vector<Frame> stack{next_move({0, 0})};
  if (stack.back().heap == position.size()) return 1;  // no move at all: the empty play
  while (!stack.empty()) {
    Frame& top = stack.back();
    if (top.heap == position.size()) {  // every move here is explored: undo the move into here
      stack.pop_back();
      if (!stack.empty()) {
        Frame& parent = stack.back();
        position[parent.heap] += parent.amount;
        parent = next_move(parent);
      }
      continue;
    }
    position[top.heap] -= top.amount;  // make the move, then look at the child
    const Frame child = next_move({0, 0});
    if (child.heap == position.size()) {  // the child is a leaf: one complete play
      if (++plays > max_plays)
        throw error("more than " + std::to_string(max_plays) + " plays to enumerate");
      position[top.heap] += top.amount;
      top = next_move(top);
    } else {
      stack.push_back(child);
    }
  }
  return plays;
}

}  // namespace nimlab
