#pragma once
// The known name nearest to a mistyped one ("jsn": "json"), so that a refusal of an unknown option
// can say "did you mean". Header-only and free of the rest of the library: nimlab's command line
// and the standalone checker nimlab-check (which links no library) both include it.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab::io {

// Levenshtein distance (insertions, deletions, substitutions), O(|a| |b|).
inline std::size_t edit_distance(std::string_view a, std::string_view b) {
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

// The first of `known` nearest to `typed` within two edits; else the only one that `typed`
// begins (a truncated name); "" when neither exists.
inline std::string nearest_name(std::string_view typed, const std::vector<std::string>& known) {
  std::string best;
  std::size_t best_distance = 3;  // within two edits only
  std::vector<std::string> prefixed;
  for (const std::string& name : known) {
    if (name.size() > typed.size() && name.compare(0, typed.size(), typed) == 0)
      prefixed.push_back(name);
    const std::size_t d = edit_distance(typed, name);
    if (d < best_distance) best_distance = d, best = name;
  }
  if (best.empty() && prefixed.size() == 1 && !typed.empty()) best = prefixed.front();
  return best;
}

}  // namespace nimlab::io
