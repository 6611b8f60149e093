#include "nimlab/values/format.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace nimlab {

namespace {

void append_number(std::string& out, std::uint64_t x) {
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, x).ptr;
  out.append(digits, end);
}

}  // namespace

void append_value(std::string& out, Kind kind, Value v) {
  if (kind == Kind::grundy)
    append_number(out, v);
  else
    out += outcome_letter(static_cast<Outcome>(v));
}

std::string format_value(Kind kind, Value v) {
  std::string out;
  append_value(out, kind, v);
  return out;
}

void write_values_line(std::ostream& out, Kind kind, const Sequence& values) {
  constexpr std::size_t piece = std::size_t{1} << 16;
  std::string text;
  text.reserve(piece + 32);
  for (std::size_t n = 0; n < values.size(); ++n) {
    if (n) text += ' ';
    append_value(text, kind, values[n]);
    if (text.size() >= piece) {
      out << text;
      text.clear();
    }
  }
  text += '\n';
  out << text;
}

std::string values_bfile(Kind kind, const Sequence& values) {
  std::string out;
  out.reserve(values.size() * 12);
  for (std::size_t n = 0; n < values.size(); ++n) {
    append_number(out, n);
    out += ' ';
    append_value(out, kind, values[n]);
    out += '\n';
  }
  return out;
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
