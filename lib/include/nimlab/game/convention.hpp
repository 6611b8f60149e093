#pragma once
// Play conventions and outcome letters shared by every part of nimlab, with their one text form
// (parsed and printed only here).
#include <cstdint>
#include <string>
#include <string_view>

namespace nimlab {

// normal: the player who makes the last move wins; misere: that player loses.
enum class Play : std::uint8_t { normal, misere };

// What happens when tokens remain but no move is legal. standard: same as no tokens (the mover
// loses under normal play and wins under misere); draw: the game is drawn ("remise").
enum class Stuck : std::uint8_t { standard, draw };

struct Convention {
  Play play = Play::normal;
  Stuck stuck = Stuck::standard;
  friend bool operator==(const Convention&, const Convention&) = default;
};

// P: the player to move loses; N: the player to move wins; D: draw.
enum class Outcome : std::uint8_t { P = 0, N = 1, D = 2 };

char outcome_letter(Outcome o);
// Throws nimlab::error for anything other than 'P', 'N', 'D'.
Outcome outcome_from_letter(char c);
std::string play_name(Play p);        // "normal" / "misere"
std::string stuck_name(Stuck s);      // "standard" / "draw"
std::string to_string(Convention c);  // "normal/standard"
// Parse "normal" or "misere", "standard" or "draw"; throw nimlab::error otherwise.
Play parse_play(std::string_view text);
Stuck parse_stuck(std::string_view text);

}  // namespace nimlab
