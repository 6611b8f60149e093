#pragma once
// The record search over whole families of subtraction sets: threads, shards, checkpoints.
//
// The family of every M in [min, max] is cut into work units of at most `unit_indices` indices,
// numbered 0, 1, ... in order of M and index. A selection keeps the units u with
// u mod stride == offset; shards (--shard i/n) and MPI ranks are selections, and disjoint
// selections that cover all units merge (merge_into) into the answer of one whole run.
// Outcome sequences under the standard stuck rule use the bit engine; everything else the
// scalar Brent finder, one set at a time.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>

#include "nimlab/records/family.hpp"
#include "nimlab/records/table.hpp"

namespace nimlab::records {

inline constexpr std::uint64_t unit_indices = std::uint64_t{1} << 16;

struct Selection {
  std::uint64_t offset = 0;
  std::uint64_t stride = 1;
  friend bool operator==(const Selection&, const Selection&) = default;
};

// Parses "i/n" (1 <= i <= n) into the selection {i-1, n}; throws nimlab::error otherwise.
Selection parse_shard(std::string_view text);
// Units of `outer` split again n ways: the part `index` (0-based) of n.
Selection refine(Selection outer, std::uint64_t index, std::uint64_t n);
std::string describe(Selection s);  // "1/1", "3/4" (1-based)

// Throws nimlab::error (prefixed by `what`) unless the table holds exactly the sets of the units
// of the selection: every row counts them all, and every argmax set lies in them. The check that a
// shard's output is what it claims before it is merged.
void check_shard_table(const SearchSpec& spec, Selection sel, const Table& table,
                       const std::string& what);

// A checkpoint's content: the rows of the units done so far.
struct CheckpointState {
  Table table;
  std::uint64_t done_below = 0;        // every unit ordinal below this is done
  std::set<std::uint64_t> done_extra;  // done ordinals above done_below
};
// Parses the text of a checkpoint written by search() for (spec, sel). Throws nimlab::error,
// whose message starts with `name`, when it is not a checkpoint, was written by another version
// or for other arguments, or is inconsistent (rows that do not count exactly the sets of the
// units marked done, an argmax set outside them, any check of table_from_json).
CheckpointState parse_checkpoint(std::string_view text, const SearchSpec& spec, Selection sel,
                                 const std::string& name);

// Largest checkpoint or shard output file read for a search (bytes).
std::uint64_t checkpoint_limit(const SearchSpec& spec);

struct Progress {
  double done = 0;           // estimated share of the work done, 0..1
  double done_at_start = 0;  // the share a resumed checkpoint had already done
  double elapsed = 0;        // seconds since this run started
  unsigned current_max = 0;
};

struct SearchControl {
  unsigned threads = 1;
  Selection selection{};
  // Written atomically every checkpoint_every seconds and at the end; a run resumes from it when
  // it exists and was written for the same spec, selection and version and is consistent (its
  // rows count exactly the sets of the units it marks done); otherwise nimlab::error, and the
  // file is left in place.
  // The units a checkpoint marks done are searched again before the others and before any save,
  // and the run stops with nimlab::error, the file untouched, when they do not give what the file
  // records (a checkpoint edited with its checksum recomputed, or corrupted in memory before it
  // was written, is then refused, never believed); trust_checkpoint skips this, halving the cost
  // of a resumed run.
  std::optional<std::filesystem::path> checkpoint;
  double checkpoint_every = 5.0;
  bool trust_checkpoint = false;
  // Called every progress_every seconds from the calling thread.
  std::function<void(const Progress&)> on_progress;
  double progress_every = 2.0;
};

// Runs the search; every row is normalized.
Table search(const SearchSpec& spec, const SearchControl& control);

enum class Engine { scalar, packed, bit };
// The search of one largest element over all its sets with one engine, in the calling thread
// (the packed and bit engines fall back to the scalar finder where they do not apply): the
// reference for tests and benchmarks.
Row search_row(const SearchSpec& spec, unsigned M, Engine engine);

}  // namespace nimlab::records
