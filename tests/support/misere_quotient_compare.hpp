#pragma once
// A misere quotient Q_n (nimlab/misere/quotient.hpp) against the brute-force oracle
// (misere_octal_oracle.hpp): the outcome Q_n gives every position of heaps of 1..n tokens with at
// most `total` tokens is the misere outcome the game-graph solver finds from the rules. Shared by
// the property tests of the quotients, so that they compare through one oracle.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "misere_octal_oracle.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/misere/quotient.hpp"

namespace nimlab::test {

// Returns the number of positions compared; stops at the first disagreement (a test failure).
inline std::size_t compare_with_brute_force(const std::vector<unsigned>& digits, std::size_t n,
                                            std::uint32_t total) {
  const std::string code = octal_code_text(digits);
  const misere::Quotient q = misere::misere_quotient(Game(OctalCode::parse(code)), n);
  games::Solver<OctalHeapSum> oracle{OctalHeapSum{digits}};
  std::size_t compared = 0;
  for (const auto& heaps : heap_multisets(static_cast<std::uint32_t>(n), total)) {
    const std::vector<std::size_t> position(heaps.begin(), heaps.end());
    const bool lost = oracle.outcome(heaps, Play::misere) == Outcome::P;
    EXPECT_EQ(q.is_p_position(position), lost)
        << code << " Q_" << n << " at " << ::testing::PrintToString(heaps);
    if (q.is_p_position(position) != lost) return compared;
    ++compared;
  }
  return compared;
}

}  // namespace nimlab::test
