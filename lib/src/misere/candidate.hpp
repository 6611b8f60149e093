#pragma once
// A candidate quotient: a finite commutative monoid with a subset P and the elements of heaps.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimlab::misere {

// The monoid is given by its full multiplication table (element 0 the identity), P by one flag
// per element, and the heaps 0..k by their elements (heap 0 -> 0).
struct Candidate {
  std::size_t order = 1;
  std::vector<std::uint32_t> table{0};  // table[a * order + b]
  std::vector<bool> p{false};
  std::vector<std::uint32_t> heap_element{0};

  std::uint32_t product(std::uint32_t a, std::uint32_t b) const { return table[a * order + b]; }
  std::size_t max_heap() const { return heap_element.size() - 1; }
};

}  // namespace nimlab::misere
