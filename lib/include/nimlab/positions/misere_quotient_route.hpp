#pragma once
// Misere play of a sum of heaps of one game through its misere quotient (nimlab/misere/
// quotient.hpp, proofs/misere-quotient.md). Q_n, for n the position's largest heap, decides every
// position of heaps of at most n tokens: a position is lost for the player to move iff the
// product of its heaps' elements lies in the P-portion, and a move wins iff the element of the
// position it leaves does. Every option of a heap of at most n tokens has heaps of fewer tokens,
// so every move is read from the same Q_n.
//
// Cost once Q_n is known: one pass over the heaps (counted by size), then for each distinct size
// s present, the element of "the position less one heap s" (powers by squaring) and one product
// per option of heap s. Heaps of equal size share their winning options, so the winning moves
// are counted without being built; only the listed ones are.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "nimlab/misere/quotient.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/positions/solve.hpp"

namespace nimlab::positions {

// Largest heap the route computes a quotient for: the engine's default limits stop near there
// for Dawson's Kayles (after Q_32; misere/quotient.hpp), and a failed attempt at a larger n
// costs seconds before the route falls back.
inline constexpr std::uint32_t max_quotient_heap = 32;

// The game the route can answer with, or nullptr: the position's heaps all belong to one game
// (p.games has one entry) whose moves are eliminations, reductions and splits into two heaps.
const Game* quotient_game(const Position& p);

// The engine's limits when brute force could answer instead (positions of at most
// max_brute_force_tokens tokens): a smaller budget of brute-forced positions, so that a quotient
// out of reach fails in about a second (some codes need tens of seconds for Q_12) and brute
// force answers. Larger positions get the engine's default limits.
inline constexpr std::size_t quotient_positions_beside_brute_force = 250'000;

// Q_n of `game` (named `key`, e.g. its text) under `limits`, computed once per process and kept;
// a computation that failed is kept as its message and rethrown as nimlab::error. `seconds`
// receives the time spent computing in this call (0 when kept). Thread-safe.
std::shared_ptr<const misere::Quotient> kept_misere_quotient(const std::string& key,
                                                             const Game& game, std::size_t n,
                                                             const misere::QuotientLimits& limits,
                                                             double* seconds = nullptr);

// The answer read from q for a position of the game q was computed for, every heap at most
// q.max_heap() (else nimlab::error): outcome, winning_move_count, the first max_listed winning
// moves (leaves filled only in positions of at most max_heaps_outside_quotient heaps), method
// "misere-quotient" and `quotient` (seconds 0).
Answer solve_by_quotient(const Position& p, const misere::Quotient& q,
                         std::size_t max_listed = all_moves);

}  // namespace nimlab::positions
