#include "option_hint.hpp"

#include <algorithm>

namespace nimlab_check {
namespace {

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

std::string nearest_option(std::string_view typed, const std::vector<std::string>& known) {
  std::string best, only_prefixed;
  std::size_t best_distance = 3, prefixed = 0;  // within two edits only
  for (const std::string& name : known) {
    const std::size_t d = edit_distance(typed, name);
    if (d < best_distance) best_distance = d, best = name;
    if (name.size() > typed.size() && name.compare(0, typed.size(), typed) == 0)
      ++prefixed, only_prefixed = name;
  }
  if (best.empty() && prefixed == 1 && typed.size() > 2) return only_prefixed;
  return best;
}

}  // namespace nimlab_check
