#pragma once
// Which value sequence of a game is asked for: Grundy values or outcomes, under a play
// convention. A SequenceSpec is valid by construction: its constructor refuses the combinations
// that have no meaning, so no consumer checks them again.
#include <cstdint>
#include <string>
#include <string_view>

#include "nimlab/game/convention.hpp"
#include "nimlab/game/game.hpp"

namespace nimlab {

enum class Kind : std::uint8_t { grundy, outcome };

std::string kind_name(Kind kind);  // "grundy" / "outcome"
// Parses "grundy" or "outcome"; throws nimlab::error otherwise.
Kind parse_kind(std::string_view text);
// The kind asked for when none is named: Grundy values wherever they exist (normal play with the
// standard stuck rule), outcomes otherwise. The same for every game.
Kind default_kind(Convention convention);

class SequenceSpec {
 public:
  // Throws nimlab::error for Grundy values under misere play or the draw rule (they exist only
  // for normal play with the standard stuck rule), and for misere or draw outcomes of a game
  // that splits heaps (no theory for them here).
  SequenceSpec(Game game, Kind kind, Convention convention = {});

  const Game& game() const { return game_; }
  Kind kind() const { return kind_; }
  Convention convention() const { return convention_; }

  friend bool operator==(const SequenceSpec&, const SequenceSpec&) = default;

 private:
  Game game_;
  Kind kind_;
  Convention convention_;
};

}  // namespace nimlab
