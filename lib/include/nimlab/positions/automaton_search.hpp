#pragma once
// The smallest strategy automaton (strategy_automaton.hpp) with which the second player wins from
// a position, found by exhaustive search over automata with at most 1, 2, 3, ... states; the
// first size that has a winning automaton is the minimum, and the searches of the smaller sizes,
// which end without one, prove that it is minimal (proofs/strategy-automaton.md).
//
// The search builds an automaton along the plays it must answer, one transition at a time: for
// the unanswered (state, One's move) with the fewest choices, it tries every reply to a
// P-position and, as the next state, every existing state that reads the same moves, then one
// new state (new states are numbered in the order they are made, so no automaton is tried twice
// under two numberings). A partial automaton is refuted as soon as some play contradicts it (a
// reply that is illegal or leaves One a position that is not lost, a next state whose arrows are
// not One's moves there) or a lower bound on the states it still needs exceeds the size. Moves and
// endings come from the library's rules (legal_moves, and solve on positions without moves); the
// game graph is the set of positions, heaps in order, reachable from the start.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/solve.hpp"
#include "nimlab/positions/strategy_automaton.hpp"

namespace nimlab::positions {

// Limits, checked before the search (nimlab::error): the largest --max-states, the most tokens
// in the start position, the most positions of its game graph; the search itself stops with
// nimlab::error after max_automaton_search_steps choices in all.
inline constexpr std::size_t max_automaton_states = 64;
inline constexpr std::uint64_t max_automaton_tokens = 24;
inline constexpr std::size_t max_automaton_graph_positions = std::size_t{1} << 18;
inline constexpr std::uint64_t max_automaton_search_steps = std::uint64_t{1} << 22;

// The exhaustive search of one size that found no winning automaton.
struct SizeRefutation {
  std::size_t states = 0;       // no winning automaton has at most this many states
  std::uint64_t steps = 0;      // choices of (reply, next state) tried
  std::uint64_t dead_ends = 0;  // partial automata refuted, each with all its completions
};

struct AutomatonSearch {
  // The start position's outcome for player One, computed over the game graph; Two can win only
  // when it is P.
  Outcome outcome = Outcome::P;
  // The smallest winning automaton; empty when One does not lose or when every automaton of at
  // most max_states states was refuted.
  std::optional<StrategyAutomaton> automaton;
  // For each state of the automaton, the positions (heaps in order) at which plays reach it.
  std::vector<std::vector<std::vector<Heap>>> state_positions;
  // The sizes 1, 2, ... below the minimum (up to max_states when none was found), in order.
  std::vector<SizeRefutation> refuted;
  std::uint64_t steps = 0;          // of the size that found the automaton
  std::size_t graph_positions = 0;  // positions reachable from the start
};

// Throws nimlab::error when max_states is 0 or above max_automaton_states, when the position has
// more than max_automaton_tokens tokens or a game graph larger than
// max_automaton_graph_positions, when the convention does not apply to the game (as solve), and
// when the search exceeds max_automaton_search_steps.
AutomatonSearch smallest_automaton(const Position& p, Convention c, std::size_t max_states);

}  // namespace nimlab::positions
