#include "values/three_heap_grundy.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "nimlab/values/sharing_governor.hpp"
#include "nimlab/values/thread_team.hpp"
#include "values/pair_value_sets.hpp"
#include "values/xor_bit_positions.hpp"

namespace nimlab::detail {
namespace {

using Word = std::uint64_t;
// Step 2 of the header: smallest parts tried on every word before the wider searches.
constexpr std::size_t smallest_parts_first = 4;
// Step 3: parts tried per word before the complete scan (most words fill far sooner).
constexpr std::size_t near_part_budget = 1024;
// Threads share a heap's work from this heap on: below it a heap takes a few microseconds, about
// what handing work to the team costs.
constexpr std::size_t shared_from = 2048;
// The complete scan is shared in chunks of this many parts (handed out in turn, so that a thread
// the scheduler holds back leaves its share to the others), once it has at least two chunks.
constexpr std::size_t scan_chunk = 1024;

void lower_to(std::atomic<std::size_t>& least, std::size_t value) {
  std::size_t now = least.load(std::memory_order_relaxed);
  while (value < now && !least.compare_exchange_weak(now, value, std::memory_order_relaxed)) {
  }
}

void set_bit(std::vector<Word>& bits, Value v) {
  if ((v >> 6) >= bits.size()) bits.resize((v >> 6) + 1, 0);
  bits[v >> 6] |= Word{1} << (v & 63);
}

// One thread's memo of the missing bits moved by each shift, valid while stamp == version.
struct alignas(64) ScanState {
  std::array<Word, 64> moved_missing{};
  std::array<std::uint64_t, 64> stamp{};
  std::uint64_t version = 0;
};

// One heap in progress: its options found so far, and phase A's state: h.residual[w], the
// missing bits of word w after the cheap fills, is set where h.tried[w] (bytes, not bits:
// threads write neighbouring words at once).
struct HeapState {
  std::vector<Word> options, residual;
  std::vector<unsigned char> tried;
  std::vector<ScanState> scans;  // one per thread that shares the heap
  Value mex = 0;
};

class ThreeHeapGrundy {
 public:
  ThreeHeapGrundy(const Moves& moves, std::size_t count, unsigned threads)
      : moves_(moves), g_(count), threads_(std::max(1u, threads)) {
    for (std::size_t k : moves_.triple_splits) largest_take_ = std::max(largest_take_, k);
    for (std::size_t k : moves_.splits) largest_take_ = std::max(largest_take_, k);
    halves_.resize(moves_.triple_splits.size());
    // One heap per thread when that many heaps are independent, else each heap shared.
    const std::size_t group = threads_ <= independent_heaps() ? threads_ : 1;
    heaps_.resize(group);
    heaps_[0].scans.resize(threads_);
    for (std::size_t i = 1; i < group; ++i) heaps_[i].scans.resize(1);
  }

  Sequence run() {
    const std::size_t count = g_.size();
    for (std::size_t n = 0; n < count;) {
      // Beside busy processes the threads may not get a core each: the governor then has the
      // heaps done on this thread alone for a while (it decides who works, never what is
      // computed).
      using Clock = SharingGovernor::Clock;
      const bool shared = threads_ > 1 && n >= shared_from && governor_.sharing(Clock::now());
      const std::size_t group = shared ? std::min(heaps_.size(), count - n) : 1;
      const unsigned threads = shared ? threads_ : 1;
      // P(n), which reads G(n - 1): the largest pair set a heap of the group may read.
      pairs_.add_next(g_, team_, threads);
      for (std::size_t i = 0; i < group; ++i) {
        note_equal_halves(n + i);
        fill_direct_options(n + i, heaps_[i]);
      }
      if (group == 1) {
        heaps_[0].mex = mex_of_heap(n, heaps_[0], threads);
      } else {
        // Heaps are claimed, not dealt: a thread the scheduler holds back leaves its share to
        // the others.
        std::atomic<std::size_t> next{0};
        team_.run(static_cast<unsigned>(group), [&](unsigned) {
          for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < group;)
            heaps_[i].mex = mex_of_heap(n + i, heaps_[i], 1);
        });
      }
      if (shared) governor_.shared(Clock::now());
      for (std::size_t i = 0; i < group; ++i) record(n + i, heaps_[i].mex);
      n += group;
      // The pair sets a group skipped: P(m) for m < n reads values known now.
      while (pairs_.size() < n) pairs_.add_next(g_, team_, threads);
      // Heap n reads full pair sets of sizes r - r / 3 and up (r = n - k), and those of its
      // two-heap splits.
      if (n > largest_take_) {
        const std::size_t r = n - largest_take_;
        pairs_.forget_below(r - r / 3);
      }
    }
    return std::move(g_);
  }

 private:
  // Step 1: the part c = n - k - 2 can now be split off with two equal halves of what remains
  // of heaps n + 2j (every later heap of the same parity as n).
  void note_equal_halves(std::size_t n) {
    for (std::size_t i = 0; i < moves_.triple_splits.size(); ++i) {
      const std::size_t k = moves_.triple_splits[i];
      if (n < k + 3) continue;
      const std::size_t c = n - k - 2;
      set_bit(halves_[i][c & 1], g_[c]);
    }
  }

  // Heaps n .. n + d - 1 read no value among them (each reads values and pair sets at least d
  // heaps back), so up to d of them can be computed side by side.
  std::size_t independent_heaps() const {
    std::size_t d = std::numeric_limits<std::size_t>::max();
    for (std::size_t k : moves_.reductions) d = std::min(d, k);          // G(n - k)
    for (std::size_t k : moves_.splits) d = std::min(d, k + 1);          // P(n - k)
    for (std::size_t k : moves_.unequal_splits) d = std::min(d, k + 1);  // G(n - k - 1)
    for (std::size_t k : moves_.triple_splits) d = std::min(d, k + 2);   // P(n - k - 1)
    return std::max<std::size_t>(d, 1);
  }

  void record(std::size_t n, Value v) {
    g_[n] = v;
    pairs_.widen(v);
    if (n >= 1) {
      if ((v >> 6) >= parts_by_word_.size()) parts_by_word_.resize((v >> 6) + 1);
      parts_by_word_[v >> 6].push_back(static_cast<std::uint32_t>(n));
    }
  }

  // The options of heap n that need no search: every move but the three-heap splits, and the
  // splits with two equal halves (step 1).
  void fill_direct_options(std::size_t n, HeapState& h) const {
    const std::size_t words = pairs_.words();
    std::vector<Word>& options = h.options;
    options.assign(words, 0);
    for (std::size_t k : moves_.eliminations)
      if (k == n) options[0] |= 1;
    for (std::size_t k : moves_.reductions)
      if (k < n) set_bit(options, g_[n - k]);
    for (std::size_t k : moves_.splits)
      if (k + 2 <= n)
        for (std::size_t j = 0; j < words; ++j) options[j] |= pairs_.word(n - k, j);
    for (std::size_t k : moves_.unequal_splits)
      for (std::size_t a = 1; k + 2 * a < n; ++a) set_bit(options, g_[a] ^ g_[n - k - a]);
    for (std::size_t i = 0; i < moves_.triple_splits.size(); ++i) {
      const std::size_t k = moves_.triple_splits[i];
      if (n < k + 3) continue;
      const std::vector<Word>& halves = halves_[i][(n - k) & 1];
      for (std::size_t j = 0; j < halves.size(); ++j) options[j] |= halves[j];
    }
  }

  Value mex_of_heap(std::size_t n, HeapState& h, unsigned threads) {
    const std::size_t words = pairs_.words();
    h.residual.assign(words, 0);
    h.tried.assign(words, 0);
    for (std::size_t from = 0;;) {
      const std::size_t w = lowest_residual(n, h, from, words, threads);
      if (w == words) return static_cast<Value>(64 * words);  // every value below the width
      const Word missing = scan_every_smallest_part(n, h, w, h.residual[w], threads);
      if (missing != 0) return static_cast<Value>(64 * w + std::countr_zero(missing));
      from = w + 1;
    }
  }

  // Phase A: the lowest word w >= from whose missing bits the cheap fills (steps 2 and 3) leave
  // non-empty, its residual in h.residual[w]; words if none. The threads take the words in
  // increasing order from one counter and lower `lowest` to each word with a residual; a word
  // at or above `lowest` is not started. Every word below the final `lowest` was proven full:
  // `lowest` only decreases, so such a word was below it whenever it was handed out, hence
  // started, hence tried to the end (a started word always is), and its residual was zero, or
  // it would have lowered `lowest` to itself. The counter hands out every word below the
  // largest it handed out, so none is left out. A word tried in an earlier call for this heap
  // (above a word the full scan found full) keeps its residual in h.residual and is not redone.
  std::size_t lowest_residual(std::size_t n, HeapState& h, std::size_t from, std::size_t words,
                              unsigned threads) {
    if (words - from < 2) threads = 1;
    std::atomic<std::size_t> next{from}, lowest{words};
    team_.run(threads, [&](unsigned) {
      for (;;) {
        const std::size_t w = next.fetch_add(1, std::memory_order_relaxed);
        if (w >= lowest.load(std::memory_order_relaxed)) return;
        if (!h.tried[w]) {
          h.residual[w] = cheap_fill(n, w, ~h.options[w]);
          h.tried[w] = 1;
        }
        if (h.residual[w] != 0) lower_to(lowest, w);
      }
    });
    return lowest.load(std::memory_order_relaxed);
  }

  // The missing bits of word w of heap n's options left by steps 2 and 3 (a few parts each).
  Word cheap_fill(std::size_t n, std::size_t w, Word missing) const {
    if (missing != 0) missing = try_smallest_parts(n, w, missing);
    if (missing != 0) missing = try_near_parts(n, w, missing);
    return missing;
  }

  Word try_smallest_parts(std::size_t n, std::size_t w, Word missing) const {
    for (std::size_t k : moves_.triple_splits) {
      if (n < k + 3) continue;
      const std::size_t r = n - k;
      for (std::size_t c = 1; c <= smallest_parts_first && 3 * c <= r; ++c) {
        const Word pairs = pairs_.word(r - c, w ^ (g_[c] >> 6));
        missing &= ~xor_bit_positions(pairs, g_[c] & 63);
        if (missing == 0) return 0;
      }
    }
    return missing;
  }

  // Parts c with G(c) in word w ^ j, with word j of P(r - c) (j < low_words): any part of the
  // split, so c ranges up to r - 2. While many bits are missing the parts go in batches whose
  // moved words are computed side by side; once few are left (the rare values of the word),
  // each part is tested against them one bit at a time, which costs less than moving its word.
  Word try_near_parts(std::size_t n, std::size_t w, Word missing) const {
    constexpr std::size_t batch = 16;
    constexpr int few_bits = 4;
    std::array<Word, batch> pairs;
    std::array<unsigned, batch> shifts;
    std::size_t filled = 0, budget = near_part_budget;
    bool few = at_most_bits(missing, few_bits);
    const std::size_t rows = std::min(PairValueSets::low_words, pairs_.words());
    for (std::size_t j = 0; j < rows; ++j) {
      const std::size_t q = w ^ j;
      if (q >= parts_by_word_.size()) continue;
      for (std::uint32_t c : parts_by_word_[q]) {
        for (std::size_t k : moves_.triple_splits) {
          if (c + k + 2 > n) continue;
          const Word word = pairs_.low_word(n - k - c, j);
          const unsigned shift = g_[c] & 63;
          if (few) {
            for (Word left = missing; left != 0; left &= left - 1) {
              const unsigned bit = static_cast<unsigned>(std::countr_zero(left));
              if ((word >> (bit ^ shift)) & 1) missing &= ~(Word{1} << bit);
            }
            if (missing == 0) return 0;
            continue;
          }
          pairs[filled] = word;
          shifts[filled] = shift;
          if (++filled == batch) {
            missing &= ~moved_union(pairs, shifts, filled);
            filled = 0;
            if (missing == 0) return 0;
            few = at_most_bits(missing, few_bits);
          }
        }
        if (--budget == 0) break;
      }
      if (budget == 0) break;
    }
    return missing & ~moved_union(pairs, shifts, filled);
  }

  static bool at_most_bits(Word bits, int most) {
    for (int i = 0; i < most && bits != 0; ++i) bits &= bits - 1;
    return bits == 0;
  }

  template <std::size_t size>
  static Word moved_union(const std::array<Word, size>& pairs,
                          const std::array<unsigned, size>& shifts, std::size_t count) {
    Word got = 0;
    for (std::size_t i = 0; i < count; ++i) got |= xor_bit_positions(pairs[i], shifts[i]);
    return got;
  }

  // Phase B: every split has a smallest part c <= r / 3, so scanning them all decides every
  // missing bit of word w. The parts (of every triple split k) go out in chunks; each thread
  // clears the bits it hits in `left` as well as in its own copy, and takes the bits the others
  // cleared before each chunk, so that all stop once the word is full. What is left at the end
  // is the missing bits no part hits, whichever thread scanned which part.
  Word scan_every_smallest_part(std::size_t n, HeapState& h, std::size_t w, Word missing,
                                unsigned threads) {
    std::size_t chunks = 0;
    for (std::size_t k : moves_.triple_splits)
      if (n >= k + 3) chunks += ((n - k) / 3 + scan_chunk - 1) / scan_chunk;
    if (chunks < 2) threads = 1;
    std::atomic<std::size_t> next{0};
    std::atomic<Word> left{missing};
    team_.run(threads, [&](unsigned t) {
      ScanState& s = h.scans[t];
      Word own = missing;
      ++s.version;
      for (;;) {
        const std::size_t chunk = next.fetch_add(1, std::memory_order_relaxed);
        if (chunk >= chunks) return;
        const Word now = left.load(std::memory_order_relaxed);
        if (now == 0) return;
        if ((own & now) != own) own &= now, ++s.version;
        // The chunk's triple split k and its parts [first, last].
        std::size_t skip = chunk, r = 0, first = 0, last = 0;
        for (std::size_t kk : moves_.triple_splits) {
          if (n < kk + 3) continue;
          const std::size_t parts = (n - kk) / 3;
          const std::size_t here = (parts + scan_chunk - 1) / scan_chunk;
          if (skip < here) {
            r = n - kk, first = 1 + skip * scan_chunk;
            last = std::min(parts, first + scan_chunk - 1);
            break;
          }
          skip -= here;
        }
        for (std::size_t c = first; c <= last; ++c) {
          const Value x = g_[c];
          const unsigned shift = x & 63;
          const Word pairs = pairs_.word(r - c, w ^ (x >> 6));
          if (s.stamp[shift] != s.version) {
            s.stamp[shift] = s.version;
            s.moved_missing[shift] = xor_bit_positions(own, shift);
          }
          const Word hit = pairs & s.moved_missing[shift];
          if (hit == 0) continue;
          const Word found = xor_bit_positions(hit, shift);
          own &= ~found;
          left.fetch_and(~found, std::memory_order_relaxed);
          if (own == 0) return;
          ++s.version;
        }
      }
    });
    return left.load(std::memory_order_relaxed);
  }

  const Moves& moves_;
  Sequence g_;
  std::size_t largest_take_ = 0;
  PairValueSets pairs_;
  // halves_[i][p]: G(c) for the parts c of parity p split off so far by triple_splits[i].
  std::vector<std::array<std::vector<Word>, 2>> halves_;
  std::vector<std::vector<std::uint32_t>> parts_by_word_;  // heaps c >= 1 by G(c) >> 6
  unsigned threads_;
  ThreadTeam team_;
  SharingGovernor governor_;
  // The heaps of a group: heaps_[0] alone, shared by the threads, or one heap per thread.
  std::vector<HeapState> heaps_;
};

}  // namespace

Sequence grundy_values_three_heap(const Moves& moves, std::size_t count, unsigned threads) {
  return ThreeHeapGrundy(moves, count, threads == 0 ? default_engine_threads() : threads).run();
}

}  // namespace nimlab::detail
