#pragma once
// Each subcommand lives in its own file and adds itself to the root app through one function.
// The function stores what to run in `action`; main() runs the action of the chosen subcommand
// and turns exceptions into exit codes (nimlab::error -> 2, anything else -> 1).
#include <filesystem>
#include <functional>

#include "cli_fwd.hpp"

namespace nimlab::app {

using Action = std::function<int()>;

// Exit codes of the CLI contract.
inline constexpr int exit_ok = 0;
inline constexpr int exit_internal = 1;
inline constexpr int exit_usage = 2;
inline constexpr int exit_disagree = 3;

// The source tree the binary was built from (a compile definition of the nimlab target): the
// published transcriptions and the reproduction report live there by default.
inline std::filesystem::path source_tree() {
  return NIMLAB_SOURCE_TREE;
}

void add_values_command(CLI::App& root, Action& action);
void add_count_command(CLI::App& root, Action& action);
void add_records_command(CLI::App& root, Action& action);
void add_period_command(CLI::App& root, Action& action);
void add_selftest_command(CLI::App& root, Action& action);
void add_reproduce_command(CLI::App& root, Action& action);
void add_games_command(CLI::App& root, Action& action);
void add_solve_command(CLI::App& root, Action& action);
void add_play_command(CLI::App& root, Action& action);
void add_graph_command(CLI::App& root, Action& action);
void add_automaton_command(CLI::App& root, Action& action);
void add_quotient_command(CLI::App& root, Action& action);

}  // namespace nimlab::app
