#pragma once
// A brute-force oracle for octal codes whose digits are 0-3 (no heap splitting): the single-heap
// game is decoded here from the definition of an octal code, not from nimlab's rules, and solved
// by the game-graph solver of nimlab/games (mex over the listed moves). Tests compare the library
// and the written proofs with it; it shares no code with the value generators or period finders.
//
// Digit d_j of ".d1 d2 ... dt" (j = 1..t): bit 1 lets a player remove j tokens when that empties
// the heap, bit 2 when one non-empty heap remains. Bit 4 (splitting) is outside this oracle.
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "nimlab/games/solver.hpp"

namespace nimlab::test {

using Digits = std::vector<unsigned>;  // digits[j - 1] = d_j

// The code made of runs: {{1, k}, {3, m}, {1, j}} is .1^k 3^m 1^j.
inline Digits digit_runs(std::initializer_list<std::pair<unsigned, unsigned>> runs) {
  Digits d;
  for (const auto& [digit, count] : runs) d.insert(d.end(), count, digit);
  return d;
}

// ".d1d2...dt", the spelling OctalCode::parse reads.
inline std::string octal_text(const Digits& digits) {
  std::string s = ".";
  for (unsigned d : digits) s += static_cast<char>('0' + d);
  return s;
}

struct PlainOctalHeap {
  using Position = std::uint32_t;
  explicit PlainOctalHeap(Digits d) : digits(std::move(d)) {
    for (unsigned x : digits)
      if (x > 3) throw std::invalid_argument("PlainOctalHeap: digits must be 0-3");
  }
  Digits digits;
  Position canonical(Position n) const { return n; }
  std::vector<Position> moves(Position n) const {
    std::vector<Position> out;
    for (Position j = 1; j <= digits.size() && j <= n; ++j) {
      const unsigned d = digits[j - 1];
      if (j == n && (d & 1)) out.push_back(0);
      if (j < n && (d & 2)) out.push_back(n - j);
    }
    return out;
  }
};

// Grundy values G(0..count-1) of the code, by the brute-force solver.
inline std::vector<std::uint32_t> brute_force_grundy(const Digits& digits, std::size_t count) {
  games::Solver<PlainOctalHeap> solver{PlainOctalHeap{digits}};
  std::vector<std::uint32_t> g(count);
  for (std::size_t n = 0; n < count; ++n) g[n] = solver.grundy(static_cast<std::uint32_t>(n));
  return g;
}

}  // namespace nimlab::test
