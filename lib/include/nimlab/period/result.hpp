#pragma once
// A period and how it was proven, and one finder's answer.
//
// The period of a sequence v: the smallest p >= 1, then the smallest preperiod mu >= 0, such that
// v(n+p) = v(n) + s for every n >= mu, with a saltus s that p and mu determine. s = 0 is ordinary
// periodicity (a bounded sequence has no other); s != 0 is arithmetic periodicity. For a periodic
// sequence the two definitions give the same p and mu. The last exceptional value is mu - 1.
#include <cstddef>
#include <cstdint>
#include <string>

namespace nimlab {

enum class Proof {
  window,          // a repeated state window of the finite-memory recurrence
  octal_theorem,   // the octal periodicity theorem, checked up to its bound (proofs/octal-bound.md)
  hex_theorem,     // its form for codes that also split heaps into three (proofs/hex-bound.md)
  hex_arithmetic,  // arithmetic periodicity of such codes (proofs/hex-arithmetic.md)
  all_but_theorem,  // the repeated state of an all-but subtraction game (proofs/all-but.md)
  none,             // only observed on the prefix examined; not proven
};

// "window", "octal-theorem", "hex-theorem", "hex-arithmetic-theorem", "all-but-theorem", "none".
std::string proof_name(Proof p);

struct Period {
  std::size_t preperiod = 0;  // mu
  std::size_t period = 0;     // p
  Proof proof = Proof::none;
  std::int64_t saltus = 0;  // s: v(n + p) - v(n) for n >= mu (0: periodic)
  friend bool operator==(const Period&, const Period&) = default;
};

// What one finder of the registry reports: a Period when found, and the work it took.
struct PeriodResult : Period {
  std::string method;           // registry name of the finder that produced it
  bool found = false;           // false: no period (proven or observed) within the budget
  std::size_t values_used = 0;  // length of the prefix examined, or steps taken by a cycle finder
  // Prefix finders, when nothing was proven: the shortest prefix that would prove one of the
  // periods the prefix shows at least twice at its end, were it to hold on (0: none shows).
  std::size_t proving_length = 0;
  friend bool operator==(const PeriodResult&, const PeriodResult&) = default;
};

// A result of `method` that found (mu, p) with `proof` after `values_used` values or steps; the
// saltus is 0 (periodic) unless given.
PeriodResult found_period(std::string method, std::size_t mu, std::size_t p, Proof proof,
                          std::size_t values_used, std::int64_t saltus = 0);
// A result of `method` that found nothing within `values_used` values or steps.
PeriodResult no_period(std::string method, std::size_t values_used);

// Two results agree when both found the same (mu, p) with the same saltus.
bool same_period(const PeriodResult& a, const PeriodResult& b);

}  // namespace nimlab
