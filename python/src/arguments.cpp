#include "arguments.hpp"

#include <algorithm>

#include "nimlab/error.hpp"

namespace nimlab::python {

void parse_arguments(CLI::App& app, std::vector<std::string> args) {
  std::reverse(args.begin(), args.end());  // CLI11 takes the arguments from the back
  try {
    app.parse(args);
  } catch (const CLI::ParseError& e) {
    throw error(e.what());
  }
}

}  // namespace nimlab::python
