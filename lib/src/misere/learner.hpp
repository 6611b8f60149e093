#pragma once
// Candidate quotients of A_k read from the outcomes of positions, and the positions (the
// experiments) that tell their elements apart, grown from counterexamples.
//
// Each element is kept as a position of A_k (its representative); a product "representative +
// heap j" is the element whose representative has the same outcome with every experiment X
// added, or a new element. Elements told apart are distinct in Q_k (an experiment distinguishes
// them); elements taken as equal may not be. A wrong identification shows up either as two heaps
// whose multiplications do not commute, or as a position whose outcome the candidate gets wrong;
// either yields an experiment that separates the two positions wrongly identified (as in
// Rivest and Schapire's learning of finite automata).
#include <cstddef>
#include <optional>
#include <vector>

#include "misere/position_outcomes.hpp"
#include "misere/quotient_check.hpp"

namespace nimlab::misere {

struct Learned {
  Candidate quotient;  // valid only when new_experiment is empty
  std::vector<Position> representatives;
  std::optional<Position> new_experiment;  // set when two heaps' multiplications do not commute
};

// Throws nimlab::error when more than max_order elements are told apart: Q_k itself is then
// larger than max_order.
Learned learn_candidate(MisereOutcomes& outcomes, std::size_t k,
                        const std::vector<Position>& experiments, std::size_t max_order);

// An experiment that separates two positions the candidate identified, from a position whose
// outcome it gets wrong (its element is in P exactly when the position is not lost).
Position experiment_from_counterexample(MisereOutcomes& outcomes, const Learned& learned,
                                        const Position& counterexample);

}  // namespace nimlab::misere
