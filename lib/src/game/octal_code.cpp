#include "nimlab/game/octal_code.hpp"

#include "game/code_text.hpp"

namespace nimlab {

OctalCode OctalCode::parse(std::string_view text) {
  OctalCode code;
  code.digits_ =
      detail::parse_code_digits(text, {"octal", 8, ".1133, 0.77 or 4.07", "04", max_digits});
  return code;
}

bool OctalCode::splits() const {
  for (std::uint8_t d : digits_)
    if (d & 4) return true;
  return false;
}

std::string OctalCode::to_string() const {
  return detail::code_text(digits_);
}

}  // namespace nimlab
