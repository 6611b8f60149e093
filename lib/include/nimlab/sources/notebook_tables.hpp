#pragma once
// The Dutch notebook's tables (source 000, cells [44], [47], [48]) recomputed twice: with the
// notebook's own search (notebook_search.hpp), which is what it printed, and with proven periods,
// which is what is true. Sets follow the notebook's enumeration order (notebook_enumeration_set).
#include <cstdint>
#include <vector>

#include "nimlab/sources/loss_pattern.hpp"
#include "nimlab/sources/notebook_search.hpp"

namespace nimlab {

// Largest MM accepted by notebook_rows (2^MM sets, each with both answers kept in memory).
inline constexpr unsigned notebook_rows_max_mm = 14;
// Largest MM accepted by longest_rows (largest elements up to MM + 1 <= 64).
inline constexpr unsigned notebook_longest_max_mm = 30;

struct NotebookRow {
  std::uint64_t k = 0;  // enumeration index
  SubtractionSet set;
  NotebookSearch notebook;  // the notebook's answer
  LossPattern proven;       // the proven answer (brent and naive finders agree)
  bool notebook_right() const {
    return notebook.period_dd == proven.period_dd && notebook.start_dd == proven.start_dd;
  }
};

// Both answers for every k < 2^mm (largest elements up to mm + 1). Throws nimlab::error when
// mm > notebook_rows_max_mm. Uses every OpenMP thread.
std::vector<NotebookRow> notebook_rows(unsigned mm);

// Cell [44]'s rule: the first row of each distinct (PeriodeDD, StartDD) pair, judged by the
// notebook's answers (proven = false: what it printed) or by the proven ones.
std::vector<const NotebookRow*> distinct_pattern_rows(const std::vector<NotebookRow>& rows,
                                                      bool proven);
// Cell [48]'s rule: the rows whose StartDD is not empty.
std::vector<const NotebookRow*> start_rows(const std::vector<NotebookRow>& rows, bool proven);

// Cell [47] for one largest element M: the notebook's choice (the first set in enumeration order
// with a strictly larger PeriodeLen) beside the proven longest period and every set attaining it.
struct LongestRow {
  unsigned max = 0;
  std::uint64_t sets = 0;
  SubtractionSet notebook_set{std::vector<std::int64_t>{1}};
  NotebookSearch notebook;                   // the notebook's answer for notebook_set
  std::size_t notebook_set_period = 0;       // the proven period of notebook_set
  std::size_t longest = 0;                   // proven longest period over the sets with max M
  std::vector<SubtractionSet> longest_sets;  // every set attaining it, in enumeration order
  std::uint64_t notebook_wrong = 0;          // sets whose notebook answer is not the proven one
};

// One row per M = 1 .. mm + 1 (k < 2^mm). Proven periods come from the record search's bit engine.
// The notebook's answer for a set is right exactly when its PeriodeLen is the period p and its
// pattern starts at the first P-position >= mu. Throws nimlab::error when mm exceeds
// notebook_longest_max_mm. Uses every OpenMP thread; 2^19 sets take about a second per core.
std::vector<LongestRow> longest_rows(unsigned mm);

}  // namespace nimlab
