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

// Largest prefix length any generator accepts (1 GiB of 32-bit values); larger requests throw
// nimlab::error, whose message states the memory they would take. Codes that split heaps have
// no lower limit: their cost is set by the sparseness of their values, which only computing
// them reveals (callers grow their budget step by step, see SparseGrundy).
inline constexpr std::size_t max_sequence_length = std::size_t{1} << 28;

// Grundy values G(0..count-1) of a subtraction game under normal play.
Sequence grundy_values(const SubtractionSet& set, std::size_t count);
// Grundy values G(0..count-1) of an octal game under normal play (splitting codes included).
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
