#pragma once
// The options that name a game, shared by every subcommand that takes one (one help section,
// "Game"): --game NAME[:PARAMS] | --subtract 1,4,9,10 | --octal .1133 | --hex .8, --misere,
// --stuck standard|draw, --kind grundy|outcome.
#include <optional>
#include <string>

#include "cli_fwd.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/positions/named_game.hpp"

namespace nimlab::app {

class GameOptions {
 public:
  // Adds the options to a subcommand.
  void add_to(CLI::App& command);
  // Builds the spec; throws nimlab::error on bad or missing input.
  // Only games compiled into moves have one (kayles, dawson, grundy, subtract:S, octal:CODE,
  // hex:CODE and all-but:X among the names).
  SequenceSpec spec() const;
  // True when --game, --subtract, --octal or --hex was given.
  bool has_game() const;
  // The named game (any name of `nimlab games`); throws nimlab::error when none is given.
  positions::NamedGame named() const;
  // named(), or Nim when no game is given: the default of the commands that take positions
  // (solve, play, graph, automaton).
  positions::NamedGame named_or_nim() const;
  // --misere, or the misere play a name implies (misere-nim), and --stuck.
  Convention convention() const;
  // --kind, or when it is not given default_kind(c): Grundy values wherever they exist.
  Kind kind(Convention c) const;
  // The options as a user would type them again, e.g. "--octal .16 --kind outcome".
  std::string arguments() const;

 private:
  CLI::Option* subtract_option_ = nullptr;
  CLI::Option* octal_option_ = nullptr;
  CLI::Option* hex_option_ = nullptr;
  CLI::Option* game_option_ = nullptr;
  std::string game_;
  std::string subtract_;
  std::string octal_;
  std::string hex_;
  bool misere_ = false;
  std::string stuck_ = "standard";
  std::string kind_;
};

}  // namespace nimlab::app
