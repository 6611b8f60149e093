// The notebook's enumeration tables computed with its own search and with proven periods.
// notebook_rows: the notebook search and a cross-checked proven pattern per set, O(2^mm) sets.
// longest_rows: per largest element M, the notebook search and the bit engine's (mu, p) for each
// of the 2^(M-2) sets, kept as two small integers per set; memory O(2^mm) integers.
#include "nimlab/sources/notebook_tables.hpp"

#include <exception>
#include <map>
#include <set>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/records/engines.hpp"

namespace nimlab {
namespace {

// Runs body(i) for i < count on every OpenMP thread; rethrows the first exception afterwards.
template <class Body>
void parallel_for(std::int64_t count, Body body) {
  std::exception_ptr failure;
#ifdef _OPENMP
#pragma omp parallel for schedule(dynamic, 1)
#endif
  for (std::int64_t i = 0; i < count; ++i) {
    try {
      body(i);
    } catch (...) {
#ifdef _OPENMP
#pragma omp critical(nimlab_reproduce_failure)
#endif
      if (!failure) failure = std::current_exception();
    }
  }
  if (failure) std::rethrow_exception(failure);
}

// Whether the notebook's answer is the proven one, given the proven (mu, p).
bool notebook_matches(const NotebookSearch& nb, std::size_t mu, std::size_t p) {
  if (dd_sum(nb.period_dd) != p) return false;
  const std::size_t first = 1 + dd_sum(nb.start_dd);  // the P-position where the pattern starts
  if (first < mu) return false;
  return nb.start_dd.empty() || first - nb.start_dd.back() < mu;
}

}  // namespace

std::vector<NotebookRow> notebook_rows(unsigned mm) {
  if (mm > notebook_rows_max_mm)
    throw error("notebook tables accept MM up to " + std::to_string(notebook_rows_max_mm));
  const std::uint64_t count = std::uint64_t{1} << mm;
  std::vector<NotebookRow> rows;
  rows.reserve(count);
  for (std::uint64_t k = 0; k < count; ++k)
    rows.push_back({k, notebook_enumeration_set(k), {}, {}});
  parallel_for(static_cast<std::int64_t>(count), [&](std::int64_t i) {
    NotebookRow& row = rows[static_cast<std::size_t>(i)];
    row.notebook = notebook_period_search(row.set);
    row.proven = proven_loss_pattern(row.set, Play::misere, true);
  });
  return rows;
}

std::vector<const NotebookRow*> distinct_pattern_rows(const std::vector<NotebookRow>& rows,
                                                      bool proven) {
  std::set<std::pair<std::vector<std::size_t>, std::vector<std::size_t>>> seen;
  std::vector<const NotebookRow*> out;
  for (const NotebookRow& row : rows) {
    auto key = proven ? std::pair{row.proven.period_dd, row.proven.start_dd}
                      : std::pair{row.notebook.period_dd, row.notebook.start_dd};
    if (seen.insert(std::move(key)).second) out.push_back(&row);
  }
  return out;
}

std::vector<const NotebookRow*> start_rows(const std::vector<NotebookRow>& rows, bool proven) {
  std::vector<const NotebookRow*> out;
  for (const NotebookRow& row : rows)
    if (!(proven ? row.proven.start_dd : row.notebook.start_dd).empty()) out.push_back(&row);
  return out;
}

std::vector<LongestRow> longest_rows(unsigned mm) {
  if (mm > notebook_longest_max_mm)
    throw error("the longest-period table accepts MM up to " +
                std::to_string(notebook_longest_max_mm));
  std::vector<LongestRow> out;
  for (unsigned m = 1; m <= mm + 1; ++m) {
    // Sets with largest element m: k = 0 for m = 1, else k in [2^(m-2), 2^(m-1)).
    const std::uint64_t first = m == 1 ? 0 : std::uint64_t{1} << (m - 2);
    const std::uint64_t count = m == 1 ? 1 : first;
    std::vector<std::size_t> nb_period(count);
    std::vector<char> nb_right(count);
    std::vector<Period> proven(count);
    const std::uint64_t lanes = records::bit_engine_lanes;
    parallel_for(static_cast<std::int64_t>((count + lanes - 1) / lanes), [&](std::int64_t chunk) {
      const std::uint64_t lo = static_cast<std::uint64_t>(chunk) * lanes;
      const std::uint64_t hi = std::min(count, lo + lanes);
      std::vector<std::uint64_t> masks;
      for (std::uint64_t i = lo; i < hi; ++i) masks.push_back(1 | ((first + i) << 1));
      records::BitEngineWorkspace workspace;
      records::bit_engine_periods(masks, m, Play::misere, std::span(proven).subspan(lo, hi - lo),
                                  workspace);
      for (std::uint64_t i = lo; i < hi; ++i) {
        const NotebookSearch nb = notebook_period_search(notebook_enumeration_set(first + i));
        nb_period[i] = dd_sum(nb.period_dd);
        nb_right[i] = notebook_matches(nb, proven[i].preperiod, proven[i].period);
      }
    });
    LongestRow row;
    row.max = m;
    row.sets = count;
    std::uint64_t choice = 0;
    std::size_t best = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
      if (nb_period[i] > best) best = nb_period[i], choice = i;
      row.longest = std::max<std::size_t>(row.longest, proven[i].period);
      row.notebook_wrong += nb_right[i] ? 0 : 1;
    }
    for (std::uint64_t i = 0; i < count; ++i)
      if (proven[i].period == row.longest)
        row.longest_sets.push_back(notebook_enumeration_set(first + i));
    row.notebook_set = notebook_enumeration_set(first + choice);
    row.notebook = notebook_period_search(row.notebook_set);
    row.notebook_set_period = proven[choice].period;
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace nimlab
