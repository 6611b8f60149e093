#pragma once
// Splits of N tokens into exactly k non-empty heaps: unordered (partitions, listed as
// h1 <= h2 <= ... <= hk) or ordered (compositions).
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab {

enum class SplitOrder { unordered, ordered };
std::string split_order_name(SplitOrder order);  // "unordered" / "ordered"

using SplitVisitor = std::function<void(std::span<const std::uint32_t>)>;

// Calls visit once per split, in lexicographic order of (h1, ..., hk). Nothing when k == 0 or
// k > n. Partitions: O(p_k(n)) calls; compositions: C(n-1, k-1) calls.
void for_each_split(std::uint32_t n, std::uint32_t k, SplitOrder order, const SplitVisitor& visit);

// The number of distinct orderings of a multiset of heap sizes: k! / prod(multiplicity!).
// Exact for up to 20 heaps; throws nimlab::error beyond.
std::uint64_t distinct_orderings(std::span<const std::uint32_t> heaps);

// Parses a heap list "3,2,7" (spaces allowed). Every heap must be a positive integer; throws
// nimlab::error on malformed text, on zero or negative heaps, or when the total exceeds
// max_total.
std::vector<std::uint32_t> parse_heaps(std::string_view text, std::uint32_t max_total);

}  // namespace nimlab
