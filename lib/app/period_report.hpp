#pragma once
// What `nimlab period` reports after the cross-check: the values of the block and the loss
// differences of the best answer, the budget that would continue an unproven run, and the JSON
// object of `--json`. The CLI command and the Python module both build their answer here.
#include <cstddef>
#include <nlohmann/json.hpp>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/loss_differences.hpp"
#include "nimlab/values/prefix.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::app {

struct PeriodDetails {
  Sequence block;          // v(mu .. mu + p - 1) of the best answer; empty without one
  LossDifferences losses;  // outcome sequences with an answer only
};

// The block and loss differences of the best answer, read from `values` when it holds the values
// of `spec` (the cross-check's shared prefix), else computed.
PeriodDetails period_details(const SequenceSpec& spec, const CrossCheckedPeriod& checked,
                             ValuePrefix* values = nullptr);

// Throws nimlab::error naming --max-values when max_values exceeds largest_max_values(spec), with
// why the game stops there. The CLI command and the Python module both check here.
void check_max_values(const SequenceSpec& spec, std::size_t max_values);

// The --max-values that would continue a run that proved nothing: twice the cap used, at most
// max_sequence_length.
std::size_t continue_with_max_values(const CrossCheckedPeriod& checked);
// The most values a finder of the run examined (when the work limit stopped it: the values
// computed by then).
std::size_t values_reached(const CrossCheckedPeriod& checked);

// The object `nimlab period --json` prints.
nlohmann::json period_report(const SequenceSpec& spec, const CrossCheckedPeriod& checked,
                             const PeriodDetails& details);

}  // namespace nimlab::app
