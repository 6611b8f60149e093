// Records checkpoints: the first byte picks one of a few searches (family, size, convention,
// shard), the rest is the checkpoint text. An accepted checkpoint is consistent: its histograms
// add up to the number of sets, no row counts more sets than its family has, and its rows write
// back and read back to the same table.
#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/records/search.hpp"

namespace {

using namespace nimlab::records;

struct Case {
  SearchSpec spec;
  Selection selection;
};

Case pick(std::uint8_t byte) {
  Case c;
  c.spec.max_max = 9;
  switch (byte % 4) {
    case 1:
      c.spec.family = Family::all;
      c.spec.convention.play = nimlab::Play::misere;
      break;
    case 2:
      c.spec.size = 3;
      c.spec.min_max = 3;
      break;
    case 3:
      c.selection = {1, 3};
      c.spec.kind = nimlab::Kind::grundy;
      break;
    default:
      break;
  }
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Case c = pick(data[0]);
  try {
    const CheckpointState state =
        parse_checkpoint(nimlab::fuzz::text_of(data + 1, size - 1), c.spec, c.selection, "fuzz");
    for (const Row& row : state.table.rows) {
      std::uint64_t total = 0;
      row.histogram.for_each([&](std::uint64_t, std::uint64_t n) { total += n; });
      nimlab::fuzz::check(total == row.sets, "histogram does not add up");
      nimlab::fuzz::check(row.sets <= family_count(c.spec.family, row.max),
                          "more sets than the family has");
    }
    nimlab::fuzz::check(table_from_json(rows_json(state.table), c.spec) == state.table,
                        "rows do not round-trip");
  } catch (const nimlab::error&) {
  }
  return 0;
}
