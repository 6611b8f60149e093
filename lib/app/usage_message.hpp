#pragma once
// The one line a command-line parse error prints: CLI11's message, for an unknown option the
// nearest option of that subcommand ("did you mean --count?"), and where help is: the help of
// the subcommand typed ("see nimlab values --help"), not the root's.
#include <CLI/CLI.hpp>
#include <string>
#include <string_view>

namespace nimlab::app {

// The subcommand path the parse reached: "values", "records merge", or "" (none).
std::string parsed_subcommand(const CLI::App& root);

// The closest long option name ("--count") to `typed` among those of `command` (and --help),
// by edit distance at most 2 or as an unambiguous prefix; "" when none is close.
std::string nearest_option(const CLI::App& command, std::string_view typed);

// "nimlab: <message>[; did you mean --x?] (see nimlab SUB --help)", without the newline.
std::string usage_message(const CLI::App& root, const CLI::ParseError& e);

}  // namespace nimlab::app
