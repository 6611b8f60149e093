// The strategy automaton's search, cross-checks and JSON report (see automaton_report.hpp).
#include "automaton_report.hpp"

#include "nimlab/game/game_json.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "nimlab/positions/solve.hpp"
#include "position_options.hpp"

namespace nimlab::app {

namespace pos = positions;

std::string label_text(const pos::MoveLabel& l) {
  if (!l.heap) {
    // Appended piece by piece: GCC 12 warns (-Wrestrict) about "..." + a temporary string.
    std::string out = "move to ";
    if (l.leaves.empty()) out += "(no heaps)";
    for (std::size_t i = 0; i < l.leaves.size(); ++i) {
      if (i) out += ',';
      out += std::to_string(l.leaves[i]);
    }
    return out;
  }
  return heap_move_text(*l.heap, l.take, l.parts);
}

std::string states_word(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " state" : " states");
}

std::string no_automaton_reason(Outcome o) {
  if (o == Outcome::N)
    return "player One wins from this position (outcome N): no strategy of player Two, and so "
           "no automaton, wins against every play of One";
  if (o == Outcome::D)
    return "player One can force a draw from this position (outcome D): no automaton of player "
           "Two wins against every play of One";
  return {};
}

namespace {

nlohmann::json label_json(const pos::MoveLabel& l) {
  if (!l.heap) return {{"leaves", l.leaves}, {"text", label_text(l)}};
  nlohmann::json j{{"heap", *l.heap + 1}, {"take", l.take}};
  if (l.parts.size() >= 2) j["split"] = l.parts;
  j["text"] = label_text(l);
  return j;
}

std::size_t final_state(const pos::StrategyAutomaton& a) {
  for (std::size_t q = 0; q < a.size(); ++q)
    if (a.states[q].empty()) return q;
  return a.size();
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

}  // namespace

AutomatonFindings find_automaton(const pos::Position& p, Convention c, std::size_t max_states) {
  AutomatonFindings f{pos::smallest_automaton(p, c, max_states), std::nullopt, {}};
  // Two answers from two routes: the outcome folded over the search's game graph and solve's.
  const Outcome solved = pos::solve(p, c).outcome;
  if (solved != f.search.outcome) {
    f.disagreement = std::string("the automaton search's game graph gives outcome ") +
                     outcome_letter(f.search.outcome) + " but solve gives " +
                     outcome_letter(solved);
    return f;
  }
  if (f.search.automaton) {
    f.check = pos::check_automaton(*f.search.automaton, p, c);
    if (!f.check->wins)
      f.disagreement =
          "the independent check refutes the automaton the search found: " + f.check->failure;
  }
  return f;
}

nlohmann::json automaton_report(const pos::Position& p, Convention c, std::size_t max_states,
                                const AutomatonFindings& f) {
  nlohmann::json rules = nlohmann::json::array(), refuted = nlohmann::json::array();
  for (const auto& g : p.games) rules.push_back(pos::rule_json(g));
  for (const pos::SizeRefutation& r : f.search.refuted)
    refuted.push_back({{"at_most_states", r.states},
                       {"steps", r.steps},
                       {"partial_automata_refuted", r.dead_ends}});
  nlohmann::json j{{"rules", rules},
                   {"heaps", heaps_json(p.heaps)},
                   {"convention", convention_json(c)},
                   {"outcome", std::string(1, outcome_letter(f.search.outcome))},
                   {"second_player_wins", f.search.outcome == Outcome::P},
                   {"method", "exhaustive-search"},
                   {"max_states", max_states},
                   {"states", f.search.automaton ? nlohmann::json(f.search.automaton->size())
                                                 : nlohmann::json()},
                   {"minimal", f.search.automaton.has_value()},
                   {"refuted", refuted},
                   {"graph_positions", f.search.graph_positions},
                   {"automaton", f.search.automaton ? automaton_json(f.search) : nlohmann::json()}};
  if (f.check)
    j["check"] = {{"wins", f.check->wins},
                  {"plays", f.check->plays},
                  {"configurations", f.check->configurations}};
  if (!f.search.automaton) {
    const std::string why = no_automaton_reason(f.search.outcome);
    j["reason"] = why.empty() ? "every automaton of at most " + states_word(max_states) +
                                    " was refuted; raise --max-states"
                              : why;
  }
  return j;
}

}  // namespace nimlab::app
