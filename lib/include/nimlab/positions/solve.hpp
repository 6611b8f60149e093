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
//   "misere-quotient"     misere play of heaps of one game whose moves are eliminations,
//                         reductions and splits into two heaps (octal codes, subtraction sets)
//                         when the tame theorem does not apply: the game's misere quotient Q_n for
//                         n the largest heap, heaps up to max_quotient_heap
//                         (misere_quotient_route.hpp, proofs/misere-quotient.md). Where Q_n cannot
//                         be computed within the engine's limits, brute force answers if it can,
//                         and Answer::note says why the quotient did not;
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
//
// Positions of more than max_heaps_outside_quotient heaps are answered by the misere quotient
// only (every other route lists each move with the whole position it leaves) and refused
// elsewhere.
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
inline constexpr std::size_t max_heaps_outside_quotient = 1000;
// solve()'s max_listed when every winning move is wanted.
inline constexpr std::size_t all_moves = SIZE_MAX;

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
// replaced, in place, by `parts`; for whole-position rules only `leaves` is set. solve() leaves
// `leaves` empty in positions of more than max_heaps_outside_quotient heaps (a copy of the whole
// position per move would cost more than the answer).
struct Move {
  std::optional<std::size_t> heap;
  std::uint32_t take = 0;
  std::vector<std::uint32_t> parts;
  std::vector<Heap> leaves;
};

// Every legal move of a position, in heap order and then heap_options order.
std::vector<Move> legal_moves(const Position& p);

// The misere quotient that answered (method "misere-quotient").
struct QuotientUsed {
  std::size_t max_heap = 0;  // n of Q_n
  std::size_t order = 0;     // |Q_n|
  std::size_t p_size = 0;    // |P|
  double seconds = 0;        // spent computing Q_n in this call (0 when it was kept from before)
};

struct Answer {
  Outcome outcome = Outcome::P;
  std::optional<std::uint32_t> nim_value;  // normal play with the standard stuck rule only
  std::string method;
  // The first winning moves (the moves to a P-position; none unless outcome is N), in
  // legal_moves order, at most solve()'s max_listed of them; winning_move_count counts them all.
  std::vector<Move> winning_moves;
  std::uint64_t winning_move_count = 0;
  std::size_t positions_searched = 0;  // brute force only
  std::optional<QuotientUsed> quotient;
  // Why a route that would have come first did not answer, e.g. a misere quotient beyond the
  // engine's limits; empty when none.
  std::string note;
};

// Throws nimlab::error on an invalid position and when no route can answer it within its bound
// (the message says each route's bound).
Answer solve(const Position& p, Convention convention, std::size_t max_listed = all_moves);

}  // namespace nimlab::positions
