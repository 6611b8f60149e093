// The canonical-text scanner of the checkers (proofs/checker/canonical_text.cpp) against
// nlohmann's reader and writer: a text the scanner accepts is one JSON document that nlohmann
// reads without error and writes back byte for byte (sorted keys, no whitespace, a final
// newline), so no reader can see duplicate keys, comments or other spellings in it.
#include <nlohmann/json.hpp>

#include "canonical_text.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = nimlab::fuzz::text_of(data, size);
  const std::string refusal = nimlab_check::canonical_text_error(text);
  if (!refusal.empty()) {
    nimlab::fuzz::check(refusal.rfind("at byte ", 0) == 0, "a refusal names no byte: " + refusal);
    return 0;
  }
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  nimlab::fuzz::check(!j.is_discarded(), "the scanner accepts text nlohmann cannot read");
  nimlab::fuzz::check(j.dump() + "\n" == text,
                      "the scanner accepts text that is not nlohmann's sorted compact form");
  return 0;
}
