// Sparse-space Grundy values with a fixed mask, for nimlab-check.
//
// At heap n: mark the values of whole-heap and one-heap moves; for every splitting digit k and
// every rare position r < n - k, mark G(r) xor G(n-k-r). That marks every reachable value of the
// common class at n (a split reaching one has exactly one rare part). c = the smallest unmarked
// common value, or B = bit_ceil(largest + 1) if there is none below B (no option reaches B).
// Then visit every split in turn until each rare value below c is marked or the splits run out.
// G(n) = the smallest unmarked rare value below c, else c.
// Time O(L * (t + s*R + B)) plus the searches; memory 2 bytes per value.
#include "sparse_grundy.hpp"

#include <algorithm>
#include <bit>
#include <limits>

#include "nimlab/certificate/limits.hpp"

namespace nimlab_check {

bool rare_at(const SparseInput& in, unsigned k0, std::uint32_t v, std::uint64_t n) {
  const unsigned q = in.position_parity ? static_cast<unsigned>((n + k0) & 1u) : 0u;
  return ((std::popcount(v & in.mask) + q) & 1u) == 0;
}

SparseOutput sparse_grundy(const SparseInput& in, unsigned k0, std::uint64_t max_work) {
  SparseOutput out;
  const std::uint64_t t = in.digits.size() - 1;
  std::vector<std::uint64_t> splits;
  for (std::uint64_t k = 0; k <= t; ++k)
    if (in.digits[k] & 4) splits.push_back(k);
  out.values.reserve(in.length);
  // seen[v] == n + 1: an option of heap n. 64 bits, so that n + 1 never wraps to the 0 of a
  // value never marked, whatever length the limits allow.
  using Stamp = std::uint64_t;
  static_assert(std::numeric_limits<Stamp>::max() > nimlab::certificate_limits::max_sparse_values);
  std::vector<Stamp> seen(2, 0);
  std::vector<std::uint16_t> rare_values;  // G at each rare position, read in order
  std::uint32_t largest = 0;
  std::uint64_t work = 0;

  for (std::uint64_t n = 0; n < in.length; ++n) {
    if (in.progress && n % (1u << 16) == 0) in.progress(n);
    const std::vector<std::uint16_t>& g = out.values;
    const std::uint32_t bound = std::bit_ceil(largest + 1);
    if (seen.size() <= bound) seen.resize(2 * std::size_t{bound} + 1, 0);
    const Stamp here = n + 1;
    auto mark = [&](std::uint32_t v) { seen[v] = here; };
    auto marked = [&](std::uint32_t v) { return seen[v] == here; };

    for (std::uint64_t k = 1; k <= t && k <= n; ++k) {
      if ((in.digits[k] & 1) && n == k) mark(0);
      if ((in.digits[k] & 2) && n > k) mark(g[n - k]);
    }
    for (std::uint64_t k : splits) {
      if (n < k + 2) continue;
      const std::uint64_t m = n - k;
      const std::size_t count = out.rare_positions.size();
      for (std::size_t i = 0; i < count && out.rare_positions[i] < m; ++i)
        mark(rare_values[i] ^ g[m - out.rare_positions[i]]);
      work += count;
    }
    std::uint32_t c = 0;
    while (c < bound && (marked(c) || rare_at(in, k0, c, n))) ++c;
    auto first_unmarked_rare = [&] {
      for (std::uint32_t v = 0; v < c; ++v)
        if (!marked(v) && rare_at(in, k0, v, n)) return v;
      return c;
    };
    std::uint32_t value = first_unmarked_rare();
    for (std::uint64_t k : splits) {
      for (std::uint64_t a = 1; value < c && k + 2 * a <= n; ++a) {
        mark(g[a] ^ g[n - k - a]);
        ++work;
        if (marked(value)) value = first_unmarked_rare();
      }
    }
    if (work > max_work) {
      out.failure = "checking exceeds the work limit of " + std::to_string(max_work) +
                    " split evaluations at heap " + std::to_string(n) +
                    ": the mask does not make the values sparse";
      return out;
    }
    if (value > 0xffffu) {
      out.failure = "G(" + std::to_string(n) + ") exceeds this checker's 16-bit values";
      return out;
    }
    out.values.push_back(static_cast<std::uint16_t>(value));
    largest = std::max(largest, value);
    if (n >= 1 && rare_at(in, k0, value, n)) {
      out.rare_positions.push_back(n);
      rare_values.push_back(static_cast<std::uint16_t>(value));
      if (out.rare_positions.size() > in.max_rare) {
        out.failure = "heap " + std::to_string(n) + " is rare position number " +
                      std::to_string(out.rare_positions.size()) + ", more than the " +
                      std::to_string(in.max_rare) + " listed";
        return out;
      }
    }
  }
  return out;
}

}  // namespace nimlab_check
