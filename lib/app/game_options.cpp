#include "game_options.hpp"

#include <CLI/CLI.hpp>

#include "nimlab/error.hpp"
#include "nimlab/values/sequence.hpp"
#include "option_error.hpp"

namespace nimlab::app {

namespace {

const char* const group = "Game (one of --game, --subtract, --octal, --hex)";

std::string game_names_help() {
  std::string names;
  for (const auto& e : positions::game_catalogue()) names += (names.empty() ? "" : ", ") + e.name;
  return "a game by name: " + names + " (see nimlab games)";
}

}  // namespace

void GameOptions::add_to(CLI::App& command) {
  auto* named = game_option_ = command.add_option("--game", game_, game_names_help())->group(group);
  auto* sub = subtract_option_ =
      command
          .add_option("--subtract", subtract_,
                      "subtraction set, e.g. 1,4,9,10 (any finite set of positive integers)")
          ->group(group);
  auto* oct = octal_option_ =
      command.add_option("--octal", octal_, "octal code, e.g. .1133, 0.77 or 4.07")->group(group);
  auto* hex = hex_option_ =
      command
          .add_option("--hex", hex_,
                      "hexadecimal code, e.g. .8 or 4.b: digits 0-9a-f, bits 1, 2, 4 as in octal "
                      "codes, bit 8 = removing k tokens may leave three heaps; a code with all "
                      "digits below 8 is that octal code. period proves periods with the "
                      "hexadecimal form of the octal theorem (many such codes are "
                      "arithmetic-periodic instead); codes with a digit >= 8 up to " +
                          std::to_string(max_three_heap_split_length) +
                          " values (pair values kept as bitsets: at the limit about 2 to 25 s "
                          "on one core and 100 to 190 MiB)")
          ->group(group);
  sub->excludes(oct)->excludes(named)->excludes(hex);
  oct->excludes(sub)->excludes(named)->excludes(hex);
  named->excludes(sub)->excludes(oct)->excludes(hex);
  hex->excludes(sub)->excludes(oct)->excludes(named);
  command.add_flag("--misere", misere_, "misere play: the player who makes the last move loses")
      ->group(group);
  command
      .add_option("--stuck", stuck_,
                  "when tokens remain but no move is legal: standard (the mover loses under "
                  "normal play, wins under misere) or draw")
      ->capture_default_str()
      ->check(parsed_by([](const std::string& s) { parse_stuck(s); }))
      ->group(group);
  command
      .add_option(
          "--kind", kind_,
          "grundy or outcome (default: grundy under normal play with the standard stuck rule, "
          "the only convention with Grundy values; outcome otherwise)")
      ->check(parsed_by([](const std::string& s) { parse_kind(s); }))
      ->group(group);
}

bool GameOptions::has_game() const {
  return game_option_->count() + subtract_option_->count() + octal_option_->count() +
             hex_option_->count() >
         0;
}

positions::NamedGame GameOptions::named() const {
  if (game_option_->count() > 0) return positions::NamedGame::parse(game_);
  if (subtract_option_->count() > 0)
    return positions::NamedGame::of(
        Game(from_option("--subtract", [&] { return SubtractionSet::parse(subtract_); })));
  if (octal_option_->count() > 0)
    return positions::NamedGame::of(
        Game(from_option("--octal", [&] { return OctalCode::parse(octal_); })));
  if (hex_option_->count() > 0)
    return positions::NamedGame::of(
        Game(from_option("--hex", [&] { return HexCode::parse(hex_); })));
  throw error(
      "name a game with --game NAME, --subtract S, --octal CODE or --hex CODE (see nimlab games)");
}

positions::NamedGame GameOptions::named_or_nim() const {
  return has_game() ? named() : positions::NamedGame::parse("nim");
}

Convention GameOptions::convention() const {
  const bool implied = game_option_->count() > 0 &&
                       positions::NamedGame::parse(game_).implied_play() == Play::misere;
  return {misere_ || implied ? Play::misere : Play::normal,
          from_option("--stuck", [&] { return parse_stuck(stuck_); })};
}

SequenceSpec GameOptions::spec() const {
  const positions::NamedGame named_game = named();
  if (!named_game.game())
    throw error("--game " + named_game.text() +
                ": this command takes a game with one value sequence: kayles, dawson, "
                "grundy, subtract:S, octal:CODE, hex:CODE or all-but:X (use nimlab solve for the "
                "others)");
  const Game& game = *named_game.game();
  const Convention c = convention();
  return SequenceSpec(game, kind(c), c);
}

Kind GameOptions::kind(Convention c) const {
  return kind_.empty() ? default_kind(c) : from_option("--kind", [&] { return parse_kind(kind_); });
}

std::string GameOptions::arguments() const {
  std::string out = !game_.empty()                  ? "--game " + game_
                    : subtract_option_->count() > 0 ? "--subtract " + subtract_
                    : hex_option_->count() > 0      ? "--hex " + hex_
                                                    : "--octal " + octal_;
  if (!kind_.empty()) out += " --kind " + kind_;
  if (misere_) out += " --misere";
  if (stuck_ != "standard") out += " --stuck " + stuck_;
  return out;
}

}  // namespace nimlab::app
