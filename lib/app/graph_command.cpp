// nimlab graph: the game graph (or the unfolded game tree) of a position as Graphviz DOT, SVG, PNG
// or JSON, its nodes labelled V, W, W* (and D) as in the Dutch article "Het Spel NIM" and its
// winning moves drawn red.
#include <unistd.h>
#include <iostream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "graphviz_render.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/positions/game_graph.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "position_options.hpp"

namespace nimlab::app {
namespace {

constexpr std::size_t default_max_nodes = 1000;
constexpr std::size_t most_max_nodes = 1000000;

struct GraphOptions {
  GameOptions game;
  PositionOptions position;
  bool ordered = false;
  bool unordered = false;
  bool tree = false;
  std::size_t max_nodes = default_max_nodes;
  std::string format = "dot";
  CommonOptions common;
  std::string out = "-";
};

// Text as a DOT double-quoted string; a line break becomes DOT's centred line break.
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
                  bool tree) {
  std::string t = (tree ? "game tree of " : "game graph of ") + games_text(g) + ", " +
                  play_name(c.play) + " play";
  if (c.stuck == Stuck::draw) t += ", stuck = draw";
  if (g.games[0].rule() == positions::Rule::card)
    t += ", (face up, face down)";
  else
    t += order == positions::HeapOrder::ordered ? ", heaps ordered" : ", heaps unordered";
  return t +
         "\nV: the player to move loses   W: every move wins   W*: some move wins, some "
         "loses" +
         std::string(c.stuck == Stuck::draw ? "   D: draw" : "") + "   red: a winning move";
}

std::string dot_text(const positions::GameGraph& g, const std::string& heading) {
  std::ostringstream s;
  s << "digraph nimlab {\n"
    << "  graph [label=" << quoted(heading)
    << ", labelloc=b, fontname=\"DejaVu Sans\", fontsize=12, nodesep=0.3, ranksep=0.45];\n"
    << "  node [shape=circle, fontname=\"DejaVu Sans\", fontsize=11, margin=0.03];\n"
    << "  edge [arrowsize=0.7, color=\"#555555\"];\n";
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const positions::GraphNode& n = g.nodes[i];
    s << "  n" << i << " [label=" << quoted(node_text(g, n) + "\n" + positions::code_text(n.code));
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

nlohmann::json json_body(const positions::GameGraph& g, Convention c, positions::HeapOrder order,
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

int run_graph(const GraphOptions& o) {
  const std::optional<std::filesystem::path> dot =
      o.format == "dot" ? std::nullopt : std::optional(find_dot_program());
  if (!names_stdout(o.out)) output_target(o.out);
  // A PNG is binary: written to a terminal it is noise that can upset the terminal.
  if (o.format == "png" && names_stdout(o.out) && isatty(STDOUT_FILENO))
    throw error(
        "--format png: will not write an image to a terminal (give --out FILE.png or "
        "redirect stdout)");
  const positions::Position p = o.position.position(o.game.named_or_nim());
  const Convention c = o.game.convention();
  const auto order = o.unordered ? positions::HeapOrder::unordered : positions::HeapOrder::ordered;
  const std::string what = o.tree ? "game tree" : "game graph";
  const std::string limit = "--max-nodes " + std::to_string(o.max_nodes);
  std::optional<positions::GameGraph> g = positions::build_game_graph(p, c, order, o.max_nodes);
  if (!g)
    throw error("the " + what + " of this position has more than " + std::to_string(o.max_nodes) +
                " nodes (" + limit + "); raise --max-nodes (at most " +
                std::to_string(most_max_nodes) + ") or choose a smaller position");
  if (o.tree) {
    const std::uint64_t size = positions::tree_size(*g);
    if (size > o.max_nodes)
      throw error(std::string("the game tree of this position has ") +
                  (size == std::numeric_limits<std::uint64_t>::max() ? "more than " : "") +
                  std::to_string(size) + " nodes, more than " + limit +
                  " allows; raise it or draw the graph without --tree");
    g = positions::unfold(*g);
  }
  std::string content = o.common.json()
                            ? o.common.stamped(json_body(*g, c, order, o.tree)).dump() + "\n"
                            : dot_text(*g, title(*g, c, order, o.tree));
  if (dot) content = render_with_dot(*dot, content, o.format);
  write_file_atomically(o.out, content);
  return exit_ok;
}

}  // namespace

void add_graph_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<GraphOptions>();
  auto* cmd = root.add_subcommand(
      "graph",
      "the game graph of a position (of Nim unless a game is named): every position reachable from "
      "it and every move, as "
      "Graphviz DOT (or SVG/PNG drawn by Graphviz's dot, or JSON). Nodes are labelled as in the "
      "Dutch article 'Het Spel NIM': V the player to move loses; W the player to move wins and "
      "every move wins; W* the player to move wins but must choose (some move loses); D draw "
      "(--stuck draw only). Winning moves (to a V position) are drawn red. Heaps are an ordered "
      "tuple by default, as in the article's (1,2) and (2,1)");
  options->game.add_to(*cmd);
  options->position.add_to(*cmd, true);
  auto* ordered = cmd->add_flag("--ordered", options->ordered,
                                "heaps are an ordered tuple: (1,2) and (2,1) are two positions, a "
                                "heap taken away stays as 0 (the default)");
  auto* unordered = cmd->add_flag(
      "--unordered", options->unordered,
      "heaps are a multiset: positions are written sorted, (1,2) stands for (2,1) too (not for "
      "staircase and card)");
  ordered->excludes(unordered);
  unordered->excludes(ordered);
  cmd->add_flag("--tree", options->tree,
                "draw the unfolded game tree (one node per sequence of moves from the position) "
                "instead of the graph");
  cmd->add_option("--max-nodes", options->max_nodes,
                  "refuse (exit 2) a graph or tree of more nodes than this")
      ->transform(integer_in_range(1, most_max_nodes))
      ->capture_default_str();
  auto* format = cmd->add_option("--format", options->format,
                                 "dot (text), or svg or png drawn by Graphviz's dot program "
                                 "(Debian package graphviz)")
                     ->check(CLI::IsMember({"dot", "svg", "png"}))
                     ->capture_default_str();
  options->common.add_to(*cmd, "graph");
  options->common.json_option()->excludes(format);
  cmd->add_option("--out", options->out, "write to this file ('-' is standard output)")
      ->capture_default_str();
  cmd->callback([options, &action] { action = [options] { return run_graph(*options); }; });
}

}  // namespace nimlab::app
