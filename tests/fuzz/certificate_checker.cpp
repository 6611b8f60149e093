// The standalone checker nimlab-check against the library: a certificate the checker accepts must
// be one the library reads and verifies too (its values are the library's values, its length
// reaches the proof's bound, and (mu, p) holds and is minimal on the values); its JSON verdict is
// printed for every claim it reads, as --json prints it. The checker's source
// is compiled in unchanged, its main renamed, since it must not share code with the library.
#define main nimlab_check_main
#include "nimlab_check.cpp"
#undef main

#include "fuzz_check.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/period/verify.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  json cert;
  try {
    cert = parse_certificate_text(std::string(nimlab::fuzz::text_of(data, size)));
  } catch (const Malformed&) {
    return 0;
  }
  try {
    Report silent;  // nothing on stderr while fuzzing
    silent.quiet = true;
    const Claim claim = read_claim(cert);
    std::string failure;
    try {
      check(claim, silent);
    } catch (const Fails& e) {
      failure = e.why;
    }
    const std::string verdict = verdict_json("fuzz.json", cert, claim, failure).dump();
    nimlab::fuzz::check(json::parse(verdict, nullptr, false).is_object(),
                        "the JSON verdict is not a JSON object");
    if (!failure.empty()) return 0;
  } catch (const Malformed&) {
    return 0;
  }
  try {
    const nimlab::Certificate c = nimlab::certificate_from_json(cert);
    const std::size_t length = c.values.size();
    nimlab::fuzz::check(
        length >= nimlab::certificate_length(c.spec, c.preperiod, c.period, c.proof),
        "the checker accepts fewer values than the proof's bound");
    nimlab::fuzz::check(nimlab::compute_values(c.spec, length) == c.values,
                        "the checker accepts values the library does not compute");
    const std::string why = nimlab::check_period_on_prefix(c.values, c.preperiod, c.period);
    nimlab::fuzz::check(why.empty(), "the checker accepts a period the library refutes: " + why);
  } catch (const nimlab::error& e) {
    nimlab::fuzz::fail(std::string("the checker accepts what the library refuses: ") + e.what());
  }
  return 0;
}
