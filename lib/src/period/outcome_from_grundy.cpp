// Outcome periods from Grundy periods (splitting octal codes, normal play).
// If G(n + p_G) = G(n) for n >= mu_G, the outcomes o(n) = [G(n) != 0] repeat with p_G from mu_G,
// so the minimal outcome period p divides p_G: it is the smallest divisor d of p_G with
// o(n + d) = o(n) on one period [mu_G, mu_G + p_G). The minimal preperiod is found by walking
// back from mu_G while o(n - 1 + p) = o(n - 1). Time O(d(p_G) * p_G), memory O(mu_G + p_G).
#include "nimlab/period/outcome_from_grundy.hpp"

#include "nimlab/values/sequence.hpp"

namespace nimlab {

bool outcome_needs_grundy_period(const SequenceSpec& spec) {
  return spec.kind() == Kind::outcome && spec.game().splits();
}

SequenceSpec grundy_spec_of(const SequenceSpec& spec) {
  return SequenceSpec(spec.game(), Kind::grundy);
}

PeriodResult outcome_from_grundy(const SequenceSpec& outcome_spec, const PeriodResult& grundy) {
  PeriodResult r = grundy;
  if (!grundy.found || grundy.proof == Proof::none || grundy.saltus != 0) {
    // Nothing is proven about the outcomes; the observed Grundy period is no outcome period (and
    // no criterion proves an arithmetic one, whose outcomes this derivation does not cover).
    r.found = false;
    return r;
  }
  const std::size_t mu_g = grundy.preperiod, p_g = grundy.period;
  const Sequence o = compute_values(outcome_spec, mu_g + 2 * p_g);
  std::size_t p = p_g;
  for (std::size_t d = 1; d < p_g; ++d) {
    if (p_g % d != 0) continue;
    bool repeats = true;
    for (std::size_t n = mu_g; n < mu_g + p_g && repeats; ++n) repeats = o[n + d] == o[n];
    if (repeats) {
      p = d;
      break;
    }
  }
  std::size_t mu = mu_g;
  while (mu > 0 && o[mu - 1 + p] == o[mu - 1]) --mu;
  r.preperiod = mu;
  r.period = p;
  return r;
}

}  // namespace nimlab
