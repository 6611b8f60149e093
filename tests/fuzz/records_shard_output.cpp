// Records --json outputs as `records merge` reads them: an accepted output holds exactly the sets
// of its shard (checked again here through check_shard_table), and its rows round-trip.
#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/records/shard_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab::records;
  try {
    const ShardOutput out = parse_shard_output(nimlab::fuzz::text_of(data, size), "fuzz");
    nimlab::fuzz::check(
        out.spec.max_max <= 20 || out.table.rows.size() == out.spec.max_max - out.spec.min_max + 1,
        "rows do not cover the range");
    check_shard_table(out.spec, out.selection, out.table, "again");
    nimlab::fuzz::check(table_from_json(rows_json(out.table), out.spec) == out.table,
                        "rows do not round-trip");
  } catch (const nimlab::error&) {
  }
  return 0;
}
