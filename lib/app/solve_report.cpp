#include "solve_report.hpp"

#include <string>

#include "position_options.hpp"

namespace nimlab::app {

nlohmann::json solve_report(const positions::Position& p, const Convention& c,
                            const positions::Answer& a) {
  nlohmann::json games = nlohmann::json::array(), heap_games = nlohmann::json::array();
  for (const auto& g : p.games) games.push_back(g.text());
  for (const auto& h : p.heaps) heap_games.push_back(p.games[h.game].text());
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& m : a.winning_moves) moves.push_back(move_json(p, m));
  nlohmann::json j{{"games", games},
                   {"heaps", heaps_json(p.heaps)},
                   {"convention", to_string(c)},
                   {"outcome", std::string(1, outcome_letter(a.outcome))},
                   {"nim_value", a.nim_value ? nlohmann::json(*a.nim_value) : nlohmann::json()},
                   {"method", a.method},
                   {"winning_moves", moves}};
  if (p.games.size() > 1) j["heap_games"] = heap_games;
  if (a.method == "brute-force") j["positions_searched"] = a.positions_searched;
  return j;
}

}  // namespace nimlab::app
