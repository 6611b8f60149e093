// Subtraction sets: a parsed set is sorted, free of duplicates and within the element limit, and
// printing then parsing gives the same set.
#include <algorithm>

#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/subtraction_set.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  try {
    const SubtractionSet set = SubtractionSet::parse(fuzz::text_of(data, size));
    const auto& e = set.elements();
    fuzz::check(!e.empty() && e.front() >= 1 && e.back() <= SubtractionSet::max_element_limit,
                "elements out of range");
    fuzz::check(std::adjacent_find(e.begin(), e.end(), std::greater_equal<>()) == e.end(),
                "elements not strictly increasing");
    const std::string text = set.to_string();
    fuzz::check(SubtractionSet::parse(text) == set, "parse(print(S)) != S for " + text);
  } catch (const nimlab::error&) {
  }
  return 0;
}
