#pragma once
// Infinite single-heap rule families (subtract a power, up to or at least half, divisors, a set
// plus the whole heap) as finite games for the
// brute-force solver: the position is the heap size n, a move removes m tokens for some m in the
// rule's set M(n), which may depend on n. No theory: the moves are listed from the definition.
#include <cstdint>
#include <vector>

#include "nimlab/game/subtraction_set.hpp"

namespace nimlab::games {

// What every family shares: the position is the heap size, which is its own canonical form.
struct SingleHeapFamily {
  using Position = std::uint32_t;
  Position canonical(Position n) const { return n; }
};

// M = {a^m : m >= 0}, the powers of a (1 included). Requires a >= 1 (throws nimlab::error).
struct PowerSubtraction : SingleHeapFamily {
  explicit PowerSubtraction(std::uint32_t a);
  std::uint32_t a;
  std::vector<Position> moves(Position n) const;
};

// M(n) = [floor(n/2)] = {1, ..., floor(n/2)}: take at most half.
struct UpToHalf : SingleHeapFamily {
  std::vector<Position> moves(Position n) const;
};

// Take at least half, in the two readings of the table's M = {ceil(n/2), n}:
// literal:  exactly ceil(n/2) or all n tokens;
// interval: any number from ceil(n/2) to n.
struct AtLeastHalf {
  enum class Reading { literal, interval };
  using Position = std::uint32_t;
  Reading reading = Reading::interval;
  Position canonical(Position n) const { return n; }
  std::vector<Position> moves(Position n) const;
};

// M(n) = the divisors of n (n itself included): remove d tokens where d divides n.
struct Divisors : SingleHeapFamily {
  std::vector<Position> moves(Position n) const;
};

// M(n) = the proper divisors of n (1 <= d < n, d divides n).
struct ProperDivisors : SingleHeapFamily {
  std::vector<Position> moves(Position n) const;
};

// M(n) = S together with n: remove s in S (s <= n) or the whole heap.
struct SetPlusWhole : SingleHeapFamily {
  explicit SetPlusWhole(SubtractionSet set) : set(std::move(set)) {}
  SubtractionSet set;
  std::vector<Position> moves(Position n) const;
};

// M = S: the plain subtraction game on one heap (the table's M_2).
struct SubtractionHeap : SingleHeapFamily {
  explicit SubtractionHeap(SubtractionSet set) : set(std::move(set)) {}
  SubtractionSet set;
  std::vector<Position> moves(Position n) const;
};

}  // namespace nimlab::games
