#pragma once
// The options that name a single-heap game, shared by every subcommand that takes one:
// --subtract 1,4,9,10 | --octal .1133, --misere, --stuck standard|draw, --kind grundy|outcome.
#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "nimlab/game/sequence_spec.hpp"

namespace nimlab::app {

class GameOptions {
 public:
  // Adds the options to a subcommand.
  void add_to(CLI::App& command);
  // Builds the spec; throws nimlab::error on bad or missing input.
  SequenceSpec spec() const;
  // The options as a user would type them again, e.g. "--octal .16 --kind outcome".
  std::string arguments() const;

 private:
  CLI::Option* subtract_option_ = nullptr;
  CLI::Option* octal_option_ = nullptr;
  std::string subtract_;
  std::string octal_;
  bool misere_ = false;
  std::string stuck_ = "standard";
  std::string kind_;
};

}  // namespace nimlab::app
