// Octal codes: whatever parses prints canonically, and the canonical text parses to the same code.
#include "nimlab/game/octal_code.hpp"
#include "fuzz_check.hpp"
#include "nimlab/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  try {
    const OctalCode code = OctalCode::parse(fuzz::text_of(data, size));
    const std::string text = code.to_string();
    const OctalCode again = OctalCode::parse(text);
    fuzz::check(again == code, "parse(print(c)) != c for " + text);
    fuzz::check(again.to_string() == text, "print is not canonical: " + text);
    fuzz::check(code.length() <= OctalCode::max_digits, "too many digits: " + text);
    fuzz::check(code.digit(0) == 0 || code.digit(0) == 4, "d0 not 0 or 4: " + text);
  } catch (const nimlab::error&) {
  }
  return 0;
}
