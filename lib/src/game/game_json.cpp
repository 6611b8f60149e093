#include "nimlab/game/game_json.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

nlohmann::json rule_json(const Game& game) {
  if (const auto* set = std::get_if<SubtractionSet>(&game.notation()))
    return {{"subtract", set->elements()}};
  if (const auto* code = std::get_if<OctalCode>(&game.notation()))
    return {{"octal", code->to_string()}};
  if (const auto* code = std::get_if<HexCode>(&game.notation()))
    return {{"hex", code->to_string()}};
  if (const auto* all_but = std::get_if<AllButSubtraction>(&game.notation()))
    return {{"all_but", all_but->excluded()}};
  return {{"game", std::get<GrundysGame>(game.notation()).to_string()}};
}

nlohmann::json convention_json(Convention c) {
  return {{"play", play_name(c.play)}, {"stuck", stuck_name(c.stuck)}};
}

Convention convention_from_json(const nlohmann::json& j) {
  const auto text = [&j](const char* key) {
    if (!j.is_object() || !j.contains(key) || !j.at(key).is_string())
      throw error(std::string("\"convention\" needs a string field \"") + key + "\"");
    return j.at(key).get<std::string>();
  };
  return {parse_play(text("play")), parse_stuck(text("stuck"))};
}

}  // namespace nimlab
