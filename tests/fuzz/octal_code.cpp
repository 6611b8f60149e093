// Octal and hexadecimal codes: whatever parses prints canonically, the canonical text parses to
// the same code, and a text both parsers accept names one game (an octal spelling read as a
// hexadecimal code is that octal game).
#include <optional>

#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"

namespace {

// The code the text spells, checked for a canonical round trip and its digit limits.
template <class Code>
std::optional<Code> code_of(const std::string& text, unsigned d0_below) {
  try {
    const Code code = Code::parse(text);
    const std::string printed = code.to_string();
    const Code again = Code::parse(printed);
    nimlab::fuzz::check(again == code, "parse(print(c)) != c for " + printed);
    nimlab::fuzz::check(again.to_string() == printed, "print is not canonical: " + printed);
    nimlab::fuzz::check(code.length() <= Code::max_digits, "too many digits: " + printed);
    // d0 is a multiple of 4 (split without removing) below 8 (octal) or 16 (hexadecimal).
    nimlab::fuzz::check(code.digit(0) % 4 == 0 && code.digit(0) < d0_below,
                        "d0 out of range: " + printed);
    return code;
  } catch (const nimlab::error&) {
    return std::nullopt;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  const std::string text(fuzz::text_of(data, size));
  const std::optional<OctalCode> octal = code_of<OctalCode>(text, 8);
  const std::optional<HexCode> hex = code_of<HexCode>(text, 16);
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
