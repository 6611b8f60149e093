// nimlab: verified computation for impartial games. Results go to stdout; progress, timing and
// errors go to stderr. Exit codes: 0 ok, 1 internal failure (a result that could not be written
// included), 2 bad input, 3 disagreement.
#include <CLI/CLI.hpp>
#include <csignal>
#include <cstring>
#include <iostream>

#include "commands.hpp"
#include "nimlab/error.hpp"
#include "nimlab/io/stdout_check.hpp"
#include "usage_message.hpp"

namespace {

using namespace nimlab::app;

bool has_subcommand(CLI::App& root, const char* name) {
  try {
    root.get_subcommand(name);
    return true;
  } catch (const CLI::OptionNotFound&) {
    return false;
  }
}

// The first option of `app` or of its chosen subcommands given an empty value, or null: an empty
// value would otherwise read as the option left out.
const CLI::Option* empty_valued_option(const CLI::App& app) {
  for (const CLI::Option* opt : app.get_options()) {
    if (opt->get_type_size() == 0 || opt->count() == 0) continue;  // flags take no value
    for (const std::string& r : opt->results())
      if (r.empty()) return opt;
  }
  for (const CLI::App* sub : app.get_subcommands())
    if (const CLI::Option* opt = empty_valued_option(*sub)) return opt;
  return nullptr;
}

int run(int argc, char** argv) {
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
  add_graph_command(root, action);
  add_automaton_command(root, action);
  add_quotient_command(root, action);
  // CLI11 calls an unknown first word a missing subcommand; say what it is instead.
  if (argc > 1 && argv[1][0] != '-' && !has_subcommand(root, argv[1])) {
    std::string names;
    const CLI::App& all = root;
    for (const CLI::App* sub : all.get_subcommands([](const CLI::App*) { return true; }))
      names += (names.empty() ? "" : ", ") + sub->get_name();
    std::cerr << "nimlab: unknown subcommand '" << argv[1] << "' (one of " << names
              << "; see nimlab --help)\n";
    return exit_usage;
  }
  // Set after the subcommands are added, which would inherit it.
  root.footer(
      "Every subcommand takes --json (one JSON object on stdout, carrying nimlab_version, command "
      "and schema, a JSON Schema under data/schema/; not play), --quiet (nothing on stderr but "
      "errors), --progress (progress lines on stderr; default: only when stderr is a terminal) and "
      "--verbose (timings on stderr). Exit status: 0 ok, 1 internal failure, 2 bad input, 3 "
      "algorithms disagree.");
  try {
    root.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return root.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return root.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return root.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << usage_message(root, e) << "\n";
    return exit_usage;
  }
  if (const CLI::Option* opt = empty_valued_option(root)) {
    std::cerr << "nimlab: " << opt->get_name() << ": the value is empty (give one, or leave the "
              << "option out; see nimlab --help)\n";
    return exit_usage;
  }
  try {
    return action ? action() : exit_usage;
  } catch (const nimlab::io_error& e) {
    std::cerr << "nimlab: " << e.what() << "\n";
    return exit_internal;
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

}  // namespace

int main(int argc, char** argv) {
  // Past a file-size limit (ulimit -f) a write then fails with EFBIG, which the file writer
  // reports (exit 1) after removing its temporary file, instead of the signal ending the process
  // silently.
  std::signal(SIGXFSZ, SIG_IGN);
  nimlab::CheckedStdout stdout_check;
  const int code = run(argc, argv);
  // A result is delivered only when it reached stdout's file (a full disk fails at the flush).
  const nimlab::StdoutState out = stdout_check.finish();
  if (!out.failed) return code;
  if (out.closed_pipe) return code;  // the reader downstream has finished: not a failure
  std::cerr << "nimlab: cannot write the output to stdout: " << out.reason << "\n";
  return code == exit_ok ? exit_internal : code;
}
