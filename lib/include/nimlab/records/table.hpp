#pragma once
// The answer of a record search: one row per largest element M, and how rows combine.
//
// A row holds the number of sets searched, the longest period with every set attaining it, the
// longest preperiod with every set attaining it, and the histogram of periods. Rows of disjoint
// parts of a family merge by adding counts and taking maxima with the union of their argmax sets,
// so the merged answer does not depend on how the family was split (threads, shards, MPI ranks).
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "nimlab/records/engines.hpp"
#include "nimlab/records/family.hpp"
#include "nimlab/records/period_histogram.hpp"

namespace nimlab::records {

struct SetPeriod {
  std::uint64_t mask = 0;
  Period value;
  friend bool operator==(const SetPeriod&, const SetPeriod&) = default;
};

struct Row {
  unsigned max = 0;
  std::uint64_t sets = 0;
  std::uint64_t longest_period = 0;
  std::vector<SetPeriod> argmax;  // every set with period == longest_period
  std::uint64_t longest_preperiod = 0;
  std::vector<SetPeriod> argmax_preperiod;  // every set with preperiod == longest_preperiod
  PeriodHistogram histogram;                // histogram.count(p) = number of sets with period p

  void add(std::uint64_t mask, Period pp);
  // add(masks[j], periods[j]) for every j (the same row, one call for a whole batch).
  void add_all(std::span<const std::uint64_t> masks, std::span<const Period> periods);
  void merge(const Row& other);
  // Sorts the argmax lists by mask so that equal rows compare equal.
  void normalize();
  friend bool operator==(const Row&, const Row&) = default;
};

struct Table {
  std::vector<Row> rows;  // one per M from spec.min_max to spec.max_max
  friend bool operator==(const Table&, const Table&) = default;
};

Table empty_table(const SearchSpec& spec);
// Adds the rows of `other` (same M range) to `into`; throws nimlab::error on a range mismatch.
void merge_into(Table& into, const Table& other);

// JSON form of a row (sets as sorted element lists; "records" lists every argmax set with its
// preperiod, period and proof window) and back. row_from_json throws nimlab::error on malformed
// or inconsistent input: counts that do not add up, an argmax list that is not every set of the
// longest period, elements outside 1..64, a period or preperiod above step_limit.
nlohmann::json row_json(const Row& row);
// The first row where a table read from a file (a shard, a checkpoint) and the recomputation of
// the same work differ, in words; empty when they agree (argmax lists compared as sets,
// histograms by their non-zero entries).
std::string first_table_difference(const Table& file, const Table& recomputed);
Row row_from_json(const nlohmann::json& j, std::uint64_t step_limit = max_engine_steps);
// Largest period or preperiod a set with largest element M can have under the spec's kind and
// convention (the number of distinct windows of M values), capped at max_engine_steps.
std::uint64_t step_limit(const SearchSpec& spec, unsigned M);
// The rows of a table as JSON and back.
nlohmann::json rows_json(const Table& t);
// table_from_json also checks that every set named in a row belongs to the family of its M.
Table table_from_json(const nlohmann::json& rows, const SearchSpec& spec);

// "1,4,9,10"
std::string mask_text(std::uint64_t mask);

}  // namespace nimlab::records
