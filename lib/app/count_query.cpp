#include "count_query.hpp"

#include <CLI/CLI.hpp>
#include <charconv>

#include "integer_option.hpp"
#include "nimlab/count/big_int.hpp"
#include "nimlab/count/limits.hpp"
#include "nimlab/error.hpp"
#include "nimlab/positions/named_game.hpp"
#include "option_error.hpp"

namespace nimlab::app {
namespace {

// The recursion's budget when it only serves as an automatic cross-check (well under a second).
constexpr std::uint64_t auto_check_budget = 5'000'000;

std::uint32_t parse_count(std::string_view text, std::string_view what) {
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size() ||
      value > count_limits::max_tokens)
    throw error("--table: malformed " + std::string(what) + " '" + std::string(text) +
                "' (expected an integer from 1 to " + std::to_string(count_limits::max_tokens) +
                ")");
  return static_cast<std::uint32_t>(value);
}

// "a..b" with 1 <= a <= b <= max_tokens.
std::pair<std::uint32_t, std::uint32_t> parse_range(const std::string& text) {
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos)
    throw error("--table: malformed range '" + text + "' (use a..b with 1 <= a <= b <= " +
                std::to_string(count_limits::max_tokens) + ")");
  const std::uint32_t a = parse_count(std::string_view(text).substr(0, dots), "table start");
  const std::uint32_t b = parse_count(std::string_view(text).substr(dots + 2), "table end");
  if (a < 1 || a > b)
    throw error("--table: malformed range '" + text +
                "' (need 1 <= a <= b <= " + std::to_string(count_limits::max_tokens) + ")");
  return {a, b};
}

std::uint32_t checked(std::int64_t value, std::string_view what, std::int64_t lo, std::int64_t hi) {
  if (value < lo || value > hi)
    throw error(std::string(what) + " must be between " + std::to_string(lo) + " and " +
                std::to_string(hi) + ", got " + std::to_string(value));
  return static_cast<std::uint32_t>(value);
}

CheckMode parse_check(const std::string& text) {
  if (text == "auto") return CheckMode::automatic;
  if (text == "always") return CheckMode::always;
  if (text == "never") return CheckMode::never;
  throw error("unknown --cross-check '" + text + "' (expected auto, always or never)");
}

// The rule text PlayRule reads, from --rule, --game or --subtract (the shared game names).
std::string count_rule(const CountOptions& o) {
  if (!o.subtract.empty())
    return "subtract:" +
           from_option("--subtract", [&] { return SubtractionSet::parse(o.subtract); }).to_string();
  if (o.game.empty()) return o.rule;
  const auto g = positions::NamedGame::parse(o.game);
  if (g.rule() == positions::Rule::nim && !g.implied_play()) return "nim";
  if (g.game() && std::holds_alternative<SubtractionSet>(g.game()->notation()))
    return "subtract:" + std::get<SubtractionSet>(g.game()->notation()).to_string();
  throw error("--game " + g.text() + ": count knows nim and subtract:S");
}

template <class Int>
std::vector<Int> compute(const Query& q, CountMethod method, std::uint64_t budget) {
  if (!q.heaps.empty()) return {count_plays<Int>(q.rule, q.heaps, method, budget)};
  return count_split_table<Int>(q.rule, q.piles, q.order, q.first, q.last, method, budget);
}

template <class Int>
CountResult count_with(const Query& q) {
  const std::vector<Int> counts = compute<Int>(q, q.method, count_limits::recursion_budget);
  CountResult r;
  for (const Int& c : counts) r.counts.push_back(c.str());
  // The other method checks the result: the closed form always (it is cheap); the recursion
  // automatically only while it fits a small budget.
  r.other =
      q.method == CountMethod::closed_form ? CountMethod::recursion : CountMethod::closed_form;
  r.check = {{"method", count_method_name(r.other)}};
  if (q.check == CheckMode::never) {
    r.check["status"] = "not-run";
    return r;
  }
  const bool small_budget = q.check == CheckMode::automatic && r.other == CountMethod::recursion;
  try {
    const std::vector<Int> again =
        compute<Int>(q, r.other, small_budget ? auto_check_budget : count_limits::recursion_budget);
    const bool disagree = again != counts;
    r.check["status"] = disagree ? "disagree" : "agree";
    if (disagree)
      for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] != again[i]) {
          r.disagreement = "methods disagree" +
                           (q.heaps.empty() ? " for N = " + std::to_string(q.first + i) : "") +
                           ": " + count_method_name(q.method) + " " + counts[i].str() + ", " +
                           count_method_name(r.other) + " " + again[i].str();
          break;
        }
  } catch (const recursion_budget_exceeded&) {
    if (!small_budget) throw;
    r.check["status"] = "skipped";
    r.check["reason"] = "the recursion exceeds its automatic budget of " +
                        std::to_string(auto_check_budget) + " additions";
  }
  return r;
}

}  // namespace

nlohmann::json play_rule_json(const PlayRule& rule) {
  if (const SubtractionSet* set = rule.set()) return {{"subtract", set->elements()}};
  return {{"game", "nim"}};
}

void add_count_options(CLI::App& cmd, CountOptions& o) {
  cmd.add_option("--heaps", o.heaps, "one position: positive heap sizes, e.g. 3,2");
  cmd.add_option("--tokens", o.tokens, "total N: sum over the splits of N tokens")
      ->transform(integer_in_range(1, count_limits::max_tokens));
  cmd.add_option("--piles", o.piles, "number k of non-empty heaps in a split")
      ->transform(integer_in_range(1, count_limits::max_piles));
  cmd.add_option("--table", o.table, "totals for N = a..b (with --piles), CSV on stdout");
  cmd.add_flag("--ordered", o.ordered,
               "count ordered splits (compositions); default: unordered, (1,1,43) = (1,43,1)");
  auto* rule = cmd.add_option("--rule", o.rule, "nim (take any positive number) or subtract:1,2,3")
                   ->capture_default_str();
  auto* game = cmd.add_option("--game", o.game, "the same as --rule: nim or subtract:S");
  auto* subtract = cmd.add_option("--subtract", o.subtract, "the same as --rule subtract:S");
  rule->excludes(game)->excludes(subtract);
  game->excludes(rule)->excludes(subtract);
  subtract->excludes(rule)->excludes(game);
  cmd.add_option("--method", o.method,
                 "recursion (memoised over positions) or closed-form (binomial convolutions; "
                 "generating functions for totals)")
      ->capture_default_str();
  cmd.add_option("--cross-check", o.cross_check,
                 "run the other method too: auto (the closed form always, the recursion while "
                 "it is small), always, or never; disagreement exits with 3")
      ->capture_default_str();
  cmd.add_option("--backend", o.backend, "big integers: gmp or cpp_int")->capture_default_str();
}

Query count_query(const CountOptions& o) {
  const int modes = !o.heaps.empty() + o.tokens.has_value() + !o.table.empty();
  if (modes != 1) throw error("give exactly one of --heaps, --tokens or --table");
  Query q;
  const std::string rule_text = count_rule(o);  // --game and --subtract are checked already
  q.rule = from_option("--rule", [&] { return PlayRule::parse(rule_text); });
  q.method = from_option("--method", [&] { return parse_count_method(o.method); });
  q.check = parse_check(o.cross_check);
  q.backend = from_option("--backend", [&] { return parse_backend(o.backend); });
  q.order = o.ordered ? SplitOrder::ordered : SplitOrder::unordered;
  if (!o.heaps.empty()) {
    if (o.piles || o.ordered) throw error("--piles and --ordered apply to --tokens and --table");
    q.heaps =
        from_option("--heaps", [&] { return parse_heaps(o.heaps, count_limits::max_tokens); });
  } else {
    if (!o.piles) throw error("--tokens and --table need --piles k");
    q.piles = checked(*o.piles, "--piles", 1, count_limits::max_piles);
    if (o.tokens) {
      q.first = q.last = checked(*o.tokens, "--tokens", 1, count_limits::max_tokens);
    } else {
      std::tie(q.first, q.last) = parse_range(o.table);
      q.table = true;
    }
  }
  return q;
}

CountResult count_checked(const Query& q) {
  return q.backend == Backend::gmp ? count_with<gmp_int>(q) : count_with<boost_int>(q);
}

nlohmann::json count_report(const Query& q, const CountResult& r) {
  nlohmann::json j{{"rule", play_rule_json(q.rule)},
                   {"method", count_method_name(q.method)},
                   {"backend", backend_name(q.backend)},
                   {"cross_check", r.check}};
  if (!q.heaps.empty()) {
    j["heaps"] = q.heaps;
    j["plays"] = r.counts[0];
  } else if (!q.table) {
    j["tokens"] = q.first;
    j["piles"] = q.piles;
    j["order"] = split_order_name(q.order);
    j["plays"] = r.counts[0];
  } else {
    j["piles"] = q.piles;
    j["order"] = split_order_name(q.order);
    j["first"] = q.first;
    j["last"] = q.last;
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t i = 0; i < r.counts.size(); ++i)
      rows.push_back({{"tokens", q.first + i}, {"plays", r.counts[i]}});
    j["rows"] = rows;
  }
  return j;
}

}  // namespace nimlab::app
