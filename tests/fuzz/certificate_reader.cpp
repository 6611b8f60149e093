// The library's certificate reader: a certificate it accepts writes back to the same JSON, and
// that JSON reads back to the same certificate.
#include <nlohmann/json.hpp>

#include "fuzz_check.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/io/json_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  try {
    const nlohmann::json j = parse_json_input(fuzz::text_of(data, size), "the input");
    const Certificate c = certificate_from_json(j);
    const nlohmann::json out = certificate_json(c);
    const Certificate again = certificate_from_json(out);
    fuzz::check(certificate_json(again) == out, "certificate JSON round trip differs");
    fuzz::check(again.values == c.values && again.preperiod == c.preperiod &&
                    again.period == c.period && again.proof == c.proof,
                "certificate round trip differs");
  } catch (const nimlab::error&) {
  }
  return 0;
}
