#pragma once
// A single-heap game, compiled once from its notation into the moves every consumer reads.
//
// From a heap of n tokens a move removes k tokens and then
//   - an elimination (k = n) leaves nothing,
//   - a reduction (1 <= k < n) leaves one heap of n - k tokens,
//   - a split (0 <= k <= n - 2) leaves two non-empty heaps a + b = n - k.
// A subtraction set S has the eliminations and reductions k in S. An octal code d0.d1d2...dt
// has, for each digit dk, the elimination k if dk has the 1-bit, the reduction k if it has the
// 2-bit and the split k if it has the 4-bit (d0 = 4: splitting without removing).
//
// A Game is valid by construction: it is made only from a parsed notation (SubtractionSet,
// OctalCode), whose parsers reject malformed text. It remembers that notation for printing and
// for certificates.
#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "nimlab/game/octal_code.hpp"
#include "nimlab/game/subtraction_set.hpp"

namespace nimlab {

// The compiled moves; every list is sorted and free of duplicates.
struct Moves {
  std::vector<std::size_t> eliminations;
  std::vector<std::size_t> reductions;
  std::vector<std::size_t> splits;
};

// A window recurrence: for every a >= start, the values v(a .. a+window-1) determine
// v(a+window). A repeated window at a position >= start therefore proves periodicity.
struct Recurrence {
  std::size_t window = 0;
  std::size_t start = 0;
};

class Game {
 public:
  using Notation = std::variant<SubtractionSet, OctalCode>;

  // Implicit on purpose: every notation names a game.
  Game(SubtractionSet set);
  Game(OctalCode code);

  const Moves& moves() const { return moves_; }
  const Notation& notation() const { return notation_; }
  // True when some move leaves two heaps (the game then has no finite window recurrence).
  bool splits() const { return !moves_.splits.empty(); }
  // The largest number of tokens any move removes (max S for a set, t for an octal code).
  std::size_t largest_removal() const { return largest_removal_; }
  // The window recurrence of a game that never splits; std::nullopt for one that does.
  // Subtraction sets: window max(S) from a = 0 (from n = max S on every element is a legal move,
  // removing the whole heap included). Octal codes: window t from a = 1 (for n > t no move takes
  // the whole heap and every move leaves a heap >= 1); a start of 0 would also hold for codes whose
  // eliminations equal their reductions, but certificates count octal windows from heap 1.
  std::optional<Recurrence> recurrence() const;
  // "subtract 1,4,9,10" or "octal .1133".
  std::string name() const;

  friend bool operator==(const Game& a, const Game& b) { return a.notation_ == b.notation_; }

 private:
  Notation notation_;
  Moves moves_;
  std::size_t largest_removal_ = 0;
};

}  // namespace nimlab
