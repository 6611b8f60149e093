#include "values/pair_value_sets.hpp"

#include <algorithm>
#include <bit>

namespace nimlab::detail {

void PairValueSets::widen(Value largest) {
  while (value_bits_ <= largest) value_bits_ *= 2;
  const std::size_t wanted = std::max<std::size_t>(1, value_bits_ / 64);
  if (wanted <= words_) return;
  words_ = wanted;
  // Word-major blocks grow by appending zero words.
  for (std::size_t b = first_live_block_; b < blocks_.size(); ++b)
    blocks_[b].resize(words_ * 64, 0);
}

void PairValueSets::add_next(const Sequence& g, ThreadTeam& team, unsigned threads) {
  const std::size_t m = size_;
  scratch_.assign(words_, 0);
  // A set holding every value below value_bits_ cannot grow: checked now and then, where the
  // values are few (games whose values stay 0 and 1 would otherwise visit every split).
  const std::size_t check_every = value_bits_ <= 64 * low_words ? 64 : 0;
  if (check_every) threads = 1;  // the early stop is checked in order
  if (threads == 1) {
    for (std::size_t a = 1; 2 * a <= m; ++a) {
      const Value v = g[a] ^ g[m - a];
      scratch_[v >> 6] |= std::uint64_t{1} << (v & 63);
      if (check_every && a % check_every == 0) {
        std::size_t present = 0;
        for (std::uint64_t w : scratch_) present += static_cast<std::size_t>(std::popcount(w));
        if (present == value_bits_) break;
      }
    }
  } else {
    // Thread t takes the splits a in [1 + half * t / threads, 1 + half * (t + 1) / threads).
    if (shares_.size() < threads) shares_.resize(threads);
    const std::size_t half = m / 2;
    team.run(threads, [&](unsigned t) {
      std::vector<std::uint64_t>& bits = shares_[t];
      bits.assign(words_, 0);
      const std::size_t end = 1 + half * (t + 1) / threads;
      for (std::size_t a = 1 + half * t / threads; a < end; ++a) {
        const Value v = g[a] ^ g[m - a];
        bits[v >> 6] |= std::uint64_t{1} << (v & 63);
      }
    });
    for (unsigned t = 0; t < threads; ++t)
      for (std::size_t j = 0; j < words_; ++j) scratch_[j] |= shares_[t][j];
  }
  if (m % 64 == 0) blocks_.emplace_back(words_ * 64, 0);
  std::uint64_t* block = blocks_[m >> 6].data();
  for (std::size_t j = 0; j < words_; ++j) block[(j << 6) | (m & 63)] = scratch_[j];
  for (std::size_t j = 0; j < low_words; ++j) low_[j].push_back(j < words_ ? scratch_[j] : 0);
  ++size_;
}

void PairValueSets::forget_below(std::size_t m) {
  while (first_live_block_ + 1 < blocks_.size() && (first_live_block_ + 1) * 64 <= m) {
    std::vector<std::uint64_t>().swap(blocks_[first_live_block_]);
    ++first_live_block_;
  }
}

}  // namespace nimlab::detail
