#pragma once
// The game graph of a position (or its unfolded game tree) as the graph command and the Python
// module give it: Graphviz DOT text, or the JSON body of `graph --json`.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/game_graph.hpp"

namespace nimlab::app {

inline constexpr std::size_t default_max_nodes = 1000;
inline constexpr std::size_t most_max_nodes = 1000000;

// What a node of the DOT text is labelled with: the Dutch article's codes V, W, W* (and D), or
// the outcome letters P, N (and D) of the rest of nimlab (V is P; W and W* are N).
enum class GraphLabels : std::uint8_t { article, outcome };
// "article" or "outcome" (the --labels option); throws nimlab::error otherwise.
GraphLabels parse_graph_labels(const std::string& text);

// The graph of p (tree: unfolded into the game tree) with at most max_nodes nodes; throws
// nimlab::error naming --max-nodes when it has more.
positions::GameGraph position_graph(const positions::Position& p, Convention c,
                                    positions::HeapOrder order, bool tree, std::size_t max_nodes);
// DOT text: nodes labelled V, W, W* (and D) or P, N (and D), winning moves red, the heading
// and the legend of the labels below.
std::string graph_dot(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                      bool tree, GraphLabels labels = GraphLabels::article);
// The body of `graph --json` (rules, convention, order, tree, nodes, edges).
nlohmann::json graph_json(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                          bool tree);

}  // namespace nimlab::app
