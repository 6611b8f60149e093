#pragma once
// A growing prefix v(0..n-1) of one value sequence, shared by the finders of one cross-check so
// that each value is computed once however often the prefix doubles. Games that split heaps grow
// through the incremental sparse-space engine, which also reports the progress line of the
// literature at every power of two; other games are regenerated (O(n * moves), a fraction of the
// finders' work).
#include <cstddef>
#include <functional>
#include <memory>
#include <span>
#include <string_view>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/sequence.hpp"
#include "nimlab/values/value_view.hpp"

namespace nimlab {

class SparseGrundy;

// Whether spec's values grow through the sparse-space engine (Grundy values of a game whose moves
// split heaps into two, octal moves only), which stores them compactly and computes up to
// max_sparse_length of them.
bool uses_sparse_engine(const SequenceSpec& spec);

class ValuePrefix {
 public:
  // Called with one line of progress (no newline), e.g. "n=2^20 largest G[1234]=7 rare mask 4
  // num_rare 12; 3.1 s, 2.9e+09 steps; 2^21 in about 3 s" (the estimate only once a whole
  // doubling was seen) at every power of two from 2^16, and between two of them once
  // `line_every` seconds have passed without a line, e.g. "n=1572864, 50% of the way to 2^21,
  // largest G[1234]=7; 40.2 s, 3.1e+10 steps; 2^21 in about 38 s" (a late doubling of a long run
  // takes minutes); may be empty.
  using Progress = std::function<void(std::string_view)>;
  static constexpr double default_line_every = 10;

  explicit ValuePrefix(SequenceSpec spec, Progress progress = {},
                       double line_every = default_line_every);
  ~ValuePrefix();
  ValuePrefix(const ValuePrefix&) = delete;
  ValuePrefix& operator=(const ValuePrefix&) = delete;

  const SequenceSpec& spec() const { return spec_; }
  // v(0..count-1), computing what is missing, read where it is stored (the sparse engine's 8, 16
  // or 32 bits a value; no copy). The view stays valid until the next call. Throws nimlab::error
  // as compute_values does for counts beyond the generators' limits, and
  // WorkLimitReached (octal_sparse.hpp) when the sparse engine passes its work limit.
  ValueView view(std::size_t count);
  // The same values as 32-bit Values (a copy for the sparse engine: for short prefixes).
  std::span<const Value> first(std::size_t count);
  // The sparse-space engine behind a splitting game's Grundy values (nullptr for other
  // sequences, which are regenerated), to save and restore its state in a checkpoint.
  SparseGrundy* sparse_engine();

 private:
  struct Engine;
  SequenceSpec spec_;
  Progress progress_;
  Sequence values_;
  std::unique_ptr<Engine> engine_;  // splitting games only
  double started_ = 0;              // steady-clock seconds at construction, for the progress line
  std::size_t last_power_ = 0;      // the last power of two reported, and when (from started_)
  double last_power_seconds_ = 0;
  double line_every_ = default_line_every;
  double last_line_seconds_ = 0;  // when the last line was printed (from started_)
};

}  // namespace nimlab
