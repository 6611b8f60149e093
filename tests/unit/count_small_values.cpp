// Small play counts worked out by hand, and the helpers of exact counting (rules, splits).
#include <gtest/gtest.h>

#include <vector>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/brute_force.hpp"
#include "nimlab/count/heap_sequences.hpp"
#include "nimlab/count/splits.hpp"
#include "nimlab/count/totals.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

using Heaps = std::vector<std::uint32_t>;

// Both methods on both backends, and the brute-force enumeration, must all give `expected`.
void expect_plays(const PlayRule& rule, const Heaps& heaps, std::uint64_t expected) {
  for (CountMethod m : {CountMethod::recursion, CountMethod::closed_form}) {
    EXPECT_EQ(count_plays<gmp_int>(rule, heaps, m), expected) << count_method_name(m);
    EXPECT_EQ(count_plays<boost_int>(rule, heaps, m), expected) << count_method_name(m);
  }
  EXPECT_EQ(count_plays_brute_force(rule, heaps), expected);
}

TEST(CountSmallValues, OneNimHeapHasTwoToTheHMinusOnePlays) {
  // A play of one heap of h is the sequence of amounts removed: a composition of h, and h has
  // 2^(h-1) compositions (choose which of the h-1 gaps between tokens are cuts).
  for (std::uint32_t h = 1; h <= 16; ++h)
    expect_plays(PlayRule{}, {h}, std::uint64_t{1} << (h - 1));
  for (std::uint32_t h = 17; h <= 200; h += 61)
    EXPECT_EQ(count_plays<gmp_int>(PlayRule{}, Heaps{h}, CountMethod::closed_form), gmp_int(1)
                                                                                        << (h - 1));
}

TEST(CountSmallValues, TwoAndThreeHeapPositionsByHand) {
  // (1,1): take heap A then B, or B then A.
  expect_plays(PlayRule{}, {1, 1}, 2);
  // (2,1): A2 B1 | B1 A2 | A1 A1 B1 | A1 B1 A1 | B1 A1 A1.
  expect_plays(PlayRule{}, {2, 1}, 5);
  expect_plays(PlayRule{}, {1, 2}, 5);
  // (3,2): heap 3 in i moves has C(2,i-1) = 1,2,1 ways; heap 2 in j moves 1,1 ways; the
  // interleavings number C(i+j,i): 1*1*2 + 1*1*3 + 2*1*3 + 2*1*6 + 1*1*4 + 1*1*10 = 37.
  expect_plays(PlayRule{}, {3, 2}, 37);
  // (1,1,1): the three heaps are emptied in any of 3! orders.
  expect_plays(PlayRule{}, {1, 1, 1}, 6);
  // No move at all: exactly one (empty) play.
  expect_plays(PlayRule{}, {}, 1);
}

TEST(CountSmallValues, SubtractionRulesMayEndWithTokensLeft) {
  const PlayRule two = PlayRule::parse("subtract:2");
  // 5 -> 3 -> 1: one play, one token left.
  expect_plays(two, {5}, 1);
  // (5,4): two forced moves in each heap, interleaved in C(4,2) = 6 ways.
  expect_plays(two, {5, 4}, 6);
  // A heap below min S is dead: (1) has the empty play only, and (1,4) plays like (4).
  expect_plays(two, {1}, 1);
  expect_plays(two, {1, 4}, 1);
  // S = {1,2}: a heap of h has Fibonacci F(h+1) plays (compositions into 1s and 2s).
  const PlayRule one_two = PlayRule::parse("subtract:1,2");
  std::uint64_t f0 = 1, f1 = 1;  // F(1), F(2)
  for (std::uint32_t h = 1; h <= 20; ++h) {
    expect_plays(one_two, {h}, f1);
    const std::uint64_t next = f0 + f1;
    f0 = f1;
    f1 = next;
  }
}

TEST(CountSmallValues, HeapPlayLengthsAreBinomialsUnderNim) {
  // w_6(i) = C(5, i-1) = 1, 5, 10, 10, 5, 1 for i = 1..6.
  const std::vector<gmp_int> w = heap_play_lengths<gmp_int>(PlayRule{}, 6);
  EXPECT_EQ(w, (std::vector<gmp_int>{0, 1, 5, 10, 10, 5, 1}));
  // Interleaving one move with one move: C(2,1) = 2 shuffles.
  const std::vector<gmp_int> one{0, 1};
  EXPECT_EQ(binomial_convolution(one, one), (std::vector<gmp_int>{0, 0, 2}));
}

TEST(CountSmallValues, SmallSplitTotalsByHand) {
  // N = 3 in 2 heaps: unordered {1,2} with 5 plays; ordered (1,2) and (2,1): 10.
  for (CountMethod m : {CountMethod::recursion, CountMethod::closed_form}) {
    EXPECT_EQ(count_split_table<gmp_int>(PlayRule{}, 2, SplitOrder::unordered, 3, 3, m)[0], 5);
    EXPECT_EQ(count_split_table<gmp_int>(PlayRule{}, 2, SplitOrder::ordered, 3, 3, m)[0], 10);
    // N = 4 in 2 heaps: {1,3} has 1*1*2 + 1*2*3 + 1*1*4 = 12 plays (w_3 = (0,1,2,1)) and {2,2}
    // has 1*1*2 + 1*1*3 + 1*1*3 + 1*1*6 = 14 (w_2 = (0,1,1)): unordered 26, ordered 38.
    EXPECT_EQ(count_split_table<gmp_int>(PlayRule{}, 2, SplitOrder::unordered, 4, 4, m)[0], 26);
    EXPECT_EQ(count_split_table<gmp_int>(PlayRule{}, 2, SplitOrder::ordered, 4, 4, m)[0], 38);
  }
  expect_plays(PlayRule{}, {1, 3}, 12);
  expect_plays(PlayRule{}, {2, 2}, 14);
}

TEST(CountSmallValues, SplitEnumeration) {
  // Partitions of n into 3 positive parts: round(n^2/12); compositions: C(n-1, 2).
  for (std::uint32_t n = 3; n <= 60; ++n) {
    std::uint64_t partitions = 0, compositions = 0;
    for_each_split(n, 3, SplitOrder::unordered, [&](std::span<const std::uint32_t> p) {
      ASSERT_EQ(p.size(), 3u);
      EXPECT_TRUE(p[0] >= 1 && p[0] <= p[1] && p[1] <= p[2]);
      EXPECT_EQ(p[0] + p[1] + p[2], n);
      ++partitions;
    });
    for_each_split(n, 3, SplitOrder::ordered,
                   [&](std::span<const std::uint32_t>) { ++compositions; });
    EXPECT_EQ(partitions, (std::uint64_t{n} * n + 6) / 12) << n;
    EXPECT_EQ(compositions, std::uint64_t{n - 1} * (n - 2) / 2) << n;
  }
  std::uint64_t none = 0;
  for_each_split(2, 3, SplitOrder::unordered, [&](std::span<const std::uint32_t>) { ++none; });
  EXPECT_EQ(none, 0u);
  EXPECT_EQ(distinct_orderings(Heaps{1, 1, 43}), 3u);
  EXPECT_EQ(distinct_orderings(Heaps{1, 2, 3}), 6u);
  EXPECT_EQ(distinct_orderings(Heaps{5, 5, 5}), 1u);
}

TEST(CountSmallValues, ParsingAndBadInput) {
  EXPECT_TRUE(PlayRule::parse("nim").is_nim());
  EXPECT_EQ(PlayRule::parse("subtract:3,1,2").to_string(), "subtract:1,2,3");
  EXPECT_EQ(PlayRule::parse("subtract:2,5").min_move(), 2u);
  EXPECT_THROW(PlayRule::parse("nimm"), error);
  EXPECT_THROW(PlayRule::parse("subtract:"), error);
  EXPECT_THROW(PlayRule::parse("subtract:0,2"), error);
  EXPECT_THROW(PlayRule::parse("subtract:2,2"), error);
  EXPECT_EQ(parse_heaps(" 3, 2 ", 100), (Heaps{3, 2}));
  EXPECT_THROW(parse_heaps("3,0", 100), error);
  EXPECT_THROW(parse_heaps("3,-1", 100), error);
  EXPECT_THROW(parse_heaps("3,,1", 100), error);
  EXPECT_THROW(parse_heaps("3,x", 100), error);
  EXPECT_THROW(parse_heaps("", 100), error);
  EXPECT_THROW(parse_heaps("60,50", 100), error);
  EXPECT_THROW(parse_heaps("99999999999999999999999", 100), error);
  // 3 tokens have no split into 4 non-empty heaps: total 0; 4 tokens one (1+1+1+1), played in
  // 4! orders.
  EXPECT_EQ(count_split_table<gmp_int>(PlayRule{}, 4, SplitOrder::unordered, 3, 4,
                                       CountMethod::closed_form),
            (std::vector<gmp_int>{0, 24}));
  EXPECT_THROW(count_split_table<gmp_int>(PlayRule{}, 0, SplitOrder::unordered, 3, 5,
                                          CountMethod::closed_form),
               error);
  EXPECT_THROW(count_split_table<gmp_int>(PlayRule{}, 3, SplitOrder::unordered, 3,
                                          count_limits::max_tokens + 1, CountMethod::closed_form),
               error);
  EXPECT_THROW(parse_count_method("fast"), error);
  EXPECT_THROW(parse_backend("mpfr"), error);
  // The recursion stops at its budget instead of running on.
  EXPECT_THROW(count_plays<gmp_int>(PlayRule{}, Heaps{30, 30, 30}, CountMethod::recursion, 1000),
               error);
}

}  // namespace
}  // namespace nimlab
