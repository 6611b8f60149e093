#pragma once
// An all-but subtraction game: one heap, a move removes any k >= 1 tokens (the whole heap
// included) except the k in a finite exclusion set X of positive integers. The set must not be
// empty: excluding nothing is Nim on one heap (G(n) = n), which is the game `nim`.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab {

class AllButSubtraction {
 public:
  // Largest excluded number accepted: the values cost O(|X|) per heap, so X stays within the
  // bounds of subtraction sets.
  static constexpr std::uint32_t max_excluded_limit = 1u << 20;

  // Throws nimlab::error if excluded is empty, holds a value outside 1..max_excluded_limit, or a
  // duplicate. Stored sorted.
  explicit AllButSubtraction(std::vector<std::int64_t> excluded);

  // Parses "2,3" (spaces allowed, braces optional). Throws nimlab::error on malformed text,
  // naming the allowed range.
  static AllButSubtraction parse(std::string_view text);

  const std::vector<std::uint32_t>& excluded() const { return excluded_; }
  bool excludes(std::uint32_t k) const;
  // "2,3"
  std::string to_string() const;

  friend bool operator==(const AllButSubtraction&, const AllButSubtraction&) = default;

 private:
  std::vector<std::uint32_t> excluded_;
};

}  // namespace nimlab
