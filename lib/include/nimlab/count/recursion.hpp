#pragma once
// Method 1: the memoised recursion over positions, the reference method.
//
//   plays(P) = 1                               if no move is legal in P,
//   plays(P) = sum over moves P -> P' of plays(P')   otherwise.
//
// Heaps are distinguishable, so moves in two equal heaps are different moves. The count does not
// depend on the order of the heaps, so positions are memoised as sorted multisets of their live
// heaps (dead heaps allow no move and are dropped), for Nim and subtraction rules alike; moves in
// equal heaps are counted once and multiplied by the multiplicity. Time: O(sum of heaps) additions
// per reachable multiset; memory: one big integer per reachable multiset.
#include <cstdint>
#include <span>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "nimlab/count/limits.hpp"
#include "nimlab/count/play_rule.hpp"
#include "nimlab/count/splits.hpp"
#include "nimlab/error.hpp"

namespace nimlab {

// Thrown when the recursion would exceed its work budget (a usage error: the input is too large
// for the reference method).
class recursion_budget_exceeded : public error {
 public:
  using error::error;
};

template <class Int>
class RecursiveCounter {
 public:
  // budget: the largest number of big-integer additions this counter may perform in total.
  explicit RecursiveCounter(PlayRule rule, std::uint64_t budget = count_limits::recursion_budget);

  // Number of complete plays from the position (heap sizes in any order, zeros allowed).
  // Throws recursion_budget_exceeded when the budget runs out; the memo stays consistent.
  Int plays(std::span<const std::uint32_t> heaps);

  // Sum of plays over every split of n tokens into exactly k non-empty heaps.
  Int split_total(std::uint32_t n, std::uint32_t k, SplitOrder order);

  std::size_t memo_size() const { return memo_.size(); }
  std::uint64_t additions() const { return additions_; }

 private:
  struct KeyHash {
    std::size_t operator()(const std::vector<std::uint32_t>& key) const noexcept;
  };
  const Int& plays_sorted(const std::vector<std::uint32_t>& key);

  PlayRule rule_;
  std::uint64_t budget_;
  std::uint64_t additions_ = 0;
  Int one_{1};
  std::unordered_map<std::vector<std::uint32_t>, Int, KeyHash> memo_;
};

}  // namespace nimlab
