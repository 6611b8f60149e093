// Grundy values of hexadecimal codes and of Grundy's game against an independent brute-force mex
// written here from the rules' words (every way to leave zero, one, two or three heaps listed
// directly, no pair-value table), against the literature, and against the octal engine for codes
// whose digits are all below 8. grundy_values computes three-heap splits with pair-value bitsets
// (src/values/three_heap_grundy.hpp); grundy_values_classical enumerates every split through
// lists of distinct pair values: the two are held against each other on thousands of values,
// and on 1, 2 and 3 threads.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "nimlab/game/game.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

// G(0..count-1) of a code given by its digits d0..dt, every option enumerated: removing k tokens
// from n leaves no heap (bit 1, k = n), one heap (bit 2, k < n), two heaps a + b (bit 4) or three
// heaps a + b + c (bit 8), all parts >= 1.
std::vector<unsigned> brute_force_code(const std::vector<int>& digits, std::size_t count) {
  std::vector<unsigned> g(count, 0);
  for (std::size_t n = 0; n < count; ++n) {
    // A xor of values below a power of two stays below it: a flag per value up to it suffices.
    unsigned top = 1;
    for (std::size_t m = 0; m < n; ++m)
      while (top <= g[m]) top *= 2;
    std::vector<char> option(top + 1, 0);
    auto insert = [&](unsigned v) { option.at(v) = 1; };
    for (std::size_t k = 0; k < digits.size() && k <= n; ++k) {
      const std::size_t r = n - k;
      if ((digits[k] & 1) && r == 0 && k > 0) insert(0);
      if ((digits[k] & 2) && r > 0 && k > 0) insert(g[r]);
      if (digits[k] & 4)
        for (std::size_t a = 1; a < r; ++a) insert(g[a] ^ g[r - a]);
      if (digits[k] & 8)
        for (std::size_t a = 1; a < r; ++a)
          for (std::size_t b = 1; a + b < r; ++b) insert(g[a] ^ g[b] ^ g[r - a - b]);
    }
    while (option.at(g[n])) ++g[n];
  }
  return g;
}

std::string code_text(const std::vector<int>& digits) {
  const std::string chars = "0123456789abcdef";
  std::string text = digits[0] == 0 ? "." : std::string(1, chars[digits[0]]) + ".";
  for (std::size_t k = 1; k < digits.size(); ++k) text += chars[digits[k]];
  return text;
}

RC_GTEST_PROP(HexValues, EqualBruteForceMex, ()) {
  std::vector<int> digits{*rc::gen::element(0, 4, 8, 12)};
  const auto tail =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 5), rc::gen::inRange(0, 16));
  digits.insert(digits.end(), tail.begin(), tail.end());
  bool hex = false, any = false;
  for (int d : digits) hex |= d >= 8, any |= d != 0;
  RC_PRE(hex && any);
  const std::size_t count = *rc::gen::inRange<std::size_t>(1, 48);
  const Sequence got = grundy_values(HexCode::parse(code_text(digits)), count);
  const std::vector<unsigned> want = brute_force_code(digits, count);
  RC_ASSERT(std::vector<unsigned>(got.begin(), got.end()) == want);
}

// A few hundred values of random codes of up to four digits with a three-heap split, where the
// values grow past several words of the bitsets.
RC_GTEST_PROP(HexValues, LongPrefixesEqualBruteForceMex, ()) {
  std::vector<int> digits{*rc::gen::element(0, 4, 8, 12)};
  const auto tail =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 4), rc::gen::inRange(0, 16));
  digits.insert(digits.end(), tail.begin(), tail.end());
  digits[*rc::gen::inRange<std::size_t>(1, digits.size())] |= 8;
  const std::size_t count = *rc::gen::inRange<std::size_t>(150, 300);
  const Sequence got = grundy_values(HexCode::parse(code_text(digits)), count);
  const std::vector<unsigned> want = brute_force_code(digits, count);
  RC_ASSERT(std::vector<unsigned>(got.begin(), got.end()) == want);
}

// Codes whose values grow (by about a third or a half of the heap, so that the bitsets widen
// many times) and codes whose values stay 0 and 1: the bitset method against the enumeration of
// every split, on 3000 values each.
TEST(HexValues, BitsetsEqualEnumerationOnGrowingCodes) {
  for (const char* code : {".8",  ".9",  ".a",  ".b",  ".c",  ".d",  ".e",  ".f",  "4.8", "8.",
                           ".08", ".0c", ".18", ".48", ".88", ".98", ".cc", ".f8", "4.9", "c.04"}) {
    const Game game = HexCode::parse(code);
    const Sequence fast = grundy_values(game, 3000);
    const Sequence enumerated = grundy_values_classical(game, 3000);
    ASSERT_EQ(fast.size(), enumerated.size()) << code;
    const auto differ = std::mismatch(fast.begin(), fast.end(), enumerated.begin());
    EXPECT_TRUE(differ.first == fast.end())
        << code << ": first difference at heap " << (differ.first - fast.begin());
  }
}

// The three-heap engine works on threads from 2048 tokens on (three_heap_grundy.hpp). These
// three codes read values at least 3 heaps back, so their heaps go in groups of 3, and 2, 3 and
// 4 threads share each group: its words (8 at a time below the mex), and the full scan of a word in
// chunks of 1024 parts from about 3075 tokens on. At 4096 values, the limit of the enumeration, the
// threads share about 2000 heaps.
TEST(HexValues, EveryThreadCountEqualsEnumeration) {
  for (const char* code : {".8", ".9", ".98"}) {
    const Game game = HexCode::parse(code);
    const Sequence enumerated =
        grundy_values_classical(game, max_three_heap_split_enumeration_length);
    for (unsigned threads : {1u, 2u, 3u, 4u})
      EXPECT_EQ(grundy_values(game, enumerated.size(), threads), enumerated)
          << code << " on " << threads << " threads";
  }
}

// Random codes with a three-heap split: the values on 2 and 3 threads equal those on one thread
// past heap 2048, where the threads start to work (sharing groups of 1 to 4 heaps, as the moves
// allow), and the enumeration on a prefix. (The shared full scan, from about heap 3075, is
// left to the test above, so that this one stays a few seconds.)
RC_GTEST_PROP(HexValues, EveryThreadCountGivesTheSameValues, ()) {
  std::vector<int> digits{*rc::gen::element(0, 4, 8, 12)};
  const auto tail =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 4), rc::gen::inRange(0, 16));
  digits.insert(digits.end(), tail.begin(), tail.end());
  digits[*rc::gen::inRange<std::size_t>(1, digits.size())] |= 8;
  const Game game = HexCode::parse(code_text(digits));
  const std::size_t count = *rc::gen::inRange<std::size_t>(2100, 2400);
  const Sequence one = grundy_values(game, count, 1);
  RC_ASSERT(grundy_values(game, count, 2) == one);
  RC_ASSERT(grundy_values(game, count, 3) == one);
  const Sequence enumerated = grundy_values_classical(game, 600);
  RC_ASSERT(std::equal(enumerated.begin(), enumerated.end(), one.begin()));
}

// A hexadecimal spelling of an octal code is that octal game, values included (past the point
// where the octal engine switches to the sparse-space method).
RC_GTEST_PROP(HexValues, OctalDigitsGiveOctalValues, ()) {
  const auto tail =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 4), rc::gen::inRange(0, 8));
  std::vector<int> digits{*rc::gen::element(0, 4)};
  digits.insert(digits.end(), tail.begin(), tail.end());
  bool any = false;
  for (int d : digits) any |= d != 0;
  RC_PRE(any);
  const std::string text = code_text(digits);
  RC_ASSERT(grundy_values(HexCode::parse(text), 600) == grundy_values(OctalCode::parse(text), 600));
  const std::vector<unsigned> want = brute_force_code(digits, 40);
  const Sequence got = grundy_values(HexCode::parse(text), 40);
  RC_ASSERT(std::vector<unsigned>(got.begin(), got.end()) == want);
}

// Grundy's game against a mex over its splits into two unequal heaps.
TEST(GrundysGameValues, EqualBruteForceMex) {
  const std::size_t count = 300;
  std::vector<unsigned> want(count, 0);
  for (std::size_t n = 0; n < count; ++n) {
    std::set<unsigned> options;
    for (std::size_t a = 1; a < n; ++a)
      if (2 * a != n) options.insert(want[a] ^ want[n - a]);
    while (options.count(want[n])) ++want[n];
  }
  const Sequence got = grundy_values(GrundysGame{}, count);
  EXPECT_EQ(std::vector<unsigned>(got.begin(), got.end()), want);
}

// OEIS A002188 (nim-values of Grundy's game, from n = 0); also Winning Ways, vol. 1, ch. 4.
TEST(GrundysGameValues, Literature) {
  const Sequence a002188{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4,
                         3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1,
                         2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5};
  EXPECT_EQ(grundy_values(GrundysGame{}, a002188.size()), a002188);
}

// hex .8 (take one token and split the rest into three heaps) looks arithmetic-periodic:
// G(n) = floor((n - 1) / 3) for 1 <= n < 120 by the brute force (observed only: nothing here
// proves it for all n).
TEST(HexValues, DotEightIsArithmeticPeriodic) {
  const std::vector<unsigned> want = brute_force_code({0, 8}, 120);
  for (std::size_t n = 1; n < want.size(); ++n) EXPECT_EQ(want[n], (n - 1) / 3) << n;
  const Sequence got = grundy_values(HexCode::parse(".8"), 120);
  EXPECT_EQ(std::vector<unsigned>(got.begin(), got.end()), want);
}

}  // namespace
}  // namespace nimlab
