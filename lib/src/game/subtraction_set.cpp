#include "nimlab/game/subtraction_set.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

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
  std::string body;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) body += c;
  if (body.size() >= 2 && body.front() == '{' && body.back() == '}')
    body = body.substr(1, body.size() - 2);
  if (body.empty()) throw error("the subtraction set is empty");
  std::vector<std::int64_t> elements;
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = body.find(',', pos);
    const std::string item =
        body.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    std::int64_t value = 0;
    const char* first = item.data();
    const char* last = item.data() + item.size();
    auto [ptr, ec] = std::from_chars(first, last, value);
    if (item.empty() || ec != std::errc() || ptr != last)
      throw error("malformed subtraction set '" + std::string(text) +
                  "' (expected positive integers separated by commas, e.g. 1,4,9,10)");
    elements.push_back(value);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return SubtractionSet(std::move(elements));
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
