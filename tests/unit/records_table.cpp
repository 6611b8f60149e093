// Record families and tables: the families have the sizes of their definitions, rows survive
// JSON, and rows of any split of a family merge into the row of the whole family.
#include <gtest/gtest.h>

#include <bit>
#include <set>

#include "nimlab/error.hpp"
#include "nimlab/records/search.hpp"

namespace nimlab::records {
namespace {

// One-in-set: every set with 1 in S and max M, each once (2^(M-2) of them; {1} for M = 1).
// All: every set with max M (2^(M-1)).
TEST(RecordsFamily, EnumeratesEachSetOnce) {
  for (unsigned M = 1; M <= 14; ++M) {
    std::set<std::uint64_t> one, all;
    for (std::uint64_t i = 0; i < family_count(Family::one_in_set, M); ++i)
      one.insert(family_member(Family::one_in_set, M, i));
    for (std::uint64_t i = 0; i < family_count(Family::all, M); ++i)
      all.insert(family_member(Family::all, M, i));
    EXPECT_EQ(one.size(), M == 1 ? 1u : std::size_t{1} << (M - 2));
    EXPECT_EQ(all.size(), std::size_t{1} << (M - 1));
    for (std::uint64_t m : one) EXPECT_TRUE((m & 1) && std::bit_width(m) == M);
    for (std::uint64_t m : all) EXPECT_EQ(std::bit_width(m), static_cast<int>(M));
  }
}

TEST(RecordsFamily, ParsesShards) {
  EXPECT_EQ(parse_shard("3/4"), (Selection{2, 4}));
  for (const char* bad : {"3/2", "0/0", "x", "1/", "/2", "1/2/3", "-1/2", "1/0"})
    EXPECT_THROW(parse_shard(bad), nimlab::error) << bad;
}

// A row is the same whether computed whole or as the merge of index ranges, and survives JSON.
TEST(RecordsTable, SplitsMergeAndRoundTrip) {
  SearchSpec spec;
  spec.family = Family::all;
  spec.min_max = spec.max_max = 11;
  spec.convention.play = Play::misere;
  const Row whole = search_row(spec, 11, Engine::bit);
  Row merged;
  merged.max = 11;
  const std::uint64_t n = family_count(Family::all, 11);
  for (std::uint64_t from = 0; from < n; from += 300) {
    Row part;
    part.max = 11;
    for (std::uint64_t i = from; i < std::min(n, from + 300); ++i) {
      const std::uint64_t mask = family_member(Family::all, 11, i);
      part.add(mask, scalar_period(sequence_spec(spec, mask)));
    }
    merged.merge(part);
  }
  merged.normalize();
  EXPECT_EQ(merged, whole);
  EXPECT_EQ(row_from_json(row_json(whole)), whole);
  EXPECT_THROW(row_from_json(nlohmann::json::parse(R"({"max": 3, "sets": 2})")), nimlab::error);
}

}  // namespace
}  // namespace nimlab::records
