#pragma once
// Every stored Grundy value of a prefix checked against the rules, so that a prefix read from a
// file (a checkpoint anyone could have edited, checksum included) is believed only once proven.
//
// Checking differs from computing in one way that matters: with every claimed value at hand, the
// check of heap n needs no other heap's result, so heaps are checked in parallel. Each check is
// the sparse-space argument of values/octal_sparse.hpp with one fixed mask (exact for every mask,
// proofs/sparse-certificate.md): a claimed common value v holds when no split with a rare part
// reaches v, every common value below v is reached by one, and a search over the splits reaches
// every rare value below v; a claimed rare value is checked by the full mex. The work is about
// that of computing the values, divided by the number of threads.
#include <cstddef>
#include <optional>

#include "nimlab/game/game.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab::detail {

struct WrongValue {
  std::size_t heap = 0;
  Value claimed = 0;
  Value rules = 0;  // the value the rules give, the values below the heap being right
};

// The first heap whose stored value the rules contradict, or nothing when every value is right.
// The game must split heaps into two at most (sparse_engine_takes). Uses up to `threads` threads
// (0: one per hardware thread).
std::optional<WrongValue> first_wrong_value(const Game& game, const SparseStorage& values,
                                            unsigned threads = 0);

}  // namespace nimlab::detail
