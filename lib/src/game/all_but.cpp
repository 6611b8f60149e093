#include "nimlab/game/all_but.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

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
  std::string body;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) body += c;
  if (body.size() >= 2 && body.front() == '{' && body.back() == '}')
    body = body.substr(1, body.size() - 2);
  if (body.empty())
    throw error("the exclusion set is empty (expected " + allowed_text() +
                ": excluding nothing is Nim, the game nim)");
  std::vector<std::int64_t> excluded;
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = body.find(',', pos);
    const std::string item =
        body.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    std::int64_t value = 0;
    const char* last = item.data() + item.size();
    const auto [ptr, ec] = std::from_chars(item.data(), last, value);
    if (ec == std::errc::result_out_of_range)
      throw error("excluded number " + item + " is out of range (expected " + allowed_text() + ")");
    if (item.empty() || ec != std::errc() || ptr != last)
      throw error("malformed exclusion set '" + std::string(text) + "' (expected " +
                  allowed_text() + ")");
    excluded.push_back(value);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return AllButSubtraction(std::move(excluded));
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
