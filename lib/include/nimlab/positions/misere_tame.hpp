#pragma once
// Tame heaps in misere play (proofs/misere-tame.md): a conservative form of Conway's tameness
// (On Numbers and Games, ch. 12; Winning Ways, ch. 13) that is decided heap by heap from the
// heap's options and their normal-play Grundy values.
//
// A heap of a heap game is
//   - small, if its options consist of tame heaps, every option of small heaps only has
//     nim-value v xor 1 (v its own Grundy value), every other option has nim-value 2 or more,
//     and it has an option of small heaps only unless it has no option at all (then v is 0 or
//     1, and it plays like heaps of one);
//   - big, if its options consist of tame heaps, it has an option, no option of small heaps only
//     has nim-value v xor 1, some option is [small with nim-value 1] or [big with nim-value 0]
//     when v != 0, and some option is [small with nim-value 0] or [big with nim-value 1] when
//     v >= 2 (an option is small when all its heaps are, big otherwise; its nim-value is the xor
//     of its heaps' Grundy values);
//   - wild otherwise, and every heap with a wild heap among its options' heaps is wild too.
//
// The tame theorem: a position made of tame heaps (of any heap games) is lost for the player to
// move in misere play iff either all its heaps are small and the xor of their Grundy values is 1,
// or some heap is big and the xor is 0 (Bouton's misere rule, where a Nim heap of 0 or 1 is
// small and a larger one big).
#include <cstdint>
#include <optional>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/heap_options.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/positions/solve.hpp"

namespace nimlab::positions {

enum class Tameness : std::uint8_t { small, big, wild };

// Largest heap classified: the classification reads every option of every smaller heap.
inline constexpr std::uint32_t max_tame_heap = 4096;

// The classification of one heap game's heaps, computed in increasing order and cached.
class TameHeaps {
 public:
  // Throws nimlab::error for a whole-position rule.
  explicit TameHeaps(NamedGame game);
  // Throws nimlab::error beyond max_tame_heap.
  Tameness operator()(std::uint32_t n);
  std::uint32_t grundy(std::uint32_t n) { return values_(n); }

 private:
  NamedGame game_;
  GrundyValues values_;
  std::vector<Tameness> kinds_;
};

// The misere outcome the tame theorem gives a position of tame heaps: `any_big` if some heap is
// big, `nim_value` the xor of the heaps' Grundy values.
Outcome tame_misere_outcome(bool any_big, std::uint32_t nim_value);

// The misere answer of a position of heap games by the tame theorem (method
// "misere-tame-theorem"), with every winning move; nothing when some heap is wild or larger
// than max_tame_heap.
std::optional<Answer> solve_misere_tame(const Position& p);

}  // namespace nimlab::positions
