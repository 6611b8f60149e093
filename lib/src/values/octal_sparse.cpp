// Grundy values of splitting octal codes by the sparse-space method (see
// nimlab/values/octal_sparse.hpp for the idea).
//
// G(n) = mex of: 0 if some k = n has dk & 1; G(n-k) for dk & 2 and n-k >= 1; G(a) ^ G(b) for
// dk & 4 and a + b = n-k, a, b >= 1. With R(n) the rare positions below n and s the number of
// splitting digits, heap n costs O(t + s*|R(n)|) to mark every reachable common value, plus a
// search over at most s*n/2 splits that stops once every rare value below the common candidate
// is seen (usually after a few splits). A heap is computed by plain enumeration when rare
// positions are too many to pay off. Mask choice: a Walsh-Hadamard transform of the value
// histogram, O(n + b*2^b) at each doubling of n (b = bits of the largest value, at most 20).
// Memory: O(count + 2^b).
#include <algorithm>
#include <bit>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {
namespace {

// Heaps below this are computed classically; the first mask is chosen here.
constexpr std::size_t first_mask_heap = 128;
constexpr unsigned max_mask_bits = 20;

bool is_rare(Value v, Value mask) {
  return (std::popcount(v & mask) & 1u) == 0;
}

// Values seen at the current heap, forgotten in O(1) per heap by a stamp.
class Marks {
 public:
  void next_heap() { ++stamp_; }
  // After this, every xor of two values <= largest can be marked without a bounds check.
  void cover(Value largest) {
    const std::size_t need = std::bit_ceil(std::size_t{largest} + 1) * 2;
    if (need > seen_.size()) seen_.resize(need, 0);
  }
  void mark(Value v) { seen_[v] = stamp_; }
  bool marked(Value v) const { return v < seen_.size() && seen_[v] == stamp_; }

 private:
  std::vector<std::uint32_t> seen_ = std::vector<std::uint32_t>(64, 0);
  std::uint32_t stamp_ = 0;  // count <= 2^31 heaps, so it never wraps
};

// The non-zero mask under which fewest of g[1..n) are rare. For a histogram h, the number of
// rare values under M is (N + W(M)) / 2 with W(M) = sum_v h(v) (-1)^popcount(v & M), the
// Walsh-Hadamard transform of h; masks use the low max_mask_bits bits only.
Value best_mask(const Sequence& g, std::size_t n) {
  Value largest = 0;
  for (std::size_t a = 1; a < n; ++a) largest = std::max(largest, g[a]);
  const unsigned bits =
      std::clamp(static_cast<unsigned>(std::bit_width(largest)), 1u, max_mask_bits);
  const std::size_t size = std::size_t{1} << bits;
  std::vector<std::int64_t> w(size, 0);
  for (std::size_t a = 1; a < n; ++a) ++w[g[a] & (size - 1)];
  for (std::size_t len = 1; len < size; len <<= 1)
    for (std::size_t i = 0; i < size; i += 2 * len)
      for (std::size_t j = i; j < i + len; ++j) {
        const std::int64_t u = w[j], v = w[j + len];
        w[j] = u + v;
        w[j + len] = u - v;
      }
  std::size_t best = 1;
  for (std::size_t m = 2; m < size; ++m)
    if (w[m] < w[best]) best = m;
  return static_cast<Value>(best);
}

}  // namespace

Sequence grundy_values_sparse(const OctalCode& code, std::size_t count, SparseStats* stats) {
  if (count > max_sequence_length)
    throw error("prefix length " + std::to_string(count) + " exceeds the limit " +
                std::to_string(max_sequence_length));
  const std::size_t t = code.length();
  std::vector<std::size_t> split_digits;  // k with dk & 4
  for (std::size_t k = 0; k <= t; ++k)
    if (code.digit(k) & 4) split_digits.push_back(k);

  SparseStats local;
  SparseStats& st = stats ? *stats : local;
  st = SparseStats{};
  Sequence g(count);
  Marks marks;
  Value mask = 0;                 // 0 until the first choice: every heap enumerated in full
  std::vector<std::size_t> rare;  // positions a >= 1 with a rare value, increasing
  std::size_t next_choice = first_mask_heap;
  Value largest = 0;  // of g[0..n)

  for (std::size_t n = 0; n < count; ++n) {
    if (n == next_choice) {
      mask = best_mask(g, n);
      rare.clear();
      for (std::size_t a = 1; a < n; ++a)
        if (is_rare(g[a], mask)) rare.push_back(a);
      next_choice *= 2;
    }
    marks.next_heap();
    marks.cover(largest);
    for (std::size_t k = 1; k <= t && k <= n; ++k) {
      const std::uint8_t d = code.digit(k);
      if ((d & 1) && n == k) marks.mark(0);
      if ((d & 2) && n > k) marks.mark(g[n - k]);
    }

    Value value = 0;
    // Pairs over rare positions cost s*|R| per heap against s*n/2 for every split.
    if (mask == 0 || 3 * rare.size() > n) {
      ++st.full_heaps;
      for (std::size_t k : split_digits) {
        if (n < k) continue;
        const std::size_t m = n - k;
        for (std::size_t a = 1; 2 * a <= m; ++a) marks.mark(g[a] ^ g[m - a]);
      }
      while (marks.marked(value)) ++value;
    } else {
      for (std::size_t k : split_digits) {
        if (n < k + 2) continue;
        const std::size_t m = n - k;
        for (std::size_t r : rare) {
          if (r >= m) break;
          marks.mark(g[r] ^ g[m - r]);
        }
      }
      // Every reachable common value is marked now; c is the smallest one that is not.
      Value c = 0;
      while (marks.marked(c) || is_rare(c, mask)) ++c;
      auto next_candidate = [&](Value from) {
        while (from < c && (marks.marked(from) || !is_rare(from, mask))) ++from;
        return from;
      };
      value = next_candidate(0);  // smallest unmarked rare value below c, or c
      if (value < c && !split_digits.empty()) {
        ++st.searches;
        // Small parts first for every digit at once: a value missing from the splits of one
        // n - k is often found among those of another within a few steps.
        for (std::size_t a = 1; value < c && 2 * a + split_digits.front() <= n; ++a)
          for (std::size_t k : split_digits) {
            if (k + 2 * a > n) break;
            const Value x = g[a] ^ g[n - k - a];
            marks.mark(x);
            if (x == value) value = next_candidate(value);
          }
      }
    }
    g[n] = value;
    largest = std::max(largest, value);
    if (mask != 0 && n >= 1 && is_rare(value, mask)) rare.push_back(n);
  }
  st.mask = mask;
  st.rare_positions = rare.size();
  return g;
}

}  // namespace nimlab
