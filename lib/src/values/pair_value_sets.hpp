#pragma once
// The set P(m) = {G(a) ^ G(b) : a + b = m, a, b >= 1} of the nim-values of the two-heap splits of
// each size m, as bitsets of words() 64-bit words (the next power of two above the largest value
// so far, at least one word; widen() grows every set).
//
// Layout: the sets of 64 consecutive sizes form a block, word-major (word j of size m at
// j * 64 + m % 64), so that reading word j of sizes m, m - 1, m - 2, ... (what a three-heap
// split's scan does) walks memory in order. Whole blocks below a size no longer read are freed
// (forget_below); the first low_words words of every set are kept apart for all sizes, since
// the splits whose other two parts are small read them.
//
// Memory: (live sizes) * words() * 8 bytes, plus size() * low_words * 8 bytes. Building P(m)
// visits its m / 2 splits (stopping early once every value below the width is present).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimlab/values/sequence.hpp"
#include "nimlab/values/thread_team.hpp"

namespace nimlab::detail {

class PairValueSets {
 public:
  static constexpr std::size_t low_words = 8;

  std::size_t size() const { return size_; }
  std::size_t words() const { return words_; }
  // Makes room for values up to `largest` in every set, the ones to come included.
  void widen(Value largest);
  // Records P(m) for m = size() .. end - 1, which reads g[1 .. end - 2]; sizes go in order.
  // With threads > 1 the splits are shared among `team`'s threads in one run (the sets are
  // the same), unless the values are few enough for the early stop below; the caller judges
  // whether the splits pay for it.
  void add_up_to(std::size_t end, const Sequence& g, ThreadTeam& team, unsigned threads = 1);
  // Sizes below m will not be read through word() again.
  void forget_below(std::size_t m);
  // Word j < words() of P(m), for size() > m >= the last forget_below.
  std::uint64_t word(std::size_t m, std::size_t j) const {
    return block_of(m)[index_in_block(m, j)];
  }
  // The block holding P(m) (the 64 sizes with the same m >> 6), and where word j of P(m) is in
  // it.
  const std::uint64_t* block_of(std::size_t m) const { return blocks_[m >> 6].data(); }
  static std::size_t index_in_block(std::size_t m, std::size_t j) { return (j << 6) | (m & 63); }
  // low_row(j)[m]: word j < low_words of P(m), for any m < size() (zero where j >= words()).
  const std::uint64_t* low_row(std::size_t j) const { return low_[j].data(); }

 private:
  void store(const std::uint64_t* set);  // records `set` as P(size())

  std::size_t size_ = 0;
  std::size_t words_ = 1;
  Value value_bits_ = 1;  // a power of two above every value so far
  std::size_t first_live_block_ = 0;
  std::vector<std::vector<std::uint64_t>> blocks_;
  std::vector<std::uint64_t> low_[low_words];  // low_[j][m]: consecutive sizes side by side
  std::vector<std::uint64_t> scratch_;
  // Each thread's part of each size's set being built, its even and its odd splits.
  std::vector<std::vector<std::uint64_t>> shares_;
};

}  // namespace nimlab::detail
