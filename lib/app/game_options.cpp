#include "game_options.hpp"

#include "nimlab/error.hpp"

namespace nimlab::app {

void GameOptions::add_to(CLI::App& command) {
  auto* sub = subtract_option_ =
      command.add_option("--subtract", subtract_,
                         "subtraction set, e.g. 1,4,9,10 (any finite set of positive "
                         "integers)");
  auto* oct = octal_option_ =
      command.add_option("--octal", octal_, "octal code, e.g. .1133, 0.77 or 4.07");
  sub->excludes(oct);
  oct->excludes(sub);
  command.add_flag("--misere", misere_, "misere play: the player who makes the last move loses");
  command
      .add_option("--stuck", stuck_,
                  "when tokens remain but no move is legal: standard (the mover loses under "
                  "normal play, wins under misere) or draw")
      ->capture_default_str();
  command.add_option("--kind", kind_,
                     "grundy or outcome (default: grundy for octal codes, outcome for sets)");
}

SequenceSpec GameOptions::spec() const {
  const bool is_set = subtract_option_->count() > 0;
  if (!is_set && octal_option_->count() == 0)
    throw error("name a game with --subtract S or --octal CODE");
  const Game game =
      is_set ? Game(SubtractionSet::parse(subtract_)) : Game(OctalCode::parse(octal_));
  return SequenceSpec(game, kind_.empty() ? default_kind(game) : parse_kind(kind_),
                      {misere_ ? Play::misere : Play::normal, parse_stuck(stuck_)});
}

std::string GameOptions::arguments() const {
  std::string out = subtract_option_->count() > 0 ? "--subtract " + subtract_ : "--octal " + octal_;
  if (!kind_.empty()) out += " --kind " + kind_;
  if (misere_) out += " --misere";
  if (stuck_ != "standard") out += " --stuck " + stuck_;
  return out;
}

}  // namespace nimlab::app
