// Families of subtraction sets as bit masks: enumeration by index, the size filter, and the
// conversions to element lists. Every function is O(1) or O(M).
#include "nimlab/records/family.hpp"

#include <bit>

#include "nimlab/error.hpp"

namespace nimlab::records {

std::string family_name(Family f) {
  return f == Family::one_in_set ? "one-in-set" : "all";
}

Family parse_family(std::string_view text) {
  if (text == "one-in-set") return Family::one_in_set;
  if (text == "all") return Family::all;
  throw error("unknown family '" + std::string(text) + "' (expected one-in-set or all)");
}

void check_search_bounds(const SearchSpec& spec) {
  if (spec.min_max < 1) throw error("--min must be at least 1");
  if (spec.max_max < 1) throw error("--max must be at least 1");
  if (spec.max_max > max_largest_element)
    throw error("--max " + std::to_string(spec.max_max) + " exceeds the limit " +
                std::to_string(max_largest_element) + " of the record search");
  if (spec.min_max > spec.max_max)
    throw error("--min " + std::to_string(spec.min_max) + " exceeds --max " +
                std::to_string(spec.max_max));
  if (spec.size && *spec.size == 0) throw error("--size must be at least 1");
  // The kind and convention must make a valid sequence spec; a representative set shows it.
  [[maybe_unused]] const SequenceSpec representative(SubtractionSet({1}), spec.kind,
                                                     spec.convention);
}

std::string describe(const SearchSpec& spec) {
  return "family=" + family_name(spec.family) + " min=" + std::to_string(spec.min_max) +
         " max=" + std::to_string(spec.max_max) +
         " size=" + (spec.size ? std::to_string(*spec.size) : std::string("any")) +
         " kind=" + kind_name(spec.kind) + " convention=" + to_string(spec.convention);
}

std::uint64_t family_count(Family f, unsigned M) {
  if (f == Family::one_in_set) return M <= 2 ? 1 : std::uint64_t{1} << (M - 2);
  return std::uint64_t{1} << (M - 1);
}

std::uint64_t family_member(Family f, unsigned M, std::uint64_t i) {
  const std::uint64_t top = std::uint64_t{1} << (M - 1);
  if (f == Family::one_in_set) return M == 1 ? 1 : (top | 1 | (i << 1));
  return top | i;
}

bool keeps(const SearchSpec& spec, std::uint64_t mask) {
  return !spec.size || static_cast<unsigned>(std::popcount(mask)) == *spec.size;
}

std::vector<std::uint32_t> mask_elements(std::uint64_t mask) {
  std::vector<std::uint32_t> out;
  for (; mask; mask &= mask - 1)
    out.push_back(static_cast<std::uint32_t>(std::countr_zero(mask)) + 1);
  return out;
}

std::uint64_t elements_mask(const std::vector<std::uint32_t>& elements) {
  std::uint64_t mask = 0;
  for (std::uint32_t s : elements) {
    if (s < 1 || s > 64) throw error("set element " + std::to_string(s) + " outside 1..64");
    mask |= std::uint64_t{1} << (s - 1);
  }
  return mask;
}

SequenceSpec sequence_spec(const SearchSpec& spec, std::uint64_t mask) {
  const auto e = mask_elements(mask);
  return SequenceSpec(SubtractionSet(std::vector<std::int64_t>(e.begin(), e.end())), spec.kind,
                      spec.convention);
}

}  // namespace nimlab::records
