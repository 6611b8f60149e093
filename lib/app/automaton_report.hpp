#pragma once
// The smallest winning strategy automaton of player Two from a position, found and checked by
// two routes, and its JSON report: shared by the automaton command and the Python module.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/automaton_check.hpp"
#include "nimlab/positions/automaton_search.hpp"

namespace nimlab::app {

struct AutomatonFindings {
  positions::AutomatonSearch search;
  std::optional<positions::AutomatonCheck> check;  // of the automaton found, if any
  // Empty unless the routes disagree (the command's exit status 3): the outcome of the search's
  // game graph against solve's, or the independent check refuting the automaton.
  std::string disagreement;
};

// The exhaustive search of automata of up to max_states states, then both cross-checks.
AutomatonFindings find_automaton(const positions::Position& p, Convention c,
                                 std::size_t max_states);
// The body of `automaton --json`.
nlohmann::json automaton_report(const positions::Position& p, Convention c, std::size_t max_states,
                                const AutomatonFindings& f);

// "from heap 2 take 3", "... and split the rest into 1 + 4", "split heap 2 into 1 + 4",
// "move to 3,1".
std::string label_text(const positions::MoveLabel& l);
// "1 state", "5 states".
std::string states_word(std::size_t n);
// Why no automaton exists, or empty when One loses.
std::string no_automaton_reason(Outcome o);

}  // namespace nimlab::app
