#pragma once
// The Dutch notebook's own period search (source 000, cells [42]-[44]: BerekenNimPeriode with
// BerekenVolgendeVerlies and CheckPeriodeDD), re-implemented step by step so that nimlab can show
// which printed lines are artefacts of its stopping rule. It is NOT a period finder: it accepts a
// pattern of loss differences after seeing it repeat only max(2, ceil(M / PeriodeLen)) times, which
// is no proof. The proven answer comes from the finders (see loss_pattern.hpp).
//
// The game is the notebook's "Geval 1": misere play, 1 in the set, the losses (P-positions) listed
// from N = 1.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimlab/game/subtraction_set.hpp"

namespace nimlab {

struct NotebookSearch {
  std::vector<std::size_t> period_dd;  // PeriodeDD: one period of loss differences
  std::vector<std::size_t> start_dd;   // StartDD: the differences skipped before it
  std::size_t losses_generated = 0;    // P-positions computed when the search stopped
  std::size_t checks = 0;              // calls of CheckPeriodeDD (the method's cost)
};

// Runs the notebook's search on a set containing 1 (throws nimlab::error otherwise):
//  1. list the losses 1 = x0 < x1 < ... while the last one is below 2M (M = max of the set);
//  2. repeat: add one loss; for StartDDLlen s = 0, 1, ... while s + 2*len < L and L - s >= 4 (L the
//     number of differences), try PeriodeDDLlen len = 1, 2, ... while s + 2*len < L and accept the
//     first (s, len) whose differences d[s..s+len) recur num = max(2, ceil(M / PeriodeLen)) times
//     from s, where PeriodeLen is their sum.
NotebookSearch notebook_period_search(const SubtractionSet& set);

// The notebook's enumeration order (cells [44], [47], [48]): for k = 0 .. 2^MM - 1 the set holds 1
// and every c = j + 2 for which bit j of k is set. Hence k < 2^MM yields largest elements up to
// MM + 1, not MM as the cells' comments say.
SubtractionSet notebook_enumeration_set(std::uint64_t k);

}  // namespace nimlab
