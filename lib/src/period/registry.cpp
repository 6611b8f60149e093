// The registry of period finders: a fixed table, naive first (the oracle). O(1).
#include "nimlab/period/registry.hpp"

#include <string>

#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"

namespace nimlab {
namespace {

bool any_rule(const SequenceSpec&) {
  return true;
}

bool has_finite_memory(const SequenceSpec& spec) {
  return spec.game().recurrence().has_value();
}

constexpr PeriodFinder finders[] = {
    {"naive", "try p = 1, 2, ... over a doubling prefix and verify (the oracle)", any_rule,
     naive_scan},
    {"floyd", "Floyd's tortoise and hare on the state window (finite memory only)",
     has_finite_memory, floyd_cycle},
    {"brent", "Brent's power-of-two cycle detection on the state window (finite memory only)",
     has_finite_memory, brent_cycle},
    {"suffix", "minimal periods of all suffixes from the prefix function (KMP)", any_rule,
     suffix_scan},
};

}  // namespace

std::span<const PeriodFinder> period_finders() {
  return finders;
}

const PeriodFinder& period_finder(std::string_view name) {
  std::string names;
  for (const PeriodFinder& f : finders) {
    if (f.name == name) return f;
    names += (names.empty() ? "" : ", ") + std::string(f.name);
  }
  throw error("unknown method '" + std::string(name) + "' (expected one of " + names + ")");
}

}  // namespace nimlab
