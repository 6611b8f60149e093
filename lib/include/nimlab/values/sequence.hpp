#pragma once
// Value sequences v(0..count-1) of single-heap games: Grundy values by mex, or outcomes (P/N/D)
// under a convention. Outcome sequences store the Outcome enum's numeric code (P=0, N=1, D=2).
// These are the reference generators: they apply the game's compiled moves at every n directly
// (no windows).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"

namespace nimlab {

using Value = std::uint32_t;
using Sequence = std::vector<Value>;

// Largest prefix length any generator accepts (1 GiB of values); larger requests throw
// nimlab::error.
inline constexpr std::size_t max_sequence_length = std::size_t{1} << 28;
// Largest prefix of a game that splits heaps: the cost of a split is up to quadratic in the heap
// (about a minute at this length for codes without sparse structure, such as .07), so longer
// requests are refused rather than left running for hours.
inline constexpr std::size_t max_splitting_sequence_length = std::size_t{1} << 20;

// Grundy values G(0..count-1) under normal play (splitting games up to
// max_splitting_sequence_length values, by the sparse-space method of
// nimlab/values/octal_sparse.hpp once that pays off).
Sequence grundy_values(const Game& game, std::size_t count);
// The classical reference: every move of every heap enumerated, O(count^2 * splits / 4).
Sequence grundy_values_classical(const Game& game, std::size_t count);
// Outcomes o(0..count-1) under a convention (a splitting game: normal play only, read off its
// Grundy values).
Sequence outcome_values(const Game& game, Convention convention, std::size_t count);

// The sequence spec asks for.
Sequence compute_values(const SequenceSpec& spec, std::size_t count);

}  // namespace nimlab
