#pragma once
// Value sequences v(0..count-1) of single-heap games: Grundy values by mex, or outcomes (P/N/D)
// under a convention. Outcome sequences store the Outcome enum's numeric code (P=0, N=1, D=2).
// These are the reference generators: they apply the game's compiled moves at every n directly
// (no windows). All-but games (heap n has n - |X| options) are counted instead, O(|X|) per heap
// (Grundy values: plus the largest value in memory), and enumerated only by
// grundy_values_classical.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"

namespace nimlab {

using Value = std::uint32_t;
using Sequence = std::vector<Value>;

// Largest prefix length any generator accepts (1 GiB of 32-bit values); larger requests throw
// nimlab::error, whose message states the memory they would take. Codes that split heaps have
// no lower limit: their cost is set by the sparseness of their values, which only computing
// them reveals (callers grow their budget step by step, see SparseGrundy).
inline constexpr std::size_t max_sequence_length = std::size_t{1} << 28;

// Hexadecimal codes with three-heap splits have no sparse-space engine; their values come from
// the pair-value bitsets of src/values/three_heap_grundy.hpp (about O(N^2) in all: at 2^16
// values 4 s for .8, 20 s for .9, 77 s for .98 on one core). The memory limits them: the
// pair sets of the last third of the heaps, N / 3 sets of W bits for values below W (a peak of
// 98 MiB for .9 at 2^16, whose values stay below 2^15; 189 MiB for .98, below 2^16):
inline constexpr std::size_t max_three_heap_split_length = std::size_t{1} << 16;
// Their classical enumeration (grundy_values_classical, the reference: every split of every heap,
// up to O(n^2) per heap of n, O(N^3) in all) stops here:
inline constexpr std::size_t max_three_heap_split_enumeration_length = std::size_t{1} << 12;
// Grundy's game (unequal splits) goes through the sparse engine; its classical enumeration
// (grundy_values_classical, the reference: O(n) per heap of n, O(N^2) in all, about a second at
// the limit) stops here:
inline constexpr std::size_t max_unequal_split_length = std::size_t{1} << 16;
// The longest prefix the generators compute for the game (max_sequence_length, or the
// three-heap limit above); longer requests throw nimlab::error naming the limit and the cost.
std::size_t max_length_for(const Game& game);
// Why max_length_for(game) stops below max_sequence_length, for messages (three-heap splits: the
// memory of their pair-value bitsets); empty when it does not.
std::string max_length_reason(const Game& game);

// Grundy values G(0..count-1) under normal play (splitting games by the sparse-space method of
// nimlab/values/octal_sparse.hpp once that pays off, three-heap splits by pair-value bitsets).
// Those two engines run on `threads` threads (0: default_engine_threads() of
// nimlab/values/thread_team.hpp); the values are the same for every number.
Sequence grundy_values(const Game& game, std::size_t count, unsigned threads = 0);
// The classical reference: every move of every heap enumerated, O(count^2 * splits / 4) (three-
// heap splits: see max_three_heap_split_enumeration_length; all-but games: O(count^2 / 2), up to
// max_unequal_split_length values).
Sequence grundy_values_classical(const Game& game, std::size_t count);
// Outcomes o(0..count-1) under a convention (a splitting game: normal play only, read off its
// Grundy values).
Sequence outcome_values(const Game& game, Convention convention, std::size_t count);

// The sequence spec asks for.
Sequence compute_values(const SequenceSpec& spec, std::size_t count);

}  // namespace nimlab
