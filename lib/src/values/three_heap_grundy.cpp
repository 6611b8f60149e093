#include "values/three_heap_grundy.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "values/pair_value_sets.hpp"
#include "values/xor_bit_positions.hpp"

namespace nimlab::detail {
namespace {

using Word = std::uint64_t;
// Step 2 of the header: smallest parts tried on every word before the wider searches.
constexpr std::size_t smallest_parts_first = 4;
// Step 3: parts tried per word before the complete scan (most words fill far sooner).
constexpr std::size_t near_part_budget = 1024;

void set_bit(std::vector<Word>& bits, Value v) {
  if ((v >> 6) >= bits.size()) bits.resize((v >> 6) + 1, 0);
  bits[v >> 6] |= Word{1} << (v & 63);
}

class ThreeHeapGrundy {
 public:
  ThreeHeapGrundy(const Moves& moves, std::size_t count) : moves_(moves), g_(count) {
    for (std::size_t k : moves_.triple_splits) largest_take_ = std::max(largest_take_, k);
    for (std::size_t k : moves_.splits) largest_take_ = std::max(largest_take_, k);
    halves_.resize(moves_.triple_splits.size());
  }

  Sequence run() {
    for (std::size_t n = 0; n < g_.size(); ++n) {
      pairs_.add_next(g_);  // P(n), read by splits that remove nothing
      note_equal_halves(n);
      const Value v = mex_of_heap(n);
      g_[n] = v;
      pairs_.widen(v);
      if (n >= 1) {
        if ((v >> 6) >= parts_by_word_.size()) parts_by_word_.resize((v >> 6) + 1);
        parts_by_word_[v >> 6].push_back(static_cast<std::uint32_t>(n));
      }
      // Heap n + 1 reads full pair sets of sizes r - r / 3 and up (r = n + 1 - k), and those of
      // its two-heap splits.
      const std::size_t next = n + 1;
      if (next > largest_take_) {
        const std::size_t r = next - largest_take_;
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

  Value mex_of_heap(std::size_t n) {
    const std::size_t words = pairs_.words();
    options_.assign(words, 0);
    for (std::size_t k : moves_.eliminations)
      if (k == n) options_[0] |= 1;
    for (std::size_t k : moves_.reductions)
      if (k < n) set_bit(options_, g_[n - k]);
    for (std::size_t k : moves_.splits)
      if (k + 2 <= n)
        for (std::size_t j = 0; j < words; ++j) options_[j] |= pairs_.word(n - k, j);
    for (std::size_t k : moves_.unequal_splits)
      for (std::size_t a = 1; k + 2 * a < n; ++a) set_bit(options_, g_[a] ^ g_[n - k - a]);
    for (std::size_t i = 0; i < moves_.triple_splits.size(); ++i) {
      const std::size_t k = moves_.triple_splits[i];
      if (n < k + 3) continue;
      const std::vector<Word>& halves = halves_[i][(n - k) & 1];
      for (std::size_t j = 0; j < halves.size(); ++j) options_[j] |= halves[j];
    }
    for (std::size_t w = 0; w < words; ++w) {
      Word missing = ~options_[w];
      if (missing != 0) missing = fill_word(n, w, missing);
      if (missing != 0) return static_cast<Value>(64 * w + std::countr_zero(missing));
    }
    return static_cast<Value>(64 * words);  // every value below the width is an option
  }

  // The bits of word w of heap n's options still missing after every three-heap split.
  Word fill_word(std::size_t n, std::size_t w, Word missing) {
    missing = try_smallest_parts(n, w, missing);
    if (missing != 0) missing = try_near_parts(n, w, missing);
    if (missing != 0) missing = scan_every_smallest_part(n, w, missing);
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

  // Every split has a smallest part c <= r / 3: scanning them all decides every missing bit.
  // Each part's pair word is tested against the missing bits moved by its shift, kept per
  // shift until the missing bits change.
  Word scan_every_smallest_part(std::size_t n, std::size_t w, Word missing) {
    ++version_;
    for (std::size_t k : moves_.triple_splits) {
      if (n < k + 3) continue;
      const std::size_t r = n - k;
      for (std::size_t c = 1; 3 * c <= r; ++c) {
        const Value x = g_[c];
        const unsigned shift = x & 63;
        const Word pairs = pairs_.word(r - c, w ^ (x >> 6));
        if (stamp_[shift] != version_) {
          stamp_[shift] = version_;
          moved_missing_[shift] = xor_bit_positions(missing, shift);
        }
        const Word hit = pairs & moved_missing_[shift];
        if (hit == 0) continue;
        missing &= ~xor_bit_positions(hit, shift);
        if (missing == 0) return 0;
        ++version_;
      }
    }
    return missing;
  }

  const Moves& moves_;
  Sequence g_;
  std::size_t largest_take_ = 0;
  PairValueSets pairs_;
  // halves_[i][p]: G(c) for the parts c of parity p split off so far by triple_splits[i].
  std::vector<std::array<std::vector<Word>, 2>> halves_;
  std::vector<std::vector<std::uint32_t>> parts_by_word_;  // heaps c >= 1 by G(c) >> 6
  std::vector<Word> options_;
  std::array<Word, 64> moved_missing_{};
  std::array<std::uint64_t, 64> stamp_{};
  std::uint64_t version_ = 0;
};

}  // namespace

Sequence grundy_values_three_heap(const Moves& moves, std::size_t count) {
  return ThreeHeapGrundy(moves, count).run();
}

}  // namespace nimlab::detail
