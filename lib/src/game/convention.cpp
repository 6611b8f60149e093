#include "nimlab/game/convention.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

char outcome_letter(Outcome o) {
  switch (o) {
    case Outcome::P:
      return 'P';
    case Outcome::N:
      return 'N';
    case Outcome::D:
      return 'D';
  }
  return '?';
}

Outcome outcome_from_letter(char c) {
  switch (c) {
    case 'P':
      return Outcome::P;
    case 'N':
      return Outcome::N;
    case 'D':
      return Outcome::D;
    default:
      throw error(std::string("not an outcome letter: '") + c + "'");
  }
}

std::string play_name(Play p) {
  return p == Play::normal ? "normal" : "misere";
}

std::string stuck_name(Stuck s) {
  return s == Stuck::standard ? "standard" : "draw";
}

std::string to_string(Convention c) {
  return play_name(c.play) + "/" + stuck_name(c.stuck);
}

Play parse_play(std::string_view text) {
  if (text == "normal") return Play::normal;
  if (text == "misere") return Play::misere;
  throw error("unknown play convention '" + std::string(text) + "' (expected normal or misere)");
}

Stuck parse_stuck(std::string_view text) {
  if (text == "standard") return Stuck::standard;
  if (text == "draw") return Stuck::draw;
  throw error("unknown stuck rule '" + std::string(text) + "' (expected standard or draw)");
}

}  // namespace nimlab
