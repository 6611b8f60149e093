#pragma once
// The claim of a version-3 certificate (proofs/certificate-format.md, "Version 3"): the values
// v(0..L-1) have the arithmetic period (mu, q, s), proven by the instance of a theorem that reads
// them, the hexadecimal theorem (proofs/hex-arithmetic.md) or the all-but theorem
// (proofs/all-but.md). Independent of the nimlab library.
#include <cstdint>
#include <string>
#include <vector>

namespace nimlab_check {

// The instance (mu_t, P, S, N0) the certificate names.
struct ArithmeticInstance {
  std::uint64_t preperiod = 0, period = 0, saltus = 0, start = 0;
};

struct ArithmeticClaim {
  bool hex = false;                     // the hexadecimal theorem; otherwise the all-but theorem
  std::vector<unsigned> digits;         // hex: digits[0] = d0, digits[k] = dk for k = 1..t
  std::vector<std::uint64_t> excluded;  // all-but: X, non-empty
  std::uint64_t mu = 0, q = 0, s = 0;   // the claim; q >= 1
  ArithmeticInstance theorem;           // its period >= 1
};

// Empty when the claim stands on v = G(0..L-1) of the rule (the caller has recomputed them);
// otherwise the first reason it does not. It checks, in this order, the instance (the
// theorem's conditions at its window start, with no search, and the length it reads), then the
// four steps from the instance to the claim and the length they read. Time for the hexadecimal
// theorem (t digits) O(L * t) besides (F), which takes O((2P + t) * (L * P + (mu_t + P)^2 + B))
// (the splits of each number of tokens a move leaves in the window, values below B =
// S * h(N0 + 2P - 1)) and as much memory; for the all-but theorem O(L + largest value); for the
// steps O(L + q * d(q)) (d(q): the prime divisors of q). Needs q >= 1 and theorem.period >= 1.
std::string arithmetic_failure(const ArithmeticClaim& c, const std::vector<std::uint64_t>& v);

}  // namespace nimlab_check
