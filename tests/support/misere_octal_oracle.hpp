#pragma once
// Misere outcomes of sums of heaps of one octal code, decoded here from the definition of an
// octal code and solved by the brute-force game-graph solver (nimlab/games/solver.hpp). It
// shares no code with nimlab's rules (game/) or its misere quotients (misere/).
//
// ".d1d2...dt": digit d_j lets a player remove j tokens from one heap when that leaves no heap
// (bit 1), one non-empty heap (bit 2), or two non-empty heaps (bit 4).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimlab/games/solver.hpp"

namespace nimlab::test {

struct OctalHeapSum {
  using Position = std::vector<std::uint32_t>;
  std::vector<unsigned> digits;  // digits[j - 1] = d_j
  Position canonical(Position p) const {
    std::erase(p, 0u);
    std::sort(p.begin(), p.end());
    return p;
  }
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
      const std::uint32_t n = p[i];
      auto leave = [&](std::vector<std::uint32_t> parts) {
        Position q = p;
        q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
        q.insert(q.end(), parts.begin(), parts.end());
        out.push_back(q);
      };
      for (std::uint32_t j = 1; j <= digits.size() && j <= n; ++j) {
        const unsigned d = digits[j - 1];
        if ((d & 1) && j == n) leave({});
        if ((d & 2) && j < n) leave({n - j});
        if (d & 4)
          for (std::uint32_t a = 1; a + 1 + j <= n; ++a) leave({a, n - j - a});
      }
    }
    return out;
  }
};

inline std::string octal_code_text(const std::vector<unsigned>& digits) {
  std::string s = ".";
  for (unsigned d : digits) s += static_cast<char>('0' + d);
  return s;
}

// Every multiset of heaps of 1..max_heap tokens with at most `total` tokens, sorted.
inline std::vector<std::vector<std::uint32_t>> heap_multisets(std::uint32_t max_heap,
                                                              std::uint32_t total) {
  std::vector<std::vector<std::uint32_t>> out;
  std::vector<std::uint32_t> current;
  auto extend = [&](auto&& self, std::uint32_t from, std::uint32_t left) -> void {
    out.push_back(current);
    for (std::uint32_t h = from; h <= max_heap && h <= left; ++h) {
      current.push_back(h);
      self(self, h, left - h);
      current.pop_back();
    }
  };
  extend(extend, 1, total);
  return out;
}

}  // namespace nimlab::test
