#pragma once
// The outcome of a position from the outcomes of its options, under a convention: the one place
// this rule is written for the value generators and the window stepper.
#include "nimlab/game/convention.hpp"

namespace nimlab::detail {

// Outcome of a position with no legal move: without tokens the previous player took the last
// one; with tokens left the stuck rule decides.
inline Outcome terminal_outcome(Convention c, bool tokens_left) {
  if (tokens_left && c.stuck == Stuck::draw) return Outcome::D;
  return c.play == Play::normal ? Outcome::P : Outcome::N;
}

// Folds option outcomes: a move to P wins; failing that, a move to D draws; else the mover loses.
class OutcomeFold {
 public:
  void add(Outcome o) {
    any_ = true;
    to_p_ = to_p_ || o == Outcome::P;
    to_d_ = to_d_ || o == Outcome::D;
  }
  Outcome result(Convention c, bool tokens_left) const {
    if (!any_) return terminal_outcome(c, tokens_left);
    return to_p_ ? Outcome::N : to_d_ ? Outcome::D : Outcome::P;
  }

 private:
  bool any_ = false, to_p_ = false, to_d_ = false;
};

}  // namespace nimlab::detail
