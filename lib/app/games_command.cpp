// nimlab games: the names --game accepts, with what each game is and where it comes from.
#include <CLI/CLI.hpp>
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common_options.hpp"
#include "games_report.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/sources/game_sources.hpp"

namespace nimlab::app {
namespace {

int run_games(const CommonOptions& common) {
  const auto& entries = positions::game_catalogue();
  if (common.json()) {
    common.print_json(games_report());
    return exit_ok;
  }
  for (const auto& e : entries)
    std::cout << std::left << std::setw(18) << e.name << std::setw(7) << e.shape << e.description
              << "  [" << game_sources(e.name) << "]\n";
  std::cout << "\nheap: each heap is a game of its own; heaps of different heap games add up "
               "(nimlab solve --plus).\nwhole: the rule acts on the whole position.\n";
  return exit_ok;
}

}  // namespace

void add_games_command(CLI::App& root, Action& action) {
  auto common = std::make_shared<CommonOptions>();
  auto* cmd = root.add_subcommand("games", "list the games --game knows, with their sources");
  common->add_to(*cmd, "games");
  cmd->callback([common, &action] { action = [common] { return run_games(*common); }; });
}

}  // namespace nimlab::app
