#pragma once
// The tally of one statement tested code by code over a scan: how many codes it covers and their
// largest number of digits, how many it fails on and the fewest digits of a failing code, and the
// first failing codes, each listed once. Both .1-3 experiments keep their statements' results in
// it, so their JSON spells the same fields the same way.
#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace nimlab::experiments {

struct StatementTally {
  explicit StatementTally(std::size_t kept = 20) : kept_failures(kept) {}

  std::size_t kept_failures;  // how many failing codes are listed
  std::size_t covered = 0;
  std::size_t max_digits = 0;
  std::size_t failed = 0;
  std::size_t first_failure_digits = 0;  // fewest digits of a failing code (0: none)
  std::vector<std::string> failures;     // the first kept_failures, in the order of the scan

  // A code of `digits` digits seen by the statement, whether or not it could be decided.
  void saw(std::size_t digits) { max_digits = std::max(max_digits, digits); }

  // A code the statement covers, on which it holds or fails.
  void record(const std::string& code, std::size_t digits, bool holds) {
    saw(digits);
    ++covered;
    if (holds) return;
    if (failed++ == 0 || digits < first_failure_digits) first_failure_digits = digits;
    if (failures.size() < kept_failures &&
        std::find(failures.begin(), failures.end(), code) == failures.end())
      failures.push_back(code);
  }

  nlohmann::json json() const {
    return {{"codes_covered", covered}, {"largest_digits", max_digits},
            {"failed", failed},         {"first_failure_digits", first_failure_digits},
            {"failures", failures},     {"holds", failed == 0}};
  }
};

}  // namespace nimlab::experiments
