// nimlab graph: the game graph (or the unfolded game tree) of a position as Graphviz DOT, SVG, PNG
// or JSON, its nodes labelled V, W, W* (and D) as in the Dutch article "Het Spel NIM" and its
// winning moves drawn red.
#include <unistd.h>
#include <CLI/CLI.hpp>
#include <iostream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "graph_report.hpp"
#include "graphviz_render.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/positions/game_graph.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "option_error.hpp"
#include "position_options.hpp"

namespace nimlab::app {
namespace {

struct GraphOptions {
  GameOptions game;
  PositionOptions position;
  bool ordered = false;
  bool unordered = false;
  bool tree = false;
  std::size_t max_nodes = default_max_nodes;
  std::string format = "dot";
  std::string labels = "article";
  CommonOptions common;
  std::string out = "-";
};

// Text as a DOT double-quoted string; a line break becomes DOT's centred line break.

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
  const positions::GameGraph g = position_graph(p, c, order, o.tree, o.max_nodes);
  std::string content = o.common.json()
                            ? o.common.stamped(graph_json(g, c, order, o.tree)).dump() + "\n"
                            : graph_dot(g, c, order, o.tree, parse_graph_labels(o.labels));
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
  auto* labels =
      cmd->add_option("--labels", options->labels,
                      "article: V, W, W* (and D) as in the Dutch article; outcome: P (the player "
                      "to move loses), N (the player to move wins) and D, as elsewhere in nimlab")
          ->check(parsed_by([](const std::string& s) { parse_graph_labels(s); }))
          ->capture_default_str();
  options->common.add_to(*cmd, "graph");
  // The JSON carries both labels of every node ("code" and "outcome").
  options->common.json_option()->excludes(labels);
  options->common.json_option()->excludes(format);
  cmd->add_option("--out", options->out, "write to this file ('-' is standard output)")
      ->capture_default_str();
  cmd->callback([options, &action] { action = [options] { return run_graph(*options); }; });
}

}  // namespace nimlab::app
