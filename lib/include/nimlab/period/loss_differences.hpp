#pragma once
// Loss differences (called StartDD and PeriodeDD in the subtraction-game literature): the
// differences between consecutive P-positions n >= 1 of an outcome sequence, split at q, the first
// P-position >= mu (and >= 1): `start` holds the differences up to q (the last one ends at q),
// `period` the differences from q to q + p (they sum to p). Without such a q the period part is
// empty and `start` holds every difference between P-positions below mu.
#include <cstddef>
#include <span>
#include <vector>

#include "nimlab/values/sequence.hpp"

namespace nimlab {

struct LossDifferences {
  std::vector<std::size_t> start;
  std::vector<std::size_t> period;
};

// Length a prefix needs for loss_differences: max(mu, 1) + 2p.
inline std::size_t loss_differences_length(std::size_t mu, std::size_t p) {
  return (mu > 0 ? mu : 1) + 2 * p;
}

// outcomes: an outcome sequence (Outcome codes) of length >= loss_differences_length(mu, p) with
// period p >= 1 from mu.
// Throws nimlab::error when the prefix is too short or p == 0. O(mu + p) time and memory.
LossDifferences loss_differences(std::span<const Value> outcomes, std::size_t mu, std::size_t p);

}  // namespace nimlab
