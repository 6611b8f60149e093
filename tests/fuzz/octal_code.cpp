// Octal and hexadecimal codes: whatever parses prints canonically, the canonical text parses to
// the same code, and a text both parsers accept names one game (an octal spelling read as a
// hexadecimal code is that octal game).
#include <optional>

#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"

namespace {

std::optional<nimlab::OctalCode> octal_of(const std::string& text) {
  using namespace nimlab;
  try {
    const OctalCode code = OctalCode::parse(text);
    const std::string printed = code.to_string();
    const OctalCode again = OctalCode::parse(printed);
    fuzz::check(again == code, "parse(print(c)) != c for " + printed);
    fuzz::check(again.to_string() == printed, "print is not canonical: " + printed);
    fuzz::check(code.length() <= OctalCode::max_digits, "too many digits: " + printed);
    fuzz::check(code.digit(0) == 0 || code.digit(0) == 4, "d0 not 0 or 4: " + printed);
    return code;
  } catch (const nimlab::error&) {
    return std::nullopt;
  }
}

std::optional<nimlab::HexCode> hex_of(const std::string& text) {
  using namespace nimlab;
  try {
    const HexCode code = HexCode::parse(text);
    const std::string printed = code.to_string();
    const HexCode again = HexCode::parse(printed);
    fuzz::check(again == code, "hex parse(print(c)) != c for " + printed);
    fuzz::check(again.to_string() == printed, "hex print is not canonical: " + printed);
    fuzz::check(code.length() <= HexCode::max_digits, "too many hex digits: " + printed);
    fuzz::check(code.digit(0) % 4 == 0 && code.digit(0) < 16, "hex d0 not 0, 4, 8, c: " + printed);
    return code;
  } catch (const nimlab::error&) {
    return std::nullopt;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  const std::string text = fuzz::text_of(data, size);
  const std::optional<OctalCode> octal = octal_of(text);
  const std::optional<HexCode> hex = hex_of(text);
  if (octal) {
    fuzz::check(hex.has_value(), "an octal code the hexadecimal parser refuses: " + text);
    fuzz::check(Game(*hex) == Game(*octal),
                "hex spelling of an octal code is another game: " + text);
  }
  if (hex) {
    const Game game(*hex);
    fuzz::check(game.octal_moves_only() == hex->as_octal().has_value(),
                "octal moves only iff every digit is below 8: " + text);
    const std::size_t t = hex->length();
    for (const auto* list : {&game.moves().eliminations, &game.moves().reductions,
                             &game.moves().splits, &game.moves().triple_splits})
      for (std::size_t k : *list) fuzz::check(k <= t, "a move removes more than t: " + text);
  }
  return 0;
}
