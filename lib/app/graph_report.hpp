#pragma once
// The game graph of a position (or its unfolded game tree) as the graph command and the Python
// module give it: Graphviz DOT text, or the JSON body of `graph --json`.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/game_graph.hpp"

namespace nimlab::app {

inline constexpr std::size_t default_max_nodes = 1000;
inline constexpr std::size_t most_max_nodes = 1000000;

// The graph of p (tree: unfolded into the game tree) with at most max_nodes nodes; throws
// nimlab::error naming --max-nodes when it has more.
positions::GameGraph position_graph(const positions::Position& p, Convention c,
                                    positions::HeapOrder order, bool tree, std::size_t max_nodes);
// DOT text: nodes labelled V, W, W* (and D), winning moves red, the heading below.
std::string graph_dot(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                      bool tree);
// The body of `graph --json` (rules, convention, order, tree, nodes, edges).
nlohmann::json graph_json(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                          bool tree);

}  // namespace nimlab::app
