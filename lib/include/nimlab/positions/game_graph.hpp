#pragma once
// The game graph of a position: every position reachable from it (nodes) and every move (edges),
// each node labelled by the backward analysis of the Dutch article "Het Spel NIM" (seed 001,
// section "Beste strategie bij (2, 2)-Nim" and "Algemene strategie"):
//
//   V   the player to move loses: every move leads to a position the opponent wins (an end
//       position where the mover has lost, such as (0,0) under normal play, is V);
//   W   the player to move wins and cannot go wrong: every move leads to V (an end position the
//       mover has won, such as (0,0) under misere play, is W: there is nothing to choose);
//   W*  the player to move wins but must choose: some move leads to V, some other move does not;
//   D   a draw (only under --stuck draw: a heap game stuck with tokens left is drawn, and a
//       position is drawn when no move leads to V and some move leads to D).
//
// A winning edge is a move to a V node (the article's red arrows): every move from W, the right
// choices from W*.
//
// Moves come from positions::legal_moves (the library's rules); the labels are computed here from
// the graph alone, children first, so they do not rely on any theorem.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/solve.hpp"

namespace nimlab::positions {

// How positions are identified:
//   ordered    heaps are a tuple: (1,2) and (2,1) are different nodes, a heap taken away stays as
//              0 in its place (as the article draws (0,2) and (2,0)); a split puts its two parts
//              in the heap's place;
//   unordered  heaps are a multiset: nodes are sorted tuples, (1,2) stands for (2,1) too; for one
//              game, zeros are kept in front up to the starting number of heaps (the article's
//              (0,1,1) style for three heaps). Refused for Staircase Nim and the card game, whose
//              heaps are not interchangeable.
enum class HeapOrder : std::uint8_t { ordered, unordered };

enum class Code : std::uint8_t { V, W, W_star, D };

// "V", "W", "W*", "D".
std::string code_text(Code c);

struct GraphNode {
  std::vector<Heap> heaps;  // the position, as identified under the graph's HeapOrder
  Outcome outcome = Outcome::P;
  Code code = Code::V;
};

// A move from node `from` to node `to`; winning when it leads to a V node.
struct GraphEdge {
  std::size_t from = 0;
  std::size_t to = 0;
  bool winning = false;
};

// Node 0 is the starting position. In a graph, every position appears once and two moves that
// lead to the same node give one edge; in a tree (unfold), node i is a path from the root and
// every node but the root has exactly one incoming edge.
struct GameGraph {
  std::vector<NamedGame> games;  // Position::games: the game of each Heap::game index
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;  // grouped by `from` in node order, then in legal_moves order
};

// The game graph of `p` under `convention` and `order`, or std::nullopt when it has more than
// `max_nodes` nodes (the search stops there). Throws nimlab::error on an invalid position, on
// HeapOrder::unordered for staircase or card, and on --stuck draw for a whole-position rule.
std::optional<GameGraph> build_game_graph(const Position& p, Convention convention, HeapOrder order,
                                          std::size_t max_nodes);

// The number of nodes of the game tree of `g` (the graph unfolded from node 0: one node per path
// from the root), saturated at UINT64_MAX.
std::uint64_t tree_size(const GameGraph& g);

// The game tree of `g`: node i of the result copies the heaps and labels of the graph node it
// unfolds; nodes in depth-first order from the root. Call only when tree_size(g) fits memory.
GameGraph unfold(const GameGraph& g);

// The tag of games[i] in node_text: "a", "b", ..., "z", then "[27]", "[28]", ...
std::string game_tag(std::size_t i);

// "(2,1)" for one game; "(1a,2b)" when the position adds several games (each heap size followed by
// the game_tag of its game); "(3,1)" for the card game means 3 cards face up and 1 face down.
std::string node_text(const GameGraph& g, const GraphNode& n);

}  // namespace nimlab::positions
