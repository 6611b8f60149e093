#pragma once
// The families of subtraction sets that a record search walks through, and the search request.
//
// A set S is held as a bit mask: bit s-1 is set when s is in S, so every set with max(S) <= 64
// fits one machine word. For a largest element M:
//   one-in-set: 1 in S and max(S) = M; the elements 2..M-1 are free: 2^(M-2) sets for M >= 2,
//               and the single set {1} for M = 1. Index i maps to {1, M} plus bit k of i -> k+2.
//   all:        max(S) = M; the elements 1..M-1 are free: 2^(M-1) sets. Index i maps to {M}
//               plus bit k of i -> k+1.
// An optional size k keeps only the sets with exactly k elements.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"

namespace nimlab::records {

enum class Family : std::uint8_t { one_in_set, all };

std::string family_name(Family f);  // "one-in-set" / "all"
// Parses "one-in-set" or "all"; throws nimlab::error otherwise.
Family parse_family(std::string_view text);

// Largest M a search accepts: sets are enumerated by a 64-bit index and the bit engine keeps a
// window of M bits per set. (The families are far too large long before this: 2^58 sets.)
inline constexpr unsigned max_largest_element = 60;

struct SearchSpec {
  unsigned min_max = 1;  // smallest largest element searched (--min)
  unsigned max_max = 1;  // largest largest element searched (--max)
  Family family = Family::one_in_set;
  std::optional<unsigned> size;  // only sets with exactly this many elements
  Kind kind = Kind::outcome;
  Convention convention{};
};

// Throws nimlab::error when min_max < 1, max_max > max_largest_element, min_max > max_max,
// size == 0, or the kind and convention have no meaning together (Grundy values exist only for
// normal play with the standard stuck rule).
void check_search_bounds(const SearchSpec& spec);

// A one-line canonical description of everything that determines the answer (not the threads):
// "family=one-in-set min=1 max=20 size=any kind=outcome convention=misere/standard".
std::string describe(const SearchSpec& spec);

// Number of indices of the family for largest element M (before the size filter).
std::uint64_t family_count(Family f, unsigned M);
// The set with index i (0 <= i < family_count) as a bit mask.
std::uint64_t family_member(Family f, unsigned M, std::uint64_t i);
// Whether the mask passes the size filter of the spec.
bool keeps(const SearchSpec& spec, std::uint64_t mask);

// Sorted elements of a mask, and the mask of a sorted list (throws nimlab::error on elements
// outside 1..64).
std::vector<std::uint32_t> mask_elements(std::uint64_t mask);
std::uint64_t elements_mask(const std::vector<std::uint32_t>& elements);
// The value sequence the search computes for one set.
SequenceSpec sequence_spec(const SearchSpec& spec, std::uint64_t mask);

}  // namespace nimlab::records
