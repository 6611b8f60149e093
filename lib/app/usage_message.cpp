#include "usage_message.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <vector>

#include "nimlab/io/nearest_name.hpp"

namespace nimlab::app {
namespace {

// The deepest subcommand the parse entered, or root itself.
const CLI::App* deepest_parsed(const CLI::App& root) {
  const CLI::App* at = &root;
  for (bool deeper = true; deeper;) {
    deeper = false;
    for (const CLI::App* sub : at->get_subcommands([](const CLI::App*) { return true; }))
      if (sub->parsed()) {
        at = sub;
        deeper = true;
        break;
      }
  }
  return at;
}

}  // namespace

std::string parsed_subcommand(const CLI::App& root) {
  std::string path;
  for (const CLI::App* at = deepest_parsed(root); at != &root && at != nullptr;
       at = at->get_parent())
    path = at->get_name() + (path.empty() ? "" : " " + path);
  return path;
}

std::string nearest_option(const CLI::App& command, std::string_view typed) {
  if (typed.size() < 3 || typed.substr(0, 2) != "--") return {};
  const std::string_view name = typed.substr(
      2, typed.find('=') == std::string_view::npos ? std::string_view::npos : typed.find('=') - 2);
  std::vector<std::string> names{"help"};
  for (const CLI::Option* o : command.get_options())
    for (const std::string& l : o->get_lnames()) names.push_back(l);
  const std::string best = io::nearest_name(name, names);
  return best.empty() ? std::string{} : "--" + best;
}

std::string usage_message(const CLI::App& root, const CLI::ParseError& e) {
  const CLI::App* command = deepest_parsed(root);
  std::string line = std::string("nimlab: ") + e.what();
  // CLI11 checks required options before it reports arguments it did not recognize, so a
  // misspelt required option ("--herps" for "--heaps") would read as "--heaps is required":
  // an unknown option is named first, whatever the error.
  const std::vector<std::string> extras = root.remaining(true);
  const auto unknown = std::find_if(extras.begin(), extras.end(), [](const std::string& a) {
    return a.size() > 1 && a[0] == '-' && (a[1] < '0' || a[1] > '9');
  });
  if (unknown != extras.end() && dynamic_cast<const CLI::ExtrasError*>(&e) == nullptr)
    line = "nimlab: unknown option " + unknown->substr(0, unknown->find('='));
  if (unknown != extras.end() || dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) {
    for (const std::string& extra : extras) {
      const std::string near = nearest_option(*command, extra);
      if (!near.empty()) {
        line += "; did you mean " + near + "?";
        break;
      }
    }
  }
  const std::string sub = parsed_subcommand(root);
  return line + " (see nimlab " + (sub.empty() ? "" : sub + " ") + "--help)";
}

}  // namespace nimlab::app
