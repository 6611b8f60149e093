#pragma once
// Strategy automata for the second player (proofs/strategy-automaton.md).
//
// Player One moves first from a position; the automaton plays Two. It is a deterministic
// transducer: in each state it reads One's move and answers with Two's reply (or with nothing,
// when One's move ended the game) and goes to its next state. It sees only the moves, never the
// position, yet its arrows out of a state must be exactly the moves One may make there: it knows
// the game as well as a player does, and it halts in a state without arrows exactly when the game
// is over. The number of states is its size; the final state counts. The automaton wins when
// every play against it, whatever One does, ends with Two the winner under the convention.
//
// Moves are written relative to the position, as a player says them: "from heap i take k (and
// split the rest into a + b)" for heap games; for whole-position rules, whose moves have no such
// description, the heaps the move leaves.
#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "nimlab/positions/solve.hpp"

namespace nimlab::positions {

// A move as the automaton reads or writes it.
struct MoveLabel {
  std::optional<std::size_t> heap;    // 0-based; heap games only
  std::uint32_t take = 0;             // heap games only
  std::vector<std::uint32_t> parts;   // heap games: what remains of the heap (0, 1 or 2 heaps)
  std::vector<std::uint32_t> leaves;  // whole-position rules only: the heaps left
  friend auto operator<=>(const MoveLabel&, const MoveLabel&) = default;
  friend bool operator==(const MoveLabel&, const MoveLabel&) = default;
};

// The label of a legal move of a position.
MoveLabel label_of(const Move& m);

struct Transition {
  MoveLabel read;                  // One's move
  std::optional<MoveLabel> reply;  // Two's reply; empty when One's move ended the game
  std::size_t next = 0;            // the state after the reply
};

// States are numbered from 0, the start state. Each state lists its transitions ordered by the
// move read; a state without transitions is final.
struct StrategyAutomaton {
  std::vector<std::vector<Transition>> states;
  std::size_t size() const { return states.size(); }
};

}  // namespace nimlab::positions
