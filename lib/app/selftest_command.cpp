// nimlab selftest: a fixed battery of games on which every applicable period finder must find
// the same proven period, re-verified from the definition on an independently generated prefix
// of 10 * (mu + p) values. Exit 3 when any case fails.
#include <CLI/CLI.hpp>
#include <functional>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "common_options.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/verify.hpp"

namespace nimlab::app {
namespace {

struct Group {
  std::string title;
  std::vector<SequenceSpec> specs;
  std::size_t budget;
};

// Grundy values and the outcomes under all four conventions.
void add_all_kinds(std::vector<SequenceSpec>& specs, const Game& game) {
  specs.emplace_back(game, Kind::grundy);
  for (Play play : {Play::normal, Play::misere})
    for (Stuck stuck : {Stuck::standard, Stuck::draw})
      specs.emplace_back(game, Kind::outcome, Convention{play, stuck});
}

std::vector<Group> battery() {
  std::vector<Group> groups;
  Group sets{"subtraction sets with max <= 10 (Grundy values, outcomes under 4 conventions)",
             {},
             std::size_t{1} << 16};
  for (std::int64_t max = 1; max <= 10; ++max)
    for (std::int64_t mask = 0; mask < (std::int64_t{1} << (max - 1)); ++mask) {
      std::vector<std::int64_t> s;
      for (std::int64_t k = 1; k < max; ++k)
        if (mask >> (k - 1) & 1) s.push_back(k);
      s.push_back(max);
      add_all_kinds(sets.specs, SubtractionSet(s));
    }
  groups.push_back(std::move(sets));

  Group octal{"octal codes .d1d2d3 without splitting (Grundy values, outcomes under 4 conventions)",
              {},
              std::size_t{1} << 16};
  for (int code = 1; code < 64; ++code) {
    std::string text = ".";
    for (int k = 2; k >= 0; --k) text += static_cast<char>('0' + (code >> (2 * k) & 3));
    while (text.back() == '0') text.pop_back();  // .120 is the code .12
    add_all_kinds(octal.specs, OctalCode::parse(text));
  }
  groups.push_back(std::move(octal));

  Group splitting{"splitting octal codes (Grundy values and normal-play outcomes, octal theorem)",
                  {},
                  std::size_t{1} << 11};
  for (const char* code :
       {".77", ".07", ".137", ".4", ".44", ".45", ".17", ".15", ".35", ".57", "4.07", ".26"})
    for (Kind kind : {Kind::grundy, Kind::outcome})
      splitting.specs.emplace_back(OctalCode::parse(code), kind);
  groups.push_back(std::move(splitting));
  return groups;
}

// Empty when the case passes, else what went wrong.
std::string check_case(const SequenceSpec& spec, std::size_t budget) {
  CrossCheckOptions options;
  options.max_values = budget;
  const CrossCheckedPeriod checked = cross_checked_period(spec, options);
  if (std::string dissent = checked.dissent(); !dissent.empty()) return dissent;
  const PeriodResult& found = *checked.best;
  const Sequence v = compute_values(spec, 10 * (found.preperiod + found.period));
  const std::string failure = check_period_on_prefix(v, found.preperiod, found.period);
  return failure.empty() ? failure
                         : "the prefix of " + std::to_string(v.size()) + " values says " + failure;
}

int run_selftest(const CommonOptions& common) {
  std::size_t passed = 0, failed = 0;
  nlohmann::json groups = nlohmann::json::array();
  for (const Group& g : battery()) {
    const Stopwatch watch;
    std::size_t group_failed = 0;
    nlohmann::json failures = nlohmann::json::array();
    for (const SequenceSpec& spec : g.specs) {
      const std::string failure = check_case(spec, g.budget);
      if (failure.empty()) continue;
      ++group_failed;
      failures.push_back({{"rule", rule_json(spec.game())},
                          {"kind", kind_name(spec.kind())},
                          {"convention", convention_json(spec.convention())},
                          {"reason", failure}});
      if (!common.json())
        std::cout << "FAILED " << spec.game().name() << " (" << kind_name(spec.kind()) << ", "
                  << to_string(spec.convention()) << "): " << failure << '\n';
    }
    common.timing(g.title, watch.seconds());
    const std::size_t group_passed = g.specs.size() - group_failed;
    groups.push_back({{"title", g.title},
                      {"passed", group_passed},
                      {"failed", group_failed},
                      {"failures", failures}});
    if (!common.json())
      std::cout << "selftest: " << g.title << ": " << group_passed << " passed, " << group_failed
                << " failed\n";
    else
      common.progress(g.title + ": " + std::to_string(group_passed) + " passed, " +
                      std::to_string(group_failed) + " failed");
    passed += group_passed;
    failed += group_failed;
  }
  if (common.json())
    common.print_json({{"groups", groups}, {"passed", passed}, {"failed", failed}});
  else
    std::cout << "selftest: " << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? exit_ok : exit_disagree;
}

}  // namespace

void add_selftest_command(CLI::App& root, Action& action) {
  auto* cmd = root.add_subcommand(
      "selftest",
      "cross-check every period finder on a fixed battery (all subtraction sets with max <= 10, "
      "all octal codes .d1d2d3 without splitting, some splitting codes) and re-verify each "
      "period on 10 * (preperiod + period) values; exit 3 on any failure");
  auto common = std::make_shared<CommonOptions>();
  common->add_to(*cmd, "selftest");
  cmd->callback([common, &action] { action = [common] { return run_selftest(*common); }; });
}

}  // namespace nimlab::app
