#pragma once
// The one JSON shape of a rule and of a convention, shared by every JSON output of the CLI and by
// certificates (proofs/certificate-format.md):
//   rule:       {"subtract": [1, 4, 9, 10]}, {"octal": ".77"}, {"hex": ".8"}, for an all-but
//               game its exclusion set {"all_but": [2, 3]} or, for Grundy's game,
//               {"game": "grundy"}
//   convention: {"play": "normal" | "misere", "stuck": "standard" | "draw"}
// Games known only by name (Nim, Staircase Nim, ...) are {"game": "NAME[:PARAMS]"}
// (positions/named_game_json.hpp).
#include <nlohmann/json.hpp>

#include "nimlab/game/convention.hpp"
#include "nimlab/game/game.hpp"

namespace nimlab {

nlohmann::json rule_json(const Game& game);
nlohmann::json convention_json(Convention c);
// Reads {"play": ..., "stuck": ...}; throws nimlab::error naming the field on anything else.
Convention convention_from_json(const nlohmann::json& j);

}  // namespace nimlab
