#pragma once
// The game graph of a position as a strategy automaton sees it (private to positions/): every
// position reachable from the start, heaps kept in order, its moves by label, the set of labels
// it offers (its "domain": the arrows a state of an automaton must have there) and its outcome
// for the player to move.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/solve.hpp"
#include "nimlab/positions/strategy_automaton.hpp"

namespace nimlab::positions::detail {

struct LabelledGraph {
  struct Edge {
    std::uint32_t label = 0;  // index into labels
    std::uint32_t child = 0;  // index into positions
  };
  std::vector<MoveLabel> labels;             // every label of every move, each once
  std::vector<std::vector<Heap>> positions;  // positions[0] is the start
  std::vector<std::vector<Edge>> moves;      // per position, ordered by label index
  std::vector<std::uint32_t> domain;         // per position: an index of its label set
  std::vector<Outcome> outcome;              // per position, for the player to move
  std::vector<std::vector<Edge>> to_lost;    // per position, the moves to a P-position
  std::uint32_t empty_domain = 0;            // the domain of a position without moves
  std::size_t domains = 0;                   // the number of distinct domains

  // The move of position v with label l, or nullptr when it has none.
  const Edge* find(std::uint32_t v, std::uint32_t l) const;
};

// Throws nimlab::error when more than max_positions positions are reachable. Outcomes of the
// positions without moves come from solve (the rule's own ending); the others are folded:
// N if a move leads to P, else D if one leads to D, else P.
LabelledGraph labelled_graph(const Position& start, Convention c, std::size_t max_positions);

}  // namespace nimlab::positions::detail
