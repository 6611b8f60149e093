// The period service (see nimlab/period/cross_check.hpp). Its cost is the sum of the finders'.
#include "nimlab/period/cross_check.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>

#include "nimlab/error.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/outcome_from_grundy.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"
#include "nimlab/values/work_estimate.hpp"
#include "period/work_limit.hpp"

namespace nimlab {
namespace {

std::string pair_text(const PeriodResult& r) {
  // Appended piece by piece: GCC 12 warns (-Wrestrict, falsely) on "(" + std::to_string(...).
  std::string text = "(";
  text += std::to_string(r.preperiod);
  text += ", ";
  text += std::to_string(r.period);
  if (r.saltus != 0) {
    text += ", saltus ";
    text += std::to_string(r.saltus);
  }
  text += ")";
  return text;
}

bool selected(const CrossCheckOptions& o, std::string_view name) {
  return o.methods.empty() ||
         std::find(o.methods.begin(), o.methods.end(), name) != o.methods.end();
}

}  // namespace

SequenceSpec shared_prefix_spec(const SequenceSpec& spec) {
  // Outcomes of splitting games are read off their Grundy values.
  return outcome_needs_grundy_period(spec) ? grundy_spec_of(spec) : spec;
}

std::size_t default_max_values(const SequenceSpec& spec) {
  // Without a periodicity theorem nothing can be proven: the default shows how the values behave
  // in seconds (Grundy's game), and --max-values goes as far as one wants.
  if (!no_period_theorem(spec).empty())
    return std::min(max_length_for(spec.game()), no_theorem_max_values);
  return max_length_for(spec.game());
}

std::size_t largest_max_values(const SequenceSpec& spec) {
  return uses_sparse_engine(shared_prefix_spec(spec)) ? max_sparse_length
                                                      : max_length_for(spec.game());
}

bool CrossCheckedPeriod::unanimous_proof() const {
  return dissent().empty();
}

std::string CrossCheckedPeriod::dissent() const {
  const PeriodResult* first = nullptr;
  for (const FinderRun& r : runs) {
    if (!r.ran) continue;
    if (!r.result.found)
      return std::string(r.finder->name) + " found no period within " +
             std::to_string(r.result.values_used) + " values";
    if (r.result.proof == Proof::none)
      return std::string(r.finder->name) + " observed " + pair_text(r.result) +
             " but proved nothing within " + std::to_string(r.result.values_used) + " values";
    if (!first) first = &r.result;
    if (!same_period(*first, r.result))
      return std::string(r.finder->name) + " finds " + pair_text(r.result) + ", " + first->method +
             " finds " + pair_text(*first);
  }
  return first ? std::string() : "no finder applies";
}

CrossCheckedPeriod cross_checked_period(const SequenceSpec& spec,
                                        const CrossCheckOptions& options) {
  for (const std::string& name : options.methods)
    if (!period_finder(name).applies(spec))
      throw error("method " + name + " does not apply to " + spec.game().name() +
                  " (it needs a game with finite memory)");
  CrossCheckedPeriod out;
  out.max_values = options.max_values != 0 ? options.max_values : default_max_values(spec);
  // One prefix for every prefix finder.
  std::optional<ValuePrefix> own;
  if (options.values && !(options.values->spec() == shared_prefix_spec(spec)))
    throw std::logic_error("the prefix given to the cross-check is of another sequence");
  ValuePrefix& shared =
      options.values ? *options.values : own.emplace(shared_prefix_spec(spec), options.progress);
  // The budget's work is estimated first: an explicit cap beyond the limit is refused, the
  // default one lowered (for the window finders, which compare whole windows, on its own).
  std::vector<std::string> window_finders;
  bool prefix_finders = false;
  for (const PeriodFinder& f : period_finders())
    if (f.applies(spec) && selected(options, f.name)) {
      if (f.name == "floyd" || f.name == "brent")
        window_finders.emplace_back(f.name);
      else
        prefix_finders = true;
    }
  const std::uint64_t work_limit = options.max_work != 0 ? options.max_work : default_max_work;
  const detail::WorkLimitedCaps caps =
      detail::work_limited_caps(spec, out.max_values, options.max_values != 0, work_limit,
                                window_finders, prefix_finders, shared);
  out.max_values = prefix_finders ? caps.prefix : std::max(caps.floyd, caps.brent);
  // The sparse engine's work is measured as it runs, not estimated: it stops at the limit, and
  // every finder then reads the values computed so far.
  SparseGrundy* engine = prefix_finders ? shared.sparse_engine() : nullptr;
  if (engine) engine->set_work_limit(work_limit);
  std::size_t reached = SIZE_MAX;  // the values computed when the work limit stopped the engine
  FinderOptions budget;
  budget.values = &shared;
  for (const PeriodFinder& f : period_finders()) {
    FinderRun run{&f, f.applies(spec) && selected(options, f.name), {}, 0.0};
    if (run.ran) {
      budget.max_values = std::min(caps.for_finder(f.name), reached);
      // One line as each finder starts: the window finders print nothing while they run.
      if (options.progress)
        options.progress(std::string(f.name) + ": up to " + std::to_string(budget.max_values) +
                         (f.name == "floyd" || f.name == "brent" ? " steps" : " values"));
      const auto t0 = std::chrono::steady_clock::now();
      try {
        run.result = f.run(spec, budget);
      } catch (const WorkLimitReached& stop) {
        reached = stop.values;
        out.work_limit_reached = stop.steps;
        budget.max_values = reached;
        run.result = f.run(spec, budget);  // over the values computed: no more work
      }
      run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }
    out.runs.push_back(std::move(run));
  }
  if (engine) engine->set_work_limit(0);
  for (const FinderRun& r : out.runs) {
    if (!r.ran || !r.result.found) continue;
    if (!out.best || (out.best->proof == Proof::none && r.result.proof != Proof::none))
      out.best = r.result;
    for (const FinderRun& s : out.runs)
      if (s.ran && s.result.found && !same_period(r.result, s.result)) out.agree = false;
  }
  return out;
}

PeriodResult proven_period(const SequenceSpec& spec, const CrossCheckOptions& options) {
  const CrossCheckedPeriod checked = cross_checked_period(spec, options);
  if (const std::string dissent = checked.dissent(); !dissent.empty())
    throw std::logic_error("no agreed proven period for " + spec.game().name() + ": " + dissent);
  return *checked.best;
}

}  // namespace nimlab
