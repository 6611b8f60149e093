// nimlab count: exact numbers of complete plays of multi-heap Nim and subtraction-set Nim, for
// one position, for all splits of N tokens into k heaps, or for a table of N; and the emulation
// of the Swedish report's double-precision count with its diagnosis.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "commands.hpp"
#include "common_options.hpp"
#include "count_query.hpp"
#include "data_dirs.hpp"
#include "nimlab/count/limits.hpp"
#include "nimlab/error.hpp"
#include "nimlab/sources/published_count.hpp"
#include "nimlab/sources/sources.hpp"

namespace nimlab::app {
namespace {

int run_counting(const Query& q, const CommonOptions& common) {
  const CountResult r = count_checked(q);
  if (!r.disagreement.empty()) std::cerr << "nimlab: " << r.disagreement << "\n";
  const std::vector<std::string>& counts = r.counts;
  const CountMethod other = r.other;
  const nlohmann::json& check = r.check;
  if (common.json()) {
    common.print_json(count_report(q, r));
  } else if (q.table) {
    std::cout << "N,count\n";
    for (std::size_t i = 0; i < counts.size(); ++i)
      std::cout << q.first + i << ',' << counts[i] << '\n';
    common.note("cross-check by " + count_method_name(other) + ": " +
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
  return r.disagreement.empty() ? exit_ok : exit_disagree;
}

int run_emulation(std::uint32_t tokens, const CommonOptions& common) {
  const PublishedComparison c =
      compare_with_published_program(tokens, published_play_count(data_dirs().published, tokens));
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

int run_count(const CountOptions& o, const CommonOptions& common) {
  const Query q = count_query(o);
  if (o.emulate) {
    if (!o.tokens || q.piles != 3 || !q.rule.is_nim() || o.ordered || q.first < 3)
      throw error(
          "--emulate-double reproduces the report's program: Nim, --tokens N >= 3, "
          "--piles 3, unordered");
    if (q.first > count_limits::max_emulated_tokens)
      throw error("--emulate-double takes at most " +
                  std::to_string(count_limits::max_emulated_tokens) + " tokens");
    return run_emulation(q.first, common);
  }
  return run_counting(q, common);
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
  add_count_options(*cmd, *o);
  cmd->add_flag("--emulate-double", o->emulate,
                "run the Swedish report's double-precision program (Nim, 3 heaps) and explain "
                "how it differs from the exact count");
  auto common = std::make_shared<CommonOptions>();
  common->add_to(*cmd, "count");
  cmd->callback([o, common, &action] {
    action = [o, common] {
      const Stopwatch watch;
      const int code = run_count(*o, *common);
      common->timing("counting", watch.seconds());
      return code;
    };
  });
}

}  // namespace nimlab::app
