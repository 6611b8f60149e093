#pragma once
// An independent check of a strategy automaton (strategy_automaton.hpp): it plays the automaton
// as player Two against every sequence of moves of player One from the position and confirms
// that every play ends with Two the winner. It shares no code with the search
// (automaton_search.hpp): it walks the positions with legal_moves, and judges each finished play
// by solve on the final position (the rule's own ending) and by who made the last move, never by
// the outcomes of unfinished positions.
//
// It checks, at every position One reaches in every play: the automaton's arrows out of its
// state are exactly One's legal moves; each reply is a legal move of the position One left (and
// is absent exactly when One's move ended the game); every next state exists; a finished play is
// a win for Two; the automaton is in a state without arrows when the game is over.
#include <cstdint>
#include <string>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/solve.hpp"
#include "nimlab/positions/strategy_automaton.hpp"

namespace nimlab::positions {

struct AutomatonCheck {
  bool wins = false;
  std::string failure;  // the first play that contradicts the automaton, when wins is false
  // Complete plays (sequences of One's moves with the automaton's replies), saturated at
  // UINT64_MAX; positions are shared between plays, so the work is per (state, position).
  std::uint64_t plays = 0;
  std::uint64_t configurations = 0;  // distinct (state, position) pairs checked
};

// Throws nimlab::error on an invalid position, as legal_moves and solve do.
AutomatonCheck check_automaton(const StrategyAutomaton& a, const Position& p, Convention c);

}  // namespace nimlab::positions
