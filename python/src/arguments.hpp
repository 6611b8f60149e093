#pragma once
// The Python functions take the command line's options, built from their keyword arguments by
// the package (python/nimlab/__init__.py), and parse them with the CLI's own option classes, so
// that a game is named, checked and refused with the same words in both.
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace nimlab::python {

// Parses `args` (options only, in order) into the options of `app`; throws nimlab::error with
// CLI11's message on a parse error (an unknown option, a value out of range, two options that
// exclude each other).
void parse_arguments(CLI::App& app, std::vector<std::string> args);

}  // namespace nimlab::python
