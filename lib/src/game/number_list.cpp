// Parsing "{1, 4, 9, 10}" (see number_list.hpp). O(length of the text).
#include "game/number_list.hpp"

#include <cctype>
#include <charconv>

#include "nimlab/error.hpp"

namespace nimlab::detail {

std::vector<std::int64_t> parse_number_list(std::string_view text,
                                            const NumberListMessages& messages) {
  std::string body;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) body += c;
  if (body.size() >= 2 && body.front() == '{' && body.back() == '}')
    body = body.substr(1, body.size() - 2);
  if (body.empty()) throw error(messages.empty);
  std::vector<std::int64_t> items;
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = body.find(',', pos);
    const std::string item =
        body.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    std::int64_t value = 0;
    const char* last = item.data() + item.size();
    const auto [ptr, ec] = std::from_chars(item.data(), last, value);
    if (!item.empty() && ec == std::errc::result_out_of_range && ptr == last)
      throw error(messages.too_large(item));
    if (item.empty() || ec != std::errc() || ptr != last) throw error(messages.malformed);
    items.push_back(value);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return items;
}

}  // namespace nimlab::detail
