#pragma once
// Grundy values of octal games that split heaps by the sparse-space method
// (Applegate-Jacobson-Sleator; Flammenkamp). The result is exactly that of
// grundy_values_classical (nimlab/values/sequence.hpp); only the work differs.
//
// A bit mask M divides values into a rare class (popcount(v & M) even) and a common class (odd).
// The class of a ^ b is the xor of the classes, so a split whose nim-sum is common has exactly one
// rare part; enumerating splits (r, m - r) over the few rare positions r marks every reachable
// common value. The mex is then the smallest unmarked common value c, unless a rare value below c
// is unreachable, which a search over all splits (stopped as soon as every rare value below c is
// seen) decides. M is chosen, at every doubling of n, to minimise the number of rare positions.
#include <cstddef>
#include <cstdint>

#include "nimlab/game/octal_code.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {

// What the sparse computation did; for benchmarks and experiments.
struct SparseStats {
  std::uint32_t mask = 0;          // the last mask chosen (0: none, count too small)
  std::size_t rare_positions = 0;  // heaps n >= 1 whose value is rare under that mask
  std::size_t searches = 0;        // heaps whose mex needed a search over all splits
  std::size_t full_heaps = 0;      // heaps computed by plain enumeration of every split
};

// Grundy values G(0..count-1) of any octal code (splitting or not) under normal play.
// Throws nimlab::error when count exceeds max_sequence_length. Memory O(count).
Sequence grundy_values_sparse(const OctalCode& code, std::size_t count,
                              SparseStats* stats = nullptr);

}  // namespace nimlab
