#include "nimlab/rules/convention.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

char outcome_letter(Outcome o) {
  switch (o) {
    case Outcome::P: return 'P';
    case Outcome::N: return 'N';
    case Outcome::D: return 'D';
  }
  return '?';
}

Outcome outcome_from_letter(char c) {
  switch (c) {
    case 'P': return Outcome::P;
    case 'N': return Outcome::N;
    case 'D': return Outcome::D;
    default: throw error(std::string("not an outcome letter: '") + c + "'");
  }
}

std::string to_string(Convention c) {
  std::string s = c.play == Play::normal ? "normal" : "misere";
  s += c.stuck == Stuck::standard ? "/standard" : "/draw";
  return s;
}

Stuck parse_stuck(std::string_view text) {
  if (text == "standard") return Stuck::standard;
  if (text == "draw") return Stuck::draw;
  throw error("unknown stuck rule '" + std::string(text) + "' (expected standard or draw)");
}

}  // namespace nimlab
