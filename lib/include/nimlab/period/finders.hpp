#pragma once
// The period finders one by one (the registry in registry.hpp lists them by name), and the
// sequence-level forms of the two prefix-based finders, which take any value sequence and a
// criterion (used for planted sequences in tests).
//
// Every finder returns the period (nimlab/period/result.hpp): the smallest p, then the smallest mu,
// such that v(n+p) = v(n) + s for all n >= mu. A result with proof != none is exact; with proof ==
// none it is only what the prefix shows: among the p whose regularity it shows at least twice at
// its end (v(n+p) - v(n) one constant s over at least two blocks of p values, of p differences
// when s != 0), the one that holds over the most values (the smallest mu), then the smallest p;
// with that mu and s. (A constant pair at the end is a period 1 seen twice; the observation
// prefers the regularity that explains the prefix.)
#include <span>

#include "nimlab/period/evidence.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/period/result.hpp"
#include "nimlab/values/sequence.hpp"
#include "nimlab/values/value_view.hpp"

namespace nimlab {

// Naive scan over the prefix v: for p = 1, 2, ... the saltus s the end shows and the smallest mu
// with v(n+p) = v(n) + s on [mu, |v|-p), accepting the first p that `evidence` proves.
PeriodResult naive_period(ValueView v, const Evidence& evidence);
PeriodResult naive_period(const Sequence& v, const Evidence& evidence);
// Minimal periods of all suffixes of v from the prefix function of the reversed v; when nothing is
// proven and `observe` is set, the observation from the minimal periods of the suffixes of the
// differences v(n+1) - v(n) (a second pass of the same cost, which sees arithmetic periods too;
// without it, only periods with saltus 0 are observed).
PeriodResult suffix_period(ValueView v, const Evidence& evidence, bool observe = true);
PeriodResult suffix_period(const Sequence& v, const Evidence& evidence);

// Rule-level finders. Prefix-based ones grow the prefix from 64 up to options.max_values (by
// next_prefix_length);
// cycle finders take at most options.max_values steps. Both throw nimlab::error on an invalid
// spec or a zero budget; floyd_cycle and brent_cycle also when the rule has no finite memory.
PeriodResult naive_scan(const SequenceSpec& spec, const FinderOptions& options);
// v(0..count-1) of spec: from options.values when that prefix is of spec, else generated into
// `own` (the prefix finders' one way to read values).
ValueView prefix_of(const SequenceSpec& spec, std::size_t count, const FinderOptions& options,
                    Sequence& own);
// The next prefix length of a growing prefix finder after L values gave r, unproven:
// r.proving_length when that is at most 2L, else 2L; at least L + L/8 (so that lengths grow
// geometrically whatever is observed) and at most max_values. Jumping to the length a candidate
// needs, rather than to the next power of two, computes up to half fewer values when the
// candidate holds (.354: 2.0e7 instead of 3.4e7).
std::size_t next_prefix_length(std::size_t L, const PeriodResult& r, std::size_t max_values);
PeriodResult floyd_cycle(const SequenceSpec& spec, const FinderOptions& options);
PeriodResult brent_cycle(const SequenceSpec& spec, const FinderOptions& options);
PeriodResult suffix_scan(const SequenceSpec& spec, const FinderOptions& options);

}  // namespace nimlab
