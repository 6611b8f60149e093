#pragma once
// Explicit size limits of exact play counting. Inputs beyond them are rejected with nimlab::error
// (CLI exit 2) instead of running for hours or exhausting memory.
#include <cstdint>

namespace nimlab::count_limits {

// Largest number of tokens in a position, a split total or a table row. Ordered totals are cheap
// (O(k N) operations); the unordered table for k = 3 costs about N^3.5 (about 10 s for N = 1000
// on one core); the counts have about N*log2(k+1) bits.
inline constexpr std::uint32_t max_tokens = 1000;
// Largest number of heaps in a split. Unordered totals sum over the p(k) cycle types of S_k.
inline constexpr std::uint32_t max_piles = 24;
// Largest N of an unordered total or table with k heaps. The cycle types with several cycles of
// length >= 2 need products of bivariate series (about N^4 work and more as k grows); these
// bounds keep one request within about a minute on one core (see experiments/bench_count.cpp).
constexpr std::uint32_t max_unordered_tokens(std::uint32_t k) {
  return k <= 3 ? max_tokens : k <= 8 ? 250 : k <= 16 ? 120 : 80;
}
// Default work budget of the memoised recursion, in big-integer additions (about 10 s).
inline constexpr std::uint64_t recursion_budget = 200'000'000;
// The floating-point emulation keeps an (N-1)^3 table of doubles, as the published program does.
inline constexpr std::uint32_t max_emulated_tokens = 120;

}  // namespace nimlab::count_limits
