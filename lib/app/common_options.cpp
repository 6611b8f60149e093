#include "common_options.hpp"

#include <unistd.h>
#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdlib>
#include <iostream>

#include "integer_option.hpp"
#include "nimlab/io/human_duration.hpp"
#include "nimlab/io/json_envelope.hpp"

namespace nimlab::app {

namespace {
const char* const group = "Output";
}

void CommonOptions::add_to(CLI::App& command, std::string name, std::string schema, Json json) {
  name_ = std::move(name);
  schema_ = schema.empty() ? name_.substr(0, name_.find(' ')) : std::move(schema);
  if (json == Json::offered)
    json_option_ = command
                       .add_flag("--json", json_,
                                 "print the result as one JSON object on stdout (schema: " +
                                     schema_path(schema_) + ")")
                       ->group(group);
  auto* quiet =
      command.add_flag("--quiet", quiet_, "print nothing on stderr but errors")->group(group);
  auto* progress = command
                       .add_flag("--progress", progress_,
                                 "print progress lines on stderr (default: only when stderr is "
                                 "a terminal)")
                       ->group(group);
  auto* verbose = command.add_flag("--verbose", verbose_, "print timings on stderr")->group(group);
  quiet->excludes(progress)->excludes(verbose);
  progress->excludes(quiet);
  verbose->excludes(quiet);
}

bool CommonOptions::show_progress() const {
  return progress_ || (!quiet_ && isatty(STDERR_FILENO));
}

void CommonOptions::progress(std::string_view line) const {
  if (show_progress()) std::cerr << name_ << ": " << line << std::endl;
}

std::function<void(std::string_view)> CommonOptions::progress_sink() const {
  if (!show_progress()) return {};
  return [this](std::string_view line) { progress(line); };
}

void CommonOptions::note(std::string_view line) const {
  if (!quiet_) std::cerr << name_ << ": " << line << '\n';
}

void CommonOptions::timing(std::string_view what, double seconds) const {
  if (verbose_) std::cerr << name_ << ": " << what << " took " << human_duration(seconds) << '\n';
}

nlohmann::json CommonOptions::stamped(nlohmann::json body) const {
  return with_envelope(std::move(body), NIMLAB_VERSION, name_, schema_);
}

void CommonOptions::print_json(nlohmann::json body) const {
  // Text from the command line (a file name) need not be UTF-8; invalid bytes become U+FFFD.
  std::cout
      << stamped(std::move(body)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
      << '\n';
}

std::string threads_text(unsigned threads) {
  return std::to_string(threads) + (threads == 1 ? " thread" : " threads");
}

CLI::Validator finite_positive_seconds() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !(v > 0) || !std::isfinite(v))
          return "'" + text + "' is not a finite positive number of seconds";
        return {};
      },
      "SECONDS > 0");
}

void add_engine_threads_option(CLI::App& cmd, unsigned& threads) {
  cmd.add_option("--threads", threads,
                 "threads of the engines for games that split heaps (the sparse-space engine, "
                 "and the three-heap one of hexadecimal codes; default: every core, or "
                 "OMP_NUM_THREADS when set); the values, the work counted and the answer are "
                 "the same for any number")
      ->transform(integer_in_range(1, max_threads));
}

}  // namespace nimlab::app
