// nimlab automaton: the smallest strategy automaton with which player Two wins from a position,
// its minimality by exhaustive search of the smaller sizes, and an independent check against
// every play of player One. Text, --json or --dot (Graphviz).
#include <CLI/CLI.hpp>
#include <iostream>
#include <map>

#include "automaton_report.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/positions/automaton_check.hpp"
#include "nimlab/positions/automaton_search.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "position_options.hpp"

namespace nimlab::app {
namespace {

namespace pos = positions;

struct AutomatonOptions {
  GameOptions game;
  PositionOptions position;
  std::size_t max_states = 16;
  CommonOptions common;
  bool dot = false;
};

// "h2-3" (heap 2, take 3), "h1-1(2+3)" with a split, ">3,1" for whole-position rules.
std::string label_short(const pos::MoveLabel& l) {
  if (!l.heap) {
    std::string out;
    for (std::uint32_t h : l.leaves) out += (out.empty() ? "" : ",") + std::to_string(h);
    return ">" + out;
  }
  std::string out = "h" + std::to_string(*l.heap + 1) + "-" + std::to_string(l.take);
  if (l.parts.size() >= 2) {  // a split into two (octal) or three (hexadecimal) heaps
    out += "(";
    for (std::size_t i = 0; i < l.parts.size(); ++i)
      out += (i ? "+" : "") + std::to_string(l.parts[i]);
    out += ")";
  }
  return out;
}

std::string positions_list(const pos::Position& p, const std::vector<std::vector<pos::Heap>>& at) {
  constexpr std::size_t shown = 6;
  std::string out;
  for (std::size_t i = 0; i < at.size() && i < shown; ++i)
    out += (i ? "; " : "") + position_text(p, at[i]);
  if (at.size() > shown) out += "; ... (" + std::to_string(at.size()) + " positions)";
  return out;
}

void print_dot(const pos::Position& p, const pos::AutomatonSearch& s) {
  std::cout << "digraph automaton {\n  rankdir=LR;\n";
  if (!s.automaton) {
    std::cout << "  // no automaton: "
              << (s.outcome == Outcome::P ? "none with at most the states allowed"
                                          : no_automaton_reason(s.outcome))
              << "\n}\n";
    return;
  }
  const pos::StrategyAutomaton& a = *s.automaton;
  std::cout << "  start [shape=point];\n  start -> s0;\n";
  for (std::size_t q = 0; q < a.size(); ++q)
    std::cout << "  s" << q << " [shape=" << (a.states[q].empty() ? "doublecircle" : "circle")
              << " label=\"" << q << "\\n"
              << positions_list(p, s.state_positions[q]) << "\"];\n";
  for (std::size_t q = 0; q < a.size(); ++q) {
    std::map<std::size_t, std::string> edges;  // one edge per next state, its labels stacked
    for (const pos::Transition& t : a.states[q]) {
      std::string& label = edges[t.next];
      label += (label.empty() ? "" : "\\n") + label_short(t.read) + "/" +
               (t.reply ? label_short(*t.reply) : std::string("-"));
    }
    for (const auto& [next, label] : edges)
      std::cout << "  s" << q << " -> s" << next << " [label=\"" << label << "\"];\n";
  }
  std::cout << "}\n";
}

int run_automaton(const AutomatonOptions& o) {
  const pos::Position p = o.position.position(o.game.named_or_nim());
  const Convention c = o.game.convention();
  const Stopwatch watch;
  const AutomatonFindings found = find_automaton(p, c, o.max_states);
  o.common.timing("search", watch.seconds());
  if (!found.disagreement.empty()) {
    std::cerr << "nimlab: " << found.disagreement << "\n";
    return exit_disagree;
  }
  const pos::AutomatonSearch& s = found.search;
  const std::optional<pos::AutomatonCheck>& check = found.check;
  if (o.dot) {
    print_dot(p, s);
    return exit_ok;
  }
  if (o.common.json()) {
    o.common.print_json(automaton_report(p, c, o.max_states, found));
    return exit_ok;
  }
  std::cout << "game: ";
  for (std::size_t i = 0; i < p.games.size(); ++i)
    std::cout << (i ? " + " : "") << p.games[i].text();
  std::cout << "\nposition: " << position_text(p, p.heaps) << "\nconvention: " << to_string(c)
            << "\noutcome: " << outcome_letter(s.outcome)
            << (s.outcome == Outcome::P   ? " (player One, who moves first, loses)"
                : s.outcome == Outcome::N ? " (player One, who moves first, wins)"
                                          : " (draw)")
            << '\n';
  if (s.outcome != Outcome::P) {
    std::cout << "no automaton: " << no_automaton_reason(s.outcome) << '\n';
    return exit_ok;
  }
  if (!s.automaton)
    std::cout << "no automaton of at most " << states_word(o.max_states)
              << " wins: exhaustive search refuted them all (raise --max-states, up to "
              << pos::max_automaton_states << ")\n";
  else
    std::cout << "smallest automaton: " << states_word(s.automaton->size()) << '\n';
  if (s.automaton && !s.refuted.empty())
    std::cout << "minimality: exhaustive search found no winning automaton of at most "
              << states_word(s.refuted.back().states) << '\n';
  for (const pos::SizeRefutation& r : s.refuted)
    std::cout << "  at most " << states_word(r.states) << ": " << r.dead_ends << " partial automat"
              << (r.dead_ends == 1 ? "on" : "a") << " refuted (" << r.steps << " choices tried)\n";
  if (!s.automaton) return exit_ok;
  std::cout << "check: the automaton wins all " << check->plays
            << " plays of player One (every sequence of One's moves, checked independently)\n";
  const pos::StrategyAutomaton& a = *s.automaton;
  for (std::size_t q = 0; q < a.size(); ++q) {
    std::cout << "state " << q << " (" << (q == 0 ? "start, " : "")
              << (a.states[q].empty() ? "final, " : "") << "at "
              << positions_list(p, s.state_positions[q]) << ")\n";
    for (const pos::Transition& t : a.states[q])
      std::cout << "  One " << label_text(t.read) << "  =>  Two "
                << (t.reply ? label_text(*t.reply) : std::string("(game over)")) << "  =>  state "
                << t.next << '\n';
  }
  return exit_ok;
}

}  // namespace

void add_automaton_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<AutomatonOptions>();
  auto* cmd = root.add_subcommand(
      "automaton",
      "the smallest strategy automaton with which player Two (who moves second) wins from a "
      "position. The automaton reads One's move and answers with Two's reply (\"from heap i take "
      "k\"); a state is all it remembers. In each state its arrows are exactly One's legal moves "
      "there, and it halts in its final state (counted) when the game is over. The size found is "
      "minimal: every automaton with fewer states is refuted by exhaustive search (counts "
      "printed), and the automaton is checked independently against every sequence of One's "
      "moves. Positions of at most " +
          std::to_string(positions::max_automaton_tokens) +
          " tokens; see proofs/strategy-automaton.md");
  options->game.add_to(*cmd);
  options->position.add_to(*cmd, true);
  cmd->add_option("--max-states", options->max_states,
                  "search automata of up to this many states (default 16)")
      ->transform(integer_in_range(1, positions::max_automaton_states));
  options->common.add_to(*cmd, "automaton");
  cmd->add_flag("--dot", options->dot, "print the automaton as a Graphviz DOT graph on stdout")
      ->excludes(options->common.json_option());
  cmd->callback([options, &action] { action = [options] { return run_automaton(*options); }; });
}

}  // namespace nimlab::app
