#pragma once
// An after-the-fact check of a claimed period on a prefix, written from the definition and
// sharing nothing with the finders: used by `nimlab selftest` and the tests.
#include <span>
#include <string>

#include "nimlab/values/sequence.hpp"
#include "nimlab/values/value_view.hpp"

namespace nimlab {

// Empty when the prefix v is consistent with "the period is p and the preperiod is mu":
// v(n+p) = v(n) for mu <= n < |v|-p, v(mu-1+p) != v(mu-1) when mu > 0, and no proper divisor d
// of p satisfies v(n+d) = v(n) on [mu, |v|-d) (a smaller period would divide p). Otherwise a
// sentence saying what fails. Requires |v| >= mu + 2p (throws nimlab::error otherwise).
std::string check_period_on_prefix(const Sequence& v, std::size_t mu, std::size_t p);
std::string check_period_on_prefix(ValueView v, std::size_t mu, std::size_t p);

}  // namespace nimlab
