#include "nimlab/positions/named_game_json.hpp"

#include "nimlab/game/game_json.hpp"

namespace nimlab::positions {

nlohmann::json rule_json(const NamedGame& game) {
  if (game.game()) return nimlab::rule_json(*game.game());
  return {{"game", game.text()}};
}

}  // namespace nimlab::positions
