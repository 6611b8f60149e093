#pragma once
// The closed forms the sources state, written as printed (source and reading in each comment), so
// that tests and reproduction checkers can hold them against the brute-force solver. Where a
// published form is false, the corrected form sits beside it; proofs/ proves the corrected ones.
#include <cstdint>
#include <optional>
#include <vector>

#include "nimlab/game/subtraction_set.hpp"
#include "nimlab/games/heap_games.hpp"

namespace nimlab::sources {

using games::Heaps;

// Nim-sum (xor) of the heaps.
std::uint32_t nim_sum(const Heaps& heaps);

// Bouton (001, 002 row 1, 003 §5): P under normal play iff the nim-sum is 0 (proofs/bouton.md).
bool bouton_loss(const Heaps& heaps);
// Misere Nim (002 row 1): P iff (every heap <= 1 and the number of 1-heaps is odd) or (some heap
// >= 2 and the nim-sum is 0) (proofs/misere-nim.md).
bool misere_nim_loss(const Heaps& heaps);
// The table's misere strategy read as a move rule: if a move leaves only heaps of size <= 1 and an
// odd number of them, play it; otherwise move to nim-sum 0. Empty when neither exists.
std::optional<Heaps> misere_nim_move(const Heaps& heaps);

// Moore's Nim_k (002): add the binary digits without carry in base k+1; P iff every digit sum is
// 0 mod k+1 (proofs/moore.md).
bool moore_loss(const Heaps& heaps, std::uint32_t k);
// Misere (002): if all (non-empty) heaps are 1, P iff their number is 1 mod k+1; else as normal.
bool moore_misere_loss(const Heaps& heaps, std::uint32_t k);

// Staircase Nim (002), piles numbered 1..n (p[i-1] is pile i): P iff the xor of
// pile_{2i+1} for i = 0..floor((n-1)/2) is 0, i.e. of the odd-numbered piles (proofs/staircase.md).
bool staircase_loss(const Heaps& piles);
// The same formula with the piles numbered 0..n-1 instead (p[j] is pile j): xor of p[1], p[3], ...
// The wrong indexing; kept to show its counterexample.
bool staircase_loss_zero_based(const Heaps& piles);

// Lasker's Nim (002) as printed: n for n = 1,2 mod 4, n+1 for n = 3 mod 4, n-1 for n = 0 mod 4.
// Returns -1 at n = 0, where the printed formula fails (proofs/lasker.md).
std::int64_t lasker_grundy_printed(std::uint32_t n);
// Corrected: as printed for n >= 1, and 0 at n = 0.
std::uint32_t lasker_grundy(std::uint32_t n);

// Subtract a power of a (002): a odd: n mod 2; a even: 2 if n = a mod (a+1), else
// (n mod (a+1)) mod 2 (proofs/german-table.md).
std::uint32_t power_subtraction_grundy(std::uint32_t a, std::uint32_t n);
// Take up to half (002): G(2n) = n, G(2n+1) = G(n).
std::uint32_t up_to_half_grundy(std::uint32_t n);
// Take at least half (002): G(0) = 0, G(n) = floor(log2 n) + 1.
std::uint32_t at_least_half_grundy(std::uint32_t n);
// Proper divisors (002): G(0) = 0 (no formula printed), G(n) = number of trailing zeros of n.
std::uint32_t proper_divisors_grundy(std::uint32_t n);
// Divisors (002): G(0) = 0, G(n) = proper_divisors_grundy(n) + 1.
std::uint32_t divisors_grundy(std::uint32_t n);
// Subtract 1..k (002): n mod (k+1).
std::uint32_t subtract_k_grundy(std::uint32_t k, std::uint32_t n);

// The Nimbler's move (003, Bilaga 1): with u the nim-sum, on the first heap i where
// (h[i] xor u) < h[i] set h[i] = h[i] xor u. Heaps keep their order. Empty when no heap qualifies
// (exactly when u = 0, see proofs/bouton.md).
std::optional<Heaps> nimbler_move(const Heaps& heaps);

// The heaps a binary-matrix move of 003 §5 reaches from h: choose a 1-bit of h, set it to 0 and
// set every lower bit freely. Sorted, without duplicates.
std::vector<std::uint32_t> binary_matrix_moves(std::uint32_t h);

}  // namespace nimlab::sources
