#pragma once
// The one limits table of nimlab certificates (proofs/certificate-format.md, "Limits"). Both the
// producer (nimlab/certificate/certificate.hpp) and the independent checker nimlab-check include
// this file, so a certificate nimlab writes is never refused by the checker for its size. It holds
// constants only and includes nothing of nimlab, so the checker stays independent of the library.
#include <cstdint>

namespace nimlab::certificate_limits {

// Version 1 lists every value; the checker recomputes them by brute force.
inline constexpr std::uint64_t max_listed_values = std::uint64_t{1} << 26;  // linear-time rules
// Codes that split heaps cost the brute force O(L^2): beyond this, version 2 is written.
inline constexpr std::uint64_t max_listed_values_split = std::uint64_t{1} << 15;
// Version 3 lists the values of an arithmetic period; the checker's brute force over three-heap
// splits of a hexadecimal code is cubic, over the removals of an all-but game quadratic.
inline constexpr std::uint64_t max_listed_values_hex = std::uint64_t{1} << 10;
inline constexpr std::uint64_t max_listed_values_all_but = std::uint64_t{1} << 12;
// The moves of the largest heap of a version-3 certificate of a hexadecimal code, counted as the
// verified checker lists them (one per removal, r - 1 two-heap and (r - 1)(r - 2) / 2 three-heap
// splits of r tokens, in every order): its extracted lists take a stack frame per element. Both
// checkers refuse a certificate beyond it (heap 514 of .8 has 131841).
inline constexpr std::uint64_t max_hex_moves = std::uint64_t{1} << 17;
// Version 2 (Grundy values of codes that split heaps) lists the rare positions under a mask; the
// checker recomputes the values by the sparse-space method with that mask.
// The checker marks the options of heap n with the stamp n + 1, in 64 bits (never 32: heap
// 2^32 - 1 would wrap to 0).
inline constexpr std::uint64_t max_sparse_values = std::uint64_t{1} << 32;
inline constexpr std::uint64_t max_rare_positions = std::uint64_t{1} << 16;
// Values below this fit the checker's 16-bit storage.
inline constexpr std::uint64_t max_sparse_value = (std::uint64_t{1} << 16) - 1;
// Split evaluations the checker spends on one version-2 certificate before it gives up (exit 3).
// The producer refuses a certificate whose rare enumeration alone, L * s * R, exceeds half this.
inline constexpr std::uint64_t max_check_work = std::uint64_t{1} << 37;
// The largest certificate file read (checked before reading): 16 bytes per listed value.
inline constexpr std::uint64_t max_certificate_bytes = std::uint64_t{1} << 30;
// The deepest nesting of arrays and objects in a certificate (checked before parsing).
inline constexpr unsigned max_certificate_depth = 64;
// Rules.
inline constexpr std::uint64_t max_set_element = std::uint64_t{1} << 20;
inline constexpr std::uint64_t max_octal_digits = 64;

}  // namespace nimlab::certificate_limits
