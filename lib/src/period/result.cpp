// Names of proofs and the agreement test between two period results. O(1).
#include "nimlab/period/result.hpp"

namespace nimlab {

std::string proof_name(Proof p) {
  switch (p) {
    case Proof::window:
      return "window";
    case Proof::octal_theorem:
      return "octal-theorem";
    case Proof::none:
      return "none";
  }
  return "none";
}

bool same_period(const PeriodResult& a, const PeriodResult& b) {
  return a.found && b.found && a.preperiod == b.preperiod && a.period == b.period;
}

}  // namespace nimlab
