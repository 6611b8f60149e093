// nimlab period: the period and preperiod of a single-heap game, found by every applicable
// finder of the registry (or one chosen with --method), cross-checked, with the proof that holds.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/loss_differences.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/values/format.hpp"

namespace nimlab::app {
namespace {

// Budgets when --max-values is not given. With finite memory m a step costs up to O(m) (moves and
// window comparisons), so the default keeps budget * m near 2^30; prefixes of splitting codes
// cost O(n^2 t) to generate.
constexpr std::size_t default_budget_finite = std::size_t{1} << 24;
constexpr std::size_t default_budget_splitting = std::size_t{1} << 14;

std::size_t default_budget(const SequenceSpec& spec) {
  const Memory m = memory_of(spec);
  if (m.memory == 0) {
    const std::size_t t = std::get<OctalCode>(spec.rule).length();
    return t <= 4 ? default_budget_splitting : default_budget_splitting / 4;
  }
  return std::clamp((std::size_t{1} << 30) / (2 * m.memory), std::size_t{1} << 10,
                    default_budget_finite);
}
// The human summary shows at most this many values of the block.
constexpr std::size_t block_shown = 200;

struct PeriodOptions {
  GameOptions game;
  std::string method;
  std::size_t max_values = 0;
  bool json = false;
  std::optional<std::string> certificate;
};

struct Run {
  const PeriodFinder* finder = nullptr;
  bool applies = false;
  PeriodResult result;
};

nlohmann::json method_json(const Run& r) {
  if (!r.applies) return {{"applicable", false}};
  nlohmann::json j{{"applicable", true},
                   {"found", r.result.found},
                   {"proof", proof_name(r.result.proof)},
                   {"values_used", r.result.values_used}};
  j["preperiod"] = r.result.found ? nlohmann::json(r.result.preperiod) : nlohmann::json();
  j["period"] = r.result.found ? nlohmann::json(r.result.period) : nlohmann::json();
  return j;
}

std::string list_text(const std::vector<std::size_t>& xs) {
  std::ostringstream s;
  s << '[';
  for (std::size_t i = 0; i < xs.size(); ++i) s << (i ? ", " : "") << xs[i];
  s << ']';
  return s.str();
}

std::string method_text(const PeriodResult& r) {
  if (!r.found) return "no period within " + std::to_string(r.values_used) + " values";
  return "period " + std::to_string(r.period) + ", preperiod " + std::to_string(r.preperiod) +
         ", proof " + proof_name(r.proof) + ", " + std::to_string(r.values_used) + " values used";
}

int run_period(const PeriodOptions& o) {
  const SequenceSpec spec = o.game.spec();
  if (o.certificate && !names_stdout(*o.certificate)) output_target(*o.certificate);
  FinderOptions budget;
  budget.max_values = o.max_values != 0 ? o.max_values : default_budget(spec);
  // Refused before any work: a splitting code's prefix cannot exceed this limit anyway.
  if (!has_finite_memory(spec) && budget.max_values > max_splitting_sequence_length)
    throw error("--max-values " + std::to_string(budget.max_values) + " exceeds the limit " +
                std::to_string(max_splitting_sequence_length) +
                " for octal codes that split heaps (the cost of a value grows with the heap)");

  std::vector<Run> runs;
  if (!o.method.empty()) {
    const PeriodFinder& f = period_finder(o.method);
    if (!f.applies(spec))
      throw error("method " + o.method + " does not apply to " + rule_name(spec.rule) +
                  " (it needs a rule with finite memory)");
  }
  for (const PeriodFinder& f : period_finders()) {
    Run r{&f, f.applies(spec) && (o.method.empty() || f.name == o.method), {}};
    if (r.applies) {
      const auto t0 = std::chrono::steady_clock::now();
      r.result = f.run(spec, budget);
      const std::chrono::duration<double> dt = std::chrono::steady_clock::now() - t0;
      std::cerr << "period: " << f.name << " took " << dt.count() << " s\n";
    }
    runs.push_back(r);
  }

  // Report the first proven result, else the first observed one.
  const PeriodResult* best = nullptr;
  bool agree = true;
  for (const Run& r : runs) {
    if (!r.applies || !r.result.found) continue;
    if (!best || (best->proof == Proof::none && r.result.proof != Proof::none)) best = &r.result;
    for (const Run& s : runs)
      if (s.applies && s.result.found && !same_period(r.result, s.result)) agree = false;
  }

  // A certificate is written only for an agreed, proven result (make_certificate re-checks it).
  if (o.certificate) {
    if (!agree) throw error("no certificate written: the finders disagree");
    if (!best || best->proof == Proof::none)
      throw error("no certificate written: the period is not proven within the budget");
    write_certificate(*o.certificate,
                      make_certificate(spec, best->preperiod, best->period, best->proof));
    std::cerr << "period: certificate written to " << *o.certificate << '\n';
  }

  Sequence prefix;
  LossDifferences losses;
  const bool outcome = spec.kind == Kind::outcome;
  if (best) {
    prefix = compute_values(spec, loss_differences_length(best->preperiod, best->period));
    if (outcome) losses = loss_differences(prefix, best->preperiod, best->period);
  }

  if (o.json) {
    nlohmann::json j{{"rule", rule_name(spec.rule)},
                     {"kind", kind_name(spec.kind)},
                     {"convention", to_string(spec.convention)},
                     {"max_values", budget.max_values}};
    j["preperiod"] = best ? nlohmann::json(best->preperiod) : nlohmann::json();
    j["period"] = best ? nlohmann::json(best->period) : nlohmann::json();
    j["last_exceptional"] =
        best && best->preperiod > 0 ? nlohmann::json(best->preperiod - 1) : nlohmann::json();
    j["block"] =
        best ? values_json(spec.kind, prefix, best->preperiod, best->preperiod + best->period)
             : nlohmann::json::array();
    j["proof"] = proof_name(best ? best->proof : Proof::none);
    j["values_checked"] = best ? best->values_used : 0;
    j["methods"] = nlohmann::json::object();
    for (const Run& r : runs) j["methods"][std::string(r.finder->name)] = method_json(r);
    j["agree"] = agree;
    if (outcome && best) j["loss_diffs"] = {{"start", losses.start}, {"period", losses.period}};
    std::cout << j.dump() << '\n';
  } else {
    std::cout << "rule: " << rule_name(spec.rule) << '\n'
              << "kind: " << kind_name(spec.kind) << ", convention: " << to_string(spec.convention)
              << '\n';
    if (best) {
      std::cout << "period: " << best->period << '\n' << "preperiod: " << best->preperiod;
      if (best->preperiod > 0)
        std::cout << " (last exceptional value at n = " << best->preperiod - 1 << ')';
      std::cout << "\nblock:";
      const std::size_t shown = std::min(best->period, block_shown);
      for (std::size_t i = 0; i < shown; ++i)
        std::cout << ' ' << format_value(spec.kind, prefix[best->preperiod + i]);
      if (shown < best->period) std::cout << " ... (" << best->period - shown << " more)";
      std::cout << "\nproof: " << proof_name(best->proof)
                << (best->proof == Proof::none ? " (observed only, not proven)" : "")
                << ", values checked: " << best->values_used << '\n';
      if (outcome)
        std::cout << "loss differences: start " << list_text(losses.start) << ", period "
                  << list_text(losses.period) << '\n';
    } else {
      std::cout << "period: none found within " << budget.max_values << " values\n";
    }
    for (const Run& r : runs)
      if (r.applies) std::cout << r.finder->name << ": " << method_text(r.result) << '\n';
    std::cout << "agree: " << (agree ? "yes" : "NO") << '\n';
  }
  return agree ? exit_ok : exit_disagree;
}

}  // namespace

void add_period_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<PeriodOptions>();
  auto* cmd = root.add_subcommand(
      "period",
      "find the period and preperiod of a single-heap game with every applicable finder "
      "(naive, floyd, brent, suffix), cross-check them and state the proof");
  options->game.add_to(*cmd);
  std::string names;
  for (const PeriodFinder& f : period_finders())
    names += "\n  " + std::string(f.name) + ": " + std::string(f.description);
  cmd->add_option("--method", options->method, "run only this finder:" + names);
  cmd->add_option("--max-values", options->max_values,
                  "budget: longest prefix (or number of window steps) a finder may use; default " +
                      std::to_string(default_budget_finite) +
                      " for finite memory m (less for m > 32: about 2^29 / m), " +
                      std::to_string(default_budget_splitting) +
                      " for splitting codes (a quarter of it above 4 digits)")
      ->check(integer_in_range(1, max_sequence_length));
  cmd->add_flag("--json", options->json, "print one JSON object on stdout");
  cmd->add_option("--certificate", options->certificate,
                  "write a certificate of the proven period to this file (check it with "
                  "nimlab-check; format: proofs/certificate-format.md; '-': stdout)");
  cmd->footer(
      "Exit status: 0 ok, 2 bad input, 3 two finders disagree. Proofs: window (a repeated state "
      "window), octal-theorem (the octal periodicity bound), none (observed only).");
  cmd->callback([options, &action] { action = [options] { return run_period(*options); }; });
}

}  // namespace nimlab::app
