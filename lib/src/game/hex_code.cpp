#include "nimlab/game/hex_code.hpp"

#include "game/code_text.hpp"

namespace nimlab {

HexCode HexCode::parse(std::string_view text) {
  HexCode code;
  code.digits_ =
      detail::parse_code_digits(text, {"hexadecimal", 16, ".8, 0.b7 or 4.8", "048c", max_digits});
  return code;
}

std::optional<OctalCode> HexCode::as_octal() const {
  for (std::uint8_t d : digits_)
    if (d >= 8) return std::nullopt;
  // Digits below 8 print as the same text in both notations.
  return OctalCode::parse(to_string());
}

std::string HexCode::to_string() const {
  return detail::code_text(digits_);
}

}  // namespace nimlab
