// The standalone checker nimlab-check against the library: a certificate the checker accepts must
// be one the library reads and verifies too (its values are the library's values, its length
// reaches the proof's bound, and (mu, p) holds and is minimal on the values); its JSON verdict is
// printed for every claim it reads, as --json prints it. Version 3 is compared with the tests'
// oracles instead. The checker's source is compiled in unchanged, its main renamed, since it must
// not share code with the library.
#define main nimlab_check_main
#include "nimlab_check.cpp"
#undef main

#include <set>

#include "all_but_oracle.hpp"
#include "fuzz_check.hpp"
#include "hex_grundy_oracle.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/period/verify.hpp"

// An accepted version-3 certificate (which the library's reader does not take) against the
// oracles of the tests, written from the rules' words: the listed values are the rule's, and the
// claimed regularity holds on them.
void check_arithmetic_oracle(const Claim& claim) {
  const nimlab_check::ArithmeticClaim& a = claim.arithmetic;
  std::vector<std::uint32_t> oracle;
  if (a.hex) {
    oracle = nimlab::test::hex_grundy(a.digits, claim.length);
  } else {
    const std::set<std::size_t> x(a.excluded.begin(), a.excluded.end());
    oracle = nimlab::test::all_but_grundy(x, claim.length);
  }
  nimlab::fuzz::check(std::equal(oracle.begin(), oracle.end(), claim.listed.begin()),
                      "the checker accepts values the oracle does not compute");
  for (std::size_t n = a.mu; n + a.q < claim.length; ++n)
    nimlab::fuzz::check(claim.listed[n + a.q] == claim.listed[n] + a.s,
                        "the checker accepts an arithmetic period the values refute");
}

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
    if (claim.version == 3) {
      check_arithmetic_oracle(claim);
      return 0;
    }
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
