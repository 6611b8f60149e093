// nimlab: verified computation for impartial games. Results go to stdout; progress, timing and
// errors go to stderr. Exit codes: 0 ok, 1 internal failure, 2 bad input, 3 disagreement.
#include <iostream>

#include "commands.hpp"
#include "nimlab/error.hpp"

int main(int argc, char** argv) {
  using namespace nimlab::app;
  CLI::App root{"nimlab " NIMLAB_VERSION
                " - verified computation for impartial combinatorial games"};
  root.name("nimlab");
  root.set_version_flag("--version", NIMLAB_VERSION);
  root.require_subcommand(1);
  Action action;
  add_values_command(root, action);
  add_count_command(root, action);
  add_records_command(root, action);
  add_period_command(root, action);
  add_selftest_command(root, action);
  add_reproduce_command(root, action);
  add_games_command(root, action);
  add_solve_command(root, action);
  add_play_command(root, action);
  try {
    root.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return root.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return root.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return root.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "nimlab: " << e.what() << " (see nimlab --help)\n";
    return exit_usage;
  }
  try {
    return action ? action() : exit_usage;
  } catch (const nimlab::error& e) {
    std::cerr << "nimlab: " << e.what() << "\n";
    return exit_usage;
  } catch (const std::bad_alloc&) {
    std::cerr << "nimlab: out of memory (try a smaller size)\n";
    return exit_usage;
  } catch (const std::exception& e) {
    std::cerr << "nimlab: internal error: " << e.what() << "\n";
    return exit_internal;
  }
}
