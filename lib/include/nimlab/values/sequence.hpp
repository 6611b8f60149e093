#pragma once
// Value sequences v(0..count-1) of single-heap rules: Grundy values by mex, or outcomes (P/N/D)
// under a convention. Outcome sequences store the Outcome enum's numeric code (P=0, N=1, D=2).
// This is the reference generator: it applies the rule's moves at every n directly (no windows).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimlab/rules/game.hpp"

namespace nimlab {

using Value = std::uint32_t;
using Sequence = std::vector<Value>;

// Largest prefix length any generator accepts (1 GiB of values); larger requests throw
// nimlab::error.
inline constexpr std::size_t max_sequence_length = std::size_t{1} << 28;
// Largest prefix of a code that splits heaps: the cost of a split is up to quadratic in the heap
// (about a minute at this length for codes without sparse structure, such as .07), so longer
// requests are refused rather than left running for hours.
inline constexpr std::size_t max_splitting_sequence_length = std::size_t{1} << 20;

// Grundy values G(0..count-1) of a subtraction game under normal play.
Sequence grundy_values(const SubtractionSet& set, std::size_t count);
// Grundy values G(0..count-1) of an octal game under normal play (splitting codes included, up
// to max_splitting_sequence_length values).
// Dispatches to grundy_values_sparse (nimlab/values/octal_sparse.hpp) for splitting codes.
Sequence grundy_values(const OctalCode& code, std::size_t count);
// The classical reference: every move of every heap enumerated, O(count^2 * t / 4) with splitting.
Sequence grundy_values_classical(const OctalCode& code, std::size_t count);
// Outcomes o(0..count-1) of a subtraction game under a convention.
Sequence outcome_values(const SubtractionSet& set, Convention convention, std::size_t count);
// Outcomes of an octal game: any convention without splitting, normal play with splitting.
Sequence outcome_values(const OctalCode& code, Convention convention, std::size_t count);

// Dispatches on spec (validates it first; throws nimlab::error on a meaningless combination).
Sequence compute_values(const SequenceSpec& spec, std::size_t count);

}  // namespace nimlab
