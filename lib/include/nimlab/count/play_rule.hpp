#pragma once
// The move rule of a multi-heap counting game: a move takes tokens from exactly one heap, either
// any positive number of them (Nim) or exactly s of them for some s in a subtraction set S.
// A heap is dead when it admits no move: heap 0 under Nim, any heap below min(S) otherwise.
// A play ends when every heap is dead, so under a set without 1 it may end with tokens left.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/game/subtraction_set.hpp"

namespace nimlab {

class PlayRule {
 public:
  PlayRule() = default;  // Nim
  explicit PlayRule(SubtractionSet set) : set_(std::move(set)) {}

  // Parses "nim" or "subtract:1,2,3"; throws nimlab::error on anything else.
  static PlayRule parse(std::string_view text);

  bool is_nim() const { return !set_.has_value(); }
  // The subtraction set; nullptr for Nim.
  const SubtractionSet* set() const { return set_ ? &*set_ : nullptr; }
  // Smallest legal removal: 1 for Nim, min(S) otherwise. A heap h is dead iff h < min_move().
  std::uint32_t min_move() const { return set_ ? set_->elements().front() : 1; }
  bool is_dead(std::uint64_t heap) const { return heap < min_move(); }
  // The legal removals from a heap of h tokens, ascending (empty when h is dead).
  std::vector<std::uint32_t> moves(std::uint32_t heap) const;
  // "nim" or "subtract:1,2,3" (parse(to_string()) gives the rule back).
  std::string to_string() const;

  friend bool operator==(const PlayRule&, const PlayRule&) = default;

 private:
  std::optional<SubtractionSet> set_;
};

}  // namespace nimlab
