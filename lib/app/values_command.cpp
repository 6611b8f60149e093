// nimlab values: the first N values of a game, as text, JSON, or an OEIS-style b-file.
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/values/format.hpp"
#include "nimlab/values/work_estimate.hpp"

namespace nimlab::app {
namespace {

struct ValuesOptions {
  GameOptions game;
  std::size_t count = 100;
  bool json = false;
  std::optional<std::string> bfile;
  std::uint64_t max_work = default_max_work;
};

int run_values(const ValuesOptions& o) {
  const SequenceSpec spec = o.game.spec();
  if (o.count == 0) throw error("-n must be at least 1");
  if (o.bfile && !names_stdout(*o.bfile)) output_target(*o.bfile);  // refuse a bad target first
  check_values_work(spec, o.count, o.max_work);
  const Sequence values = compute_values(spec, o.count);
  if (o.bfile) {
    std::ostringstream b;
    for (std::size_t n = 0; n < values.size(); ++n)
      b << n << ' ' << format_value(spec.kind(), values[n]) << '\n';
    write_file_atomically(*o.bfile, b.str());
  }
  if (o.json) {
    nlohmann::json j{{"rule", spec.game().name()},
                     {"kind", kind_name(spec.kind())},
                     {"convention", to_string(spec.convention())},
                     {"count", values.size()},
                     {"values", values_json(spec.kind(), values)}};
    std::cout << j.dump() << '\n';
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
  cmd->add_flag("--json", options->json, "print one JSON object on stdout");
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
