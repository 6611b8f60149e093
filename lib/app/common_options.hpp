#pragma once
// The options every subcommand shares (help section "Output") and the one way each kind of
// output leaves the program:
//   --json      the result as one JSON object on stdout, stamped with nimlab_version, command and
//               schema (nimlab/io/json_envelope.hpp; schemas in data/schema/)
//   --quiet     nothing on stderr but errors
//   --progress  progress lines on stderr, also when stderr is not a terminal
//   --verbose   timings on stderr, in human units ("85 µs", "3 min 4 s")
// Defaults: progress lines only when stderr is a terminal; notes (a file written, a cross-check
// status) unless --quiet; timings only with --verbose. Every stderr line starts "COMMAND: ".
//
// A new subcommand adopts it with one member and one call:
//   struct FooOptions { CommonOptions common; ... };
//   o->common.add_to(*cmd, "foo");                  // schema data/schema/foo.schema.json
//   ... if (o.common.json()) o.common.print_json({{"answer", 42}});
//   ... o.common.progress("step 3 of 9"); o.common.timing("search", watch.seconds());
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "cli_fwd.hpp"

namespace nimlab::app {

class CommonOptions {
 public:
  enum class Json { offered, not_offered };
  // Adds the options to `command`. `name` is the command as typed ("records merge"); `schema`
  // names data/schema/SCHEMA.schema.json (default: the name's first word).
  void add_to(CLI::App& command, std::string name, std::string schema = {},
              Json json = Json::offered);

  bool json() const { return json_; }
  CLI::Option* json_option() const { return json_option_; }
  bool quiet() const { return quiet_; }
  bool verbose() const { return verbose_; }
  // --progress, or stderr is a terminal and --quiet is not given.
  bool show_progress() const;

  // "NAME: line" on stderr when show_progress().
  void progress(std::string_view line) const;
  // progress() as a callback for library code; empty when progress is not shown.
  std::function<void(std::string_view)> progress_sink() const;
  // "NAME: line" on stderr unless --quiet.
  void note(std::string_view line) const;
  // "NAME: WHAT took 85 µs" on stderr with --verbose.
  void timing(std::string_view what, double seconds) const;
  // `body` with the envelope, as one line on stdout.
  void print_json(nlohmann::json body) const;
  // `body` with the envelope (for outputs that go elsewhere than stdout).
  nlohmann::json stamped(nlohmann::json body) const;

 private:
  std::string name_;
  std::string schema_;
  bool json_ = false;
  bool quiet_ = false;
  bool progress_ = false;
  bool verbose_ = false;
  CLI::Option* json_option_ = nullptr;
};

// The most threads any --threads option takes: more than any machine nimlab runs on has cores,
// few enough that starting them cannot exhaust the process.
inline constexpr unsigned max_threads = 4096;

// Checks a number of seconds (--checkpoint-every): finite and positive ("inf" would never save).
CLI::Validator finite_positive_seconds();

// "1 thread", "4 threads".
std::string threads_text(unsigned threads);

// --threads for the engines of games that split heaps (the sparse-space and three-heap ones):
// 0, the default, is every core.
void add_engine_threads_option(CLI::App& cmd, unsigned& threads);

// Wall-clock time since construction, for CommonOptions::timing.
class Stopwatch {
 public:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace nimlab::app
