// Record rows: accumulation set by set, merging of disjoint parts, and the JSON form.
// add is O(1) amortized for periods below PeriodHistogram::dense_periods, O(log) above; merge is
// O(histogram entries + argmax lengths); normalize sorts the argmax lists.
#include "nimlab/records/table.hpp"

#include <algorithm>
#include <bit>
#include <map>

#include "nimlab/error.hpp"
#include "nimlab/io/json_input.hpp"

namespace nimlab::records {
namespace {

// Folds candidates into a (best, argmax) pair: a larger key replaces, an equal one joins.
void fold(std::uint64_t& best, std::vector<SetPeriod>& argmax, bool empty, std::uint64_t key,
          const std::vector<SetPeriod>& candidates) {
  if (candidates.empty()) return;
  if (empty || key > best) {
    best = key;
    argmax = candidates;
  } else if (key == best) {
    argmax.insert(argmax.end(), candidates.begin(), candidates.end());
  }
}

nlohmann::json elements_json(std::uint64_t mask) {
  return mask_elements(mask);
}

std::uint64_t mask_from_json(const nlohmann::json& j) {
  if (!j.is_array() || j.empty()) throw error("a set must be a non-empty list of elements");
  std::vector<std::uint32_t> e;
  for (const auto& x : j) {
    // Read as 64 bits first: 2^32 + k must not become k.
    if (!x.is_number_unsigned() || x.get<std::uint64_t>() < 1 || x.get<std::uint64_t>() > 64)
      throw error("set elements must be integers from 1 to 64");
    e.push_back(static_cast<std::uint32_t>(x.get<std::uint64_t>()));
  }
  const std::uint64_t mask = elements_mask(e);
  if (static_cast<std::size_t>(std::popcount(mask)) != e.size())
    throw error("a set lists an element twice");
  return mask;
}

// Whether the set is one of those the search of largest element M walks through.
bool in_family(const SearchSpec& spec, unsigned M, std::uint64_t mask) {
  const std::uint64_t top = std::uint64_t{1} << (M - 1);
  if (mask & ~(top | (top - 1))) return false;  // an element above M
  if (!(mask & top)) return false;
  if (spec.family == Family::one_in_set && !(mask & 1)) return false;
  return keeps(spec, mask);
}

std::uint64_t get_count(const nlohmann::json& j, const char* key) {
  if (!j.contains(key) || !j[key].is_number_unsigned())
    throw error(std::string("row field '") + key + "' is missing or not a count");
  return j[key].get<std::uint64_t>();
}

}  // namespace

void Row::add(std::uint64_t mask, Period pp) {
  const bool empty = sets == 0;
  ++sets;
  histogram.add(pp.period);
  const SetPeriod entry{mask, pp};
  if (empty || pp.period > longest_period) {
    longest_period = pp.period;
    argmax.assign(1, entry);
  } else if (pp.period == longest_period) {
    argmax.push_back(entry);
  }
  if (empty || pp.preperiod > longest_preperiod) {
    longest_preperiod = pp.preperiod;
    argmax_preperiod.assign(1, entry);
  } else if (pp.preperiod == longest_preperiod) {
    argmax_preperiod.push_back(entry);
  }
}

void Row::add_all(std::span<const std::uint64_t> masks, std::span<const Period> periods) {
  if (masks.size() != periods.size()) throw error("records: one period per set is needed");
  std::size_t j = 0;
  if (sets == 0 && !masks.empty()) add(masks[j++], periods[0]);
  // Only the sets that reach a record need the general path; the rest count in the histogram.
  for (; j < masks.size(); ++j) {
    const Period& pp = periods[j];
    if (pp.period >= longest_period || pp.preperiod >= longest_preperiod ||
        !histogram.holds(pp.period)) {
      add(masks[j], pp);
      continue;
    }
    ++sets;
    histogram.add_held(pp.period);
  }
}

void Row::merge(const Row& other) {
  if (other.sets == 0) return;
  const bool empty = sets == 0;
  sets += other.sets;
  histogram.merge(other.histogram);
  fold(longest_period, argmax, empty, other.longest_period, other.argmax);
  fold(longest_preperiod, argmax_preperiod, empty, other.longest_preperiod, other.argmax_preperiod);
}

void Row::normalize() {
  auto by_mask = [](const SetPeriod& x, const SetPeriod& y) { return x.mask < y.mask; };
  std::sort(argmax.begin(), argmax.end(), by_mask);
  std::sort(argmax_preperiod.begin(), argmax_preperiod.end(), by_mask);
}

Table empty_table(const SearchSpec& spec) {
  Table t;
  for (unsigned M = spec.min_max; M <= spec.max_max; ++M) {
    t.rows.emplace_back();
    t.rows.back().max = M;
  }
  return t;
}

void merge_into(Table& into, const Table& other) {
  if (into.rows.size() != other.rows.size()) throw error("record tables cover different ranges");
  for (std::size_t i = 0; i < into.rows.size(); ++i) {
    if (into.rows[i].max != other.rows[i].max) throw error("record tables cover different ranges");
    into.rows[i].merge(other.rows[i]);
    into.rows[i].normalize();
  }
}

std::string mask_text(std::uint64_t mask) {
  std::string s;
  for (std::uint32_t e : mask_elements(mask)) {
    if (!s.empty()) s += ',';
    s += std::to_string(e);
  }
  return s;
}

std::string first_table_difference(const Table& file, const Table& recomputed) {
  for (std::size_t i = 0; i < file.rows.size() && i < recomputed.rows.size(); ++i) {
    Row a = file.rows[i], b = recomputed.rows[i];
    a.normalize();
    b.normalize();
    if (row_json(a) == row_json(b)) continue;
    const std::string row = "row " + std::to_string(a.max) + ": ";
    const auto counts = [&](const char* what, std::uint64_t x, std::uint64_t y) {
      return row + "the file says " + what + " " + std::to_string(x) + ", recomputed " +
             std::to_string(y);
    };
    if (a.sets != b.sets) return counts("sets", a.sets, b.sets);
    if (a.longest_period != b.longest_period)
      return counts("longest period", a.longest_period, b.longest_period);
    if (a.longest_preperiod != b.longest_preperiod)
      return counts("longest preperiod", a.longest_preperiod, b.longest_preperiod);
    if (a.argmax != b.argmax) return row + "the file lists other sets of the longest period";
    if (a.argmax_preperiod != b.argmax_preperiod)
      return row + "the file lists other sets of the longest preperiod";
    // Only the histogram is left: its first period counted differently.
    std::uint64_t period = 0;
    bool found = false;
    const auto first_difference = [&](const PeriodHistogram& x, const PeriodHistogram& y) {
      x.for_each([&](std::uint64_t p, std::uint64_t c) {
        if (c != y.count(p) && (!found || p < period)) {
          period = p;
          found = true;
        }
      });
    };
    first_difference(a.histogram, b.histogram);
    first_difference(b.histogram, a.histogram);
    return row + "the file counts " + std::to_string(a.histogram.count(period)) +
           " sets of period " + std::to_string(period) + ", recomputed " +
           std::to_string(b.histogram.count(period));
  }
  return file.rows.size() == recomputed.rows.size() ? "" : "the files cover other rows";
}

nlohmann::json row_json(const Row& row) {
  nlohmann::json j{{"max", row.max}, {"sets", row.sets}};
  nlohmann::json argmax = nlohmann::json::array(), argmax_pre = nlohmann::json::array();
  nlohmann::json records = nlohmann::json::array();
  std::vector<std::uint64_t> listed;
  auto record = [&](const SetPeriod& e) {
    if (std::find(listed.begin(), listed.end(), e.mask) != listed.end()) return;
    listed.push_back(e.mask);
    // The proof: the window of max(S) values at the preperiod recurs one period later.
    records.push_back({{"set", elements_json(e.mask)},
                       {"preperiod", e.value.preperiod},
                       {"period", e.value.period},
                       {"window",
                        {{"position", e.value.preperiod},
                         {"repeats_at", e.value.preperiod + e.value.period},
                         {"length", row.max}}}});
  };
  for (const SetPeriod& e : row.argmax) {
    argmax.push_back(elements_json(e.mask));
    record(e);
  }
  for (const SetPeriod& e : row.argmax_preperiod) {
    argmax_pre.push_back(elements_json(e.mask));
    record(e);
  }
  nlohmann::json histogram = nlohmann::json::object();
  row.histogram.for_each(
      [&](std::uint64_t p, std::uint64_t c) { histogram[std::to_string(p)] = c; });
  const bool empty = row.sets == 0;
  j["longest_period"] = empty ? nlohmann::json() : nlohmann::json(row.longest_period);
  j["argmax"] = argmax;
  j["longest_preperiod"] = empty ? nlohmann::json() : nlohmann::json(row.longest_preperiod);
  j["argmax_preperiod"] = argmax_pre;
  j["histogram"] = histogram;
  j["records"] = records;
  return j;
}

Row row_from_json(const nlohmann::json& j, std::uint64_t step_limit) {
  if (!j.is_object()) throw error("a record row must be a JSON object");
  refuse_unknown_keys(j,
                      {"max", "sets", "longest_period", "argmax", "longest_preperiod",
                       "argmax_preperiod", "histogram", "records"},
                      "a record row");
  Row row;
  const std::uint64_t M = get_count(j, "max");
  if (M < 1 || M > max_largest_element) throw error("row field 'max' out of range");
  row.max = static_cast<unsigned>(M);
  row.sets = get_count(j, "sets");
  if (row.sets == 0) {
    // An empty row names nothing: anything else in it is a sign of tampering.
    for (const char* key : {"argmax", "argmax_preperiod", "records"})
      if (j.contains(key) && !(j[key].is_array() && j[key].empty()))
        throw error("an empty row lists sets");
    if (j.contains("histogram") && !(j["histogram"].is_object() && j["histogram"].empty()))
      throw error("an empty row has a histogram");
    return row;
  }
  row.longest_period = get_count(j, "longest_period");
  row.longest_preperiod = get_count(j, "longest_preperiod");
  if (row.longest_period < 1 || row.longest_period > step_limit ||
      row.longest_preperiod > step_limit)
    throw error("row " + std::to_string(M) +
                ": a longest period or preperiod beyond what a window of " + std::to_string(M) +
                " values allows");
  if (!j.contains("records") || !j["records"].is_array()) throw error("row without records");
  std::vector<SetPeriod> known;
  for (const auto& r : j["records"]) {
    if (!r.is_object() || !r.contains("set")) throw error("malformed record entry");
    refuse_unknown_keys(r, {"set", "preperiod", "period", "window"}, "a record entry");
    if (r.contains("window"))
      refuse_unknown_keys(r["window"], {"position", "repeats_at", "length"}, "a record's window");
    const std::uint64_t mask = mask_from_json(r["set"]);
    if (std::any_of(known.begin(), known.end(), [&](const SetPeriod& e) { return e.mask == mask; }))
      throw error("row " + std::to_string(M) + ": the set {" + mask_text(mask) +
                  "} has two record entries");
    known.push_back({mask, {get_count(r, "preperiod"), get_count(r, "period"), Proof::window}});
  }
  auto lookup = [&](const nlohmann::json& list, const char* key) {
    if (!list.is_array()) throw error(std::string("row field '") + key + "' is not a list");
    std::vector<SetPeriod> out;
    for (const auto& s : list) {
      const std::uint64_t mask = mask_from_json(s);
      auto it = std::find_if(known.begin(), known.end(),
                             [&](const SetPeriod& e) { return e.mask == mask; });
      if (it == known.end()) throw error("an argmax set has no record entry");
      if (std::any_of(out.begin(), out.end(), [&](const SetPeriod& e) { return e.mask == mask; }))
        throw error("an argmax set is listed twice");
      out.push_back(*it);
    }
    return out;
  };
  row.argmax = lookup(j.value("argmax", nlohmann::json()), "argmax");
  row.argmax_preperiod = lookup(j.value("argmax_preperiod", nlohmann::json()), "argmax_preperiod");
  if (row.argmax.empty() || row.argmax_preperiod.empty())
    throw error("row " + std::to_string(M) + " has sets but no argmax");
  for (const SetPeriod& e : row.argmax)
    if (e.value.period != row.longest_period) throw error("an argmax set has another period");
  for (const SetPeriod& e : row.argmax_preperiod)
    if (e.value.preperiod != row.longest_preperiod)
      throw error("an argmax_preperiod set has another preperiod");
  for (const SetPeriod& e : known)
    if (e.value.period > row.longest_period || e.value.preperiod > row.longest_preperiod)
      throw error("a record entry beats the row's longest period or preperiod");
  // Every record entry proves an argmax set; one that proves nothing listed is not ignored.
  const auto listed = [&](std::uint64_t mask) {
    for (const auto* list : {&row.argmax, &row.argmax_preperiod})
      for (const SetPeriod& e : *list)
        if (e.mask == mask) return true;
    return false;
  };
  for (const SetPeriod& e : known)
    if (!listed(e.mask))
      throw error("row " + std::to_string(M) + ": the record of the set {" + mask_text(e.mask) +
                  "} is in neither argmax list");
  const auto& h = j.value("histogram", nlohmann::json());
  if (!h.is_object()) throw error("row field 'histogram' is not an object");
  // Parsed sparse and checked before the dense histogram is allocated.
  std::map<std::uint64_t, std::uint64_t> counts;
  std::uint64_t total = 0;
  for (const auto& [key, count] : h.items()) {
    std::size_t used = 0;
    std::uint64_t p = 0;
    try {
      p = std::stoull(key, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != key.size() || key[0] == '0' || p == 0 || p > row.longest_period ||
        !count.is_number_unsigned() || count.get<std::uint64_t>() == 0)
      throw error("malformed histogram entry '" + key + "'");
    const std::uint64_t c = count.get<std::uint64_t>();
    if (c > row.sets - total) throw error("the histogram does not add up to the number of sets");
    counts[p] = c;
    total += c;
  }
  if (total != row.sets) throw error("the histogram does not add up to the number of sets");
  // The argmax lists every set of the longest period, so their numbers agree.
  if (counts.rbegin()->first != row.longest_period || counts.rbegin()->second != row.argmax.size())
    throw error("row " + std::to_string(M) +
                ": the histogram's longest period and its count disagree with the argmax list");
  for (const auto& [p, c] : counts) row.histogram.add(p, c);
  row.normalize();
  return row;
}

std::uint64_t step_limit(const SearchSpec& spec, unsigned M) {
  // The window of M values determines the next one: both the period and the preperiod are at
  // most the number of distinct windows, letters^M (Grundy values of a set S are at most |S|).
  const std::uint64_t letters = spec.kind == Kind::grundy              ? M + 1
                                : spec.convention.stuck == Stuck::draw ? 3
                                                                       : 2;
  std::uint64_t limit = 1;
  for (unsigned i = 0; i < M && limit <= max_engine_steps; ++i) limit *= letters;
  return std::min(limit, max_engine_steps);
}

nlohmann::json rows_json(const Table& t) {
  nlohmann::json rows = nlohmann::json::array();
  for (const Row& r : t.rows) rows.push_back(row_json(r));
  return rows;
}

Table table_from_json(const nlohmann::json& rows, const SearchSpec& spec) {
  if (!rows.is_array()) throw error("'rows' must be a list");
  Table t = empty_table(spec);
  if (rows.size() != t.rows.size()) throw error("the rows do not cover the searched range");
  for (std::size_t i = 0; i < rows.size(); ++i) {
    Row r = row_from_json(rows[i], step_limit(spec, t.rows[i].max));
    if (r.max != t.rows[i].max) throw error("the rows do not cover the searched range");
    for (const auto* list : {&r.argmax, &r.argmax_preperiod})
      for (const SetPeriod& e : *list)
        if (!in_family(spec, r.max, e.mask))
          throw error("row " + std::to_string(r.max) + " names the set {" + mask_text(e.mask) +
                      "}, which is not in the searched family of M = " + std::to_string(r.max));
    t.rows[i] = std::move(r);
  }
  return t;
}

}  // namespace nimlab::records
