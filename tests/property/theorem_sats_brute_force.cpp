// Sats I and Sats II of the Swedish octal report (source 004, 2.2; proofs/sats-i.md,
// proofs/sats-ii.md) checked step by step against the brute-force solver on the codes decoded from
// their definition (plain_octal_oracle.hpp), with RapidCheck choosing k and m. The closed-form
// block is written here from the theorem's statement; the library's one_three_block and
// sats_ii_step are compared with it and with the brute force.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "nimlab/sources/one_three_games.hpp"
#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::brute_force_grundy;
using test::digit_runs;

// The block of proofs/sats-ii.md: B(0) = 0, B(r) = floor((r - 1)/(k + 1)) + 1 for 1 <= r <= t,
// then k zeros; its length is p = 2k + m + 1.
std::vector<std::uint32_t> theorem_block(unsigned k, unsigned m) {
  const unsigned t = k + m, p = 2 * k + m + 1;
  std::vector<std::uint32_t> b(p, 0);
  for (unsigned r = 1; r <= t; ++r) b[r] = (r - 1) / (k + 1) + 1;
  return b;
}

// Sats I, "the moves": every heap h >= 1 of .1^(n-1) 3 has exactly one option, 0 when h <= n and
// h - n otherwise.
RC_GTEST_PROP(SatsIBruteForce, EveryHeapHasOneOption, ()) {
  const unsigned n = *rc::gen::inRange(1u, 41u);
  const test::PlainOctalHeap game{digit_runs({{1, n - 1}, {3, 1}})};
  for (std::uint32_t h = 1; h <= 3 * n + 2; ++h)
    RC_ASSERT(game.moves(h) == std::vector<std::uint32_t>{h <= n ? 0 : h - n});
}

// Sats I, the proof's steps and the statement: G(h) = 1 for 1 <= h <= n, G(h) = 1 - G(h - n) for
// h > n, and the sequence is 0, n ones, n - 1 zeros repeated from heap 0.
RC_GTEST_PROP(SatsIBruteForce, BlockIsZeroNOnesNMinusOneZeros, ()) {
  const unsigned n = *rc::gen::inRange(1u, 41u);
  const auto G = brute_force_grundy(digit_runs({{1, n - 1}, {3, 1}}), 6 * n + 1);
  for (std::size_t h = 1; h < G.size(); ++h) {
    if (h <= n) RC_ASSERT(G[h] == 1u);
    if (h > n) RC_ASSERT(G[h] == 1 - G[h - n]);
    const std::size_t r = h % (2 * n);
    RC_ASSERT(G[h] == (r >= 1 && r <= n ? 1u : 0u));
  }
}

// Sats II, "the moves as an interval": the options of h >= 1 are [max(0, h - t), max(0, h - k -
// 1)].
RC_GTEST_PROP(SatsIIBruteForce, OptionsAreAnInterval, ()) {
  const unsigned k = *rc::gen::inRange(0u, 20u), m = *rc::gen::inRange(1u, 20u), t = k + m;
  const test::PlainOctalHeap game{digit_runs({{1, k}, {3, m}})};
  for (std::uint32_t h = 1; h <= 2 * t + 2 * k + 3; ++h) {
    const auto got = game.moves(h);
    const long lo = std::max(0L, static_cast<long>(h) - static_cast<long>(t));
    const long hi = std::max(0L, static_cast<long>(h) - static_cast<long>(k) - 1);
    std::set<std::uint32_t> want;
    for (long x = lo; x <= hi; ++x) want.insert(static_cast<std::uint32_t>(x));
    RC_ASSERT(std::set<std::uint32_t>(got.begin(), got.end()) == want);
  }
}

// Sats II, the facts about B used by the proof: on 1..t it starts at 1, is non-decreasing, rises
// by at most one per step and B(r + k + 1) = B(r) + 1; it ends with exactly k zeros.
RC_GTEST_PROP(SatsIIBruteForce, FactsAboutTheBlock, ()) {
  const unsigned k = *rc::gen::inRange(0u, 30u), m = *rc::gen::inRange(1u, 30u), t = k + m;
  const auto B = theorem_block(k, m);
  RC_ASSERT(B[1] == 1u);
  for (unsigned r = 2; r <= t; ++r) RC_ASSERT(B[r] == B[r - 1] || B[r] == B[r - 1] + 1);
  for (unsigned r = 1; r + k + 1 <= t; ++r) RC_ASSERT(B[r + k + 1] == B[r] + 1);
  RC_ASSERT(std::count(B.begin() + t + 1, B.end(), 0u) == static_cast<long>(k));
}

// Sats II, the statement (all six cases of the induction at once): the brute-force values equal
// the block repeated from heap 0 over three periods plus t; the library's block is the same, and
// no proper divisor of p is a period of the block (minimality).
RC_GTEST_PROP(SatsIIBruteForce, ValuesAreTheBlockRepeated, ()) {
  const unsigned k = *rc::gen::inRange(0u, 25u), m = *rc::gen::inRange(1u, 25u);
  const auto B = theorem_block(k, m);
  const std::size_t p = B.size();
  const auto G = brute_force_grundy(digit_runs({{1, k}, {3, m}}), 3 * p + k + m + 1);
  for (std::size_t h = 0; h < G.size(); ++h) RC_ASSERT(G[h] == B[h % p]);
  const Sequence lib = one_three_block(k, m);
  RC_ASSERT(std::vector<std::uint32_t>(lib.begin(), lib.end()) == B);
  for (std::size_t d = 1; d < p; ++d) {
    if (p % d != 0) continue;
    bool period = true;
    for (std::size_t r = 0; r < p; ++r) period &= B[r] == B[(r + d) % p];
    RC_ASSERT(!period);
  }
}

// Sats II, the report's rule: the step applied to the block of (k, m) gives the brute-force block
// of (k, m + 1), and it adds exactly one non-zero value (no "extra zero").
RC_GTEST_PROP(SatsIIBruteForce, StepRuleGivesTheNextBlock, ()) {
  const unsigned k = *rc::gen::inRange(0u, 20u), m = *rc::gen::inRange(1u, 20u);
  const std::size_t p = 2 * k + m + 2;
  const auto G = brute_force_grundy(digit_runs({{1, k}, {3, m + 1}}), p);
  const Sequence step = sats_ii_step(one_three_block(k, m), k);
  RC_ASSERT(std::vector<std::uint32_t>(step.begin(), step.end()) == G);
  const auto before = theorem_block(k, m);
  RC_ASSERT(G.size() == before.size() + 1);
  RC_ASSERT(std::count(G.begin(), G.end(), 0u) == std::count(before.begin(), before.end(), 0u));
}

}  // namespace
}  // namespace nimlab
