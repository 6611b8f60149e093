// Grundy values of octal codes by the sparse-space method (see nimlab/values/octal_sparse.hpp for
// the idea and the classification of values).
//
// G(n) = mex of: 0 if some k = n has dk & 1; G(n-k) for dk & 2 and n-k >= 1; G(a) ^ G(b) for
// dk & 4 and a + b = n-k, a, b >= 1. With R the rare positions below n, s the number of
// splitting digits and B the smallest power of two above the largest value, heap n costs
// O(t + s*|R| + B) to mark every reachable common value and find the common candidate, plus a
// search over at most s*n/2 splits that stops once every rare value below the candidate is seen
// (a full scan exactly when G(n) is rare, so O(s*n*|R|) in all). A heap is computed by plain
// enumeration while no mask is chosen or when rare positions are too many to pay off.
// Mask choice: O(n + b*2^b) (b <= 21 bits of (value, heap parity)), at each doubling of n and
// each new bit of the largest value. Memory: count bytes per 8 bits of value, plus O(|R| + B).
#include "nimlab/values/octal_sparse.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <thread>

#include "nimlab/error.hpp"

namespace nimlab {
namespace {

// Heaps below this are enumerated in full; the first mask is chosen here.
constexpr std::size_t first_mask_heap = 128;
// Masks use at most this many low bits of the value (one more for the heap parity).
constexpr unsigned max_mask_bits = 20;
// At most 1 / near_share of the rare positions lie below the block size (the near terms).
constexpr std::size_t near_share = 16;
// Blocks with fewer far terms than this are marked by one thread: waking the others costs more.
constexpr std::size_t parallel_from_steps = std::size_t{1} << 12;

// Heap parity as the classification uses it: (n - k0) mod 2.
std::size_t heap_parity(std::size_t n, std::size_t k0) {
  return (n + k0) & 1u;
}

bool rare_under(std::uint32_t mask, bool parity, std::size_t q, Value v) {
  return ((std::popcount(v & mask) + (parity ? q : 0)) & 1u) == 0;
}

struct SplitParity {
  bool allowed = false;  // every splitting digit has the same parity
  std::size_t k0 = 0;
};

SplitParity split_parity(const Game& game) {
  bool even = false, odd = false;
  for (std::size_t k : game.moves().splits) (k % 2 ? odd : even) = true;
  for (std::size_t k : game.moves().unequal_splits) (k % 2 ? odd : even) = true;
  return {even != odd, odd ? 1u : 0u};
}

// The choice minimising the rare count for a histogram h of (value << 1 | heap parity): under
// M' = mask << 1 | parity, rare positions number (N + W(M')) / 2 with W the Walsh-Hadamard
// transform of h. Values are folded to their low max_mask_bits bits first.
RareChoice choose_from_histogram(const std::vector<std::size_t>& h, Value largest,
                                 bool parity_allowed) {
  const unsigned bits =
      std::clamp(static_cast<unsigned>(std::bit_width(largest)), 1u, max_mask_bits);
  const std::size_t size = std::size_t{2} << bits;
  std::vector<std::int64_t> w(size, 0);
  std::int64_t total = 0;
  for (std::size_t i = 0; i < h.size(); ++i) {
    w[i & (size - 1)] += static_cast<std::int64_t>(h[i]);
    total += static_cast<std::int64_t>(h[i]);
  }
  for (std::size_t len = 1; len < size; len <<= 1)
    for (std::size_t i = 0; i < size; i += 2 * len)
      for (std::size_t j = i; j < i + len; ++j) {
        const std::int64_t u = w[j], v = w[j + len];
        w[j] = u + v;
        w[j + len] = u - v;
      }
  std::size_t best = 2;  // mask 1 without parity
  for (std::size_t m = 1; m < size; ++m) {
    if ((m & 1u) && !parity_allowed) continue;
    if (w[m] < w[best]) best = m;
  }
  return {static_cast<std::uint32_t>(best >> 1), (best & 1u) != 0,
          static_cast<std::size_t>((total + w[best]) / 2)};
}

// Visits the splits (a, n - k - a) of heap n for a_begin <= a < a_end, small parts first for every
// digit at once (a value
// missing from the splits of one n - k is often found among those of another within a few
// steps), until every value of the bitset `missing` (words words) is found or the splits run
// out; clears the found ones from `missing`. Values found are ORed into a bitset by blocks, with
// no branch per split: W words held in registers (W = 1, 2, 4: values below 64 W), or, for
// W = 0, the caller's memory `spill`. Returns the number of splits visited (rounded up to the
// block); ORs every value below 64 * words seen into `seen` if given, and stores in `stopped_at`,
// if given, the a it stopped at (every split below it was visited).
template <std::size_t W, class T>
std::size_t search_splits(const T* g, std::size_t n, const std::vector<std::size_t>& digits,
                          const std::vector<std::size_t>& reach, std::size_t a_begin,
                          std::size_t a_end, std::uint64_t* missing, std::size_t words,
                          std::uint64_t* spill, std::uint64_t* seen, std::size_t* stopped_at) {
  constexpr std::size_t block = 16;
  std::uint64_t reg[W == 0 ? 1 : W] = {};
  std::uint64_t* found = W == 0 ? spill : reg;
  if (W == 0) std::fill(spill, spill + words, 0);
  const std::size_t first = reach.front();
  std::size_t a = a_begin, visited = 0;
  bool any_missing = true;
  while (any_missing && a < a_end && 2 * a + first <= n) {
    const std::size_t end = std::min(a + block, a_end);
    if constexpr (W != 0 && sizeof(T) == 1) {
      // Eight splits of one n - k from two 8-byte loads, the far parts byte-reversed.
      for (; a < end && 2 * (a + 7) + reach.back() <= n; a += 8)
        for (std::size_t k : digits) {
          std::uint64_t near, far;
          std::memcpy(&near, g + a, 8);
          std::memcpy(&far, g + (n - k - a - 7), 8);
          const std::uint64_t x = near ^ __builtin_bswap64(far);
          for (unsigned i = 0; i < 64; i += 8) {
            const unsigned v = static_cast<unsigned>(x >> i) & 0xffu;
            const std::uint64_t bit = std::uint64_t{1} << (v & 63);
            if constexpr (W == 1)
              reg[0] |= bit;
            else
              for (std::size_t w = 0; w < W; ++w) reg[w] |= (v >> 6) == w ? bit : 0;
          }
          visited += 8;
        }
    }
    for (; a < end && 2 * a + first <= n; ++a)
      for (std::size_t j = 0; j < digits.size(); ++j) {
        if (reach[j] + 2 * a > n) break;
        const std::size_t k = digits[j];
        const unsigned x = static_cast<unsigned>(g[a] ^ g[n - k - a]);
        const std::uint64_t bit = std::uint64_t{1} << (x & 63);
        if constexpr (W == 0) {
          // Values at or beyond the missing range are of no interest here.
          if ((x >> 6) < words) spill[x >> 6] |= bit;
        } else if constexpr (W == 1) {
          reg[0] |= bit;  // every value is below 64 here
        } else {
          for (std::size_t w = 0; w < W; ++w) reg[w] |= (x >> 6) == w ? bit : 0;
        }
        ++visited;
      }
    any_missing = false;
    for (std::size_t w = 0; w < words; ++w) {
      missing[w] &= ~found[w];
      any_missing = any_missing || missing[w] != 0;
    }
  }
  if (seen)
    for (std::size_t w = 0; w < words; ++w) seen[w] |= found[w];
  if (stopped_at) *stopped_at = a;
  return visited;
}

// search_splits with the bitset of found values in registers when the values (below 64 * words)
// allow it.
template <class T>
std::size_t search_splits_of(std::size_t words, const T* g, std::size_t n,
                             const std::vector<std::size_t>& digits,
                             const std::vector<std::size_t>& reach, std::size_t a_begin,
                             std::size_t a_end, std::uint64_t* missing, std::size_t missing_words,
                             std::uint64_t* spill, std::uint64_t* seen = nullptr,
                             std::size_t* stopped_at = nullptr) {
  if (words <= 1)
    return search_splits<1>(g, n, digits, reach, a_begin, a_end, missing, missing_words, nullptr,
                            seen, stopped_at);
  if (words <= 2)
    return search_splits<2>(g, n, digits, reach, a_begin, a_end, missing, missing_words, nullptr,
                            seen, stopped_at);
  if (words <= 4)
    return search_splits<4>(g, n, digits, reach, a_begin, a_end, missing, missing_words, nullptr,
                            seen, stopped_at);
  return search_splits<0>(g, n, digits, reach, a_begin, a_end, missing, missing_words, spill, seen,
                          stopped_at);
}

// The smallest value of the class bitset `cls` that `row` leaves unmarked, or `none`.
std::size_t first_unmarked(const std::uint64_t* cls, const std::uint64_t* row, std::size_t words,
                           std::size_t none) {
  for (std::size_t w = 0; w < words; ++w)
    if (const std::uint64_t free = cls[w] & ~row[w]; free != 0)
      return 64 * w + static_cast<std::size_t>(std::countr_zero(free));
  return none;
}

// The rare values below c that neither `row` nor `seen` (if given) holds, as out_words words of
// `out` (zero from c on); whether there is any.
bool unseen_rare_below(const std::uint64_t* rare_class, const std::uint64_t* row,
                       const std::uint64_t* seen, std::size_t c, std::size_t out_words,
                       std::uint64_t* out) {
  bool any = false;
  for (std::size_t w = 0; w < out_words; ++w) {
    std::uint64_t m = 64 * w >= c ? 0 : rare_class[w] & ~row[w] & (seen ? ~seen[w] : ~0ull);
    if (64 * w < c && c < 64 * (w + 1)) m &= (std::uint64_t{1} << (c % 64)) - 1;
    out[w] = m;
    any = any || m != 0;
  }
  return any;
}

std::string mebibytes(std::size_t bytes) {
  return std::to_string((bytes + (1u << 20) - 1) >> 20);
}

}  // namespace

std::size_t sparse_memory_estimate(std::size_t count, unsigned bits) {
  return count * (bits / 8);
}

bool sparse_engine_takes(const Game& game) {
  return game.splits() && game.moves().triple_splits.empty();
}

bool is_rare_value(const Game& game, std::uint32_t mask, bool position_parity, Value v,
                   std::size_t n) {
  return rare_under(mask, position_parity, heap_parity(n, split_parity(game).k0), v);
}

RareChoice best_rare_choice(const Game& game, ValueView view) {
  const SplitParity sp = split_parity(game);
  return std::visit(
      [&](auto g) {
        Value largest = 0;
        for (std::size_t n = 1; n < g.size(); ++n) largest = std::max<Value>(largest, g[n]);
        const std::size_t span = std::size_t{2}
                                 << std::clamp(static_cast<unsigned>(std::bit_width(largest)), 1u,
                                               max_mask_bits);
        std::vector<std::size_t> h(span, 0);
        for (std::size_t n = 1; n < g.size(); ++n)
          ++h[((std::size_t{g[n]} << 1) | heap_parity(n, sp.k0)) & (span - 1)];
        return choose_from_histogram(h, largest, sp.allowed);
      },
      view);
}

RareChoice best_rare_choice(const Game& game, const Sequence& g) {
  return best_rare_choice(game, ValueView(std::span<const Value>(g)));
}

SparseGrundy::SparseGrundy(const Game& game, Progress progress)
    : game_(game), progress_(std::move(progress)) {
  if (!game.moves().triple_splits.empty())
    throw error("the sparse-space engine takes splits into two heaps only; " + game.name() +
                " has splits into three");
  std::vector<std::pair<std::size_t, std::size_t>> by_reach;  // (reach, k)
  for (std::size_t k : game.moves().splits) by_reach.emplace_back(k, k);
  for (std::size_t k : game.moves().unequal_splits) by_reach.emplace_back(k + 1, k);
  std::sort(by_reach.begin(), by_reach.end());
  for (auto [reach, k] : by_reach) {
    split_digits_.push_back(k);
    split_reach_.push_back(reach);
    split_unequal_.push_back(reach != k);
  }
  const SplitParity sp = split_parity(game);
  parity_allowed_ = sp.allowed;
  k0_ = sp.k0;
  seen_.assign(4, 0);
  histogram_.assign(4, 0);
  next_choice_ = first_mask_heap;
}

std::size_t SparseGrundy::size() const {
  return std::visit([](const auto& g) { return g.size(); }, g_);
}

Value SparseGrundy::operator[](std::size_t n) const {
  return std::visit([n](const auto& g) { return static_cast<Value>(g[n]); }, g_);
}

Sequence SparseGrundy::prefix(std::size_t count) const {
  return std::visit(
      [count](const auto& g) {
        if (count > g.size()) throw error("prefix longer than the values computed");
        return Sequence(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(count));
      },
      g_);
}

ValueView SparseGrundy::view() const {
  return std::visit([](const auto& g) { return ValueView(std::span(g.data(), g.size())); }, g_);
}

std::vector<std::pair<std::size_t, Value>> SparseGrundy::rare_values() const {
  std::vector<std::pair<std::size_t, Value>> out;
  out.reserve(rare_.size());
  for (std::size_t i = 0; i < rare_.size(); ++i) out.emplace_back(rare_[i], rare_values_[i]);
  return out;
}

bool SparseGrundy::rare_at(Value v, std::size_t n) const {
  return rare_under(stats_.mask, stats_.position_parity, heap_parity(n, k0_), v);
}

void SparseGrundy::choose_mask(std::size_t size) {
  const RareChoice c = choose_from_histogram(histogram_, stats_.largest, parity_allowed_);
  stats_.mask = c.mask;
  stats_.position_parity = c.position_parity;
  have_mask_ = true;
  ++mask_epoch_;
  rare_.clear();
  rare_values_.clear();
  std::visit(
      [this](const auto& g) {
        for (std::size_t n = 1; n < g.size(); ++n)
          if (rare_at(g[n], n)) {
            rare_.push_back(n);
            rare_values_.push_back(g[n]);
          }
      },
      g_);
  stats_.rare_positions = rare_.size();
  // Terms with a rare part below 2B are near for most heaps of a block of B (the far terms stop
  // a block short of it): keep them few. B
  // depends on the rare positions below `size` only, so that a restored engine (whose rare_ holds
  // those of every value) chooses the same blocks, and the same work, as an uninterrupted one.
  const auto first = rare_.begin();
  const auto known = std::lower_bound(first, rare_.end(), size);
  const auto known_count = static_cast<std::size_t>(known - first);
  block_size_ = std::min(pause_interval, std::bit_floor(size));
  while (block_size_ > min_block_size &&
         near_share *
                 static_cast<std::size_t>(std::lower_bound(first, known, block_size_) - first) >
             known_count)
    block_size_ /= 2;
}

void SparseGrundy::set_threads(unsigned threads) {
  threads_ = threads;
}

unsigned SparseGrundy::threads() const {
  return threads_ != 0 ? threads_ : detail::default_engine_threads();
}

void SparseGrundy::prepare_block(FarBlock& b, std::size_t first, std::size_t count,
                                 std::size_t words) {
  // The block is [begin, begin + B), aligned, whichever heap of it comes first (a resumed or
  // extended run starts inside one): its far terms are the same for every caller. They stop a
  // block short of it, so that the far terms of the next block can be marked while one thread
  // finishes this one.
  const std::size_t begin = first / block_size_ * block_size_;
  const std::size_t base = begin >= block_size_ ? begin - block_size_ : 0;
  const auto rare_count =
      static_cast<std::size_t>(std::lower_bound(rare_.begin(), rare_.end(), base) - rare_.begin());
  // A copy: the finishing thread appends to rare_ (and may choose a new mask) meanwhile. Under
  // one mask, the rare positions below the base of a later block extend those of an earlier
  // one, and most blocks add none: blocks share one copy of every rare position known when it
  // was made, so that the threads marking them read one array (with a copy per block under
  // way, marking took 26% more CPU time on two threads than on one).
  if (!rare_copy_ || rare_copy_epoch_ != mask_epoch_ || rare_copy_->positions.size() < rare_count) {
    rare_copy_ = std::make_shared<const RareCopy>(RareCopy{rare_, rare_values_});
    rare_copy_epoch_ = mask_epoch_;
  }
  b.rare = rare_copy_;
  b.rare_count = rare_count;
  // The classes change only with the mask and the bound: kept while those hold.
  if (b.epoch != mask_epoch_ || b.words != words)
    for (std::size_t q = 0; q < 2; ++q)
      for (std::size_t r = 0; r < 2; ++r) b.classes[q][r] = class_bits_[q][r];
  b.begin = begin;
  b.base = base;
  b.first = first;
  b.end = std::min(count, begin + block_size_);
  b.words = words;
  b.epoch = mask_epoch_;
  // Sized only: mark_far writes every heap's entries.
  b.rows.resize((b.end - first) * words);
  b.found.resize((b.end - first) * words);
  b.far_visits.resize(b.end - first);
  b.far_stop.resize(b.end - first);
  b.chunk = 0;  // marked whole by one thread unless deal_chunks splits it
}

bool SparseGrundy::may_share() const {
  return active_threads_ > 1 && governor_.sharing(detail::SharingGovernor::Clock::now());
}

bool SparseGrundy::worth_sharing(const FarBlock& b) const {
  return static_cast<double>(b.end - b.first) *
             static_cast<double>(b.rare_count * split_digits_.size()) >
         static_cast<double>(parallel_from_steps);
}

void SparseGrundy::reserve_scratch(std::size_t words) {
  // Per thread, on its own cache lines: the marks (a byte a value) and two bitsets.
  scratch_stride_ = (10 * words + 7) / 8 * 8;
  if (block_scratch_.size() < active_threads_ * scratch_stride_)
    block_scratch_.resize(active_threads_ * scratch_stride_);
}

template <class T>
void SparseGrundy::mark_far(FarBlock& b, const T* values, std::size_t thread, std::size_t from,
                            std::size_t to) {
  const std::size_t words = b.words, base = b.base, rare_count = b.rare_count;
  // Local copies of the pointers the hot loops read: the byte stores to `mark` may alias
  // anything, so pointers read through a reference would be reloaded after each of them.
  const std::size_t* const rare = b.rare->positions.data();
  const Value* const rare_value = b.rare->values.data();
  const std::size_t* const digits = split_digits_.data();
  const std::size_t digit_count = split_digits_.size();
  // One byte a value, zeroed per heap, then packed eight bytes at a time into the row's bits.
  std::uint64_t* scratch = block_scratch_.data() + thread * scratch_stride_;
  std::uint8_t* mark = reinterpret_cast<std::uint8_t*>(scratch);
  std::uint64_t* missing = scratch + 8 * words;
  std::uint64_t* spill = missing + words;
  for (std::size_t j = from; j < to; ++j) {
    const std::size_t n = b.first + j;
    std::memset(mark, 0, 64 * words);
    for (std::size_t d = 0; d < digit_count; ++d) {
      const std::size_t k = digits[d];
      if (n < k + 2) continue;
      const std::size_t m = n - k;
      // Far terms: rare r < base with m - r below base too.
      const std::size_t lo =
          m > base
              ? static_cast<std::size_t>(std::upper_bound(rare, rare + rare_count, m - base) - rare)
              : 0;
      const std::size_t hi =
          static_cast<std::size_t>(std::lower_bound(rare, rare + rare_count, m) - rare);
      // An unequal split leaves out r = m - r.
      std::size_t skip = hi;
      if (split_unequal_[d] && m % 2 == 0) {
        const std::size_t* at = std::lower_bound(rare + lo, rare + hi, m / 2);
        if (at != rare + hi && *at == m / 2) skip = static_cast<std::size_t>(at - rare);
      }
      for (std::size_t i = lo; i < skip; ++i) mark[rare_value[i] ^ values[m - rare[i]]] = 1;
      for (std::size_t i = skip + (skip < hi ? 1 : 0); i < hi; ++i)
        mark[rare_value[i] ^ values[m - rare[i]]] = 1;
    }
    std::uint64_t* row = b.rows.data() + j * words;
    for (std::size_t w = 0; w < words; ++w) {
      std::uint64_t bits = 0;
      for (unsigned i = 0; i < 8; ++i) {
        std::uint64_t eight;
        std::memcpy(&eight, mark + 64 * w + 8 * i, 8);
        // Eight 0/1 bytes to eight bits: the products land on distinct bits, no carries.
        bits |= ((eight * 0x0102040810204080ull) >> 56) << (8 * i);
      }
      row[w] = bits;
    }
    // The search, over the far splits (both parts below base), for the rare values below the
    // smallest common value the far terms leave unmarked: the mex is at least that, and the
    // near terms, which may raise it, are few.
    b.far_stop[j] = n - base + 1;
    b.far_visits[j] = 0;
    std::fill_n(b.found.data() + j * words, words, 0);
    if (digit_count == 0) continue;
    const std::size_t q = heap_parity(n, k0_);
    const std::uint64_t* common = b.classes[q][0].data();
    const std::uint64_t* rare_class = b.classes[q][1].data();
    const std::size_t c = first_unmarked(common, row, words, 64 * words);
    if (!unseen_rare_below(rare_class, row, nullptr, c, words, missing)) continue;
    // Every value the search sees is recorded, not only those it looks for: when a near term
    // raises the mex, the rare values below the new one have often been seen already.
    b.far_visits[j] =
        search_splits_of(words, values, n, split_digits_, split_reach_, n - base + 1, SIZE_MAX,
                         missing, words, spill, b.found.data() + j * words, &b.far_stop[j]);
  }
}

template <class T>
void SparseGrundy::mark_block(const std::vector<T>& g, std::size_t first, std::size_t count,
                              std::size_t words) {
  prepare_block(block_, first, count, words);
  reserve_scratch(words);
  if (may_share() && worth_sharing(block_))
    mark_shared(block_, g.data());
  else
    mark_far(block_, g.data(), 0, 0, block_.end - block_.first);
}

std::size_t SparseGrundy::deal_chunks(FarBlock& b) {
  const std::size_t heaps = b.end - b.first;
  // Chunks of a multiple of eight heaps, so that no two threads write one cache line of rows and
  // counts (FarBlock's buffers are aligned): small, since a heap's far search stops as soon as it
  // has seen what it looks for, so heaps differ in cost by orders of magnitude.
  const std::size_t chunk = std::max<std::size_t>(8, heaps / (64 * active_threads_) / 8 * 8);
  const std::size_t chunks = (heaps + chunk - 1) / chunk;
  if (b.done_capacity < chunks) {
    b.done = std::make_unique<std::atomic<std::uint8_t>[]>(chunks);
    b.done_capacity = chunks;
  }
  for (std::size_t i = 0; i < chunks; ++i) b.done[i].store(0, std::memory_order_relaxed);
  b.chunk = chunk;
  return chunks;
}

template <class T>
void SparseGrundy::mark_shared(FarBlock& b, const T* values) {
  const std::size_t heaps = b.end - b.first;
  const std::size_t chunks = deal_chunks(b), chunk = b.chunk;
  // Each claim takes a share of what is left (at least one chunk), so that a block costs a few
  // claims rather than one per chunk (each moves a cache line between cores).
  std::atomic<std::size_t> front{0};
  const std::size_t shares = 2 * std::size_t{active_threads_};
  team().run(active_threads_, [&](unsigned thread) {
    for (std::size_t now = front.load(std::memory_order_relaxed); now < chunks;) {
      const std::size_t size = std::max<std::size_t>(1, (chunks - now) / shares);
      if (!front.compare_exchange_weak(now, now + size, std::memory_order_relaxed)) continue;
      for (std::size_t i = now; i < std::min(chunks, now + size); ++i) {
        mark_far(b, values, thread, i * chunk, std::min(heaps, (i + 1) * chunk));
        b.done[i].store(1, std::memory_order_release);
      }
      now = front.load(std::memory_order_relaxed);
    }
  });
}

template <class T>
SparseGrundy::Finished SparseGrundy::stream_blocks(std::vector<T>& g, std::size_t n,
                                                   std::size_t count, std::size_t words) {
  // Block s (0: block_) lives in slot s % 3, whose claim word holds, from the high bits down, 24
  // bits of s, the number of chunks and the first chunk no thread has taken: a thread that finds
  // another block's tag there knows that block s is finished and its slot reused.
  FarBlock* const slots[3] = {&block_, &next_block_, &third_block_};
  constexpr unsigned field = 20;
  constexpr std::uint64_t field_mask = (std::uint64_t{1} << field) - 1, tag_mask = (1u << 24) - 1;
  const auto claim_word = [](std::uint64_t s, std::size_t chunks) {
    return ((s & tag_mask) << (2 * field)) | (std::uint64_t{chunks} << field);
  };
  std::atomic<std::uint64_t> claims[3];
  // The number of blocks dealt so far, with the top bit set once the finishing thread stops.
  constexpr std::uint64_t stopped = std::uint64_t{1} << 63;
  std::atomic<std::uint64_t> dealt{0};
  const auto deal = [&](std::uint64_t s, bool marked) {
    const std::size_t chunks = marked ? 0 : deal_chunks(*slots[s % 3]);
    claims[s % 3].store(claim_word(s, chunks), std::memory_order_release);
    dealt.store(s + 1, std::memory_order_release);
    dealt.notify_all();
  };
  // The chunk of block s this thread takes, or none (every chunk taken, or s finished).
  constexpr std::size_t none = ~std::size_t{0};
  const auto take = [&](std::uint64_t s) {
    std::atomic<std::uint64_t>& claim = claims[s % 3];
    std::uint64_t now = claim.load(std::memory_order_acquire);
    for (;;) {
      if ((now >> (2 * field)) != (s & tag_mask) ||
          (now & field_mask) >= ((now >> field) & field_mask))
        return none;
      if (claim.compare_exchange_weak(now, now + 1, std::memory_order_acquire))
        return static_cast<std::size_t>(now & field_mask);
    }
  };
  const T* const values = g.data();  // reserved for count values: push_back does not move them
  const auto mark_chunk = [&](std::uint64_t s, std::size_t i, unsigned thread) {
    FarBlock& b = *slots[s % 3];
    mark_far(b, values, thread, i * b.chunk, std::min(b.end - b.first, (i + 1) * b.chunk));
    b.done[i].store(1, std::memory_order_release);
  };
  // A short wait for another thread: spinning, unless the threads outnumber the cores (the
  // thread waited for may then need this one's).
  const auto wait_a_little = [this] {
    if (team_->spins())
      detail::cpu_relax();
    else
      std::this_thread::yield();
  };
  // Once block s is finished: no thread takes a chunk of it from now on, and those taken are
  // marked, so that its slot may be dealt again. (A heap finished by plain enumeration does not
  // wait for its chunk.)
  const auto retire = [&](std::uint64_t s) {
    std::atomic<std::uint64_t>& claim = claims[s % 3];
    std::uint64_t now = claim.load(std::memory_order_relaxed);
    while (!claim.compare_exchange_weak(now, (now & ~field_mask) | ((now >> field) & field_mask),
                                        std::memory_order_relaxed)) {
    }
    const FarBlock& b = *slots[s % 3];
    for (std::size_t i = 0; i < (now & field_mask); ++i)
      while (b.done[i].load(std::memory_order_acquire) == 0) wait_a_little();
  };
  deal(0, true);
  deal(1, false);
  reserve_scratch(words);
  // A stale block from now on: chunks no thread took, or an exception left it unfinished.
  const auto forget = [](FarBlock& b) { b.epoch = ~std::uint64_t{0}; };
  Finished f{n, false};
  const auto job = [&](unsigned thread) {
    if (thread != 0) {
      // Mark chunks of the dealt blocks in order until the finishing thread stops.
      for (std::uint64_t s = 1;;) {
        std::uint64_t now = dealt.load(std::memory_order_acquire);
        if (now & stopped) return;
        if (s >= now) {
          detail::wait_change(dealt, now, team_->spins());
          continue;
        }
        const std::size_t i = take(s);
        if (i == none)
          ++s;
        else
          mark_chunk(s, i, thread);
      }
    }
    // On the way out, by return or exception, the others stop too.
    struct StopOthers {
      std::atomic<std::uint64_t>& dealt;
      ~StopOthers() {
        dealt.fetch_or(stopped, std::memory_order_release);
        dealt.notify_all();
      }
    } stop_others{dealt};
    for (std::uint64_t k = 0;;) {
      FarBlock& b = *slots[k % 3];
      const std::size_t end = b.end;
      f = finish_heaps(g, f.n, end, b);
      if (f.widen) return;
      // A new bit of the largest value makes the blocks stale.
      const std::size_t now_words = bound_words();
      if (f.n < end) {
        // Not marked yet, or the block is stale (a new mask or bound: the caller marks again).
        if (!b.holds(f.n, mask_epoch_, now_words)) return;
        std::size_t i = take(k);
        if (i != none) {
          mark_chunk(k, i, 0);
        } else if (k + 1 < (dealt.load(std::memory_order_relaxed) & ~stopped) &&
                   (i = take(k + 1)) != none) {
          mark_chunk(k + 1, i, 0);  // the heap's chunk is being marked: work ahead meanwhile
        } else {
          wait_a_little();
        }
        continue;
      }
      retire(k);
      governor_.shared(detail::SharingGovernor::Clock::now());
      if (end >= count) return;
      // Block k is done: deal the block after next, whose far part reads values below it, if the
      // mask and bound the blocks were marked with still hold.
      const FarBlock& next = *slots[(k + 1) % 3];
      if (now_words != words || !next.holds(end, mask_epoch_, words) ||
          classes_epoch_ != mask_epoch_ || classes_words_ != words)
        return;
      if (k + 2 == (dealt.load(std::memory_order_relaxed) & ~stopped) && next.end < count &&
          may_share()) {
        prepare_block(*slots[(k + 2) % 3], next.end, count, words);
        deal(k + 2, false);
      }
      ++k;
      if (k >= (dealt.load(std::memory_order_relaxed) & ~stopped)) return;
    }
  };
  try {
    team().run(active_threads_, job);
  } catch (...) {
    for (FarBlock* b : slots) forget(*b);
    throw;
  }
  // Then block_ holds n if a marked block does.
  for (std::size_t i = 0; i < 3; ++i) {
    const std::uint64_t word = claims[i].load(std::memory_order_relaxed);
    if ((word & field_mask) < ((word >> field) & field_mask)) forget(*slots[i]);
  }
  for (FarBlock* b : slots)
    if (b != &block_ && b->holds(f.n, mask_epoch_, b->words)) std::swap(block_, *b);
  return f;
}

detail::ThreadTeam& SparseGrundy::team() {
  if (!team_) team_ = std::make_unique<detail::ThreadTeam>();
  return *team_;
}

template <class T>
SparseGrundy::Finished SparseGrundy::finish_heaps(std::vector<T>& g, std::size_t n,
                                                  std::size_t stop, FarBlock& b) {
  const Moves& moves = game_.moves();
  for (; n < stop; ++n) {
    const Value bound = value_bound();
    const std::size_t words = bound_words();
    if (seen_.size() < std::size_t{bound} + 1) seen_.resize(std::size_t{bound} * 2 + 1, 0);
    if (found_.size() < words + 1) {
      found_.resize(words + 1);
      missing_.resize(words + 1);
    }
    std::uint64_t steps = 1 + moves.eliminations.size() + moves.reductions.size();

    Value value = 0;
    if (!sparse_at(n)) {
      ++stats_.full_heaps;
      const std::uint32_t stamp = ++stamp_;
      std::uint32_t* seen = seen_.data();
      for (std::size_t k : moves.eliminations)
        if (k == n) seen[0] = stamp;
      for (std::size_t k : moves.reductions)
        if (k < n) seen[g[n - k]] = stamp;
      for (std::size_t d = 0; d < split_digits_.size(); ++d) {
        const std::size_t k = split_digits_[d];
        std::size_t a = 1;
        for (; 2 * a + split_reach_[d] <= n; ++a) seen[g[a] ^ g[n - k - a]] = stamp;
        steps += a - 1;
      }
      while (seen[value] == stamp) ++value;
    } else {
      // A new mask or a wider bound since the block was marked: the caller marks it again.
      if (!b.holds(n, mask_epoch_, words) || !b.marked(n)) return {n, false};
      const std::size_t j = n - b.first;
      std::uint64_t* row = b.rows.data() + j * words;
      const std::uint64_t* found_far = b.found.data() + j * words;
      steps += b.far_visits[j];
      stats_.search_splits += b.far_visits[j];
      const auto mark = [row](std::size_t v) { row[v >> 6] |= std::uint64_t{1} << (v & 63); };
      for (std::size_t k : moves.eliminations)
        if (k == n) mark(0);
      for (std::size_t k : moves.reductions)
        if (k < n) mark(g[n - k]);
      // The near terms; the far ones are in the row.
      const std::size_t base = b.base, base_rare = b.rare_count;
      const std::size_t* rare = rare_.data();
      const Value* rare_value_at = rare_values_.data();
      const T* values = g.data();
      for (std::size_t d = 0; d < split_digits_.size(); ++d) {
        const std::size_t k = split_digits_[d];
        if (n < k + 2) continue;
        const std::size_t m = n - k;
        const std::size_t below = static_cast<std::size_t>(
            std::lower_bound(rare_.begin(), rare_.end(), m) - rare_.begin());
        steps += below;
        const std::size_t skip = split_unequal_[d] && m % 2 == 0 ? m / 2 : 0;
        // The common part m - r at or above base ...
        const std::size_t low = m > base
                                    ? static_cast<std::size_t>(
                                          std::upper_bound(rare, rare + base_rare, m - base) - rare)
                                    : 0;
        for (std::size_t i = 0; i < low; ++i)
          if (rare[i] != skip) mark(rare_value_at[i] ^ values[m - rare[i]]);
        // ... or the rare part a rare heap at or above base.
        for (std::size_t i = base_rare; i < below; ++i)
          if (rare[i] != skip) mark(rare_value_at[i] ^ values[m - rare[i]]);
      }
      // Every reachable common value is marked: c is the smallest unreachable one (or B).
      const std::size_t q = heap_parity(n, k0_);
      const std::uint64_t* common = class_bits_[q][0].data();
      const std::uint64_t* rare_class = class_bits_[q][1].data();
      const auto c = static_cast<Value>(first_unmarked(common, row, words, bound));
      // The rare values below c not yet seen, as a bitset over [0, c).
      const std::size_t missing_words = (std::size_t{c} + 63) / 64;
      std::uint64_t* missing = missing_.data();
      const bool any_missing =
          unseen_rare_below(rare_class, row, found_far, c, missing_words, missing);
      if (any_missing && !split_digits_.empty()) {
        ++stats_.searches;
        // The near splits (a part at or above base), then the far ones the far search did not
        // reach: what it saw is already out of `missing`.
        const std::size_t far_from = n - base + 1;
        std::size_t visited = search_splits_of(words, values, n, split_digits_, split_reach_, 1,
                                               far_from, missing, missing_words, found_.data());
        if (std::any_of(missing, missing + missing_words, [](std::uint64_t w) { return w != 0; }))
          visited += search_splits_of(words, values, n, split_digits_, split_reach_, b.far_stop[j],
                                      SIZE_MAX, missing, missing_words, found_.data());
        stats_.search_splits += visited;
        steps += visited;
      }
      value = c;
      for (std::size_t w = 0; w < missing_words; ++w)
        if (missing[w] != 0) {
          value = static_cast<Value>(64 * w + std::countr_zero(missing[w]));
          break;
        }
    }
    if (value > std::numeric_limits<T>::max()) return {n, true};  // the caller widens the storage
    g.push_back(static_cast<T>(value));
    stats_.work += steps;
    record(n, value);
    if ((n + 1) % pause_interval == 0) {
      if (heartbeat_) heartbeat_(n + 1);
      if (pause_) pause_();
      if (work_limit_ != 0 && stats_.work > work_limit_)
        throw WorkLimitReached("the work limit of " + std::to_string(work_limit_) +
                                   " steps was reached after " + std::to_string(n + 1) + " values",
                               n + 1, stats_.work);
    }
  }
  return {n, false};
}

Value SparseGrundy::value_bound() const {
  return static_cast<Value>(std::bit_ceil(std::size_t{stats_.largest} + 1));
}

std::size_t SparseGrundy::bound_words() const {
  return (std::size_t{value_bound()} + 63) / 64;
}

bool SparseGrundy::sparse_at(std::size_t n) const {
  return have_mask_ && 3 * rare_.size() <= n;
}

void SparseGrundy::refresh_classes(Value bound, std::size_t words) {
  if (classes_epoch_ == mask_epoch_ && classes_words_ == words) return;
  // The values of each class at each heap parity, as bitsets over [0, bound).
  classes_epoch_ = mask_epoch_;
  classes_words_ = words;
  for (std::size_t q = 0; q < 2; ++q) {
    class_bits_[q][0].assign(words, 0);
    class_bits_[q][1].assign(words, 0);
    for (std::size_t v = 0; v < bound; ++v)
      class_bits_[q][rare_under(stats_.mask, stats_.position_parity, q, static_cast<Value>(v))]
                 [v >> 6] |= std::uint64_t{1} << (v & 63);
  }
}

template <class T>
std::size_t SparseGrundy::run(std::vector<T>& g, std::size_t count) {
  std::size_t n = g.size();
  while (n < count) {
    if (!sparse_at(n)) {
      const Finished f = finish_heaps(g, n, n + 1, block_);
      if (f.widen) return f.n;
      n = f.n;
      continue;
    }
    const Value bound = value_bound();
    const std::size_t words = bound_words();
    refresh_classes(bound, words);
    if (!block_.holds(n, mask_epoch_, words)) mark_block(g, n, count, words);
    const std::size_t stop = block_.end;
    Finished f{n, false};
    // With threads to spare, the blocks ahead are marked while one thread finishes this one
    // (the far part of the next block reads values below this one only).
    bool streamed = false;
    if (stop < count && may_share()) {
      prepare_block(next_block_, stop, count, words);
      streamed = worth_sharing(next_block_);
    }
    if (streamed)
      f = stream_blocks(g, n, count, words);
    else
      f = finish_heaps(g, n, stop, block_);
    if (f.widen) return f.n;
    n = f.n;
  }
  return count;
}

void SparseGrundy::record(std::size_t n, Value value) {
  const unsigned old_bits = std::bit_width(stats_.largest);
  if (value > stats_.largest) {
    stats_.largest = value;
    stats_.largest_heap = n;
  }
  if (n >= 1) {
    const std::size_t i = (std::size_t{value} << 1) | heap_parity(n, k0_);
    if (i >= histogram_.size()) histogram_.resize(std::bit_ceil(i + 1), 0);
    ++histogram_[i];
    if (have_mask_ && rare_at(value, n)) {
      rare_.push_back(n);
      rare_values_.push_back(value);
    }
  }
  stats_.rare_positions = rare_.size();
  const std::size_t size = n + 1;
  const bool new_bit = std::bit_width(stats_.largest) != old_bits;
  if (size == next_choice_ || (have_mask_ && new_bit)) choose_mask(size);
  if (size == next_choice_) next_choice_ *= 2;
  if (progress_ && std::has_single_bit(size))
    progress_(SparseProgress{size, stats_.largest, stats_.largest_heap, stats_.mask,
                             stats_.position_parity, stats_.rare_positions});
}

void SparseGrundy::restore(SparseStorage values, const SparseCounters& counters) {
  const Moves& moves = game_.moves();
  const std::size_t count = std::visit([](const auto& g) { return g.size(); }, values);
  if (count > max_sparse_length)
    throw error(std::to_string(count) + " values, more than the limit " +
                std::to_string(max_sparse_length));
  // Every value is at most the number of options of its heap.
  const std::size_t single = moves.eliminations.size() + moves.reductions.size();
  Value largest = 0;
  std::size_t largest_heap = 0, bit_heap = 0;  // bit_heap: first heap of largest's bit width
  std::visit(
      [&](const auto& g) {
        for (std::size_t n = 0; n < count; ++n) {
          const std::size_t options = single + split_digits_.size() * (n / 2 + 1);
          if (g[n] > options || (n == 0 && g[0] != 0))
            throw error("G(" + std::to_string(n) + ") = " + std::to_string(g[n]) +
                        " is impossible (heap " + std::to_string(n) + " has at most " +
                        std::to_string(n == 0 ? 0 : options) + " options)");
          if (g[n] > largest) {
            if (std::bit_width(g[n]) != std::bit_width(largest)) bit_heap = n;
            largest = g[n];
            largest_heap = n;
          }
        }
      },
      values);
  const unsigned bits = 8u << values.index();
  if (values.index() > 0 && std::bit_width(largest) <= bits / 2)
    throw error("values stored in " + std::to_string(bits) + " bits, but the largest is " +
                std::to_string(largest));

  SparseGrundy fresh(game_);
  fresh.g_ = std::move(values);
  fresh.stats_.value_bits = bits;
  fresh.stats_.searches = counters.searches;
  fresh.stats_.search_splits = counters.search_splits;
  fresh.stats_.full_heaps = counters.full_heaps;
  fresh.stats_.largest = largest;
  fresh.stats_.largest_heap = largest_heap;
  fresh.have_mask_ = count >= first_mask_heap;
  fresh.next_choice_ = fresh.have_mask_ ? std::bit_floor(count) * 2 : first_mask_heap;
  // The last mask choice happened at the last power of two reached, or when the largest value
  // gained its last bit (heaps from first_mask_heap on), whichever came later.
  std::size_t chosen_at = fresh.have_mask_ ? std::bit_floor(count) : count + 1;
  if (fresh.have_mask_ && bit_heap >= first_mask_heap)
    chosen_at = std::max(chosen_at, bit_heap + 1);
  std::visit(
      [&](const auto& g) {
        Value largest_then = g.empty() ? 0 : g[0];
        for (std::size_t n = 1; n < count; ++n) {
          if (n == chosen_at) {
            // choose_mask lists the rare positions of every value: the mask holds from here on.
            fresh.stats_.largest = largest_then;
            fresh.choose_mask(chosen_at);
            fresh.stats_.largest = largest;
          }
          largest_then = std::max<Value>(largest_then, g[n]);
          const std::size_t i = (std::size_t{g[n]} << 1) | heap_parity(n, k0_);
          if (i >= fresh.histogram_.size()) fresh.histogram_.resize(std::bit_ceil(i + 1), 0);
          ++fresh.histogram_[i];
        }
        if (chosen_at == count) {
          fresh.stats_.largest = largest_then;
          fresh.choose_mask(count);
        }
      },
      fresh.g_);
  fresh.stats_.rare_positions = fresh.rare_.size();
  g_ = std::move(fresh.g_);
  histogram_ = std::move(fresh.histogram_);
  rare_ = std::move(fresh.rare_);
  rare_values_ = std::move(fresh.rare_values_);
  stats_ = fresh.stats_;
  next_choice_ = fresh.next_choice_;
  have_mask_ = fresh.have_mask_;
  block_size_ = fresh.block_size_;
  seen_.assign(4, 0);
  stamp_ = 0;
  found_.clear();
  missing_.clear();
  ++mask_epoch_;  // the block marked before, if any, is stale
}

void SparseGrundy::extend_to(std::size_t count) {
  if (count > max_sparse_length)
    throw error("prefix length " + std::to_string(count) + " exceeds the limit " +
                std::to_string(max_sparse_length) + " (it would take at least " +
                mebibytes(sparse_memory_estimate(count, stats_.value_bits)) + " MiB)");
  active_threads_ = threads();  // once: it reads the environment
  while (size() < count) {
    const std::size_t stopped = std::visit(
        [&](auto& g) {
          g.reserve(count);
          return run(g, count);
        },
        g_);
    if (stopped == count) break;
    ++mask_epoch_;  // the marked block read the old storage
    // G(stopped) does not fit the storage: widen it and compute that heap again.
    if (g_.index() == 0) {
      const auto& narrow = std::get<0>(g_);
      std::vector<std::uint16_t> wide(narrow.begin(), narrow.end());
      g_ = std::move(wide);
      stats_.value_bits = 16;
    } else {
      const auto& narrow = std::get<1>(g_);
      std::vector<std::uint32_t> wide(narrow.begin(), narrow.end());
      g_ = std::move(wide);
      stats_.value_bits = 32;
    }
  }
}

Sequence grundy_values_sparse(const Game& game, std::size_t count, SparseStats* stats,
                              unsigned threads) {
  if (count > max_sequence_length)
    throw error("prefix length " + std::to_string(count) + " exceeds the limit " +
                std::to_string(max_sequence_length) + " of a sequence of 32-bit values (it " +
                "would take at least " + mebibytes(count * sizeof(Value)) + " MiB)");
  SparseGrundy engine(game);
  engine.set_threads(threads);
  engine.extend_to(count);
  if (stats) *stats = engine.stats();
  return engine.values();
}

}  // namespace nimlab
