// nimlab values: the first N values of a game, as text, JSON, or an OEIS-style b-file.
#include <CLI/CLI.hpp>
#include <iostream>
#include <limits>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/human_duration.hpp"
#include "nimlab/values/format.hpp"
#include "nimlab/values/work_estimate.hpp"
#include "values_request.hpp"

namespace nimlab::app {
namespace {

struct ValuesOptions {
  GameOptions game;
  CommonOptions common;
  std::size_t count = 100;
  std::optional<std::string> bfile;
  std::uint64_t max_work = 0;  // 0: none given (request_work_limit)
  unsigned threads = 0;
};

int run_values(const ValuesOptions& o) {
  const ValuesRequest request(o.game);
  const bool bfile_to_stdout = o.bfile && names_stdout(*o.bfile);
  if (bfile_to_stdout && o.common.json())
    throw error(
        "--bfile -: the b-file and --json would both go to stdout (write the b-file to a "
        "file, or leave out --json)");
  if (o.bfile && !bfile_to_stdout) output_target(*o.bfile);  // refuse a bad target first
  request.check_length(o.count);
  const std::uint64_t max_work = request_work_limit(o.max_work, true);
  if (const std::size_t probe = request.probe_length(o.count, max_work); probe > 0)
    o.common.progress("estimating the work from the first " + std::to_string(probe) +
                      " values (--max-work)");
  const std::uint64_t work = request.check_work(o.count, max_work);
  if (work > default_max_work && !o.common.show_progress())
    o.common.note(std::to_string(o.count) + " values take " + steps_text(work) +
                  ", minutes or more; --progress shows how far the work has come");
  const Stopwatch watch;
  ValuesHooks hooks;
  hooks.threads = o.threads;
  if (o.common.show_progress()) {
    double last = 0;
    hooks.pause = [&](std::size_t computed) {
      if (watch.seconds() - last < 1.0) return;
      last = watch.seconds();
      // The sparse engine's cost per heap settles once its rare positions do, so the rate so far
      // gives the time left.
      std::string line = "n=" + std::to_string(computed) + " of " + std::to_string(o.count) + " (" +
                         std::to_string(100 * computed / o.count) + "%), " + human_duration(last) +
                         " elapsed";
      if (computed > 0 && computed < o.count)
        line += ", about " +
                human_duration(last * static_cast<double>(o.count - computed) /
                               static_cast<double>(computed)) +
                " left";
      o.common.progress(line);
    };
  }
  const Sequence values = request.compute(o.count, hooks);
  o.common.timing("computing " + std::to_string(values.size()) + " values", watch.seconds());
  if (o.bfile) {
    write_file_atomically(*o.bfile, values_bfile(request.kind(), values));
    if (bfile_to_stdout) return exit_ok;  // stdout holds the b-file and nothing else
  }
  if (o.common.json()) {
    o.common.print_json(request.report(values));
  } else {
    write_values_line(std::cout, request.kind(), values);
  }
  return exit_ok;
}

}  // namespace

void add_values_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<ValuesOptions>();
  auto* cmd = root.add_subcommand(
      "values",
      "print the values v(0..N-1) of a single-heap game: Grundy values by default (under normal "
      "play with the standard stuck rule, where they exist), outcomes P/N/D otherwise or with "
      "--kind outcome. Heap games known by name (lasker, powers:A, divisors, ...) give their "
      "Grundy values and normal-play outcomes. All-but games (--game all-but:2,3: take any "
      "number but 2 and 3) take O(|X|) work per heap, under every convention");
  options->game.add_to(*cmd);
  cmd->add_option("-n,--count", options->count, "number of values, from n = 0")
      ->capture_default_str()
      ->transform(integer_in_range(1, max_sequence_length));
  options->common.add_to(*cmd, "values");
  cmd->add_option("--bfile", options->bfile,
                  "also write an OEIS-style b-file ('n a(n)' per line) to this path; '-' writes it "
                  "to stdout instead of the values");
  cmd->add_option("--max-work", options->max_work,
                  "refuse, before starting, a request estimated to take more steps than this "
                  "(10^8 to 10^9 steps per second); default 2^41 = " +
                      std::to_string(sized_max_work) + ", about an hour")
      ->transform(integer_in_range(1, std::numeric_limits<std::uint64_t>::max()));
  add_engine_threads_option(*cmd, options->threads);
  cmd->callback([options, &action] { action = [options] { return run_values(*options); }; });
}

}  // namespace nimlab::app
