#pragma once
// Outcome periods of octal codes that split heaps. Their outcome sequence (P where G(n) = 0) does
// not carry enough information for the octal periodicity theorem, but the Grundy sequence does:
// a proven Grundy period (mu_G, p_G) makes the outcomes periodic with p_G from mu_G, and the
// minimal outcome period and preperiod are then read off the values v(0..mu_G + 2 p_G - 1).
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/result.hpp"

namespace nimlab {

// True for outcome specs of splitting octal codes (the only specs that take this route).
bool outcome_needs_grundy_period(const SequenceSpec& spec);

// The Grundy spec of the same rule (normal play, standard stuck rule).
SequenceSpec grundy_spec_of(const SequenceSpec& spec);

// The minimal outcome (mu, p) implied by a Grundy result of the same rule. A Grundy result that is
// not proven (or not found) is returned as is, relabelled with the outcome method's name; the
// proof of a derived result is the Grundy result's proof.
PeriodResult outcome_from_grundy(const SequenceSpec& outcome_spec, const PeriodResult& grundy);

}  // namespace nimlab
