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
#include "values/split_scan_kernels.hpp"
#include "values/xor_bit_positions.hpp"

namespace nimlab::detail {
namespace {

using Word = std::uint64_t;
// Step 2 of the header: parts tried per word before the complete scan (most words fill far
// sooner).
constexpr std::size_t near_part_budget = 1024;
// Threads share a group's work from this heap on: below it a heap takes a few microseconds,
// about what handing work to the team costs.
constexpr std::size_t shared_from = 2048;
// The complete scan is shared in chunks of this many parts (handed out in turn, so that a thread
// the scheduler holds back leaves its share to the others), once it has at least two chunks.
constexpr std::size_t scan_chunk = 1024;
// Heaps of a group at most (a group of d heaps shares its cache lines d ways; more would gain
// little).
constexpr std::size_t max_group = 4;
// HeapState::lowest before phase A has set it.
constexpr std::size_t unknown = std::numeric_limits<std::size_t>::max();

void lower_to(std::atomic<std::size_t>& least, std::size_t value) {
  std::size_t now = least.load(std::memory_order_relaxed);
  while (value < now && !least.compare_exchange_weak(now, value, std::memory_order_relaxed)) {
  }
}

void set_bit(std::vector<Word>& bits, Value v) {
  if ((v >> 6) >= bits.size()) bits.resize((v >> 6) + 1, 0);
  bits[v >> 6] |= Word{1} << (v & 63);
}

// Phase A's state of 8 consecutive words: residual[i], the missing bits of the word after the
// cheap fills, is set where tried[i]. Threads claim most words 8 at a time, so such a claim's
// state is on cache lines of its own.
struct alignas(64) WordGroup {
  std::array<Word, 8> residual;
  std::array<Word, 8> tried;
};

// One heap in progress: its options found so far, and each word's phase A state.
struct HeapState {
  std::vector<Word> options;
  std::vector<WordGroup> words;
  Word& residual(std::size_t w) { return words[w >> 3].residual[w & 7]; }
  Word& tried(std::size_t w) { return words[w >> 3].tried[w & 7]; }
  std::size_t from = 0;       // words below are proven full
  std::size_t lowest = 0;     // the lowest word >= from with a residual (or unknown)
  std::atomic<Word> left{0};  // phase B: the missing bits of the word scanned
  bool done = false;
  Value mex = 0;
};

class ThreeHeapGrundy {
 public:
  ThreeHeapGrundy(const Moves& moves, std::size_t count, unsigned threads)
      : moves_(moves), g_(count), threads_(std::max(1u, threads)) {
    for (std::size_t k : moves_.triple_splits) largest_take_ = std::max(largest_take_, k);
    for (std::size_t k : moves_.splits) largest_take_ = std::max(largest_take_, k);
    halves_.resize(moves_.triple_splits.size());
    heaps_ = std::vector<HeapState>(std::min(independent_heaps(), max_group));
  }

  Sequence run() {
    const std::size_t count = g_.size();
    for (std::size_t n = 0; n < count;) {
      // Beside busy processes the threads may not get a core each: the governor then has the
      // heaps done on this thread alone for a while (it decides who works, never what is
      // computed).
      using Clock = SharingGovernor::Clock;
      const bool shared = threads_ > 1 && n >= shared_from && governor_.sharing(Clock::now());
      const std::size_t group = std::min(heaps_.size(), count - n);
      const unsigned threads = shared ? threads_ : 1;
      // P(n), which reads G(n - 1): the largest pair set a heap of the group may read.
      pairs_.add_up_to(n + 1, g_, team_, threads);
      for (std::size_t i = 0; i < group; ++i) {
        note_equal_halves(n + i);
        fill_direct_options(n + i, heaps_[i]);
      }
      mex_of_group(n, group, threads);
      if (shared) governor_.shared(Clock::now());
      predicted_mex_ = heaps_[0].mex;
      for (std::size_t i = 0; i < group; ++i) {
        record(n + i, heaps_[i].mex);
        predicted_mex_ = std::min(predicted_mex_, heaps_[i].mex);
      }
      n += group;
      // The pair sets the next group reads (P(m) for m <= n reads values known now), in one
      // hand-off to the threads.
      pairs_.add_up_to(std::min(n + 1, count), g_, team_, threads);
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
      if ((v >> 6) >= parts_by_word_.size()) {
        parts_by_word_.resize((v >> 6) + 1);
        newest_part_.resize((v >> 6) + 1, 0);
      }
      parts_by_word_[v >> 6].push_back({static_cast<std::uint32_t>(n), v & 63});
      newest_part_[v >> 6] = n;
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

  // The mex of heaps n .. n + group - 1, in heaps_[i].mex. The heaps go through the words in
  // step: each word is tried for every heap of the group that still needs it, one after the
  // other, and a word's full scan is shared by the heaps whose lowest residual it is. Their
  // reads differ by a size or two (P(r - c) against P(r + 1 - c)), so each cache line read
  // serves every heap of the group.
  void mex_of_group(std::size_t n, std::size_t group, unsigned threads) {
    const std::size_t words = pairs_.words();
    for (std::size_t i = 0; i < group; ++i) {
      HeapState& h = heaps_[i];
      h.words.assign((words + 7) / 8, WordGroup{});
      h.from = 0;
      h.lowest = unknown;
      h.done = false;
    }
    for (;;) {
      find_lowest_residuals(n, group, words, threads);
      std::size_t w = words;
      for (std::size_t i = 0; i < group; ++i) {
        HeapState& h = heaps_[i];
        if (h.done) continue;
        if (h.lowest == words) {
          h.mex = static_cast<Value>(64 * words);  // every value below the width
          h.done = true;
        } else {
          w = std::min(w, h.lowest);
        }
      }
      if (w == words) return;
      std::array<std::size_t, max_group> scanned;
      std::size_t count = 0;
      for (std::size_t i = 0; i < group; ++i)
        if (!heaps_[i].done && heaps_[i].lowest == w) scanned[count++] = i;
      scan_every_smallest_part(n, scanned, count, w, threads);
      for (std::size_t s = 0; s < count; ++s) {
        HeapState& h = heaps_[scanned[s]];
        const Word left = h.left.load(std::memory_order_relaxed);
        if (left != 0) {
          h.mex = static_cast<Value>(64 * w + std::countr_zero(left));
          h.done = true;
        } else {
          h.from = w + 1;
          h.lowest = unknown;
        }
      }
    }
  }

  // Phase A: for each heap of the group not done and with h.lowest unknown, the lowest word
  // w >= h.from whose missing bits the cheap fill (step 2) leaves non-empty, its residual in
  // h.residual(w); words if none. The threads take the words in increasing order, one or 8 at a
  // time, from one counter (from the least h.from); for each such heap they lower its `lowest`
  // to each word with a residual, and a word at or above it is not started for that heap. Every
  // word in [h.from, final lowest) was proven full: `lowest` only decreases, so such a word was
  // below it whenever it was handed out, hence started, hence tried to the end (a started word
  // always is), and its residual was zero, or it would have lowered `lowest` to itself. A thread
  // stops once its word is at or above every heap's `lowest`, so the counter hands out every
  // word below each final `lowest`. A word tried in an earlier call for a heap (above a word the
  // full scan found full) keeps its residual in h.residual(w) and is not redone.
  void find_lowest_residuals(std::size_t n, std::size_t group, std::size_t words,
                             unsigned threads) {
    std::array<std::size_t, max_group> heap;
    std::array<std::atomic<std::size_t>, max_group> lowest;
    std::size_t count = 0, from = words;
    for (std::size_t i = 0; i < group; ++i) {
      if (heaps_[i].done || heaps_[i].lowest != unknown) continue;
      heap[count] = i;
      lowest[count].store(words, std::memory_order_relaxed);
      from = std::min(from, heaps_[i].from);
      ++count;
    }
    if (count == 0) return;
    if (words - from < 2) threads = 1;
    // Words 8 at a time below the word of the last group's least mex, one at a time from there:
    // a word above a heap's lowest residual that a thread has started is work thrown away, and
    // such words cost the most (they never fill).
    const std::size_t bulk_below = (predicted_mex_ >> 6) & ~std::size_t{7};
    std::atomic<std::size_t> next{from & ~std::size_t{7}};
    team_.run(threads, [&](unsigned) {
      for (;;) {
        std::size_t first = next.load(std::memory_order_relaxed), size;
        do size = first + 8 <= bulk_below ? 8 : 1;
        while (!next.compare_exchange_weak(first, first + size, std::memory_order_relaxed));
        for (std::size_t w = first; w < first + size; ++w) {
          bool needed = false;
          for (std::size_t s = 0; s < count; ++s) {
            if (w >= lowest[s].load(std::memory_order_relaxed)) continue;
            needed = true;
            HeapState& h = heaps_[heap[s]];
            if (w < h.from) continue;
            if (!h.tried(w)) {
              h.residual(w) = cheap_fill(n + heap[s], w, ~h.options[w]);
              h.tried(w) = 1;
            }
            if (h.residual(w) != 0) lower_to(lowest[s], w);
          }
          if (!needed) return;
        }
      }
    });
    for (std::size_t s = 0; s < count; ++s)
      heaps_[heap[s]].lowest = lowest[s].load(std::memory_order_relaxed);
  }

  // The missing bits of word w of heap n's options left by step 2 (near_part_budget parts at
  // most).
  Word cheap_fill(std::size_t n, std::size_t w, Word missing) const {
    return missing != 0 ? try_near_parts(n, w, missing) : 0;
  }

  // Parts c with G(c) in word w ^ j, with word j of P(r - c) (j < low_words): any part of the
  // split, so c ranges up to r - 2.
  Word try_near_parts(std::size_t n, std::size_t w, Word missing) const {
    std::size_t budget = near_part_budget;
    const std::size_t rows = std::min(PairValueSets::low_words, pairs_.words());
    for (std::size_t j = 0; j < rows && budget != 0; ++j) {
      const std::size_t q = w ^ j;
      if (q >= parts_by_word_.size()) continue;
      const std::vector<Part>& parts = parts_by_word_[q];
      const std::size_t count = std::min(parts.size(), budget);
      budget -= count;
      for (std::size_t k : moves_.triple_splits) {
        if (n < k + 3) continue;
        // Parts go in increasing order: those with c > r - 2 are at the end.
        const std::size_t r = n - k;
        std::size_t usable = count;
        if (newest_part_[q] + 2 > r)
          while (usable != 0 && parts[usable - 1].c + 2 > r) --usable;
        missing = fill_from_parts(parts.data(), usable, pairs_.low_row(j) + r, missing);
        if (missing == 0) return 0;
      }
    }
    return missing;
  }

  // The missing bits of `missing` left after the parts' moved words below[-c], taken in runs
  // (a run's words move side by side). Once a single bit is missing (the word's rare value),
  // each part is tested against it alone, which costs less than moving its word.
  static Word fill_from_parts(const Part* parts, std::size_t count, const Word* below,
                              Word missing) {
    constexpr std::size_t run = 32;
    for (std::size_t i = 0; i < count && missing != 0;) {
      const std::size_t end = std::min(count, i + run);
      if ((missing & (missing - 1)) == 0) {  // one bit (popcount is not in every x86-64)
        if (hits_bit(parts + i, end - i, below, std::countr_zero(missing))) return 0;
      } else {
        missing &= ~moved_union(parts + i, end - i, below);
      }
      i = end;
    }
    return missing;
  }

  // Phase B: every split has a smallest part c <= r / 3, so scanning them all decides every
  // missing bit of word w. For each heap of `heap` (count of them), starting from its residual
  // of word w, h.left is set to the missing bits no part hits. The parts (of every triple split
  // k, up to the largest heap's bound) go out in chunks, each scanned for every heap in turn;
  // each thread clears the bits it hits in h.left as well as in its own copy, and takes the bits
  // the others cleared before each chunk, so that all stop once the word is full for every heap.
  // What is left at the end does not depend on which thread scanned which part.
  void scan_every_smallest_part(std::size_t n, const std::array<std::size_t, max_group>& heap,
                                std::size_t count, std::size_t w, unsigned threads) {
    const std::size_t top = n + heap[count - 1];  // the largest heap scanned
    std::size_t chunks = 0;
    for (std::size_t k : moves_.triple_splits)
      if (top >= k + 3) chunks += ((top - k) / 3 + scan_chunk - 1) / scan_chunk;
    if (chunks < 2) threads = 1;
    for (std::size_t s = 0; s < count; ++s) {
      HeapState& h = heaps_[heap[s]];
      h.left.store(h.residual(w), std::memory_order_relaxed);
    }
    std::atomic<std::size_t> next{0};
    team_.run(threads, [&](unsigned) {
      std::array<Word, max_group> own;
      for (std::size_t s = 0; s < count; ++s) own[s] = heaps_[heap[s]].residual(w);
      for (;;) {
        const std::size_t chunk = next.fetch_add(1, std::memory_order_relaxed);
        if (chunk >= chunks) return;
        // The chunk's triple split k and its parts [first, last] (of the largest heap).
        std::size_t skip = chunk, k = 0, first = 0, last = 0;
        for (std::size_t kk : moves_.triple_splits) {
          if (top < kk + 3) continue;
          const std::size_t parts = (top - kk) / 3;
          const std::size_t here = (parts + scan_chunk - 1) / scan_chunk;
          if (skip < here) {
            k = kk, first = 1 + skip * scan_chunk;
            last = std::min(parts, first + scan_chunk - 1);
            break;
          }
          skip -= here;
        }
        bool open = false;
        for (std::size_t s = 0; s < count; ++s) {
          HeapState& h = heaps_[heap[s]];
          const Word now = h.left.load(std::memory_order_relaxed);
          if (now == 0) continue;
          open = true;
          own[s] &= now;
          const std::size_t hn = n + heap[s];
          if (own[s] == 0 || hn < k + 3) continue;
          const std::size_t r = hn - k;
          own[s] = scan_parts(h, r, first, std::min(last, r / 3), w, own[s]);
        }
        if (!open) return;
      }
    });
  }

  // Parts c in [first, last] of heap h (r = n - k) against word w: returns `own` less the bits
  // the parts hit, clearing them in h.left too. The parts go in runs whose sizes r - c share a
  // block of the pair sets, each first tested as a whole: a hit is rare (the word is nearly
  // full), and only a run with one is gone through part by part.
  Word scan_parts(HeapState& h, std::size_t r, std::size_t first, std::size_t last, std::size_t w,
                  Word own) const {
    std::array<Word, 64> moved;
    move_every_way(own, moved.data());
    for (std::size_t c = first; c <= last;) {
      const std::size_t end = std::min(last, c + ((r - c) & 63));
      const Word* block = pairs_.block_of(r - c);
      if (hits_in_block(g_.data(), c, end, r, w, block, moved.data()) != 0) {
        for (std::size_t d = c; d <= end; ++d) {
          const Value x = g_[d];
          const Word hit =
              block[PairValueSets::index_in_block(r - d, w ^ (x >> 6))] & moved[x & 63];
          if (hit == 0) continue;
          const Word found = xor_bit_positions(hit, x & 63);
          own &= ~found;
          h.left.fetch_and(~found, std::memory_order_relaxed);
          if (own == 0) return 0;
          move_every_way(own, moved.data());
        }
      }
      c = end + 1;
    }
    return own;
  }

  const Moves& moves_;
  Sequence g_;
  std::size_t largest_take_ = 0;
  PairValueSets pairs_;
  // halves_[i][p]: G(c) for the parts c of parity p split off so far by triple_splits[i].
  std::vector<std::array<std::vector<Word>, 2>> halves_;
  std::vector<std::vector<Part>> parts_by_word_;  // heaps c >= 1 by G(c) >> 6, c increasing
  std::vector<std::size_t> newest_part_;          // the last c of each, side by side
  unsigned threads_;
  ThreadTeam team_;
  SharingGovernor governor_;
  Value predicted_mex_ = 0;  // the least mex of the last group
  // The heaps of a group, heaps_[i] for heap n + i, their work shared by the threads.
  std::vector<HeapState> heaps_;
};

}  // namespace

Sequence grundy_values_three_heap(const Moves& moves, std::size_t count, unsigned threads) {
  return ThreeHeapGrundy(moves, count, threads == 0 ? default_engine_threads() : threads).run();
}

}  // namespace nimlab::detail
