// Scalar Brent: the period of one subtraction set, the record search's reference finder.
//
// State x_a = (v(a), ..., v(a+M-1)), M = max(S). For a >= 0 every move is available at heap
// a+M, so x_{a+1} = f(x_a). If the state sequence has cycle length lambda and tail mu_s (the
// first index whose state recurs), then v has period p = lambda and preperiod mu = mu_s:
// x_{a+q} = x_a for all a >= b iff v(n+q) = v(n) for all n >= b, so the smallest eventual
// periods and the smallest starting points coincide.
// Brent: the tortoise waits at x_{2^k - 1} while the hare walks up to 2^k steps; the first
// meeting gives lambda. Then mu_s is found by walking one pointer from x_0 and one from
// x_lambda until they meet.
// Run time O((mu + lambda) * (|S| + M)) with at most 2 max(mu, lambda) + lambda hare steps;
// memory O(M): the windows live in buffers of length 2M (each value written twice, so every
// window is a contiguous slice).
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "nimlab/error.hpp"
#include "nimlab/records/engines.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::records {
namespace {

// A window of the last M values with the move rule applied to it.
class Walker {
 public:
  Walker(const Sequence& first, const std::vector<std::uint32_t>& moves, Kind kind)
      : m_(first.size()), moves_(&moves), kind_(kind), buf_(2 * first.size()) {
    for (std::size_t i = 0; i < m_; ++i) buf_[i] = buf_[i + m_] = first[i];
  }
  // The window v(a..a+M-1) as a contiguous range.
  const Value* window() const { return buf_.data() + head_; }
  void step() {
    const Value* w = window();
    Value next;
    if (kind_ == Kind::grundy) {
      // mex of the options; a Grundy value never exceeds the number of moves.
      std::uint64_t seen = 0;
      for (std::uint32_t s : *moves_)
        if (w[m_ - s] < 64) seen |= std::uint64_t{1} << w[m_ - s];
      next = static_cast<Value>(std::countr_one(seen));
    } else {
      // All moves are available here: N if some option is P, else D if some option is D, else P.
      bool to_p = false, to_d = false;
      for (std::uint32_t s : *moves_) {
        to_p |= w[m_ - s] == static_cast<Value>(Outcome::P);
        to_d |= w[m_ - s] == static_cast<Value>(Outcome::D);
      }
      next = static_cast<Value>(to_p ? Outcome::N : to_d ? Outcome::D : Outcome::P);
    }
    buf_[head_] = buf_[head_ + m_] = next;
    if (++head_ == m_) head_ = 0;
  }
  bool same_window(const Walker& other) const {
    return std::equal(window(), window() + m_, other.window());
  }

 private:
  std::size_t m_;
  const std::vector<std::uint32_t>* moves_;
  Kind kind_;
  Sequence buf_;
  std::size_t head_ = 0;
};

}  // namespace

PeriodPair scalar_brent_period(const SequenceSpec& spec) {
  const auto* set = std::get_if<SubtractionSet>(&spec.rule);
  if (!set) throw error("the record search handles subtraction sets only");
  const Sequence first = compute_values(spec, set->max());
  const std::vector<std::uint32_t>& moves = set->elements();

  Walker tortoise(first, moves, spec.kind), hare = tortoise;
  hare.step();
  std::uint64_t power = 1, lambda = 1, steps = 1;
  while (!tortoise.same_window(hare)) {
    if (lambda == power) {
      tortoise = hare;
      power *= 2;
      lambda = 0;
    }
    hare.step();
    ++lambda;
    if (++steps > max_engine_steps)
      throw std::runtime_error("scalar Brent: no repeated window within the step limit");
  }
  Walker behind(first, moves, spec.kind), ahead = behind;
  for (std::uint64_t i = 0; i < lambda; ++i) ahead.step();
  std::uint64_t mu = 0;
  while (!behind.same_window(ahead)) {
    behind.step();
    ahead.step();
    ++mu;
  }
  return {mu, lambda};
}

}  // namespace nimlab::records
