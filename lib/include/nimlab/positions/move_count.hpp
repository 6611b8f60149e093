#pragma once
// How many moves a position has, counted without listing them, so that a caller can refuse a
// position whose list of moves would not fit in memory before it asks for the list.
#include <cstdint>

#include "nimlab/positions/solve.hpp"

namespace nimlab::positions {

// The number of moves legal_moves(p) lists, or any number greater than `cap` when there are more
// than `cap` (the count stops there). Moore's Nim_k: the elementary symmetric sums e_1..e_k of the
// heap sizes (choose up to k heaps, lower each); Staircase Nim: the sum of the piles; heap games:
// the options of each heap. `cap` is at most 2^32 (products of heap sizes must not overflow).
// Throws nimlab::error on an invalid position.
std::uint64_t count_moves(const Position& p, std::uint64_t cap);

}  // namespace nimlab::positions
