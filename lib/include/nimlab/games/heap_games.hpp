#pragma once
// Multi-heap rules as finite games for the brute-force solver (solver.hpp): positions and moves
// only, no theory. Where heap order does not matter the canonical position is the sorted list of
// non-empty heaps; Staircase Nim keeps its order (the steps are numbered).
#include <cstdint>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/game/subtraction_set.hpp"

namespace nimlab::games {

using Heaps = std::vector<std::uint32_t>;

// Non-empty heaps in increasing order.
Heaps sorted_heaps(Heaps heaps);

// Nim: remove any positive number of tokens from one heap. Misere Nim is the same game solved
// under Play::misere.
struct Nim {
  using Position = Heaps;
  Position canonical(const Position& p) const { return sorted_heaps(p); }
  std::vector<Position> moves(const Position& p) const;
};

// Moore's Nim_k: remove any positive numbers of tokens from at least one and at most k heaps.
// k = 1 is Nim. Requires k >= 1 (throws nimlab::error).
struct MooreNim {
  using Position = Heaps;
  explicit MooreNim(std::uint32_t k);
  std::uint32_t k;
  Position canonical(const Position& p) const { return sorted_heaps(p); }
  std::vector<Position> moves(const Position& p) const;
};

// Staircase Nim with the piles numbered 1..n: p[i-1] is pile i. A move
// takes any positive number of tokens from pile i >= 2 to pile i-1, or takes tokens off pile 1,
// where they leave the game (the floor is "pile 0" and holds no position). Order matters: the
// canonical form is the position itself.
struct StaircaseNim {
  using Position = Heaps;
  Position canonical(const Position& p) const { return p; }
  std::vector<Position> moves(const Position& p) const;
};

// Lasker's Nim: remove any positive number of tokens from one heap, or split one heap into two
// non-empty heaps without removing anything.
struct LaskerNim {
  using Position = Heaps;
  Position canonical(const Position& p) const { return sorted_heaps(p); }
  std::vector<Position> moves(const Position& p) const;
};

// Kayles (skittles): a position is the multiset of lengths of the rows of standing pins; a move
// knocks down one pin or two adjacent pins, which may split a row in two.
struct KaylesRows {
  using Position = Heaps;
  Position canonical(const Position& p) const { return sorted_heaps(p); }
  std::vector<Position> moves(const Position& p) const;
};

// Subtraction-set Nim on several heaps: remove s tokens from one heap, s in S. With Stuck::draw a
// position with tokens left but no move is a draw; with Stuck::standard it ends like any other.
struct SubtractionNim {
  using Position = Heaps;
  SubtractionNim(SubtractionSet set, Stuck stuck = Stuck::standard)
      : set(std::move(set)), stuck(stuck) {}
  SubtractionSet set;
  Stuck stuck;
  Position canonical(const Position& p) const { return sorted_heaps(p); }
  std::vector<Position> moves(const Position& p) const;
  Outcome ending(const Position& p, Play play) const;
};

}  // namespace nimlab::games
