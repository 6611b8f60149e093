// Compiling a notation into moves: the one place where octal digits are decoded.
#include "nimlab/game/game.hpp"

#include <algorithm>

namespace nimlab {

Game::Game(SubtractionSet set) : notation_(std::move(set)) {
  for (std::uint32_t s : std::get<SubtractionSet>(notation_).elements()) {
    moves_.eliminations.push_back(s);
    moves_.reductions.push_back(s);
  }
  largest_removal_ = std::get<SubtractionSet>(notation_).max();
}

Game::Game(OctalCode code) : notation_(std::move(code)) {
  const OctalCode& c = std::get<OctalCode>(notation_);
  for (std::size_t k = 0; k <= c.length(); ++k) {
    const std::uint8_t d = c.digit(k);
    if (d & 1) moves_.eliminations.push_back(k);
    if (d & 2) moves_.reductions.push_back(k);
    if (d & 4) moves_.splits.push_back(k);
  }
  largest_removal_ = c.length();
}

std::optional<Recurrence> Game::recurrence() const {
  if (splits()) return std::nullopt;
  const bool octal = std::holds_alternative<OctalCode>(notation_);
  return Recurrence{largest_removal_, octal ? std::size_t{1} : std::size_t{0}};
}

std::string Game::name() const {
  if (const auto* set = std::get_if<SubtractionSet>(&notation_))
    return "subtract " + set->to_string();
  return "octal " + std::get<OctalCode>(notation_).to_string();
}

}  // namespace nimlab
