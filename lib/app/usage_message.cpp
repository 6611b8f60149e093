#include "usage_message.hpp"

#include <algorithm>
#include <vector>

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

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
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
  std::string best;
  std::size_t best_distance = 3;  // suggest within two edits only
  std::vector<std::string> prefixed;
  for (const std::string& n : names) {
    if (n.size() > name.size() && n.compare(0, name.size(), name) == 0) prefixed.push_back(n);
    const std::size_t d = edit_distance(name, n);
    if (d < best_distance) best_distance = d, best = n;
  }
  if (best.empty() && prefixed.size() == 1) best = prefixed.front();
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
