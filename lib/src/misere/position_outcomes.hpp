#pragma once
// Misere outcomes of positions of one heap game, by brute force over the moves of its rules,
// remembered as they are computed. The quotient engine reads them to tell elements apart; the
// proof that a quotient is right does not trust them (quotient_check.hpp).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "misere/candidate.hpp"
#include "nimlab/game/game.hpp"

namespace nimlab::misere {

// A position: its heap sizes (1..255), sorted in decreasing order, one char each.
using Position = std::string;

// The options of each heap 1..n: each option is the list of its heaps (0, 1 or 2 of them,
// sorted in decreasing order, every one smaller than the heap). No option is listed twice: the
// tokens removed fix the total left.
class HeapOptions {
 public:
  // Throws nimlab::error for a game with moves other than eliminations, reductions and splits
  // into two heaps.
  HeapOptions(const Game& game, std::size_t max_heap);
  std::size_t max_heap() const { return options_.size() - 1; }
  const std::vector<std::vector<std::uint8_t>>& operator[](std::size_t heap) const {
    return options_[heap];
  }

 private:
  std::vector<std::vector<std::vector<std::uint8_t>>> options_;
};

// Outcomes are remembered under a 64-bit fingerprint of the position (an open-addressing table,
// 9 bytes per slot, at most half full). Two positions sharing a fingerprint would share an
// outcome; that can only mislead the search for a candidate, never the check that proves it.
class MisereOutcomes {
 public:
  // At most max_positions outcomes are kept; one more is a nimlab::error naming the limit.
  MisereOutcomes(const HeapOptions& options, std::size_t max_positions);
  // True when the player to move loses `p` in misere play (a position with no move is won).
  bool lost(const Position& p);
  std::size_t size() const { return size_; }
  // A quotient proven for A_k: from now on the outcome of a position of heaps of at most k
  // tokens is read from it instead of searched.
  void use_proven(const Candidate& q) { proven_ = q; }

 private:
  // The slot of fingerprint f: where it is, or the empty slot where it belongs.
  std::size_t slot(std::uint64_t f) const;
  void grow();

  const HeapOptions& options_;
  std::size_t max_positions_;
  std::vector<std::uint64_t> keys_;  // 0: empty
  std::vector<std::uint8_t> lost_;
  std::size_t size_ = 0;
  Candidate proven_;  // Q_0 (no heap) until use_proven
};

// The sum of two positions.
Position sum(const Position& a, const Position& b);

// Every position of heaps 1..max_heap with at most `tokens` tokens, the empty one first.
std::vector<Position> positions_up_to(std::size_t max_heap, std::size_t tokens);

}  // namespace nimlab::misere
