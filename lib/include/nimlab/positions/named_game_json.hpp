#pragma once
// The JSON rule of a named game: the rule of its subtraction set or octal code when it has one
// (kayles is {"octal": ".77"}, as in certificates), else {"game": "NAME[:PARAMS]"} with the
// canonical name of `nimlab games` (nim, moore:2, staircase, ...).
#include <nlohmann/json.hpp>

#include "nimlab/positions/named_game.hpp"

namespace nimlab::positions {

nlohmann::json rule_json(const NamedGame& game);

}  // namespace nimlab::positions
