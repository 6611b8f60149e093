#include "solve_report.hpp"

#include <string>

#include "nimlab/game/game_json.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "position_options.hpp"

namespace nimlab::app {

nlohmann::json solve_report(const positions::Position& p, const Convention& c,
                            const positions::Answer& a, std::size_t max_moves) {
  nlohmann::json rules = nlohmann::json::array(), heap_rules = nlohmann::json::array();
  for (const auto& g : p.games) rules.push_back(positions::rule_json(g));
  for (const auto& h : p.heaps) heap_rules.push_back(positions::rule_json(p.games[h.game]));
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& m : a.winning_moves) {
    if (max_moves != 0 && moves.size() == max_moves) break;
    moves.push_back(move_json(p, m));
  }
  nlohmann::json j{{"rules", rules},
                   {"heaps", heaps_json(p.heaps)},
                   {"convention", convention_json(c)},
                   {"outcome", std::string(1, outcome_letter(a.outcome))},
                   {"nim_value", a.nim_value ? nlohmann::json(*a.nim_value) : nlohmann::json()},
                   {"method", a.method},
                   {"winning_moves", moves},
                   {"winning_move_count", a.winning_move_count}};
  if (p.games.size() > 1) j["heap_rules"] = heap_rules;
  if (a.method == "brute-force") j["positions_searched"] = a.positions_searched;
  if (a.quotient)
    j["quotient"] = {{"max_heap", a.quotient->max_heap},
                     {"order", a.quotient->order},
                     {"p_size", a.quotient->p_size}};
  if (!a.note.empty()) j["note"] = a.note;
  return j;
}

}  // namespace nimlab::app
