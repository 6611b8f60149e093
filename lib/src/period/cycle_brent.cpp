// Brent's cycle detection on the state window of a finite-memory rule.
//
// States x_i = W(a0 + i) as in Floyd's method, but the tortoise waits at x_{2^k - 1} while the
// hare walks up to 2^k steps ahead; the first time the hare meets it, the distance walked is
// exactly the cycle length lambda (the period). The first state on the cycle, mu_s, is then found
// by starting a pointer at x_0 and one at x_lambda and stepping both until they meet. The
// preperiod is a0 + mu_s, or smaller when mu_s = 0 (WindowStepper::preperiod). A repeated window
// is the proof.
// Run time O(m log(mu_s + lambda) + (mu_s + lambda) * |moves|) (windows compared by their hashes,
// copied at each power of two), with fewer steps than Floyd's (at most 2 * max(mu_s, lambda) +
// lambda in the first phase); memory O(m): two windows.
#include "nimlab/error.hpp"
#include "nimlab/period/finders.hpp"
#include "period/window_stepper.hpp"

namespace nimlab {

PeriodResult brent_cycle(const SequenceSpec& spec, const FinderOptions& options) {
  if (options.max_values == 0) throw error("the value budget must be at least 1");
  detail::WindowStepper f(spec);
  PeriodResult result = no_period("brent", 0);
  const detail::StateWindow x0 = f.first_window();
  detail::StateWindow tortoise = x0, hare = x0;
  f.advance(hare);
  std::size_t power = 1, length = 1, steps = 1;
  while (!(tortoise == hare)) {
    if (steps >= options.max_values) {
      result.values_used = steps;
      return result;  // budget exhausted: no repeated window seen
    }
    if (length == power) {
      tortoise = hare;
      power *= 2;
      length = 0;
    }
    f.advance(hare);
    ++length;
    ++steps;
  }

  detail::StateWindow behind = x0, ahead = x0;
  for (std::size_t k = 0; k < length; ++k) f.advance(ahead);
  std::size_t cycle_start = 0;
  while (!(behind == ahead)) {
    f.advance(behind);
    f.advance(ahead);
    ++cycle_start;
  }
  return f.cycle_result("brent", cycle_start, length, steps + length + cycle_start);
}

}  // namespace nimlab
