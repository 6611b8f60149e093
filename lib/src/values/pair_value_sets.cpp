#include "values/pair_value_sets.hpp"

#include <algorithm>
#include <atomic>
#include <bit>

namespace nimlab::detail {
namespace {

// Sets bit G(a) ^ G(m - a) for a in [first, end), alternately in `bits` and in `odd` (the caller
// ors them together). Two sets, because consecutive splits often hit the same word, and each
// update would wait for the one before.
void mark_pair_values(const Sequence& g, std::size_t m, std::size_t first, std::size_t end,
                      std::uint64_t* bits, std::uint64_t* odd) {
  const Value* value = g.data();
  std::size_t a = first;
  for (; a + 1 < end; a += 2) {
    const Value u = value[a] ^ value[m - a], v = value[a + 1] ^ value[m - a - 1];
    bits[u >> 6] |= std::uint64_t{1} << (u & 63);
    odd[v >> 6] |= std::uint64_t{1} << (v & 63);
  }
  if (a < end) {
    const Value u = value[a] ^ value[m - a];
    bits[u >> 6] |= std::uint64_t{1} << (u & 63);
  }
}

}  // namespace

void PairValueSets::widen(Value largest) {
  while (value_bits_ <= largest) value_bits_ *= 2;
  const std::size_t wanted = std::max<std::size_t>(1, value_bits_ / 64);
  if (wanted <= words_) return;
  words_ = wanted;
  // Word-major blocks grow by appending zero words.
  for (std::size_t b = first_live_block_; b < blocks_.size(); ++b)
    blocks_[b].resize(words_ * 64, 0);
}

void PairValueSets::add_up_to(std::size_t end, const Sequence& g, ThreadTeam& team,
                              unsigned threads) {
  if (end <= size_) return;
  const std::size_t sizes = end - size_;
  // A set holding every value below value_bits_ cannot grow: checked now and then, where the
  // values are few (games whose values stay 0 and 1 would otherwise visit every split).
  if (value_bits_ <= 64 * low_words) {
    constexpr std::size_t check_every = 64;
    for (; size_ < end;) {
      const std::size_t m = size_;
      scratch_.assign(words_, 0);
      for (std::size_t a = 1; 2 * a <= m; ++a) {
        const Value v = g[a] ^ g[m - a];
        scratch_[v >> 6] |= std::uint64_t{1} << (v & 63);
        if (a % check_every == 0) {
          std::size_t present = 0;
          for (std::uint64_t w : scratch_) present += static_cast<std::size_t>(std::popcount(w));
          if (present == value_bits_) break;
        }
      }
      store(scratch_.data());
    }
    return;
  }
  // The splits a = 1 .. m / 2 of every size m go out in chunks claimed from one counter (a
  // thread the scheduler holds back leaves its share to the others); each thread marks its
  // chunks in sets of its own, one pair per size.
  constexpr std::size_t chunk = 4096;
  if (shares_.size() < 2 * threads * sizes) shares_.resize(2 * threads * sizes);
  const std::size_t first = size_;
  std::size_t chunks = 0;
  for (std::size_t m = first; m < end; ++m) chunks += (m / 2 + chunk - 1) / chunk;
  std::atomic<std::size_t> next{0};
  const auto share = [&](unsigned t) {
    for (std::size_t i = 0; i < sizes; ++i) {
      shares_[2 * (i * threads + t)].assign(words_, 0);
      shares_[2 * (i * threads + t) + 1].assign(words_, 0);
    }
    for (std::size_t claimed; (claimed = next.fetch_add(1, std::memory_order_relaxed)) < chunks;) {
      // The claimed chunk's size m and its first split a.
      std::size_t i = 0, skip = claimed;
      for (;; ++i) {
        const std::size_t here = ((first + i) / 2 + chunk - 1) / chunk;
        if (skip < here) break;
        skip -= here;
      }
      const std::size_t m = first + i, a = 1 + skip * chunk;
      mark_pair_values(g, m, a, std::min(a + chunk, m / 2 + 1),
                       shares_[2 * (i * threads + t)].data(),
                       shares_[2 * (i * threads + t) + 1].data());
    }
  };
  if (threads == 1)
    share(0);
  else
    team.run(threads, share);
  for (std::size_t i = 0; i < sizes; ++i) {
    scratch_.assign(words_, 0);
    for (std::size_t s = 2 * i * threads; s < 2 * (i + 1) * threads; ++s)
      for (std::size_t j = 0; j < words_; ++j) scratch_[j] |= shares_[s][j];
    store(scratch_.data());
  }
}

void PairValueSets::store(const std::uint64_t* set) {
  const std::size_t m = size_;
  if (m % 64 == 0) blocks_.emplace_back(words_ * 64, 0);
  std::uint64_t* block = blocks_[m >> 6].data();
  for (std::size_t j = 0; j < words_; ++j) block[(j << 6) | (m & 63)] = set[j];
  for (std::size_t j = 0; j < low_words; ++j) low_[j].push_back(j < words_ ? set[j] : 0);
  ++size_;
}

void PairValueSets::forget_below(std::size_t m) {
  while (first_live_block_ + 1 < blocks_.size() && (first_live_block_ + 1) * 64 <= m) {
    std::vector<std::uint64_t>().swap(blocks_[first_live_block_]);
    ++first_live_block_;
  }
}

}  // namespace nimlab::detail
