// Names of proofs, the two shapes of a finder's answer, and the agreement test. O(1).
#include "nimlab/period/result.hpp"

namespace nimlab {

std::string proof_name(Proof p) {
  switch (p) {
    case Proof::window:
      return "window";
    case Proof::octal_theorem:
      return "octal-theorem";
    case Proof::hex_theorem:
      return "hex-theorem";
    case Proof::hex_arithmetic:
      return "hex-arithmetic-theorem";
    case Proof::all_but_theorem:
      return "all-but-theorem";
    case Proof::none:
      return "none";
  }
  return "none";
}

PeriodResult found_period(std::string method, std::size_t mu, std::size_t p, Proof proof,
                          std::size_t values_used, std::int64_t saltus) {
  PeriodResult r;
  r.preperiod = mu;
  r.period = p;
  r.saltus = saltus;
  r.proof = proof;
  r.method = std::move(method);
  r.found = true;
  r.values_used = values_used;
  return r;
}

PeriodResult no_period(std::string method, std::size_t values_used) {
  PeriodResult r;
  r.method = std::move(method);
  r.values_used = values_used;
  return r;
}

bool same_period(const PeriodResult& a, const PeriodResult& b) {
  return a.found && b.found && a.preperiod == b.preperiod && a.period == b.period &&
         a.saltus == b.saltus;
}

}  // namespace nimlab
