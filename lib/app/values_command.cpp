// nimlab values: the first N values of a game, as text, JSON, or an OEIS-style b-file.
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/values/format.hpp"
#include "nimlab/values/work_estimate.hpp"
#include "values_report.hpp"

namespace nimlab::app {
namespace {

struct ValuesOptions {
  GameOptions game;
  CommonOptions common;
  std::size_t count = 100;
  std::optional<std::string> bfile;
  std::uint64_t max_work = default_max_work;
};

int run_values(const ValuesOptions& o) {
  const SequenceSpec spec = o.game.spec();
  if (o.count == 0) throw error("-n must be at least 1");
  if (o.count > max_length_for(spec.game()))
    throw error("-n " + std::to_string(o.count) + ": " + spec.game().name() +
                " is computed up to " + std::to_string(max_length_for(spec.game())) +
                " values (every split of every heap is enumerated)");
  if (o.bfile && !names_stdout(*o.bfile)) output_target(*o.bfile);  // refuse a bad target first
  check_values_work(spec, o.count, o.max_work);
  const Stopwatch watch;
  const Sequence values = compute_values(spec, o.count);
  o.common.timing("computing " + std::to_string(values.size()) + " values", watch.seconds());
  if (o.bfile) {
    std::ostringstream b;
    for (std::size_t n = 0; n < values.size(); ++n)
      b << n << ' ' << format_value(spec.kind(), values[n]) << '\n';
    write_file_atomically(*o.bfile, b.str());
  }
  if (o.common.json()) {
    o.common.print_json(values_report(spec, values));
  } else {
    for (std::size_t n = 0; n < values.size(); ++n)
      std::cout << (n ? " " : "") << format_value(spec.kind(), values[n]);
    std::cout << '\n';
  }
  return exit_ok;
}

}  // namespace

void add_values_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<ValuesOptions>();
  auto* cmd = root.add_subcommand("values", "print the values v(0..N-1) of a single-heap game");
  options->game.add_to(*cmd);
  cmd->add_option("-n,--count", options->count, "number of values, from n = 0")
      ->capture_default_str()
      ->check(integer_in_range(1, max_sequence_length));
  options->common.add_to(*cmd, "values");
  cmd->add_option("--bfile", options->bfile,
                  "also write an OEIS-style b-file ('n a(n)' per line) to this path ('-': stdout)");
  cmd->add_option("--max-work", options->max_work,
                  "refuse, before starting, a request estimated to take more steps than this "
                  "(10^8 to 10^9 steps per second)")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->callback([options, &action] { action = [options] { return run_values(*options); }; });
}

}  // namespace nimlab::app
