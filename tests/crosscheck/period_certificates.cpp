// A proof from a prefix must never be contradicted by more values: for every octal code
// d0.d1d2d3 (d0 in {0, 4}, digits 0-7), Grundy values, and for the codes without splitting also
// outcomes under all four conventions, each prefix of length L = 8, 16, ..., 256 that naive or
// suffix call a proof must agree with 4L values checked from the definition (period, minimal
// preperiod, minimal period). This is where a criterion that is too weak at the edges (heap 0,
// whole-heap moves, d0 = 4) would show.
#include <gtest/gtest.h>

#include "nimlab/period/finders.hpp"
#include "nimlab/period/verify.hpp"

namespace nimlab {
namespace {

constexpr std::size_t longest_prefix = 256;

std::vector<SequenceSpec> specs_of(const OctalCode& code) {
  std::vector<SequenceSpec> specs{{code, Kind::grundy, {}}};
  if (!code.splits())
    for (Play play : {Play::normal, Play::misere})
      for (Stuck stuck : {Stuck::standard, Stuck::draw})
        specs.push_back({code, Kind::outcome, {play, stuck}});
  return specs;
}

TEST(Certificates, NeverContradictedByFourTimesMoreValues) {
  std::size_t proofs = 0, codes = 0;
  for (const char* d0 : {"0.", "4."})
    for (int digits = 1; digits < 512; ++digits) {
      std::string text = d0;
      for (int k = 2; k >= 0; --k) text += static_cast<char>('0' + (digits >> (3 * k) & 7));
      const OctalCode code = OctalCode::parse(text);
      ++codes;
      for (const SequenceSpec& spec : specs_of(code)) {
        const Evidence evidence = evidence_for(spec);
        const Sequence v = compute_values(spec, 4 * longest_prefix);
        for (std::size_t L = 8; L <= longest_prefix; L *= 2) {
          const std::span<const Value> prefix(v.data(), L);
          for (const PeriodResult& r :
               {naive_period(prefix, evidence), suffix_period(prefix, evidence)}) {
            if (r.proof == Proof::none) continue;
            ++proofs;
            const std::span<const Value> longer(v.data(), 4 * L);
            ASSERT_EQ(check_period_on_prefix(longer, r.preperiod, r.period), "")
                << r.method << " on " << spec.game().name() << " " << kind_name(spec.kind()) << " "
                << to_string(spec.convention()) << " from " << L << " values: (" << r.preperiod
                << ", " << r.period << ")";
          }
        }
      }
    }
  EXPECT_EQ(codes, 1022u);
  EXPECT_GT(proofs, 1000u);  // the check is not vacuous
}

}  // namespace
}  // namespace nimlab
