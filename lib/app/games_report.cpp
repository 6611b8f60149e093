#include "games_report.hpp"

#include "nimlab/positions/named_game.hpp"
#include "nimlab/sources/game_sources.hpp"

namespace nimlab::app {

nlohmann::json games_report() {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& e : positions::game_catalogue())
    list.push_back({{"name", e.name},
                    {"shape", e.shape},
                    {"description", e.description},
                    {"source", game_sources(e.name)}});
  return nlohmann::json{{"games", list}};
}

}  // namespace nimlab::app
