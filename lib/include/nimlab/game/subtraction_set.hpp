#pragma once
// A subtraction game: one heap, a move removes s tokens for some s in a finite set S of positive
// integers. The set need not contain 1.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab {

class SubtractionSet {
 public:
  // Largest element accepted; keeps windows, bit masks and loops within sane bounds.
  static constexpr std::uint32_t max_element_limit = 1u << 20;

  // Throws nimlab::error if elements is empty, holds a non-positive value, a duplicate, or a value
  // above max_element_limit. Elements are stored sorted.
  explicit SubtractionSet(std::vector<std::int64_t> elements);

  // Parses "1,4,9,10" (spaces allowed, braces optional). Throws nimlab::error on malformed text.
  static SubtractionSet parse(std::string_view text);

  const std::vector<std::uint32_t>& elements() const { return elements_; }
  std::uint32_t max() const { return elements_.back(); }
  bool contains(std::uint32_t s) const;
  // "1,4,9,10"
  std::string to_string() const;

  friend bool operator==(const SubtractionSet&, const SubtractionSet&) = default;

 private:
  std::vector<std::uint32_t> elements_;
};

}  // namespace nimlab
