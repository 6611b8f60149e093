#pragma once
// A single-heap game, compiled once from its notation into the moves every consumer reads.
//
// From a heap of n tokens a move removes k tokens and then
//   - an elimination (k = n) leaves nothing,
//   - a reduction (1 <= k < n) leaves one heap of n - k tokens,
//   - a split (0 <= k <= n - 2) leaves two non-empty heaps a + b = n - k,
//   - a three-heap split (0 <= k <= n - 3) leaves three non-empty heaps a + b + c = n - k,
//   - an unequal split (0 <= k <= n - 3) leaves two non-empty heaps a + b = n - k with a != b.
// A subtraction set S has the eliminations and reductions k in S. An octal code d0.d1d2...dt
// has, for each digit dk, the elimination k if dk has the 1-bit, the reduction k if it has the
// 2-bit and the split k if it has the 4-bit (d0 = 4: splitting without removing). A hexadecimal
// code adds the three-heap split k for the 8-bit; one whose digits are all below 8 is compiled
// as the octal code it is (its notation is then that OctalCode), so every octal service applies.
// Grundy's game has the one unequal split k = 0. An all-but game (exclusion set X) has every
// elimination and reduction k >= 1 with k not in X: infinitely many, so they are not listed but
// stored as X with Moves::all_but set (see there).
//
// Three-heap and unequal splits lie outside the octal model (octal_moves_only() is false): the
// sparse-space engine and certificates do not cover them; three-heap splits have their own
// periodicity theorem (proofs/hex-bound.md), unequal splits none.
//
// All-but games remove unboundedly many tokens: no finite window of values determines the next
// (recurrence() is empty), they are no octal code (octal_moves_only() is false: no octal theorem,
// no sparse engine, no certificate), and their values have an O(|X|)-per-heap generator of their
// own (nimlab/values/sequence.hpp).
//
// A Game is valid by construction: it is made only from a parsed notation (SubtractionSet,
// OctalCode, HexCode, GrundysGame, AllButSubtraction), whose parsers reject malformed text. It
// remembers that notation for printing and for certificates.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "nimlab/game/all_but.hpp"
#include "nimlab/game/grundys_game.hpp"
#include "nimlab/game/hex_code.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/game/subtraction_set.hpp"

namespace nimlab {

// The compiled moves; every list is sorted and free of duplicates.
struct Moves {
  std::vector<std::size_t> eliminations;
  std::vector<std::size_t> reductions;
  std::vector<std::size_t> splits;
  std::vector<std::size_t> triple_splits;
  std::vector<std::size_t> unequal_splits;
  // All-but games: every k >= 1 outside `excluded` is an elimination (k = n) and a reduction
  // (k < n). The lists above cannot hold them, so they stay empty; every consumer of moves()
  // handles `all_but` or refuses the game (a consumer reading only the lists would see no move).
  bool all_but = false;
  std::vector<std::size_t> excluded;  // sorted, non-empty exactly when all_but

  // Whether an all-but game may remove k tokens (k <= n is the caller's to check).
  bool all_but_allows(std::size_t k) const {
    return all_but && k >= 1 && !std::binary_search(excluded.begin(), excluded.end(), k);
  }
};

// A window recurrence: for every a >= start, the values v(a .. a+window-1) determine
// v(a+window). A repeated window at a position >= start therefore proves periodicity.
struct Recurrence {
  std::size_t window = 0;
  std::size_t start = 0;
};

class Game {
 public:
  using Notation = std::variant<SubtractionSet, OctalCode, HexCode, GrundysGame, AllButSubtraction>;

  // Implicit on purpose: every notation names a game.
  Game(SubtractionSet set);
  Game(OctalCode code);
  // A code whose digits are all below 8 becomes the octal game it is.
  Game(HexCode code);
  Game(GrundysGame rule);
  Game(AllButSubtraction rule);

  const Moves& moves() const { return moves_; }
  const Notation& notation() const { return notation_; }
  // True when some move leaves two or three heaps (the game then has no finite window
  // recurrence).
  bool splits() const {
    return !moves_.splits.empty() || !moves_.triple_splits.empty() ||
           !moves_.unequal_splits.empty();
  }
  // True when every move is an octal move (elimination, reduction, split into two heaps of any
  // sizes): the octal periodicity theorem, the sparse-space engine and certificates apply.
  bool octal_moves_only() const {
    return moves_.triple_splits.empty() && moves_.unequal_splits.empty() && !moves_.all_but;
  }
  // The largest number of tokens any move removes (max S for a set, t for a code, 0 for
  // Grundy's game); all-but games have no largest removal: SIZE_MAX.
  std::size_t largest_removal() const { return largest_removal_; }
  // The window recurrence of a game that never splits; std::nullopt for one that does, and for
  // all-but games (heap n has options at every smaller heap but |X|).
  // Subtraction sets: window max(S) from a = 0 (from n = max S on every element is a legal move,
  // removing the whole heap included). Octal codes: window t from a = 1 (for n > t no move takes
  // the whole heap and every move leaves a heap >= 1); a start of 0 would also hold for codes whose
  // eliminations equal their reductions, but certificates count octal windows from heap 1.
  std::optional<Recurrence> recurrence() const;
  // "subtract 1,4,9,10", "octal .1133", "hex .8", "grundy" or "all-but 2,3".
  std::string name() const;

  friend bool operator==(const Game& a, const Game& b) { return a.notation_ == b.notation_; }

 private:
  // Adds the moves of code digits d0..dt (bits 1, 2, 4, 8).
  template <class Code>
  void compile_code(const Code& code);

  Notation notation_;
  Moves moves_;
  std::size_t largest_removal_ = 0;
};

}  // namespace nimlab
