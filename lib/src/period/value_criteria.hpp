#pragma once
// The criteria that read the values of a prefix, not only its length (theorem_instance in
// nimlab/period/evidence.hpp dispatches to them), and the minimal regularity a proven one
// implies. Each returns nullopt when a condition of its theorem fails on v.
#include <cstdint>
#include <optional>

#include "nimlab/period/evidence.hpp"

namespace nimlab::detail {

// Arithmetic periods of hexadecimal codes (proofs/hex-arithmetic.md); s != 0. The instance's
// preperiod, period and saltus are mu, p and s; its start is the window's first heap N0.
std::optional<TheoremInstance> hex_arithmetic_instance(const Evidence& evidence, ValueView v,
                                                       std::size_t mu, std::size_t p,
                                                       std::int64_t s);
// Periods and arithmetic periods of all-but subtraction games (proofs/all-but.md); s >= 0. The
// instance's start is the state n0, its preperiod n0 - max X.
std::optional<TheoremInstance> all_but_instance(const Evidence& evidence, ValueView v,
                                                std::size_t mu, std::size_t p, std::int64_t s);

// When v(n + p) = v(n) + s is proven for every n >= mu: the minimal (mu*, p*, s*), with `proof`.
// The differences repeat with p from mu, so their least period q from mu is that of the block
// v(mu + 1 .. mu + p) - v(mu .. mu + p - 1) read cyclically (q divides p); its saltus is s q / p,
// and the preperiod goes back from mu while the regularity holds. v must hold mu + p + 1 values.
Period minimal_regularity(ValueView v, std::size_t mu, std::size_t p, std::int64_t s, Proof proof);

}  // namespace nimlab::detail
