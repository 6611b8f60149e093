// Brute-force values of hexadecimal codes and all-but games, for nimlab-check (version 3).
#include "arithmetic_rules.hpp"

#include <algorithm>
#include <bit>

namespace nimlab_check {
namespace {

using u64 = std::uint64_t;

// The least value not marked.
u64 least_unmarked(const std::vector<char>& seen) {
  u64 v = 0;
  while (v < seen.size() && seen[v]) ++v;
  return v;
}

// The marked values, increasing; clears the marks.
std::vector<std::uint32_t> take_marked(std::vector<char>& seen) {
  std::vector<std::uint32_t> out;
  for (std::size_t v = 0; v < seen.size(); ++v)
    if (seen[v]) {
      out.push_back(static_cast<std::uint32_t>(v));
      seen[v] = 0;
    }
  return out;
}

}  // namespace

std::vector<u64> hex_grundy(const std::vector<unsigned>& digits, u64 count) {
  std::vector<u64> g(count, 0);
  // pairs[m]: {G(a) xor G(b) : a + b = m, a, b >= 1}; triples[r]: the same over three parts.
  // Both are sets of heap r's two- and three-heap splits, whatever the move that left r tokens.
  std::vector<std::vector<std::uint32_t>> pairs(count), triples(count);
  std::vector<char> seen;
  u64 largest = 0;
  for (u64 n = 0; n < count; ++n) {
    // Every value so far is below 2^w, and so is every nim-sum of them: the mex is at most 2^w.
    const std::size_t width = std::size_t{1} << std::bit_width(largest);
    seen.assign(width + 1, 0);
    for (u64 a = 1; 2 * a <= n; ++a) seen[g[a] ^ g[n - a]] = 1;
    pairs[n] = take_marked(seen);
    for (u64 x = 1; x + 2 <= n; ++x)
      for (std::uint32_t w : pairs[n - x]) seen[g[x] ^ w] = 1;
    triples[n] = take_marked(seen);
    for (u64 k = 0; k < digits.size() && k <= n; ++k) {
      const unsigned d = digits[k];
      const u64 r = n - k;
      if (k >= 1 && r == 0 && (d & 1)) seen[0] = 1;
      if (k >= 1 && r >= 1 && (d & 2)) seen[g[r]] = 1;
      if (d & 4)
        for (std::uint32_t w : pairs[r]) seen[w] = 1;
      if (d & 8)
        for (std::uint32_t w : triples[r]) seen[w] = 1;
    }
    g[n] = least_unmarked(seen);
    largest = std::max(largest, g[n]);
  }
  return g;
}

std::vector<u64> all_but_grundy(const std::vector<u64>& excluded, u64 count) {
  std::vector<u64> g(count, 0);
  std::vector<char> barred(count + 1, 0), seen;  // only removals up to count - 1 matter
  for (u64 x : excluded)
    if (x <= count) barred[x] = 1;
  for (u64 n = 0; n < count; ++n) {
    seen.assign(n + 1, 0);  // G(n) <= n: heap n has at most n options
    for (u64 k = 1; k <= n; ++k)
      if (!barred[k]) seen[g[n - k]] = 1;
    g[n] = least_unmarked(seen);
  }
  return g;
}

}  // namespace nimlab_check
