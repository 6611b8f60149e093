#pragma once
// What `nimlab count` counts: its options, their checks (one message per bad input), the count
// with its cross-check by the other method, and the JSON object of `--json`. The CLI command and
// the Python module both go through these functions, so they accept the same input and print the
// same object.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli_fwd.hpp"
#include "nimlab/count/big_int.hpp"
#include "nimlab/count/recursion.hpp"
#include "nimlab/count/totals.hpp"

namespace nimlab::app {

struct CountOptions {
  std::string heaps;
  std::optional<std::int64_t> tokens;
  std::optional<std::int64_t> piles;
  std::string table;
  bool ordered = false;
  std::string rule = "nim";
  std::string game;      // --game nim | subtract:S, the shared name of --rule
  std::string subtract;  // --subtract S, as in every other command
  bool emulate = false;
  std::string method = "closed-form";
  std::string cross_check = "auto";
  std::string backend = "gmp";
};

// Adds the options that say what to count (all but --json and --emulate-double).
void add_count_options(CLI::App& command, CountOptions& o);

enum class CheckMode { automatic, always, never };

struct Query {
  PlayRule rule;
  CountMethod method = CountMethod::closed_form;
  CheckMode check = CheckMode::automatic;
  std::vector<std::uint32_t> heaps;  // position mode
  std::uint32_t piles = 0, first = 0, last = 0;
  SplitOrder order = SplitOrder::unordered;
  bool table = false;
  Backend backend = Backend::gmp;
};

// The checked query of the options; throws nimlab::error naming the option at fault.
Query count_query(const CountOptions& o);

struct CountResult {
  std::vector<std::string> counts;             // decimal, one per position or per N of the table
  CountMethod other = CountMethod::recursion;  // the method of the cross-check
  nlohmann::json check;                        // {"method", "status"[, "reason"]}
  // Empty unless the two methods disagree; then one sentence naming the first difference.
  std::string disagreement;
};

// Counts with q.method and cross-checks with the other method as q.check asks.
CountResult count_checked(const Query& q);

// The rule in the JSON shape of every output: {"game": "nim"} or {"subtract": [...]}.
nlohmann::json play_rule_json(const PlayRule& rule);

// The object `nimlab count --json` prints.
nlohmann::json count_report(const Query& q, const CountResult& r);

}  // namespace nimlab::app
