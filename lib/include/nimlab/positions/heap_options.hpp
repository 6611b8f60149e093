#pragma once
// The options of one heap of a heap game (NamedGame::heap_game()) and its Grundy values.
#include <cstdint>
#include <vector>

#include "nimlab/positions/named_game.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab::positions {

// A move on one heap: remove `take` tokens and leave `parts` (zero, one, two or three non-empty
// heaps, two or three only when the rest is split; then in increasing order).
struct HeapOption {
  std::uint32_t take = 0;
  std::vector<std::uint32_t> parts;
  friend bool operator==(const HeapOption&, const HeapOption&) = default;
};

// Every option of a heap of n tokens, ordered by take, then two-heap before three-heap splits,
// then by the parts. Throws
// nimlab::error for a whole-position rule.
std::vector<HeapOption> heap_options(const NamedGame& game, std::uint32_t n);

// Grundy values of one heap game under normal play, by the cheapest exact route: the closed forms
// of the single-heap families (proven in proofs/, checked against the brute-force solver in the
// tests), n for Nim, the values engine (nimlab/values/sequence.hpp) for subtraction sets and octal
// codes, and mex over heap_options for set-plus-whole. Values are cached as they are asked for.
class GrundyValues {
 public:
  explicit GrundyValues(NamedGame game);
  std::uint32_t operator()(std::uint32_t n);

 private:
  NamedGame game_;
  Sequence cache_;  // values 0..cache_.size()-1 where the game has no closed form
};

}  // namespace nimlab::positions
