// nimlab automaton: the smallest strategy automaton with which player Two wins from a position,
// its minimality by exhaustive search of the smaller sizes, and an independent check against
// every play of player One. Text, --json or --dot (Graphviz).
#include <iostream>
#include <map>

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

std::string label_text(const pos::MoveLabel& l) {
  if (!l.heap) {
    std::string out;
    for (std::uint32_t h : l.leaves) out += (out.empty() ? "" : ",") + std::to_string(h);
    return "move to " + (out.empty() ? std::string("(no heaps)") : out);
  }
  std::string out = "from heap " + std::to_string(*l.heap + 1) + " take " + std::to_string(l.take);
  if (l.parts.size() == 2)
    out += " and split the rest into " + std::to_string(l.parts[0]) + " + " +
           std::to_string(l.parts[1]);
  return out;
}

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

nlohmann::json label_json(const pos::MoveLabel& l) {
  if (!l.heap) return {{"leaves", l.leaves}, {"text", label_text(l)}};
  nlohmann::json j{{"heap", *l.heap + 1}, {"take", l.take}};
  if (l.parts.size() >= 2) j["split"] = l.parts;
  j["text"] = label_text(l);
  return j;
}

std::string states_word(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " state" : " states");
}

// Why no automaton exists, or empty when One loses.
std::string no_automaton_reason(Outcome o) {
  if (o == Outcome::N)
    return "player One wins from this position (outcome N): no strategy of player Two, and so "
           "no automaton, wins against every play of One";
  if (o == Outcome::D)
    return "player One can force a draw from this position (outcome D): no automaton of player "
           "Two wins against every play of One";
  return {};
}

std::string positions_list(const pos::Position& p, const std::vector<std::vector<pos::Heap>>& at) {
  constexpr std::size_t shown = 6;
  std::string out;
  for (std::size_t i = 0; i < at.size() && i < shown; ++i)
    out += (i ? "; " : "") + position_text(p, at[i]);
  if (at.size() > shown) out += "; ... (" + std::to_string(at.size()) + " positions)";
  return out;
}

std::size_t final_state(const pos::StrategyAutomaton& a) {
  for (std::size_t q = 0; q < a.size(); ++q)
    if (a.states[q].empty()) return q;
  return a.size();
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

nlohmann::json automaton_json(const pos::AutomatonSearch& s) {
  const pos::StrategyAutomaton& a = *s.automaton;
  nlohmann::json states = nlohmann::json::array();
  for (std::size_t q = 0; q < a.size(); ++q) {
    nlohmann::json at = nlohmann::json::array(), arrows = nlohmann::json::array();
    for (const auto& heaps : s.state_positions[q]) at.push_back(heaps_json(heaps));
    for (const pos::Transition& t : a.states[q])
      arrows.push_back({{"read", label_json(t.read)},
                        {"reply", t.reply ? label_json(*t.reply) : nlohmann::json()},
                        {"next", t.next}});
    states.push_back({{"state", q}, {"positions", at}, {"transitions", arrows}});
  }
  return {{"start", 0}, {"final", final_state(a)}, {"states", states}};
}

int run_automaton(const AutomatonOptions& o) {
  const pos::Position p = o.position.position(o.game.named_or_nim());
  const Convention c = o.game.convention();
  const Stopwatch watch;
  const pos::AutomatonSearch s = pos::smallest_automaton(p, c, o.max_states);
  o.common.timing("search", watch.seconds());
  // Two answers from two routes: the outcome folded over the search's game graph and solve's.
  const Outcome solved = pos::solve(p, c).outcome;
  if (solved != s.outcome) {
    std::cerr << "nimlab: the automaton search's game graph gives outcome "
              << outcome_letter(s.outcome) << " but solve gives " << outcome_letter(solved) << "\n";
    return exit_disagree;
  }
  std::optional<pos::AutomatonCheck> check;
  if (s.automaton) {
    check = pos::check_automaton(*s.automaton, p, c);
    if (!check->wins) {
      std::cerr << "nimlab: the independent check refutes the automaton the search found: "
                << check->failure << "\n";
      return exit_disagree;
    }
  }
  if (o.dot) {
    print_dot(p, s);
    return exit_ok;
  }
  if (o.common.json()) {
    nlohmann::json rules = nlohmann::json::array(), refuted = nlohmann::json::array();
    for (const auto& g : p.games) rules.push_back(pos::rule_json(g));
    for (const pos::SizeRefutation& r : s.refuted)
      refuted.push_back({{"at_most_states", r.states},
                         {"steps", r.steps},
                         {"partial_automata_refuted", r.dead_ends}});
    nlohmann::json j{
        {"rules", rules},
        {"heaps", heaps_json(p.heaps)},
        {"convention", convention_json(c)},
        {"outcome", std::string(1, outcome_letter(s.outcome))},
        {"second_player_wins", s.outcome == Outcome::P},
        {"method", "exhaustive-search"},
        {"max_states", o.max_states},
        {"states", s.automaton ? nlohmann::json(s.automaton->size()) : nlohmann::json()},
        {"minimal", s.automaton.has_value()},
        {"refuted", refuted},
        {"graph_positions", s.graph_positions},
        {"automaton", s.automaton ? automaton_json(s) : nlohmann::json()}};
    if (check)
      j["check"] = {{"wins", check->wins},
                    {"plays", check->plays},
                    {"configurations", check->configurations}};
    if (!s.automaton) {
      const std::string why = no_automaton_reason(s.outcome);
      j["reason"] = why.empty() ? "every automaton of at most " + states_word(o.max_states) +
                                      " was refuted; raise --max-states"
                                : why;
    }
    o.common.print_json(std::move(j));
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
