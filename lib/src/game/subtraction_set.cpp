#include "nimlab/game/subtraction_set.hpp"

#include <algorithm>

#include "game/number_list.hpp"
#include "nimlab/error.hpp"

namespace nimlab {

SubtractionSet::SubtractionSet(std::vector<std::int64_t> elements) {
  if (elements.empty()) throw error("the subtraction set is empty");
  std::sort(elements.begin(), elements.end());
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const std::int64_t s = elements[i];
    if (s <= 0) throw error("subtraction set elements must be positive, got " + std::to_string(s));
    if (s > static_cast<std::int64_t>(max_element_limit))
      throw error("subtraction set element " + std::to_string(s) + " exceeds the limit " +
                  std::to_string(max_element_limit));
    if (i > 0 && elements[i - 1] == s)
      throw error("subtraction set element " + std::to_string(s) + " appears twice");
    elements_.push_back(static_cast<std::uint32_t>(s));
  }
}

SubtractionSet SubtractionSet::parse(std::string_view text) {
  const std::string malformed = "malformed subtraction set '" + std::string(text) +
                                "' (expected positive integers separated by commas, e.g. 1,4,9,10)";
  return SubtractionSet(detail::parse_number_list(
      text,
      {"the subtraction set is empty", malformed, [&](const std::string&) { return malformed; }}));
}

bool SubtractionSet::contains(std::uint32_t s) const {
  return std::binary_search(elements_.begin(), elements_.end(), s);
}

std::string SubtractionSet::to_string() const {
  std::string out;
  for (std::size_t i = 0; i < elements_.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(elements_[i]);
  }
  return out;
}

}  // namespace nimlab
