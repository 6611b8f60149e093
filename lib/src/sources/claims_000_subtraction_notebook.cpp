// Reproduction checker for source 000, the Dutch notebook on subtraction games ("Geval 1": misere
// play, 1 in the set, losses counted from N = 1). Each row of data/published/000_*.json names a
// check in params.check. The notebook's printed tables are recomputed twice: by the emulation of
// its own search (notebook_search.hpp: does nimlab read the program right?) and by proven periods
// (loss_pattern.hpp: is the line true?). Cost: the 2^10 sets of cells [44]/[48] with both answers
// and cross-checked finders (well under a second), and the 2^19 sets of cell [47] with the
// notebook search and the bit engine (a few seconds on one core); each is computed once per run.
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/sources/notebook_tables.hpp"
#include "nimlab/sources/published.hpp"
#include "nimlab/sources/sources.hpp"
#include "nimlab/values/sequence.hpp"
#include "sources/check_dispatch.hpp"

namespace nimlab {
namespace {

using json = nlohmann::json;
using Dd = std::vector<std::size_t>;

constexpr const char* kStem = "000_849870c3e56e2e17";
constexpr Convention kMisere{Play::misere, Stuck::standard};

// Brent's finder alone, for loops over many sets where the others would only repeat its work.
CrossCheckOptions brent_only() {
  CrossCheckOptions o;
  o.methods = {"brent"};
  return o;
}

std::string list_text(const Dd& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}
std::string set_text(const SubtractionSet& s) {
  std::string t(1, '{');
  t.append(s.to_string()).push_back('}');
  return t;
}

SubtractionSet set_param(const json& j) {
  return SubtractionSet(j.get<std::vector<std::int64_t>>());
}

json pattern_json(const LossPattern& p) {
  return {{"preperiod", p.preperiod},
          {"period_length", p.period},
          {"period_dd", p.period_dd},
          {"start_dd", p.start_dd}};
}
json notebook_json(const NotebookSearch& n) {
  return {{"period_length", dd_sum(n.period_dd)},
          {"period_dd", n.period_dd},
          {"start_dd", n.start_dd},
          {"losses_generated", n.losses_generated}};
}

// Misere P-positions n >= 1 below `limit`.
Dd losses_below(const SubtractionSet& set, std::size_t limit) {
  const Sequence o = outcome_values(set, kMisere, limit);
  Dd out;
  for (std::size_t n = 1; n < limit; ++n)
    if (o[n] == static_cast<Value>(Outcome::P)) out.push_back(n);
  return out;
}
Dd differences(const Dd& x) {
  Dd d;
  for (std::size_t i = 1; i < x.size(); ++i) d.push_back(x[i] - x[i - 1]);
  return d;
}

// Where a claimed pattern (start, period) of loss differences first disagrees with the true
// differences: the index of the difference, or nothing within the first `horizon` losses.
std::optional<std::size_t> first_break(const SubtractionSet& set, const Dd& start, const Dd& period,
                                       std::size_t horizon_sum) {
  const Dd d = differences(losses_below(set, horizon_sum));
  for (std::size_t i = 0; i < d.size(); ++i) {
    const std::size_t want =
        i < start.size() ? start[i] : period[(i - start.size()) % period.size()];
    if (d[i] != want) return i;
  }
  return std::nullopt;
}

// Why the notebook's answer for a set is wrong: where its pattern breaks, and the proven one.
std::string artefact_explanation(const SubtractionSet& set, const Dd& start, const Dd& period,
                                 const LossPattern& proven) {
  std::string s = "the notebook's stopping rule accepted PeriodeDD " + list_text(period) +
                  (start.empty() ? "" : " after StartDD " + list_text(start)) +
                  " once it had recurred max(2, ceil(M/PeriodeLen)) times, which proves nothing";
  const std::size_t horizon = proven.preperiod + 4 * proven.period + 4 * set.max() + 2;
  if (const auto i = first_break(set, start, period, horizon)) {
    const Dd x = losses_below(set, horizon);
    const std::size_t want =
        *i < start.size() ? start[*i] : period[(*i - start.size()) % period.size()];
    s += "; the pattern breaks at the loss N = " + std::to_string(x[*i + 1]) +
         ": the step from loss " + std::to_string(x[*i]) + " to loss " + std::to_string(x[*i + 1]) +
         " is " + std::to_string(x[*i + 1] - x[*i]) + ", where the printed differences predict " +
         std::to_string(want) + " (the next loss would be " + std::to_string(x[*i] + want) + ")";
  }
  s += ". Proven (a repeated window of M = " + std::to_string(set.max()) +
       " outcomes): preperiod " + std::to_string(proven.preperiod) + ", PeriodeLen " +
       std::to_string(proven.period) + ", PeriodeDD " + list_text(proven.period_dd) +
       (proven.start_dd.empty() ? ", no StartDD" : ", StartDD " + list_text(proven.start_dd));
  return s;
}

class Checker000 {
 public:
  explicit Checker000(const ReproduceContext& context) : context_(context) {}

  ClaimResult check(const json& row) {
    static const detail::CheckTable<Checker000> handlers{
        {"question", &Checker000::question},
        {"draws", &Checker000::draws},
        {"n1-loses", &Checker000::n1_loses},
        {"winning-moves", &Checker000::winning_moves},
        {"outcome-list", &Checker000::outcome_list},
        {"L-row", &Checker000::l_row},
        {"state-bound", &Checker000::state_bound},
        {"has-start", &Checker000::has_start},
        {"two-intervals", &Checker000::two_intervals},
        {"differences", &Checker000::differences_row},
        {"pattern", &Checker000::pattern},
        {"method-sound", &Checker000::method_sound},
        {"family-count", &Checker000::family_count},
        {"record-row", &Checker000::record_row},
        {"notebook-line", &Checker000::notebook_line},
        {"enumeration-scope", &Checker000::enumeration_scope},
        {"enumeration-line", &Checker000::enumeration_line},
        {"enumeration-distinct", &Checker000::enumeration_distinct},
        {"longest-labels", &Checker000::longest_labels},
        {"longest-line", &Checker000::longest_line},
        {"start-line", &Checker000::start_line},
        {"start-minority", &Checker000::start_minority},
        {"period-below-max", &Checker000::period_below_max},
        {"start-list", &Checker000::start_list},
        {"exercise-start", &Checker000::exercise_start},
        {"normal-play", &Checker000::normal_play},
        {"draw-example", &Checker000::draw_example},
        {"efficiency", &Checker000::efficiency},
    };
    return detail::run_check(*this, handlers, row);
  }

  // The computed tables, handed to the report directory once all rows are checked.
  void emit_tables() {
    if (!context_.emit_table) return;
    if (!rows_.empty()) {
      std::ostringstream csv;
      csv << "k,set,notebook_period_length,notebook_period_dd,notebook_start_dd,"
             "proven_preperiod,proven_period,proven_period_dd,proven_start_dd,notebook_right\n";
      for (const NotebookRow& row : rows_)
        csv << row.k << ",\"" << row.set.to_string() << "\"," << dd_sum(row.notebook.period_dd)
            << ",\"" << list_text(row.notebook.period_dd) << "\",\""
            << list_text(row.notebook.start_dd) << "\"," << row.proven.preperiod << ','
            << row.proven.period << ",\"" << list_text(row.proven.period_dd) << "\",\""
            << list_text(row.proven.start_dd) << "\"," << (row.notebook_right() ? 1 : 0) << '\n';
      context_.emit_table("000_enumeration_mm" + std::to_string(rows_mm_) + ".csv", csv.str());
    }
    if (!longest_.empty()) {
      std::ostringstream csv;
      csv << "max,sets,notebook_set,notebook_period_length,proven_period_of_notebook_set,"
             "proven_longest_period,sets_attaining,first_set_attaining,notebook_wrong_sets\n";
      for (const LongestRow& row : longest_)
        csv << row.max << ',' << row.sets << ",\"" << row.notebook_set.to_string() << "\","
            << dd_sum(row.notebook.period_dd) << ',' << row.notebook_set_period << ','
            << row.longest << ',' << row.longest_sets.size() << ",\""
            << row.longest_sets.front().to_string() << "\"," << row.notebook_wrong << '\n';
      context_.emit_table("000_longest_periods_mm" + std::to_string(longest_mm_) + ".csv",
                          csv.str());
    }
  }

 private:
  // Both answers for every set with k < 2^mm, computed once per run.
  const std::vector<NotebookRow>& rows(unsigned mm) {
    if (rows_.empty() || rows_mm_ != mm) rows_ = notebook_rows(mm), rows_mm_ = mm;
    return rows_;
  }
  const std::vector<LongestRow>& longest(unsigned mm) {
    if (longest_.empty() || longest_mm_ != mm) longest_ = longest_rows(mm), longest_mm_ = mm;
    return longest_;
  }
  const LongestRow& longest_for(unsigned mm, unsigned max) {
    for (const LongestRow& row : longest(mm))
      if (row.max == max) return row;
    throw error("largest element " + std::to_string(max) + " is beyond MM + 1");
  }
  static unsigned mm_param(const json& params) {
    const unsigned mm = params.at("mm").get<unsigned>();
    if (mm > notebook_longest_max_mm) throw error("MM too large: " + std::to_string(mm));
    return mm;
  }
  static unsigned max_param(const json& params) {
    const unsigned m = params.at("max").get<unsigned>();
    if (m < 1 || m > notebook_rows_max_mm + 1) throw error("max out of range");
    return m;
  }

  // §1.1: a question without a published answer.
  void question(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const std::size_t n = params.at("n").get<std::size_t>();
    const Sequence o = outcome_values(set, kMisere, n + 1);
    Dd moves;
    for (std::uint32_t c : set.elements())
      if (c < n && o[n - c] == static_cast<Value>(Outcome::P)) moves.push_back(c);
    const Dd losses = losses_below(set, n + 1);
    r.computed = {{"losses", losses},
                  {"outcome", std::string(1, outcome_letter(static_cast<Outcome>(o[n])))},
                  {"winning_moves", moves}};
    r.status = ClaimStatus::not_checkable;
    r.explanation = "the notebook asks without answering. nimlab: the losses up to " +
                    std::to_string(n) + " are " + list_text(losses) + ", so with " +
                    std::to_string(n) + " matches A " +
                    (moves.empty() ? "loses" : "wins by taking " + list_text(moves)) +
                    " and then always leaves B a loss";
  }

  // §1.2: with 1 in the set nobody is ever stuck, so no draw; without it draws happen.
  void draws(const json& params, ClaimResult& r) {
    const unsigned max = max_param(params);
    const Convention draw{Play::misere, Stuck::draw};
    std::size_t sets = 0, with_draw = 0;
    for (std::uint64_t k = 0; k < (std::uint64_t{1} << (max - 1)); ++k) {
      const SubtractionSet set = notebook_enumeration_set(k);
      const Sequence o = outcome_values(set, draw, 4 * set.max() + 8);
      ++sets;
      for (Value v : o) with_draw += v == static_cast<Value>(Outcome::D);
    }
    const SubtractionSet example = set_param(params.at("example"));
    const Sequence e = outcome_values(example, draw, 12);
    std::string letters;
    for (Value v : e) letters += outcome_letter(static_cast<Outcome>(v));
    r.computed = {{"sets_with_1", sets},
                  {"draws_found", with_draw},
                  {"example", example.to_string()},
                  {"example_outcomes_from_0", letters}};
    verdict(r, with_draw == 0 && letters.find('D') != std::string::npos,
            "draws found for a set containing 1, or none for the example");
  }

  // §1.2: N = 1 is a loss whenever 1 is in the set (the only move takes the last match).
  void n1_loses(const json& params, ClaimResult& r) {
    const unsigned max = max_param(params);
    std::size_t sets = 0, fails = 0;
    for (std::uint64_t k = 0; k < (std::uint64_t{1} << (max - 1)); ++k) {
      ++sets;
      fails += outcome_values(notebook_enumeration_set(k), kMisere, 2)[1] !=
               static_cast<Value>(Outcome::P);
    }
    r.computed = {{"sets", sets}, {"sets_where_N1_is_not_a_loss", fails}};
    verdict(r, fails == 0, "N = 1 is not a loss for some set");
  }

  void winning_moves(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    bool ok = true;
    json computed = json::array();
    for (const json& m : r.published.at("moves")) {
      const auto n = m.at(0).get<std::size_t>(), c = m.at(1).get<std::size_t>(),
                 to = m.at(2).get<std::size_t>();
      const Sequence o = outcome_values(set, kMisere, n + 1);
      const bool good = c < n && set.contains(static_cast<std::uint32_t>(c)) && n - c == to &&
                        o[n] == static_cast<Value>(Outcome::N) &&
                        o[to] == static_cast<Value>(Outcome::P);
      ok = ok && good;
      computed.push_back(
          {{"N", n},
           {"outcome", std::string(1, outcome_letter(static_cast<Outcome>(o[n])))},
           {"move", c},
           {"to", n - c},
           {"to_outcome",
            std::string(1, outcome_letter(static_cast<Outcome>(o[c < n ? n - c : 0])))}});
    }
    r.computed = computed;
    verdict(r, ok, "a stated move does not lead from a win to a loss");
  }

  void outcome_list(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const Outcome want = outcome_from_letter(params.at("outcome").get<std::string>().at(0));
    const std::size_t count = r.published.size();
    const Sequence o = outcome_values(set, kMisere, 8 * count + 8 * set.max());
    Dd list;
    for (std::size_t n = 1; n < o.size() && list.size() < count; ++n)
      if (o[n] == static_cast<Value>(want)) list.push_back(n);
    r.computed = list;
    verdict(r, json(list) == r.published, "the computed list differs");
  }

  void l_row(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const Dd ns = r.published.at("N").get<Dd>();
    const Sequence o = outcome_values(set, kMisere, ns.back() + 1);
    Dd l;
    for (std::size_t n : ns) l.push_back(o[n] == static_cast<Value>(Outcome::P) ? 1 : 0);
    r.computed = {{"N", ns}, {"L", l}};
    verdict(r, json(l) == r.published.at("L"), "the computed row L differs");
  }

  // §1.3: M outcomes determine the next, so preperiod + period <= 2^M (windows are distinct).
  void state_bound(const json& params, ClaimResult& r) {
    const unsigned max = max_param(params);
    bool ok = true;
    json per_max = json::object();
    for (const NotebookRow& row : rows(max - 1)) {
      const std::size_t bound = std::size_t{1} << row.set.max();
      ok = ok && row.proven.preperiod + row.proven.period <= bound;
      auto& e = per_max[std::to_string(row.set.max())];
      e["two_to_M"] = bound;
      e["largest_preperiod_plus_period"] =
          std::max<std::size_t>(e.value("largest_preperiod_plus_period", std::size_t{0}),
                                row.proven.preperiod + row.proven.period);
    }
    r.computed = per_max;
    verdict(r, ok, "some set exceeds preperiod + period <= 2^M");
  }

  void has_start(const json& params, ClaimResult& r) {
    const LossPattern p = proven_loss_pattern(set_param(params.at("set")), Play::misere, true);
    r.computed = pattern_json(p);
    verdict(r, !p.start_dd.empty(), "the proven StartDD is empty");
  }

  // §1.4: two consecutive equal intervals of length L > M from x >= 1 repeat a whole window, so
  // the sequence has period dividing L from x on. Checked at the first such pair of every set.
  void two_intervals(const json& params, ClaimResult& r) {
    const unsigned max = max_param(params);
    std::size_t sets = 0, fails = 0;
    for (const NotebookRow& row : rows(max - 1)) {
      const std::size_t m = row.set.max(), mu = row.proven.preperiod, p = row.proven.period;
      const std::size_t length = std::max<std::size_t>(mu, 1) + 2 * (p + m + 1) + 1;
      const Sequence o = outcome_values(row.set, kMisere, length);
      bool found = false;
      for (std::size_t end = 2 * (m + 1) + 1; end <= length && !found; ++end)
        for (std::size_t l = m + 1; 2 * l + 1 <= end && !found; ++l) {
          const std::size_t x = end - 2 * l;
          if (std::equal(o.begin() + x, o.begin() + x + l, o.begin() + x + l)) {
            found = true;
            fails += (l % p != 0 || x < mu) ? 1 : 0;
          }
        }
      fails += found ? 0 : 1;
      ++sets;
    }
    r.computed = {{"sets", sets}, {"first_pair_not_a_period", fails}};
    verdict(r, fails == 0, "a pair of equal intervals does not give a period");
  }

  void differences_row(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const std::size_t count = r.published.size();
    Dd d = differences(losses_below(set, (count + 2) * (2 * set.max() + 2)));
    d.resize(std::min(d.size(), count));
    r.computed = d;
    verdict(r, json(d) == r.published, "the computed differences differ");
  }

  void pattern(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const LossPattern p = proven_loss_pattern(set, Play::misere, true);
    r.computed = pattern_json(p);
    const Dd pd = r.published.at("period_dd").get<Dd>(), sd = r.published.at("start_dd").get<Dd>();
    const bool ok = p.period_dd == pd && p.start_dd == sd &&
                    (!r.published.contains("period_length") ||
                     r.published["period_length"].get<std::size_t>() == p.period);
    verdict(r, ok, artefact_explanation(set, sd, pd, p));
  }

  // §1.4: the notebook's method as a whole, over every set of cell [47].
  void method_sound(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    std::uint64_t sets = 0, wrong = 0;
    json per_max = json::object();
    for (const LongestRow& row : longest(mm)) {
      sets += row.sets;
      wrong += row.notebook_wrong;
      per_max[std::to_string(row.max)] = {{"sets", row.sets}, {"wrong", row.notebook_wrong}};
    }
    json small = json::array();
    std::string names;
    for (const NotebookRow& row : rows(10))
      if (!row.notebook_right()) {
        small.push_back({{"set", row.set.to_string()},
                         {"notebook", notebook_json(row.notebook)},
                         {"proven", pattern_json(row.proven)}});
        names += (names.empty() ? "" : ", ") + set_text(row.set);
      }
    r.computed = {
        {"sets", sets}, {"wrong", wrong}, {"per_max", per_max}, {"wrong_up_to_11", small}};
    verdict(
        r, wrong == 0,
        "the stopping rule is no proof: seeing a pattern of differences max(2, ceil(M / "
        "PeriodeLen)) times does not make it periodic. It gives a wrong StartDD/PeriodeDD for " +
            std::to_string(small.size()) + " of the 1024 sets with M <= 11 (" + names +
            ") and for " + std::to_string(wrong) + " of the " + std::to_string(sets) +
            " sets with M <= " + std::to_string(mm + 1) +
            ". A repeated window of M consecutive outcomes is a proof; nimlab's finders use it");
  }

  void family_count(const json& params, ClaimResult& r) {
    const unsigned m = params.at("M").get<unsigned>();
    if (m < 2 || m > 40) throw error("M out of range");
    std::size_t count = 0;
    for (std::uint64_t k = 0; k < (std::uint64_t{1} << (m - 1)); ++k)
      count += notebook_enumeration_set(k).max() == m;
    r.computed = {{"M", m}, {"sets", count}};
    verdict(r, json(count) == r.published.at("sets"), "the count differs");
  }

  // §1.6: one row of the records table.
  void record_row(const json&, ClaimResult& r) {
    const SubtractionSet set = set_param(r.published.at("set"));
    const std::size_t p = r.published.at("period_length").get<std::size_t>();
    const Dd dd = r.published.at("period_dd").get<Dd>();
    const LossPattern proven = proven_loss_pattern(set, Play::misere, true);
    const LongestRow& best = longest_for(19, set.max());
    json attaining = json::array();
    for (const SubtractionSet& s : best.longest_sets) attaining.push_back(s.to_string());
    r.computed = {{"proven", pattern_json(proven)},
                  {"longest_period_for_M", best.longest},
                  {"sets_attaining", attaining}};
    const bool ok = proven.period == p && proven.period_dd == dd && proven.start_dd.empty() &&
                    p == best.longest;
    if (ok) return verdict(r, true, "");
    // Which set do the printed figures belong to?
    std::string owner;
    if (set.max() <= 11)
      for (const NotebookRow& row : rows(10))
        if (row.set.max() == set.max() && row.proven.period == p && row.proven.period_dd == dd &&
            row.proven.start_dd.empty())
          owner += (owner.empty() ? "" : ", ") + set_text(row.set);
    std::string why = set_text(set) + " has PeriodeLen " + std::to_string(proven.period) +
                      " with PeriodeDD " + list_text(proven.period_dd) + "; ";
    if (!owner.empty())
      why += "the printed PeriodLen " + std::to_string(p) + " and differences belong to " + owner +
             " (transcription slip: the row pairs the wrong set with that set's figures)";
    else
      why += "no set with this largest element has the printed figures";
    if (p == best.longest && proven.period == best.longest)
      why += "; the set itself does attain the record " + std::to_string(best.longest);
    else
      why += "; the record for M = " + std::to_string(set.max()) + " is " +
             std::to_string(best.longest);
    verdict(r, false, why);
  }

  // A printed line against the emulation and the proven pattern of its set.
  void judge_line(ClaimResult& r, const SubtractionSet& set, const NotebookSearch* emulated) {
    const Dd pd = r.published.at("period_dd").get<Dd>(), sd = r.published.at("start_dd").get<Dd>();
    const LossPattern proven = proven_loss_pattern(set, Play::misere, true);
    const NotebookSearch nb = emulated ? *emulated : notebook_period_search(set);
    r.computed = {{"proven", pattern_json(proven)}, {"notebook_emulation", notebook_json(nb)}};
    const bool emulation_agrees = nb.period_dd == pd && nb.start_dd == sd;
    bool lengths_ok = true;
    if (r.published.contains("period_length"))
      lengths_ok = r.published["period_length"].get<std::size_t>() == dd_sum(pd);
    if (r.published.contains("start_length"))
      lengths_ok = lengths_ok && r.published["start_length"].get<std::size_t>() == dd_sum(sd);
    if (proven.period_dd == pd && proven.start_dd == sd && lengths_ok && emulation_agrees)
      return verdict(r, true, "");
    std::string why;
    if (!emulation_agrees)
      why = "nimlab's emulation of the notebook's search gives PeriodeDD " +
            list_text(nb.period_dd) + " StartDD " + list_text(nb.start_dd) +
            ", not the printed line; ";
    if (!lengths_ok) why += "the printed lengths are not the sums of the printed differences; ";
    if (proven.period_dd != pd || proven.start_dd != sd)
      why += artefact_explanation(set, sd, pd, proven);
    verdict(r, false, why);
  }

  void notebook_line(const json&, ClaimResult& r) {
    judge_line(r, set_param(r.published.at("set")), nullptr);
  }

  void enumeration_scope(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    std::uint32_t largest = 0;
    for (const NotebookRow& row : rows(mm)) largest = std::max(largest, row.set.max());
    r.computed = {{"largest_element_enumerated", largest}, {"sets", rows(mm).size()}};
    verdict(r, largest == mm,
            "the loop runs k = 0 .. 2^MM - 1 and bit j of k adds j + 2 to the set, so it reaches "
            "largest element MM + 1 = " +
                std::to_string(largest) +
                " (lines 91-138 have M = 11): the comment's M <= MM is "
                "off by one");
  }

  // One printed line of a cell: the emulation must print the same set at that line, and its
  // printed pattern is then judged against the proven answer.
  void printed_line(ClaimResult& r, const std::vector<const NotebookRow*>& printed,
                    const std::string& cell) {
    const std::size_t line = r.published.at("line").get<std::size_t>();
    const SubtractionSet set = set_param(r.published.at("set"));
    if (line == 0 || line > printed.size() || printed[line - 1]->set != set) {
      r.computed = {{"emulated_lines", printed.size()}};
      return verdict(r, false,
                     "nimlab's emulation of cell " + cell + " does not print this set as line " +
                         std::to_string(line));
    }
    judge_line(r, set, &printed[line - 1]->notebook);
  }

  // A line of cell [44] also claims its set is the first with its pattern: under the proven
  // answers an earlier set may carry the same pattern (its own printed line being an artefact), and
  // then this line would not be printed at all. The verdict agrees with enumeration-distinct.
  void enumeration_line(const json& params, ClaimResult& r) {
    const auto& all = rows(mm_param(params));
    const auto printed = distinct_pattern_rows(all, false);
    printed_line(r, printed, "[44]");
    const std::size_t line = r.published.at("line").get<std::size_t>();
    if (line == 0 || line > printed.size() || !r.computed.contains("proven")) return;
    const NotebookRow& row = *printed[line - 1];
    const NotebookRow* first = nullptr;
    for (const NotebookRow& other : all)
      if (other.proven.period_dd == row.proven.period_dd &&
          other.proven.start_dd == row.proven.start_dd) {
        first = &other;
        break;
      }
    r.computed["first_set_with_the_proven_pattern"] = first->set.to_string();
    if (first == &row) return;
    const auto at = std::find(printed.begin(), printed.end(), first);
    const std::string where = at == printed.end()
                                  ? std::string("not printed")
                                  : "printed as line " + std::to_string(at - printed.begin() + 1) +
                                        " with the artefact PeriodeDD " +
                                        list_text(first->notebook.period_dd) + " StartDD " +
                                        list_text(first->notebook.start_dd);
    const std::string why = "not the first set with this pattern: the earlier set " +
                            set_text(first->set) + " (" + where +
                            ") has the same proven pattern, so with proven periods this line "
                            "would not be printed (see 000-c44-distinct)";
    const std::string before = r.status == ClaimStatus::reproduced ? "" : r.explanation + "; ";
    verdict(r, false,
            before + (r.status == ClaimStatus::reproduced
                          ? "the printed PeriodeLen and PeriodeDD are right, but the set is " + why
                          : "and the set is " + why));
  }

  // Cell [44] as a whole: the distinct patterns under the proven answers.
  void enumeration_distinct(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    const auto printed = distinct_pattern_rows(rows(mm), false);
    const auto proven = distinct_pattern_rows(rows(mm), true);
    json changes = json::array();
    std::string dropped;
    for (std::size_t i = 0; i < printed.size(); ++i) {
      const NotebookRow& row = *printed[i];
      const bool still_first = std::find(proven.begin(), proven.end(), &row) != proven.end();
      if (!still_first)
        dropped += (dropped.empty() ? "" : ", ") + std::to_string(i + 1) + " " + set_text(row.set);
      if (!still_first || !row.notebook_right())
        changes.push_back({{"line", i + 1},
                           {"set", row.set.to_string()},
                           {"still_first_of_its_pattern", still_first},
                           {"notebook", notebook_json(row.notebook)},
                           {"proven", pattern_json(row.proven)}});
    }
    for (const NotebookRow* row : proven)
      if (std::find(printed.begin(), printed.end(), row) == printed.end())
        changes.push_back(
            {{"missing_set", row->set.to_string()}, {"proven", pattern_json(row->proven)}});
    r.computed = {
        {"printed_lines", printed.size()}, {"proven_lines", proven.size()}, {"changes", changes}};
    const bool ok = proven.size() == r.published.at("lines").get<std::size_t>() &&
                    printed.size() == proven.size() && changes.empty();
    verdict(r, ok,
            "with proven periods there are " + std::to_string(proven.size()) +
                " distinct patterns, not " + std::to_string(printed.size()) + ": line(s) " +
                dropped +
                " would not be printed (its pattern is that of an earlier set whose printed "
                "line is an artefact of the stopping rule), and the artefact lines change");
  }

  void longest_labels(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    const auto& table = longest(mm);
    std::vector<unsigned> largest, print_m;
    for (const LongestRow& row : table) largest.push_back(row.max);
    // print(MO, ...) inside the loop labels each group by its own largest element, and the final
    // print(M, ...) after the loop labels the last group by M, the same number: the labels are
    // the largest elements. With print(M, ...) inside the loop a group closes when M is already
    // one more than its largest element.
    for (std::size_t i = 0; i < largest.size(); ++i)
      print_m.push_back(i + 1 < largest.size() ? largest[i] + 1 : largest[i]);
    const std::vector<unsigned>& as_coded = largest;
    r.computed = {{"largest_elements_of_printed_sets", largest},
                  {"labels_of_the_printed_code", as_coded},
                  {"labels_with_print_M_in_the_loop", print_m}};
    verdict(r, json(as_coded) == r.published.at("labels"),
            "each label inside the loop is the largest element plus one: the output was made by "
            "print(M, ...) (M is already the next set's largest element when a group closes), not "
            "by the printed print(MO, ...); the final print after the loop uses M = " +
                std::to_string(largest.back()) + ", hence the label " +
                std::to_string(largest.back()) +
                " twice. The lines are right for largest elements 1.." +
                std::to_string(largest.back()));
  }

  void longest_line(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    const SubtractionSet set = set_param(r.published.at("set"));
    const std::size_t p = r.published.at("period_length").get<std::size_t>();
    const Dd pd = r.published.at("period_dd").get<Dd>();
    const LongestRow& best = longest_for(mm, set.max());
    const LossPattern proven = proven_loss_pattern(set, Play::misere, true);
    json attaining = json::array();
    for (const SubtractionSet& s : best.longest_sets) attaining.push_back(s.to_string());
    r.computed = {{"largest_element", set.max()},
                  {"proven", pattern_json(proven)},
                  {"proven_longest_period", best.longest},
                  {"sets_attaining", attaining},
                  {"notebook_choice", best.notebook_set.to_string()}};
    const bool ok = best.notebook_set == set && proven.period == p && proven.period_dd == pd &&
                    proven.start_dd.empty() && p == best.longest;
    std::string why;
    if (best.notebook_set != set)
      why = "nimlab's emulation of cell [47] picks " + set_text(best.notebook_set) + "; ";
    if (proven.period != p || proven.period_dd != pd)
      why += artefact_explanation(set, {}, pd, proven) + "; ";
    if (p != best.longest) why += "the longest period is " + std::to_string(best.longest);
    verdict(r, ok, why);
  }

  void start_line(const json& params, ClaimResult& r) {
    printed_line(r, start_rows(rows(mm_param(params)), false), "[48]");
  }

  void start_list(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    const auto printed = start_rows(rows(mm), false);
    const auto proven = start_rows(rows(mm), true);
    json sets = json::array();
    std::string without;
    for (const NotebookRow* row : proven) sets.push_back(row->set.to_string());
    for (const NotebookRow* row : printed)
      if (std::find(proven.begin(), proven.end(), row) == proven.end())
        without += (without.empty() ? "" : ", ") + set_text(row->set);
    r.computed = {{"proven_count", proven.size()}, {"proven_sets", sets}};
    const bool ok = proven.size() == r.published.at("sets").get<std::size_t>() &&
                    printed.size() == proven.size() && without.empty();
    verdict(r, ok,
            std::to_string(proven.size()) + " sets have a non-empty StartDD, not " +
                std::to_string(printed.size()) + ": " + without +
                " appear only because the stopping rule accepted a short false period after a "
                "few irregular differences; their losses are purely periodic from N = 1");
  }

  // §1.4: a non-empty StartDD is "a minority of all cases", judged over cell [44]'s sets.
  void start_minority(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    const std::size_t sets = rows(mm).size();
    const std::size_t proven = start_rows(rows(mm), true).size();
    const std::size_t printed = start_rows(rows(mm), false).size();
    r.computed = {
        {"sets", sets}, {"proven_with_start", proven}, {"notebook_search_with_start", printed}};
    verdict(r, 2 * proven < sets,
            std::to_string(proven) + " of " + std::to_string(sets) + " sets have a StartDD");
  }

  // §1.4: "in principle the period can be smaller than M": some set's proven PeriodeLen is below
  // its largest element.
  void period_below_max(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    std::size_t below = 0;
    const NotebookRow* first = nullptr;
    for (const NotebookRow& row : rows(mm))
      if (row.proven.period < row.set.max()) {
        ++below;
        if (!first) first = &row;
      }
    r.computed = {{"sets", rows(mm).size()}, {"sets_with_period_below_M", below}};
    if (first)
      r.computed["first_example"] = {{"set", first->set.to_string()},
                                     {"M", first->set.max()},
                                     {"proven", pattern_json(first->proven)}};
    verdict(r, below > 0, "every proven PeriodeLen is at least M");
  }

  void exercise_start(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const std::size_t n = params.at("n").get<std::size_t>();
    const LossPattern p = proven_loss_pattern(set, Play::misere, true);
    r.computed = {{"losses", losses_below(set, n + 1)}, {"proven", pattern_json(p)}};
    verdict(r, !p.start_dd.empty(), "the proven StartDD is empty");
  }

  // Exercise 2 (Geval 2, normal play): by the misere shift lemma (proofs/misere-shift.md) the
  // normal losses are the misere losses minus one, so the notebook's lists carry over unchanged.
  void normal_play(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    std::size_t sets = 0, fails = 0;
    for (const NotebookRow& row : rows(mm)) {
      const SequenceSpec spec(row.set, Kind::outcome);
      const PeriodResult pr = proven_period(spec, brent_only());
      const std::size_t length =
          std::max(row.proven.preperiod, pr.preperiod + 1) + row.proven.period + 1;
      const Sequence normal = outcome_values(row.set, Convention{}, length);
      const Sequence misere = outcome_values(row.set, kMisere, length);
      bool shifted = pr.period == row.proven.period;
      for (std::size_t n = 1; n < length; ++n) shifted = shifted && misere[n] == normal[n - 1];
      fails += shifted ? 0 : 1;
      ++sets;
    }
    r.computed = {{"sets", sets},
                  {"sets_where_misere_n_is_not_normal_n_minus_1", fails},
                  {"lemma", "proofs/misere-shift.md"}};
    verdict(r, fails == 0, "the misere shift lemma fails for some set");
  }

  void draw_example(const json& params, ClaimResult& r) {
    const SubtractionSet set = set_param(params.at("set"));
    const std::size_t n = params.at("n").get<std::size_t>();
    const SequenceSpec spec{set, Kind::outcome, Convention{Play::misere, Stuck::draw}};
    const Sequence o = compute_values(spec, n);
    std::string letters;
    Dd draws;
    for (std::size_t i = 0; i < o.size(); ++i) {
      letters += outcome_letter(static_cast<Outcome>(o[i]));
      if (o[i] == static_cast<Value>(Outcome::D)) draws.push_back(i);
    }
    const PeriodResult pr = proven_period(spec);
    r.computed = {{"outcomes_from_0", letters},
                  {"draws", draws},
                  {"preperiod", pr.preperiod},
                  {"period", pr.period},
                  {"proof", proof_name(pr.proof)}};
    bool ok = true;
    for (const json& d : r.published.at("draw_at"))
      ok = ok && d.get<std::size_t>() < o.size() &&
           o[d.get<std::size_t>()] == static_cast<Value>(Outcome::D);
    verdict(r, ok, "the stated position is not a draw");
  }

  // Exercise 4 asks the reader for a better method; it states no figure, so there is nothing to
  // reproduce. The row records nimlab's answer with deterministic work counts (never timings, which
  // vary between runs): the notebook's CheckPeriodeDD calls and losses beside the values the
  // window-proof finder generates, and how many answers each gets wrong.
  void efficiency(const json& params, ClaimResult& r) {
    const unsigned mm = mm_param(params);
    const std::uint64_t count = std::uint64_t{1} << mm;
    std::size_t checks = 0, losses = 0, wrong = 0, values = 0;
    for (std::uint64_t k = 0; k < count; ++k) {
      const NotebookSearch nb = notebook_period_search(notebook_enumeration_set(k));
      checks += nb.checks;
      losses += nb.losses_generated;
    }
    for (std::uint64_t k = 0; k < count; ++k) {
      const SequenceSpec spec{notebook_enumeration_set(k), Kind::outcome, kMisere};
      values += period_finder("brent").run(spec, FinderOptions{}).values_used;
    }
    for (const NotebookRow& row : rows(mm)) wrong += row.notebook_right() ? 0 : 1;
    r.computed = {{"sets", count},
                  {"notebook_check_calls", checks},
                  {"notebook_losses_generated", losses},
                  {"notebook_wrong_answers", wrong},
                  {"window_finder_values_generated", values},
                  {"window_finder_wrong_answers", 0}};
    r.status = ClaimStatus::not_checkable;
    r.explanation =
        "an exercise without a stated answer. nimlab's answer is a finder that stops at a "
        "repeated window of M outcomes, which proves the period: over the " +
        std::to_string(count) + " sets with MM = " + std::to_string(mm) + " it generates " +
        std::to_string(values) +
        " outcome values in all and gets every answer right (the "
        "proven patterns of cells [44] and [48]), while the notebook's nested loops call "
        "CheckPeriodeDD " +
        std::to_string(checks) + " times on " + std::to_string(losses) +
        " generated losses and give " + std::to_string(wrong) +
        " wrong answers. Work is counted, not timed (a timing changes from run to run); the two "
        "counts are in different units, so they show which answers are right, not which method "
        "is faster";
  }

  const ReproduceContext& context_;
  std::vector<NotebookRow> rows_;
  unsigned rows_mm_ = 0;
  std::vector<LongestRow> longest_;
  unsigned longest_mm_ = 0;
};

}  // namespace

SourceChecker subtraction_notebook_checker() {
  return {"000", "Dutch notebook on subtraction games", [](const ReproduceContext& context) {
            Checker000 checker(context);
            auto out = check_published_rows(context, kStem,
                                            [&](const json& row) { return checker.check(row); });
            checker.emit_tables();
            return out;
          }};
}

}  // namespace nimlab
