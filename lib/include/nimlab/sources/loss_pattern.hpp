#pragma once
// The proven loss pattern of a subtraction game: the outcome sequence's (preperiod, period) found
// by a period finder with a window proof, and its loss differences (nimlab/period/loss_differences.hpp). This is nimlab's
// answer next to the Dutch notebook's StartDD and PeriodeDD.
#include <cstddef>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/game/subtraction_set.hpp"

namespace nimlab {

struct LossPattern {
  std::size_t preperiod = 0;           // mu
  std::size_t period = 0;              // p, the sum of period_dd
  std::vector<std::size_t> start_dd;   // differences before the first P-position >= mu
  std::vector<std::size_t> period_dd;  // one period of differences from there
  friend bool operator==(const LossPattern&, const LossPattern&) = default;
};

// Outcomes under `play` with the standard stuck rule. The period comes from the registry's brent
// finder (window proof); with cross_check the naive finder must agree (std::logic_error if not:
// an internal failure). Throws std::logic_error if no proven period is found within the budget.
LossPattern proven_loss_pattern(const SubtractionSet& set, Play play, bool cross_check = false);

// Sum of a list of differences.
std::size_t dd_sum(const std::vector<std::size_t>& dd);

}  // namespace nimlab
