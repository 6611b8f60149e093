// The lost three-heap Nim positions of the Dutch article (001 "Drie stapels munten"), against the
// brute-force solver: the printed lists (1,p,q), (2,p,q), (3,p,q), (4,p,q) are the start of the
// complete lists; (0,p,p) is lost and (1,1,p), p >= 1, won; (1,2,3) is the simplest lost triple
// with no empty heap. The article's claim that every other (1,p,q) moves into its list is false:
// (1,p,p) with p even only moves to the lost (0,p,p). Proof: proofs/losing-triples.md.
#include <gtest/gtest.h>

#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"

namespace nimlab::games {
namespace {

// Lost (a, p, q) with max(a, 2) <= p <= q <= bound, ordered by p.
std::vector<Heaps> lost_triples(Solver<Nim>& s, std::uint32_t a, std::uint32_t bound) {
  std::vector<Heaps> out;
  for (std::uint32_t p = std::max(a, 2u); p <= bound; ++p)
    for (std::uint32_t q = p; q <= bound; ++q)
      if (s.is_loss({a, p, q})) out.push_back({a, p, q});
  return out;
}

TEST(LosingTriples, PrintedListsAreCompletePrefixes) {
  Solver<Nim> s{Nim{}};
  const std::vector<std::vector<Heaps>> printed = {
      {{1, 2, 3}, {1, 4, 5}, {1, 6, 7}, {1, 8, 9}, {1, 10, 11}, {1, 12, 13}, {1, 14, 15}},
      {{2, 4, 6},
       {2, 5, 7},
       {2, 8, 10},
       {2, 9, 11},
       {2, 12, 14},
       {2, 13, 15},
       {2, 16, 18},
       {2, 17, 19}},
      {{3, 4, 7},
       {3, 5, 6},
       {3, 8, 11},
       {3, 9, 10},
       {3, 12, 15},
       {3, 13, 14},
       {3, 16, 19},
       {3, 17, 18}},
      {{4, 8, 12},
       {4, 9, 13},
       {4, 10, 14},
       {4, 11, 15},
       {4, 16, 20},
       {4, 17, 21},
       {4, 18, 22},
       {4, 19, 23}}};
  for (std::uint32_t a = 1; a <= 4; ++a) {
    const auto all = lost_triples(s, a, 40);
    const auto& list = printed[a - 1];
    ASSERT_GE(all.size(), list.size());
    EXPECT_EQ(std::vector<Heaps>(all.begin(), all.begin() + list.size()), list) << a;
    // The continuation: (1, 2k, 2k+1) for a = 1, as the article says (grow by 2).
    if (a == 1) {
      for (std::uint32_t i = 0; i < all.size(); ++i) {
        EXPECT_EQ(all[i], (Heaps{1, 2 * i + 2, 2 * i + 3}));
      }
    }
  }
}

TEST(LosingTriples, SimplePositions) {
  Solver<Nim> s{Nim{}};
  for (std::uint32_t p = 0; p <= 30; ++p) {
    EXPECT_TRUE(s.is_loss({0, p, p}));
    if (p >= 1) {
      EXPECT_FALSE(s.is_loss({1, 1, p})) << p;
    }
    for (std::uint32_t q = p + 1; q <= 30; ++q) EXPECT_FALSE(s.is_loss({0, p, q}));
  }
  EXPECT_TRUE(s.is_loss({1, 1, 0}));  // "another number" must be non-zero
  // (1,2,3) is the only lost triple without empty heaps whose largest heap is <= 3.
  std::size_t lost = 0;
  for (std::uint32_t a = 1; a <= 3; ++a)
    for (std::uint32_t b = a; b <= 3; ++b)
      for (std::uint32_t c = b; c <= 3; ++c) lost += s.is_loss({a, b, c});
  EXPECT_EQ(lost, 1u);
  EXPECT_TRUE(s.is_loss({1, 2, 3}));
}

// The published reachability claim and its corrected form.
TEST(LosingTriples, ReachabilityClaimFailsForEqualEvenHeaps) {
  Solver<Nim> s{Nim{}};
  const auto list = lost_triples(s, 1, 41);
  auto in_list = [&](const Heaps& q) {
    return q.size() == 3 && std::find(list.begin(), list.end(), q) != list.end();
  };
  for (std::uint32_t p = 2; p <= 40; ++p)
    for (std::uint32_t q = p; q <= 40; ++q) {
      if (in_list({1, p, q})) continue;
      bool reaches = false, reaches_zero_pair = false;
      for (const auto& m : s.canonical_moves({1, p, q})) {
        reaches |= in_list(m);
        reaches_zero_pair |= m.size() == 2 && m[0] == m[1];
      }
      const bool counterexample = p == q && p % 2 == 0;
      EXPECT_EQ(reaches, !counterexample) << p << "," << q;
      EXPECT_TRUE(reaches || reaches_zero_pair) << p << "," << q;
    }
}

}  // namespace
}  // namespace nimlab::games
