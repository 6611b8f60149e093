#pragma once
// The proof that a candidate bipartite monoid is the misere quotient of A_k (heaps 1..k);
// proofs/misere-quotient.md, section "The check".
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "misere/candidate.hpp"
#include "misere/position_outcomes.hpp"

namespace nimlab::misere {

// Whether every position G of A_k has misere outcome P exactly when its element is in P.
// Searches the pairs (element of G, set of elements of the options of G) over every G: from
// (1, {}) adding heap j maps (x, S) to (x h_j, S h_j + x O_j), O_j the elements of heap j's
// options; each pair must satisfy  x in P  <=>  S non-empty and disjoint from P.
// The table must be a commutative monoid (checked by the caller's construction). Throws
// nimlab::error when more than max_states pairs are met.
struct CheckResult {
  bool holds = false;
  std::size_t states = 0;
  Position witness;  // when it fails: a position whose pair breaks the rule
};
CheckResult check_outcomes(const Candidate& q, const HeapOptions& options, std::size_t max_states);

// The least position (in the order of positions_first below) whose pair breaks the rule above,
// with the outcome the rule gives it, or nothing when the check holds. Every position before it
// keeps the rule, so by induction on tokens the candidate gives each its true outcome: the
// outcome returned, computed from the candidate's elements of its options, is the true one.
// Order: heap counts compared from the largest heap down, so every option of a position (one
// heap replaced by smaller ones) comes before it. Throws nimlab::error past max_states states.
struct Failure {
  Position position;
  bool lost = false;  // its true misere outcome: the player to move loses
};
std::optional<Failure> least_failure(const Candidate& q, const HeapOptions& options,
                                     std::size_t max_states);

// Whether (Q, P) is reduced: the sets {z : xz in P} differ for any two elements x != y.
bool is_reduced(const Candidate& q);

}  // namespace nimlab::misere
