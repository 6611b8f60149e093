// The game graph as DOT text or JSON (see graph_report.hpp).
#include "graph_report.hpp"

#include <limits>
#include <sstream>

#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "position_options.hpp"

namespace nimlab::app {
namespace {

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string games_text(const positions::GameGraph& g) {
  if (g.games.size() == 1) return g.games[0].text();
  std::string out;
  for (std::size_t i = 0; i < g.games.size(); ++i)
    out += (i ? ", " : "") + positions::game_tag(i) + " = " + g.games[i].text();
  return out;
}

std::string title(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                  bool tree, GraphLabels labels) {
  std::string t = (tree ? "game tree of " : "game graph of ") + games_text(g) + ", " +
                  play_name(c.play) + " play";
  if (c.stuck == Stuck::draw) t += ", stuck = draw";
  if (g.games[0].rule() == positions::Rule::card)
    t += ", (face up, face down)";
  else
    t += order == positions::HeapOrder::ordered ? ", heaps ordered" : ", heaps unordered";
  const std::string legend = labels == GraphLabels::article
                                 ? "\nV: the player to move loses   W: every move wins   W*: some "
                                   "move wins, some loses"
                                 : "\nP: the player to move loses   N: the player to move wins";
  return t + legend + std::string(c.stuck == Stuck::draw ? "   D: draw" : "") +
         "   red: a winning move";
}

std::string label_text(const positions::GraphNode& n, GraphLabels labels) {
  return labels == GraphLabels::article ? positions::code_text(n.code)
                                        : std::string(1, outcome_letter(n.outcome));
}

std::string dot_text(const positions::GameGraph& g, const std::string& heading,
                     GraphLabels labels) {
  std::ostringstream s;
  s << "digraph nimlab {\n"
    << "  graph [label=" << quoted(heading)
    << ", labelloc=b, fontname=\"DejaVu Sans\", fontsize=12, nodesep=0.3, ranksep=0.45];\n"
    << "  node [shape=circle, fontname=\"DejaVu Sans\", fontsize=11, margin=0.03];\n"
    << "  edge [arrowsize=0.7, color=\"#555555\"];\n";
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const positions::GraphNode& n = g.nodes[i];
    s << "  n" << i << " [label=" << quoted(node_text(g, n) + "\n" + label_text(n, labels));
    if (n.code == positions::Code::V) s << ", style=filled, fillcolor=\"#dcdcdc\"";
    if (n.code == positions::Code::D) s << ", style=dashed";
    if (i == 0) s << ", penwidth=2";
    s << "];\n";
  }
  for (const positions::GraphEdge& e : g.edges) {
    s << "  n" << e.from << " -> n" << e.to;
    if (e.winning) s << " [color=red, penwidth=2]";
    s << ";\n";
  }
  s << "}\n";
  return s.str();
}

nlohmann::json json_body_of(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                            bool tree) {
  nlohmann::json rules = nlohmann::json::array(), nodes = nlohmann::json::array(),
                 edges = nlohmann::json::array();
  for (const auto& game : g.games) rules.push_back(positions::rule_json(game));
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const positions::GraphNode& n = g.nodes[i];
    nlohmann::json node{{"id", i},
                        {"heaps", heaps_json(n.heaps)},
                        {"text", node_text(g, n)},
                        {"code", positions::code_text(n.code)},
                        {"outcome", std::string(1, outcome_letter(n.outcome))}};
    if (g.games.size() > 1) {
      nlohmann::json rule_index = nlohmann::json::array();
      for (const auto& h : n.heaps) rule_index.push_back(h.game);
      node["heap_rule_index"] = rule_index;  // index into "rules", per heap
    }
    nodes.push_back(node);
  }
  for (const positions::GraphEdge& e : g.edges)
    edges.push_back({{"from", e.from}, {"to", e.to}, {"winning", e.winning}});
  return nlohmann::json{{"rules", rules},
                        {"convention", convention_json(c)},
                        {"order", order == positions::HeapOrder::ordered ? "ordered" : "unordered"},
                        {"tree", tree},
                        {"nodes", nodes},
                        {"edges", edges}};
}

}  // namespace

positions::GameGraph position_graph(const positions::Position& p, Convention c,
                                    positions::HeapOrder order, bool tree, std::size_t max_nodes) {
  const std::string what = tree ? "game tree" : "game graph";
  const std::string limit = "--max-nodes " + std::to_string(max_nodes);
  std::optional<positions::GameGraph> g = positions::build_game_graph(p, c, order, max_nodes);
  if (!g)
    throw error("the " + what + " of this position has more than " + std::to_string(max_nodes) +
                " nodes (" + limit + "); raise --max-nodes (at most " +
                std::to_string(most_max_nodes) + ") or choose a smaller position");
  if (tree) {
    const std::uint64_t size = positions::tree_size(*g);
    if (size > max_nodes)
      throw error(std::string("the game tree of this position has ") +
                  (size == std::numeric_limits<std::uint64_t>::max() ? "more than " : "") +
                  std::to_string(size) + " nodes, more than " + limit +
                  " allows; raise it or draw the graph without --tree");
    g = positions::unfold(*g);
  }
  return *g;
}

GraphLabels parse_graph_labels(const std::string& text) {
  if (text == "article") return GraphLabels::article;
  if (text == "outcome") return GraphLabels::outcome;
  throw error("unknown labels '" + text + "' (expected article or outcome)");
}

std::string graph_dot(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                      bool tree, GraphLabels labels) {
  return dot_text(g, title(g, c, order, tree, labels), labels);
}

nlohmann::json graph_json(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
                          bool tree) {
  return json_body_of(g, c, order, tree);
}

}  // namespace nimlab::app
