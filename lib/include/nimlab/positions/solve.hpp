#pragma once
// Who wins a position, and how: the outcome, the nim-value where it is defined and every winning
// move, for a disjunctive sum of heaps of heap games or a position of one whole-position rule.
//
// Methods, named in Answer::method:
//   "sprague-grundy"      normal play, heap games: the nim-value is the xor of the heaps' Grundy
//                         values (heap_options.hpp); exact for heaps of any size the engine
//                         reaches;
//   "misere-nim-theorem"  misere play, Nim heaps only: Bouton's misere rule (proofs/misere-nim.md);
//   "misere-tame-theorem" misere play of other heap games when every heap is tame
//                         (misere_tame.hpp, proofs/misere-tame.md), heaps up to max_tame_heap;
//   "staircase-theorem"   normal play of Staircase Nim: the xor of the odd-numbered steps
//                         (proofs/staircase.md);
//   "moore-theorem"       Moore's Nim_k, normal and misere play: binary digit sums mod k+1
//                         (proofs/moore.md); refused beyond a million moves to list;
//   "brute-force"         everything else (misere play of other heap games, the draw rule,
//                         misere Staircase Nim, the card game): the game graph from the
//                         position, memoised over canonical positions (multisets of heaps). It is
//                         refused for positions of more than max_brute_force_tokens tokens in all
//                         (max_brute_force_whole_tokens for whole-position rules, whose moves are
//                         many) and stopped beyond max_brute_force_positions positions.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/heap_options.hpp"
#include "nimlab/positions/named_game.hpp"

namespace nimlab::positions {

inline constexpr std::size_t max_brute_force_positions = std::size_t{1} << 21;
inline constexpr std::uint64_t max_brute_force_tokens = 40;
inline constexpr std::uint64_t max_brute_force_whole_tokens = 24;

// One heap of a sum: its size and the index of its game in Position::games.
struct Heap {
  std::size_t game = 0;
  std::uint32_t size = 0;
  friend bool operator==(const Heap&, const Heap&) = default;
};

// A position: heaps of heap games (any mix), or the heaps of one whole-position rule (then games
// has one entry and every heap has game 0; heap order matters for Staircase Nim; the card game
// has one or two heaps: face-up and face-down cards).
struct Position {
  std::vector<NamedGame> games;
  std::vector<Heap> heaps;
};

// A position without heaps is valid (the game is over). Throws nimlab::error when games is
// empty, a heap names no game, a whole-position rule is mixed
// with other games, or the card game has more than two heaps.
void check_position(const Position& p);

// A move and the heaps it leaves. For heap games, `heap` (0-based) lost `take` tokens and was
// replaced, in place, by `parts`; for whole-position rules only `leaves` is set.
struct Move {
  std::optional<std::size_t> heap;
  std::uint32_t take = 0;
  std::vector<std::uint32_t> parts;
  std::vector<Heap> leaves;
};

// Every legal move of a position, in heap order and then heap_options order.
std::vector<Move> legal_moves(const Position& p);

struct Answer {
  Outcome outcome = Outcome::P;
  std::optional<std::uint32_t> nim_value;  // normal play with the standard stuck rule only
  std::string method;
  std::vector<Move> winning_moves;     // the moves to a P-position (empty unless outcome is N)
  std::size_t positions_searched = 0;  // brute force only
};

// Throws nimlab::error on an invalid position and when brute force would exceed its bound.
Answer solve(const Position& p, Convention convention);

}  // namespace nimlab::positions
