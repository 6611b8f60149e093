#include "nimlab/values/format.hpp"

#include <algorithm>
#include <cstdio>

namespace nimlab {

std::string format_value(Kind kind, Value v) {
  if (kind == Kind::grundy) return std::to_string(v);
  return std::string(1, outcome_letter(static_cast<Outcome>(v)));
}

nlohmann::json value_json(Kind kind, Value v) {
  if (kind == Kind::grundy) return v;
  return format_value(kind, v);
}

nlohmann::json values_json(Kind kind, const Sequence& values, std::size_t from, std::size_t to) {
  nlohmann::json out = nlohmann::json::array();
  to = std::min(to, values.size());
  for (std::size_t i = from; i < to; ++i) out.push_back(value_json(kind, values[i]));
  return out;
}

std::string mask_text(std::uint32_t mask) {
  char text[16];
  std::snprintf(text, sizeof text, "%x", static_cast<unsigned>(mask));
  return text;
}

}  // namespace nimlab
