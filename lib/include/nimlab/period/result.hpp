#pragma once
// The answer of a period finder and how it was proven.
//
// Period (design.md): the smallest p >= 1, then the smallest preperiod mu >= 0, such that
// v(n+p) = v(n) for every n >= mu. The last exceptional value is mu - 1.
#include <cstddef>
#include <string>

namespace nimlab {

enum class Proof {
  window,         // a repeated state window of the finite-memory recurrence
  octal_theorem,  // the octal periodicity theorem, checked up to its bound (proofs/octal-bound.md)
  none,           // only observed on the prefix examined; not proven
};

std::string proof_name(Proof p);  // "window", "octal-theorem", "none"

struct PeriodResult {
  std::string method;           // registry name of the finder that produced it
  bool found = false;           // false: no period (proven or observed) within the budget
  std::size_t preperiod = 0;    // mu
  std::size_t period = 0;       // p
  Proof proof = Proof::none;
  std::size_t values_used = 0;  // length of the prefix examined, or steps taken by a cycle finder
};

// Two results agree when both found the same (mu, p).
bool same_period(const PeriodResult& a, const PeriodResult& b);

}  // namespace nimlab
