// One step of a finite-memory recurrence on the state window (see window_stepper.hpp).
//
// Subtraction set S, memory m = max(S), a0 = 0: heap n = a+m has the options n-s, s in S, which
// sit at window index m-s. Octal code without splitting, t digits, a0 = 1: heap n = a+t > t has
// the options n-k >= 1 for each k <= t whose digit has the 2-bit (index t-k); whole-heap moves
// (1-bit) need n = k and cannot occur. Grundy values: mex of the options; outcomes: a move to P
// wins, else a move to D draws, else the mover loses; with no option at all tokens remain
// (n >= 1), so the stuck rule decides.
// Time per step O(number of options); memory O(m).
#include "period/window_stepper.hpp"

#include <algorithm>

#include "nimlab/error.hpp"
#include "values/outcome_fold.hpp"

namespace nimlab::detail {

StateWindow::StateWindow(std::vector<Value> values) : ring_(std::move(values)) {
  for (std::size_t i = 0; i < ring_.size(); ++i) {
    hash_ = hash_ * hash_base + (ring_[i] + 1);
    if (i > 0) top_power_ *= hash_base;
  }
}

bool operator==(const StateWindow& x, const StateWindow& y) {
  if (x.size() != y.size() || x.hash_ != y.hash_) return false;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] != y[i]) return false;
  return true;
}

WindowStepper::WindowStepper(const SequenceSpec& spec) : spec_(spec) {
  const std::optional<Recurrence> r = spec.game().recurrence();
  if (!r) throw error(spec.game().name() + " splits heaps: it has no finite state window");
  memory_ = r->window;
  start_ = r->start;
  // For n >= a0 + m every reduction is legal and an elimination k = n only when k = m with a0 = 0,
  // where it reaches v(0), the value at window index 0: the same index as the reduction k = m.
  for (std::size_t k : spec.game().moves().reductions) reach_.push_back(memory_ - k);
  head_values_ = compute_values(spec, start_ + memory_);
  seen_.assign(reach_.size() + 1, 0);
}

StateWindow WindowStepper::first_window() const {
  return StateWindow(std::vector<Value>(head_values_.begin() + static_cast<std::ptrdiff_t>(start_),
                                        head_values_.end()));
}

void WindowStepper::advance(StateWindow& w) {
  Value next = 0;
  if (spec_.kind() == Kind::grundy) {
    // The mex of k values is at most k, so larger values can be ignored.
    std::fill(seen_.begin(), seen_.end(), 0);
    for (std::size_t i : reach_)
      if (w[i] < seen_.size()) seen_[w[i]] = 1;
    while (seen_[next]) ++next;
  } else {
    detail::OutcomeFold fold;
    for (std::size_t i : reach_) fold.add(static_cast<Outcome>(w[i]));
    // The heap a+m >= 1 holds tokens, so with no option the stuck rule decides.
    next = static_cast<Value>(fold.result(spec_.convention(), true));
  }
  w.push(next);
}

std::size_t WindowStepper::preperiod(std::size_t cycle_start, std::size_t period) {
  if (cycle_start > 0 || start_ == 0) return start_ + cycle_start;
  // The values v(period .. period+a0-1) that face v(0..a0-1).
  std::vector<Value> later(start_);
  if (period + start_ <= head_values_.size()) {
    std::copy_n(head_values_.begin() + static_cast<std::ptrdiff_t>(period), start_, later.begin());
  } else {
    // period > m here; W(period) holds v(period .. period+m-1) and a0 <= m.
    StateWindow w = first_window();
    for (std::size_t a = start_; a < period; ++a) advance(w);
    for (std::size_t i = 0; i < start_; ++i) later[i] = w[i];
  }
  std::size_t mu = start_;
  while (mu > 0 && later[mu - 1] == head_values_[mu - 1]) --mu;
  return mu;
}

PeriodResult WindowStepper::cycle_result(std::string method, std::size_t cycle_start,
                                         std::size_t period, std::size_t steps) {
  return found_period(std::move(method), preperiod(cycle_start, period), period, Proof::window,
                      steps);
}

}  // namespace nimlab::detail
