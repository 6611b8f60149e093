#include "nimlab/game/octal_code.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

OctalCode OctalCode::parse(std::string_view text) {
  const std::string shown(text);
  const std::size_t dot = text.find('.');
  if (dot == std::string_view::npos)
    throw error("malformed octal code '" + shown + "' (expected e.g. .1133, 0.77 or 4.07)");
  const std::string_view head = text.substr(0, dot);
  const std::string_view tail = text.substr(dot + 1);
  OctalCode code;
  if (head.empty() || head == "0") {
    code.digits_.push_back(0);
  } else if (head == "4") {
    code.digits_.push_back(4);
  } else {
    throw error("malformed octal code '" + shown + "': the digit before the point must be 0 or 4");
  }
  for (char c : tail) {
    if (c < '0' || c > '7')
      throw error("malformed octal code '" + shown + "': '" + std::string(1, c) +
                  "' is not an octal digit");
    code.digits_.push_back(static_cast<std::uint8_t>(c - '0'));
  }
  while (code.digits_.size() > 1 && code.digits_.back() == 0) code.digits_.pop_back();
  // d0 = 4 alone (4. or 4.0) still allows splitting a heap.
  if (code.digits_.size() == 1 && code.digits_[0] == 0)
    throw error("malformed octal code '" + shown + "': no move is allowed (no non-zero digit)");
  if (code.digits_.size() - 1 > max_digits)
    throw error("octal code '" + shown + "' has more than " + std::to_string(max_digits) +
                " digits");
  return code;
}

bool OctalCode::splits() const {
  for (std::uint8_t d : digits_)
    if (d & 4) return true;
  return false;
}

std::string OctalCode::to_string() const {
  std::string out = digits_[0] == 4 ? "4." : ".";
  for (std::size_t k = 1; k < digits_.size(); ++k) out += static_cast<char>('0' + digits_[k]);
  return out;
}

}  // namespace nimlab
