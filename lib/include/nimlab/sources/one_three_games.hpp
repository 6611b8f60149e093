#pragma once
// The ".1-3 games" of the Swedish octal report (source 004): octal codes .1...13...3 with k ones
// followed by m >= 1 threes (t = k + m digits). From a heap h >= 1 a move takes the whole heap
// when h <= t, or leaves h - j >= 1 for k < j <= t.
//
// nimlab's theorem (proofs/sats-ii.md): the Grundy sequence is purely periodic with period
// p = 2k + m + 1 and block B(0) = 0, B(r) = floor((r-1)/(k+1)) + 1 for 1 <= r <= t, B(r) = 0 for
// t < r < p. Sats I is the case m = 1 (proofs/sats-i.md); Sats II, read as sats_ii_step below, is
// the passage from m to m + 1.
#include "nimlab/game/octal_code.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {

// Largest number of digits t = k + m accepted (OctalCode::max_digits).
inline constexpr unsigned one_three_max_digits = 64;

// The code .1^k 3^m. Throws nimlab::error when m == 0 or k + m > one_three_max_digits.
OctalCode one_three_code(unsigned k, unsigned m);

// The block of nimlab's theorem, one period from heap 0 (same preconditions).
Sequence one_three_block(unsigned k, unsigned m);

// The report's Sats II rule applied to the block of (k, m): with n its largest value and c the
// number of n's, insert one value right after the last n: n when c != k + 1, n + 1 when c = k + 1.
// Throws nimlab::error on an empty block.
Sequence sats_ii_step(const Sequence& block, unsigned k);

// A block written as the report writes it: digits run together ("011100") when every value is
// below 10, else values separated by commas.
std::string block_text(const Sequence& block);

}  // namespace nimlab
