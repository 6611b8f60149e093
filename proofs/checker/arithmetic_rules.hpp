#pragma once
// The checker's own brute-force values of the two rules of version-3 certificates
// (proofs/certificate-format.md, "Version 3"), written from the rules' words and independent of
// the nimlab library.
#include <cstdint>
#include <vector>

namespace nimlab_check {

// G(0..count-1) of a hexadecimal code (digits[0] = d0 without the bits 1 and 2, digits[k] = dk
// for k = 1..t): from heap n, remove k tokens and leave no heap (bit 1 of dk, n = k >= 1), one
// heap (bit 2, k >= 1), two non-empty heaps (bit 4) or three (bit 8). Every split is enumerated,
// three-heap splits through the sets {G(a) xor G(b) : a + b = m}: time O(count^2 * B) with B the
// power of two above the largest value, memory O(count * B).
std::vector<std::uint64_t> hex_grundy(const std::vector<unsigned>& digits, std::uint64_t count);

// G(0..count-1) of the all-but game excluding the set X (positive, distinct): from heap n remove
// any k with 1 <= k <= n and k not in X. Every removal is enumerated: time O(count^2).
std::vector<std::uint64_t> all_but_grundy(const std::vector<std::uint64_t>& excluded,
                                          std::uint64_t count);

}  // namespace nimlab_check
