#pragma once
// The one registry of period finders, used by the CLI (--method), the tests and the benchmarks.
//
// Finders (each in its own file under lib/src/period/, sharing no core loop):
//   naive  - try (p, mu) in increasing order over a generated prefix; the permanent oracle
//   floyd  - Floyd's tortoise and hare on the recurrence state window (finite memory only)
//   brent  - Brent's power-of-two cycle detection on the state window (finite memory only)
//   suffix - minimal period of every suffix from the prefix function of the reversed prefix
#include <span>
#include <string_view>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/result.hpp"
#include "nimlab/values/prefix.hpp"

namespace nimlab {

struct FinderOptions {
  // Largest prefix (or number of state steps) a finder may use before giving up.
  std::size_t max_values = std::size_t{1} << 26;
  // Where prefix finders read values, when its spec is the one they need (shared by the finders
  // of one cross-check); nullptr: each generates its own.
  ValuePrefix* values = nullptr;
};

struct PeriodFinder {
  std::string_view name;
  std::string_view description;
  bool (*applies)(const SequenceSpec&);
  PeriodResult (*run)(const SequenceSpec&, const FinderOptions&);
};

// All finders, in a fixed order (naive first: the oracle).
std::span<const PeriodFinder> period_finders();
// The finder of that name; throws nimlab::error listing the valid names otherwise.
const PeriodFinder& period_finder(std::string_view name);

}  // namespace nimlab
