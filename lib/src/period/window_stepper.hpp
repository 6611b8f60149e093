#pragma once
// The value recurrence of a finite-memory rule, evaluated on its state window alone: the cycle
// finders' step function. It applies the rule's moves to the window directly and shares no code
// with the reference generators (compute_values), which it uses only for the first window.
#include <cstddef>
#include <cstdint>
#include <vector>

#include <string>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/result.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::detail {

// The window W(a) = v(a..a+m-1) as a ring buffer: O(m) memory, O(1) to slide by one. It keeps a
// polynomial hash of its values, updated as it slides, so that two windows that differ are told
// apart in O(1) (the cycle finders compare windows at every step; values of long periods make
// windows that agree almost everywhere). Equal hashes are confirmed value by value.
class StateWindow {
 public:
  explicit StateWindow(std::vector<Value> values);
  std::size_t size() const { return ring_.size(); }
  // v(a+i) for 0 <= i < m.
  Value operator[](std::size_t i) const {
    const std::size_t j = head_ + i;
    return ring_[j < ring_.size() ? j : j - ring_.size()];
  }
  // Slides to W(a+1), whose newest value is `next`.
  void push(Value next) {
    hash_ = (hash_ - top_power_ * (ring_[head_] + 1)) * hash_base + (next + 1);
    ring_[head_] = next;
    if (++head_ == ring_.size()) head_ = 0;
  }
  friend bool operator==(const StateWindow& x, const StateWindow& y);

 private:
  // hash = sum over i of (v(a+i) + 1) * base^(m-1-i), modulo 2^64 (an odd base).
  static constexpr std::uint64_t hash_base = 0x9e3779b97f4a7c15ull;
  std::vector<Value> ring_;
  std::size_t head_ = 0;  // ring_[head_] holds v(a)
  std::uint64_t hash_ = 0;
  std::uint64_t top_power_ = 1;  // base^(m-1)
};

class WindowStepper {
 public:
  // Throws nimlab::error when the spec is invalid or the rule has no finite memory.
  explicit WindowStepper(const SequenceSpec& spec);

  std::size_t memory() const { return memory_; }
  std::size_t start() const { return start_; }
  // W(a0) for a0 = start().
  StateWindow first_window() const;
  // Slides w = W(a), a >= a0, to W(a+1): computes v(a+m) from the window. O(number of moves).
  void advance(StateWindow& w);
  // The sequence preperiod, given that the state sequence W(a0 + i) enters its cycle of length
  // `period` at index `cycle_start`: a0 + cycle_start if that is > 0, else the smallest mu <= a0
  // with v(n+period) = v(n) on [mu, a0), found by comparing explicit values. O(period) steps.
  std::size_t preperiod(std::size_t cycle_start, std::size_t period);
  // The proven result (window proof) of the cycle finder `method` whose search took `steps`
  // steps and found the cycle of length `period` entered at state index `cycle_start`.
  PeriodResult cycle_result(std::string method, std::size_t cycle_start, std::size_t period,
                            std::size_t steps);

 private:
  SequenceSpec spec_;
  std::size_t memory_ = 0;
  std::size_t start_ = 0;
  Sequence head_values_;             // v(0..a0+m-1)
  std::vector<std::size_t> reach_;   // window indices of the options of v(a+m)
  std::vector<unsigned char> seen_;  // scratch for the mex
};

}  // namespace nimlab::detail
