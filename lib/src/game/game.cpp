// Compiling a notation into moves: the one place where octal and hexadecimal digits are decoded.
#include "nimlab/game/game.hpp"

#include <algorithm>
#include <cstdint>

namespace nimlab {

Game::Game(SubtractionSet set) : notation_(std::move(set)) {
  for (std::uint32_t s : std::get<SubtractionSet>(notation_).elements()) {
    moves_.eliminations.push_back(s);
    moves_.reductions.push_back(s);
  }
  largest_removal_ = std::get<SubtractionSet>(notation_).max();
}

template <class Code>
void Game::compile_code(const Code& code) {
  for (std::size_t k = 0; k <= code.length(); ++k) {
    const std::uint8_t d = code.digit(k);
    if (d & 1) moves_.eliminations.push_back(k);
    if (d & 2) moves_.reductions.push_back(k);
    if (d & 4) moves_.splits.push_back(k);
    if (d & 8) moves_.triple_splits.push_back(k);
  }
  largest_removal_ = code.length();
}

Game::Game(OctalCode code) : notation_(std::move(code)) {
  compile_code(std::get<OctalCode>(notation_));
}

Game::Game(HexCode code) : notation_(code) {
  if (const std::optional<OctalCode> octal = code.as_octal()) {
    notation_ = *octal;
    compile_code(*octal);
  } else {
    compile_code(code);
  }
}

Game::Game(GrundysGame rule) : notation_(rule) {
  moves_.unequal_splits.push_back(0);
}

Game::Game(AllButSubtraction rule) : notation_(std::move(rule)) {
  moves_.all_but = true;
  for (std::uint32_t x : std::get<AllButSubtraction>(notation_).excluded())
    moves_.excluded.push_back(x);
  largest_removal_ = SIZE_MAX;
}

std::optional<Recurrence> Game::recurrence() const {
  if (splits() || moves_.all_but) return std::nullopt;
  const bool octal = std::holds_alternative<OctalCode>(notation_);
  return Recurrence{largest_removal_, octal ? std::size_t{1} : std::size_t{0}};
}

std::string Game::name() const {
  if (const auto* set = std::get_if<SubtractionSet>(&notation_))
    return "subtract " + set->to_string();
  if (const auto* octal = std::get_if<OctalCode>(&notation_)) return "octal " + octal->to_string();
  if (const auto* hex = std::get_if<HexCode>(&notation_)) return "hex " + hex->to_string();
  if (const auto* all_but = std::get_if<AllButSubtraction>(&notation_))
    return "all-but " + all_but->to_string();
  return std::get<GrundysGame>(notation_).to_string();
}

}  // namespace nimlab
