#pragma once
// Kill-safe long computations of values: the state of the sparse-space engine behind a shared
// prefix (nimlab/values/prefix.hpp) saved to a file every few seconds through the safe writer
// (nimlab/io/atomic_file.hpp), and loaded back so that a run killed at any moment (SIGKILL
// included) resumes where the last save left it and ends with exactly the values, hence the
// answer, of an uninterrupted run.
//
// The file (binary, little-endian):
//   "nimlab-prefix-checkpoint/1\n"
//   u32 length + bytes: the nimlab version that wrote it
//   u32 length + bytes: the sequence, "rule=<game> kind=<kind> convention=<convention>"
//   u8 bits per value (8, 16, 32); u64 count; u64 searches, search_splits, full_heaps
//   count values of that width
//   u64 FNV-1a checksum of every byte before it
// A file that is not exactly this (wrong magic, version or sequence, a length that disagrees
// with the file's size, a checksum mismatch, values the game cannot have) is refused with
// nimlab::error and never written over: the caller stops before any work.
//
// Trust: none. The checksum catches accidents only (anyone can recompute it), so every loaded
// value is proven from the rules before the engine goes on from it: a period found after a
// resume rests on values checked exactly as a fresh run computes them. The check of heap n needs
// only the stored values, not the result of heap n - 1, so it runs on the engine's threads
// (SparseGrundy::threads(): --threads, else OMP_NUM_THREADS, else every core); on
// one core it costs about what computing the values cost, on k cores about 1/k of that. A
// checkpoint thus saves (k - 1)/k of the work it holds. The three work counters cannot be
// re-derived without redoing that work, so they are statistics only: a count that `count` values
// cannot reach is refused (naming the field), and no decision reads them (the work estimate of
// `nimlab period` computes its own probe when the engine was resumed).
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix.hpp"

namespace nimlab {

// Largest checkpoint file read: the header plus max_sparse_length 32-bit values (16 GiB; the
// engine's own limit, so a run taken to 2^32 values resumes).
std::uint64_t prefix_checkpoint_limit();

// The file's content for the engine computing spec's values.
std::string prefix_checkpoint_bytes(const SequenceSpec& spec, const SparseGrundy& engine);

// Loads `bytes` (named `name` in messages) into `engine`, computing spec's values; throws
// nimlab::error, with the engine unchanged, when they are not a sound checkpoint of this version
// for spec. Besides the checks above, every value is proven from the rules (see above); a wrong
// one is named with the value the rules give.
void load_prefix_checkpoint(std::string_view bytes, const SequenceSpec& spec, SparseGrundy& engine,
                            const std::string& name);

// Binds a prefix to a checkpoint file for the lifetime of the object: loads the file when it
// exists, then saves while the engine computes, whenever `every_seconds` have passed since the
// last save (and at least ten times as long as that save took, so saving a large state never
// costs more than a tenth of the run).
class PrefixCheckpoint {
 public:
  // Throws nimlab::error when the prefix has no sparse engine (only splitting games' Grundy
  // values are long to compute), when the path cannot be an output file (a FIFO, a device, '-'),
  // or when the existing file is refused as above.
  PrefixCheckpoint(std::filesystem::path path, ValuePrefix& prefix, double every_seconds);
  // The same for an engine used directly, computing spec's values.
  PrefixCheckpoint(std::filesystem::path path, const SequenceSpec& spec, SparseGrundy& engine,
                   double every_seconds);
  ~PrefixCheckpoint();
  PrefixCheckpoint(const PrefixCheckpoint&) = delete;
  PrefixCheckpoint& operator=(const PrefixCheckpoint&) = delete;

  // Values loaded from the file (0 when it did not exist).
  std::size_t resumed_values() const { return resumed_; }
  // Saves the current state now.
  void save();

 private:
  void maybe_save();

  std::filesystem::path path_;
  SequenceSpec spec_;
  SparseGrundy& engine_;
  double every_;
  std::size_t resumed_ = 0;
  std::chrono::steady_clock::time_point last_save_;
  double save_seconds_ = 0;
};

}  // namespace nimlab
