#include "period_report.hpp"

#include <algorithm>
#include <sstream>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/values/format.hpp"

namespace nimlab::app {
namespace {

nlohmann::json method_json(const FinderRun& r) {
  if (!r.ran) return {{"applicable", false}};
  nlohmann::json j{{"applicable", true},
                   {"found", r.result.found},
                   {"proof", proof_name(r.result.proof)},
                   {"checked_up_to", r.result.values_used}};
  j["preperiod"] = r.result.found ? nlohmann::json(r.result.preperiod) : nlohmann::json();
  j["period"] = r.result.found ? nlohmann::json(r.result.period) : nlohmann::json();
  j["saltus"] = r.result.found ? nlohmann::json(r.result.saltus) : nlohmann::json();
  return j;
}

}  // namespace

PeriodDetails period_details(const SequenceSpec& spec, const CrossCheckedPeriod& checked,
                             ValuePrefix* values) {
  PeriodDetails d;
  if (const SparseGrundy* engine = values ? values->sparse_engine() : nullptr)
    d.sparse = SparseSummary{engine->size(), engine->stats(), engine->rare_values()};
  if (!checked.best) return d;
  const PeriodResult& best = *checked.best;
  const bool outcome = spec.kind() == Kind::outcome;
  // Outcomes need the prefix up to the loss differences; Grundy values only the block, read
  // where the values are stored (a period of 6e7 after a preperiod of 1.6e8 copies 6e7 values).
  const std::size_t length =
      outcome ? loss_differences_length(best.preperiod, best.period) : best.preperiod + best.period;
  Sequence own;
  const ValueView v = values && values->spec() == spec
                          ? values->view(length)
                          : ValueView(std::span<const Value>(own = compute_values(spec, length)));
  if (outcome) d.losses = loss_differences(view_copy(v, 0, length), best.preperiod, best.period);
  d.block = view_copy(v, best.preperiod, best.preperiod + best.period);
  return d;
}

void check_max_values(const SequenceSpec& spec, std::size_t max_values) {
  const std::size_t limit = largest_max_values(spec);
  if (max_values <= limit) return;
  const bool sparse = uses_sparse_engine(shared_prefix_spec(spec));
  throw error("--max-values " + std::to_string(max_values) + ": " + spec.game().name() +
              " is computed up to " + std::to_string(limit) + " values" +
              (sparse                        ? ""
               : limit < max_sequence_length ? " (" + max_length_reason(spec.game()) + ")"
                                             : " (4 bytes a value; only games that split heaps "
                                               "are stored more compactly)"));
}

std::size_t values_reached(const CrossCheckedPeriod& checked) {
  std::size_t most = 0;
  for (const FinderRun& r : checked.runs)
    if (r.ran) most = std::max(most, r.result.values_used);
  return most;
}

std::size_t continue_with_max_values(const SequenceSpec& spec, const CrossCheckedPeriod& checked) {
  const std::size_t next = std::min(2 * checked.max_values, largest_max_values(spec));
  return next > checked.max_values ? next : 0;
}

nlohmann::json period_report(const SequenceSpec& spec, const CrossCheckedPeriod& checked,
                             const PeriodDetails& details) {
  const PeriodResult* best = checked.best ? &*checked.best : nullptr;
  const bool proven = best && best->proof != Proof::none;
  nlohmann::json j{{"rule", rule_json(spec.game())},
                   {"kind", kind_name(spec.kind())},
                   {"convention", convention_json(spec.convention())},
                   {"max_values", checked.max_values}};
  // The top-level answer is the proven one only; what a prefix merely shows is "observed".
  const PeriodResult* stated = proven ? best : nullptr;
  j["preperiod"] = stated ? nlohmann::json(stated->preperiod) : nlohmann::json();
  j["period"] = stated ? nlohmann::json(stated->period) : nlohmann::json();
  j["saltus"] = stated ? nlohmann::json(stated->saltus) : nlohmann::json();
  j["last_exceptional"] =
      stated && stated->preperiod > 0 ? nlohmann::json(stated->preperiod - 1) : nlohmann::json();
  j["block"] =
      stated ? values_json(spec.kind(), details.block, 0, stated->period) : nlohmann::json::array();
  j["proof"] = proof_name(stated ? stated->proof : Proof::none);
  j["checked_up_to"] = stated ? stated->values_used : values_reached(checked);
  if (best && !proven)
    j["observed"] = {{"preperiod", best->preperiod},
                     {"period", best->period},
                     {"saltus", best->saltus},
                     {"block", values_json(spec.kind(), details.block, 0, best->period)},
                     {"values", best->values_used}};
  j["methods"] = nlohmann::json::object();
  for (const FinderRun& r : checked.runs)
    j["methods"][std::string(r.finder->name)] = method_json(r);
  j["agree"] = checked.agree;
  j["proven"] = proven;
  const std::string no_theorem = no_period_theorem(spec);
  if (!proven && no_theorem.empty() && checked.work_limit_reached)
    j["work_limit_reached"] = {{"values", values_reached(checked)},
                               {"steps", *checked.work_limit_reached}};
  else if (!proven && no_theorem.empty() && continue_with_max_values(spec, checked) != 0)
    j["continue_with_max_values"] = continue_with_max_values(spec, checked);
  if (!no_theorem.empty()) j["no_theorem"] = no_theorem;
  if (spec.kind() == Kind::outcome && stated)
    j["loss_diffs"] = {{"start", details.losses.start}, {"period", details.losses.period}};
  if (const auto& s = details.sparse) {
    j["sparse"] = {{"values", s->values},
                   {"bits_per_value", s->stats.value_bits},
                   {"largest", s->stats.largest},
                   {"largest_heap", s->stats.largest_heap},
                   {"mask", s->stats.mask},
                   {"position_parity", s->stats.position_parity},
                   {"rare_positions", s->rare.size()}};
    // The list when it is short, as the published tables give it (a game whose values are not
    // sparse has rare heaps by the million).
    if (s->rare.size() <= max_listed_rare) {
      nlohmann::json rare = nlohmann::json::array();
      for (const auto& [heap, value] : s->rare) rare.push_back({heap, value});
      j["sparse"]["rare"] = std::move(rare);
    }
  }
  return j;
}

std::string sparse_text(const SparseSummary& s) {
  std::ostringstream out;
  out << "sparse: " << s.values << " values, " << s.stats.value_bits << " bits each; largest G["
      << s.stats.largest_heap << "]=" << s.stats.largest;
  if (s.stats.mask != 0 || s.stats.position_parity)
    out << "; mask " << mask_text(s.stats.mask) << (s.stats.position_parity ? "+parity" : "")
        << "; " << s.rare.size() << " rare heaps";
  return out.str();
}

}  // namespace nimlab::app
