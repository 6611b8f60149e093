#include "nimlab/game/all_but.hpp"

#include <algorithm>

#include "game/number_list.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

std::string allowed_text() {
  return "positive integers from 1 to " + std::to_string(AllButSubtraction::max_excluded_limit) +
         " separated by commas, e.g. 2,3";
}

}  // namespace

AllButSubtraction::AllButSubtraction(std::vector<std::int64_t> excluded) {
  if (excluded.empty())
    throw error("the exclusion set is empty (expected " + allowed_text() +
                ": excluding nothing is Nim, the game nim)");
  std::sort(excluded.begin(), excluded.end());
  for (std::size_t i = 0; i < excluded.size(); ++i) {
    const std::int64_t x = excluded[i];
    if (x <= 0 || x > static_cast<std::int64_t>(max_excluded_limit))
      throw error("excluded number " + std::to_string(x) + " is out of range (expected " +
                  allowed_text() + ")");
    if (i > 0 && excluded[i - 1] == x)
      throw error("excluded number " + std::to_string(x) + " appears twice");
    excluded_.push_back(static_cast<std::uint32_t>(x));
  }
}

AllButSubtraction AllButSubtraction::parse(std::string_view text) {
  return AllButSubtraction(detail::parse_number_list(
      text,
      {"the exclusion set is empty (expected " + allowed_text() +
           ": excluding nothing is Nim, the game nim)",
       "malformed exclusion set '" + std::string(text) + "' (expected " + allowed_text() + ")",
       [](const std::string& item) {
         return "excluded number " + item + " is out of range (expected " + allowed_text() + ")";
       }}));
}

bool AllButSubtraction::excludes(std::uint32_t k) const {
  return std::binary_search(excluded_.begin(), excluded_.end(), k);
}

std::string AllButSubtraction::to_string() const {
  std::string out;
  for (std::size_t i = 0; i < excluded_.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(excluded_[i]);
  }
  return out;
}

}  // namespace nimlab
