// Floyd's cycle detection (tortoise and hare) on the state window of a finite-memory rule.
//
// States x_i = W(a0 + i), x_{i+1} = f(x_i) (window_stepper). Phase 1 moves the tortoise one
// step and the hare two until x_i = x_{2i}; then the cycle length divides i. Phase 2 restarts the
// tortoise at x_0 and moves both one step until they meet: the meeting index is the first state
// on the cycle, mu_s. Phase 3 walks once around the cycle from there: its length lambda is the
// period, because v(n+p) = v(n) for all n >= a iff W(n+p) = W(n) for all n >= a (a >= a0). The
// preperiod is a0 + mu_s, or smaller when mu_s = 0 (WindowStepper::preperiod). A repeated
// window is the proof.
// Run time O(m + (mu_s + lambda) * |moves|) (about 3(mu_s + lambda) steps in phase 1, each with a
// comparison of window hashes, O(m) only when the windows are equal); memory O(m): two windows,
// the sequence is never stored.
#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"
#include "period/window_stepper.hpp"

namespace nimlab {

PeriodResult floyd_cycle(const SequenceSpec& spec, const FinderOptions& options) {
  if (options.max_values == 0) throw error("the value budget must be at least 1");
  detail::WindowStepper f(spec);
  PeriodResult result = no_period("floyd", 0);
  const detail::StateWindow x0 = f.first_window();
  detail::StateWindow tortoise = x0, hare = x0;
  std::size_t i = 0;  // tortoise at x_i, hare at x_{2i}
  do {
    if (2 * i + 2 > options.max_values) {
      result.values_used = 2 * i;
      return result;  // budget exhausted: no repeated window seen
    }
    f.advance(tortoise);
    f.advance(hare);
    f.advance(hare);
    ++i;
  } while (!(tortoise == hare));
  std::size_t steps = 2 * i;

  std::size_t cycle_start = 0;
  tortoise = x0;
  while (!(tortoise == hare)) {
    f.advance(tortoise);
    f.advance(hare);
    ++cycle_start;
  }
  std::size_t length = 1;
  hare = tortoise;
  f.advance(hare);
  while (!(tortoise == hare)) {
    f.advance(hare);
    ++length;
  }
  return f.cycle_result("floyd", cycle_start, length, steps + cycle_start + length);
}

}  // namespace nimlab
