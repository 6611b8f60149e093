#pragma once
// What `nimlab period` reports after the cross-check: the values of the block and the loss
// differences of the best answer, the budget that would continue an unproven run, and the JSON
// object of `--json`. The CLI command and the Python module both build their answer here.
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/loss_differences.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::app {

// The state of the sparse-space engine when a run ends: what the literature's solvers report.
struct SparseSummary {
  std::size_t values = 0;  // values computed
  SparseStats stats;
  std::vector<std::pair<std::size_t, Value>> rare;  // the rare heaps and their values
};

struct PeriodDetails {
  Sequence block;                       // v(mu .. mu + p - 1) of the best answer; empty without one
  LossDifferences losses;               // outcome sequences with an answer only
  std::optional<SparseSummary> sparse;  // when the sparse engine computed the values
};

// The block and loss differences of the best answer, read from `values` when it holds the values
// of `spec` (the cross-check's shared prefix), else computed; the sparse engine's state when
// `values` grew through it.
PeriodDetails period_details(const SequenceSpec& spec, const CrossCheckedPeriod& checked,
                             ValuePrefix* values = nullptr);

// Throws nimlab::error naming --max-values when max_values exceeds largest_max_values(spec), with
// why the game stops there. The CLI command and the Python module both check here.
void check_max_values(const SequenceSpec& spec, std::size_t max_values);

// The --max-values that would continue a run that proved nothing: twice the cap used, at most
// largest_max_values(spec); 0 when the run already used that many.
std::size_t continue_with_max_values(const SequenceSpec& spec, const CrossCheckedPeriod& checked);
// The most values a finder of the run examined (when the work limit stopped it: the values
// computed by then).
std::size_t values_reached(const CrossCheckedPeriod& checked);

// The most rare heaps `--json` lists (their count is always given).
inline constexpr std::size_t max_listed_rare = 4096;

// "sparse: 262144 values, 8 bits each; largest G[763622]=231; mask fe; 1273 rare heaps".
std::string sparse_text(const SparseSummary& s);

// The object `nimlab period --json` prints.
nlohmann::json period_report(const SequenceSpec& spec, const CrossCheckedPeriod& checked,
                             const PeriodDetails& details);

}  // namespace nimlab::app
