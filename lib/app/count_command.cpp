// nimlab count: exact numbers of complete plays of multi-heap Nim and subtraction-set Nim, for
// one position, for all splits of N tokens into k heaps, or for a table of N; and the emulation
// of the Swedish report's double-precision count with its diagnosis.
#include <charconv>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "commands.hpp"
#include "common_options.hpp"
#include "integer_option.hpp"
#include "nimlab/count/big_int.hpp"
#include "nimlab/count/limits.hpp"
#include "nimlab/count/recursion.hpp"
#include "nimlab/count/totals.hpp"
#include "nimlab/error.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/sources/published_count.hpp"
#include "nimlab/sources/sources.hpp"
#include "option_error.hpp"

namespace nimlab::app {
namespace {

// The recursion's budget when it only serves as an automatic cross-check (well under a second).
constexpr std::uint64_t auto_check_budget = 5'000'000;

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
  CommonOptions common;
};

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

enum class CheckMode { automatic, always, never };

CheckMode parse_check(const std::string& text) {
  if (text == "auto") return CheckMode::automatic;
  if (text == "always") return CheckMode::always;
  if (text == "never") return CheckMode::never;
  throw error("unknown --cross-check '" + text + "' (expected auto, always or never)");
}

struct Query {
  PlayRule rule;
  CountMethod method = CountMethod::closed_form;
  CheckMode check = CheckMode::automatic;
  std::vector<std::uint32_t> heaps;  // position mode
  std::uint32_t piles = 0, first = 0, last = 0;
  SplitOrder order = SplitOrder::unordered;
  bool table = false;
  const CommonOptions* common = nullptr;
  Backend backend = Backend::gmp;
};

// The rule in the JSON shape of every output: {"game": "nim"} or {"subtract": [...]}.
nlohmann::json play_rule_json(const PlayRule& rule) {
  if (const SubtractionSet* set = rule.set()) return {{"subtract", set->elements()}};
  return {{"game", "nim"}};
}

template <class Int>
std::vector<Int> compute(const Query& q, CountMethod method, std::uint64_t budget) {
  if (!q.heaps.empty()) return {count_plays<Int>(q.rule, q.heaps, method, budget)};
  return count_split_table<Int>(q.rule, q.piles, q.order, q.first, q.last, method, budget);
}

template <class Int>
int run_counting(const Query& q) {
  const std::vector<Int> counts = compute<Int>(q, q.method, count_limits::recursion_budget);
  // The other method checks the result: the closed form always (it is cheap); the recursion
  // automatically only while it fits a small budget.
  const CountMethod other =
      q.method == CountMethod::closed_form ? CountMethod::recursion : CountMethod::closed_form;
  nlohmann::json check{{"method", count_method_name(other)}};
  bool disagree = false;
  if (q.check == CheckMode::never) {
    check["status"] = "not-run";
  } else {
    const bool small_budget = q.check == CheckMode::automatic && other == CountMethod::recursion;
    try {
      const std::vector<Int> again =
          compute<Int>(q, other, small_budget ? auto_check_budget : count_limits::recursion_budget);
      disagree = again != counts;
      check["status"] = disagree ? "disagree" : "agree";
      if (disagree)
        for (std::size_t i = 0; i < counts.size(); ++i)
          if (counts[i] != again[i]) {
            std::cerr << "nimlab: methods disagree"
                      << (q.heaps.empty() ? " for N = " + std::to_string(q.first + i) : "") << ": "
                      << count_method_name(q.method) << " " << counts[i] << ", "
                      << count_method_name(other) << " " << again[i] << "\n";
            break;
          }
    } catch (const recursion_budget_exceeded&) {
      if (!small_budget) throw;
      check["status"] = "skipped";
      check["reason"] = "the recursion exceeds its automatic budget of " +
                        std::to_string(auto_check_budget) + " additions";
    }
  }
  nlohmann::json j{{"rule", play_rule_json(q.rule)},
                   {"method", count_method_name(q.method)},
                   {"backend", backend_name(q.backend)},
                   {"cross_check", check}};
  if (!q.heaps.empty()) {
    j["heaps"] = q.heaps;
    j["plays"] = counts[0].str();
  } else if (!q.table) {
    j["tokens"] = q.first;
    j["piles"] = q.piles;
    j["order"] = split_order_name(q.order);
    j["plays"] = counts[0].str();
  } else {
    j["piles"] = q.piles;
    j["order"] = split_order_name(q.order);
    j["first"] = q.first;
    j["last"] = q.last;
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t i = 0; i < counts.size(); ++i)
      rows.push_back({{"tokens", q.first + i}, {"plays", counts[i].str()}});
    j["rows"] = rows;
  }
  if (q.common->json()) {
    q.common->print_json(std::move(j));
  } else if (q.table) {
    std::cout << "N,count\n";
    for (std::size_t i = 0; i < counts.size(); ++i)
      std::cout << q.first + i << ',' << counts[i] << '\n';
    q.common->note("cross-check by " + count_method_name(other) + ": " +
                   check["status"].get<std::string>());
  } else {
    std::cout << "rule: " << q.rule.to_string() << '\n';
    if (!q.heaps.empty()) {
      std::cout << "heaps:";
      for (std::size_t i = 0; i < q.heaps.size(); ++i) std::cout << (i ? "," : " ") << q.heaps[i];
      std::cout << '\n';
    } else {
      std::cout << "tokens: " << q.first << '\n'
                << "piles: " << q.piles << " (" << split_order_name(q.order) << ")\n";
    }
    std::cout << "plays: " << counts[0] << '\n'
              << "method: " << count_method_name(q.method) << " (" << backend_name(q.backend)
              << "), cross-check by " << count_method_name(other) << ": "
              << check["status"].get<std::string>() << '\n';
  }
  return disagree ? exit_disagree : exit_ok;
}

int run_emulation(std::uint32_t tokens, const CommonOptions& common) {
  const PublishedComparison c = compare_with_published_program(
      tokens, published_play_count(source_tree() / "data" / "published", tokens));
  if (common.json()) {
    nlohmann::json j = c.to_json();
    j["rule"] = play_rule_json(PlayRule::parse("nim"));
    common.print_json(std::move(j));
    return exit_ok;
  }
  if (c.published) std::cout << "published (seed 003, Bilaga 2): " << *c.published << '\n';
  std::cout << "double emulation:  " << c.emulated;
  if (c.published)
    std::cout << (c.matches_published ? " (matches the published value)"
                                      : " (differs from the published value)");
  std::cout << '\n'
            << "exact:             " << c.exact << '\n'
            << "exact - emulated:  " << c.absolute_error << '\n'
            << "relative error:    " << c.relative_error << '\n'
            << "why:\n";
  for (const std::string& line : c.explanation) std::cout << "  " << line << '\n';
  if (tokens > published_program_max_tokens)
    std::cout << "note: the published program's table [50][50][50] only holds N <= "
              << published_program_max_tokens << "; this emulation uses a larger table\n";
  return exit_ok;
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

int run_count(const CountOptions& o) {
  const int modes = !o.heaps.empty() + o.tokens.has_value() + !o.table.empty();
  if (modes != 1) throw error("give exactly one of --heaps, --tokens or --table");
  Query q;
  const std::string rule_text = count_rule(o);  // --game and --subtract are checked already
  q.rule = from_option("--rule", [&] { return PlayRule::parse(rule_text); });
  q.method = from_option("--method", [&] { return parse_count_method(o.method); });
  q.check = parse_check(o.cross_check);
  q.backend = from_option("--backend", [&] { return parse_backend(o.backend); });
  q.common = &o.common;
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
    if (q.piles > q.first)
      throw error(std::to_string(q.piles) + " non-empty heaps need at least " +
                  std::to_string(q.piles) + " tokens, got " + std::to_string(q.first));
  }
  if (o.emulate) {
    if (!o.tokens || q.piles != 3 || !q.rule.is_nim() || o.ordered)
      throw error(
          "--emulate-double reproduces the report's program: Nim, --tokens N, "
          "--piles 3, unordered");
    if (q.first > count_limits::max_emulated_tokens)
      throw error("--emulate-double takes at most " +
                  std::to_string(count_limits::max_emulated_tokens) + " tokens");
    return run_emulation(q.first, o.common);
  }
  return q.backend == Backend::gmp ? run_counting<gmp_int>(q) : run_counting<boost_int>(q);
}

}  // namespace

void add_count_command(CLI::App& root, Action& action) {
  auto o = std::make_shared<CountOptions>();
  auto* cmd = root.add_subcommand(
      "count",
      "count complete plays exactly (big integers): of one position, over all splits of N "
      "tokens into k non-empty heaps, or a table over N");
  cmd->footer(
      "A play is the whole sequence of moves until no move is legal; heaps are distinguishable.\n"
      "Examples:\n"
      "  nimlab count --heaps 3,2\n"
      "  nimlab count --tokens 45 --piles 3 [--ordered]\n"
      "  nimlab count --table 3..100 --piles 3 --rule subtract:1,2,3   (CSV: N,count)\n"
      "  nimlab count --tokens 45 --piles 3 --emulate-double\n"
      "Limits: at most " +
      std::to_string(count_limits::max_tokens) + " tokens and " +
      std::to_string(count_limits::max_piles) + " heaps; unordered totals with k heaps at most " +
      std::to_string(count_limits::max_unordered_tokens(3)) + " tokens for k <= 3, " +
      std::to_string(count_limits::max_unordered_tokens(8)) + " for k <= 8, " +
      std::to_string(count_limits::max_unordered_tokens(16)) + " for k <= 16, " +
      std::to_string(count_limits::max_unordered_tokens(24)) +
      " beyond; --emulate-double at most " + std::to_string(count_limits::max_emulated_tokens) +
      " tokens.");
  cmd->add_option("--heaps", o->heaps, "one position: positive heap sizes, e.g. 3,2");
  cmd->add_option("--tokens", o->tokens, "total N: sum over the splits of N tokens")
      ->check(integer_in_range(1, count_limits::max_tokens));
  cmd->add_option("--piles", o->piles, "number k of non-empty heaps in a split")
      ->check(integer_in_range(1, count_limits::max_piles));
  cmd->add_option("--table", o->table, "totals for N = a..b (with --piles), CSV on stdout");
  cmd->add_flag("--ordered", o->ordered,
                "count ordered splits (compositions); default: unordered, (1,1,43) = (1,43,1)");
  auto* rule =
      cmd->add_option("--rule", o->rule, "nim (take any positive number) or subtract:1,2,3")
          ->capture_default_str();
  auto* game = cmd->add_option("--game", o->game, "the same as --rule: nim or subtract:S");
  auto* subtract = cmd->add_option("--subtract", o->subtract, "the same as --rule subtract:S");
  rule->excludes(game)->excludes(subtract);
  game->excludes(rule)->excludes(subtract);
  subtract->excludes(rule)->excludes(game);
  cmd->add_flag("--emulate-double", o->emulate,
                "run the Swedish report's double-precision program (Nim, 3 heaps) and explain "
                "how it differs from the exact count");
  cmd->add_option("--method", o->method,
                  "recursion (memoised over positions) or closed-form (binomial convolutions; "
                  "generating functions for totals)")
      ->capture_default_str();
  cmd->add_option("--cross-check", o->cross_check,
                  "run the other method too: auto (the closed form always, the recursion while "
                  "it is small), always, or never; disagreement exits with 3")
      ->capture_default_str();
  cmd->add_option("--backend", o->backend, "big integers: gmp or cpp_int")->capture_default_str();
  o->common.add_to(*cmd, "count");
  cmd->callback([o, &action] {
    action = [o] {
      const Stopwatch watch;
      const int code = run_count(*o);
      o->common.timing("counting", watch.seconds());
      return code;
    };
  });
}

}  // namespace nimlab::app
