// All-but subtraction games against their rule's own words: from a heap of n, remove any k with
// 1 <= k <= n and k not in X. The oracle below enumerates those options at every heap (O(n) per
// heap) and applies mex, or the outcome rule with the stuck rule, directly; the library counts
// instead (O(|X|) per heap). Random X with |X| <= 4 and max X <= 12, a few hundred heaps, normal
// Grundy values and outcomes under every convention; then closed forms proven below on long
// prefixes, the heap options the positions layer lists, and the classical enumeration.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "all_but_oracle.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/positions/heap_options.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

using test::all_but_grundy;
using test::all_but_options;

// Normal play: who cannot move loses; misere: wins. With tokens left and no move, the draw rule
// makes it a draw; the standard rule treats it as having no tokens.
std::vector<Outcome> oracle_outcomes(const std::set<std::size_t>& x, Convention c,
                                     std::size_t count) {
  std::vector<Outcome> o(count);
  for (std::size_t n = 0; n < count; ++n) {
    const std::vector<std::size_t> options = all_but_options(x, n);
    if (options.empty()) {
      if (n > 0 && c.stuck == Stuck::draw)
        o[n] = Outcome::D;
      else
        o[n] = c.play == Play::normal ? Outcome::P : Outcome::N;
      continue;
    }
    const auto reaches = [&](Outcome want) {
      return std::any_of(options.begin(), options.end(),
                         [&](std::size_t j) { return o[j] == want; });
    };
    o[n] = reaches(Outcome::P) ? Outcome::N : reaches(Outcome::D) ? Outcome::D : Outcome::P;
  }
  return o;
}

std::set<std::size_t> random_exclusions() {
  const auto size = *rc::gen::inRange<std::size_t>(1, 5);
  std::set<std::size_t> x;
  while (x.size() < size) x.insert(*rc::gen::inRange<std::size_t>(1, 13));
  return x;
}

Game game_of(const std::set<std::size_t>& x) {
  return Game(AllButSubtraction(std::vector<std::int64_t>(x.begin(), x.end())));
}

RC_GTEST_PROP(AllButValues, GrundyValuesMatchTheRule, ()) {
  const std::set<std::size_t> x = random_exclusions();
  const auto count = *rc::gen::inRange<std::size_t>(1, 400);
  const Sequence g = grundy_values(game_of(x), count);
  RC_ASSERT(g == all_but_grundy(x, count));
  RC_ASSERT(compute_values(SequenceSpec(game_of(x), Kind::grundy), count) == g);
}

RC_GTEST_PROP(AllButValues, OutcomesMatchTheRuleUnderEveryConvention, ()) {
  const std::set<std::size_t> x = random_exclusions();
  const auto count = *rc::gen::inRange<std::size_t>(1, 400);
  const Convention c{*rc::gen::element(Play::normal, Play::misere),
                     *rc::gen::element(Stuck::standard, Stuck::draw)};
  const Sequence o = compute_values(SequenceSpec(game_of(x), Kind::outcome, c), count);
  const std::vector<Outcome> want = oracle_outcomes(x, c, count);
  RC_ASSERT(o.size() == count);
  for (std::size_t n = 0; n < count; ++n) RC_ASSERT(static_cast<Outcome>(o[n]) == want[n]);
}

RC_GTEST_PROP(AllButValues, ClassicalEnumerationAgrees, ()) {
  const std::set<std::size_t> x = random_exclusions();
  const auto count = *rc::gen::inRange<std::size_t>(1, 400);
  RC_ASSERT(grundy_values_classical(game_of(x), count) == grundy_values(game_of(x), count));
}

RC_GTEST_PROP(AllButValues, HeapOptionsAreTheRulesOptions, ()) {
  const std::set<std::size_t> x = random_exclusions();
  const auto n = *rc::gen::inRange<std::uint32_t>(0, 60);
  const positions::NamedGame named = positions::NamedGame::of(game_of(x));
  std::vector<std::size_t> left;
  for (const positions::HeapOption& o : positions::heap_options(named, n)) {
    RC_ASSERT(o.parts.size() <= 1);
    // An emptied heap leaves no part; a part is never an empty heap.
    const std::uint32_t rest = o.parts.empty() ? 0 : o.parts[0];
    RC_ASSERT(o.parts.size() == (rest > 0 ? 1u : 0u));
    RC_ASSERT(o.take + rest == n);
    left.push_back(rest);
  }
  std::vector<std::size_t> want = all_but_options(x, n);
  std::sort(left.begin(), left.end());
  std::sort(want.begin(), want.end());
  RC_ASSERT(left == want);
}

// X = {1..m}: a heap of n has the options 0..n-m-1, whose values floor(j/(m+1)) are by induction
// every value below floor(n/(m+1)) and none equal to it, so G(n) = floor(n/(m+1)). (X = {1} is
// "take at least two": G(n) = floor(n/2).)
TEST(AllButValues, InitialSegmentsGiveFloorQuotients) {
  for (std::int64_t m : {1, 2, 5}) {
    std::vector<std::int64_t> x;
    for (std::int64_t k = 1; k <= m; ++k) x.push_back(k);
    const Sequence g = grundy_values(Game(AllButSubtraction(x)), 100000);
    for (std::size_t n = 0; n < g.size(); ++n)
      ASSERT_EQ(g[n], n / static_cast<std::size_t>(m + 1)) << "m=" << m << " n=" << n;
  }
}

// X = {2, 3}: G(n) = 2*floor(n/4) + (n mod 2), arithmetic-periodic with period 4 and saltus 2.
// By induction, with n = 4q + r: the options are the heaps 0..n-4 and n-1, and among the heaps
// below n each value v <= 2q - 1 sits at two heaps (4*floor(v/2) + (v mod 2) and that plus 2),
// 2q at 4q, 2q + 1 at 4q + 1. r = 0: heaps 4q-4 and 4q-1 (and those below) give 0..2q-1, so 2q;
// r = 1: 4q-3 and 4q add 2q-1 and 2q, so 2q+1; r = 2: 4q is excluded (n-2), the only heap of
// value 2q, so 2q; r = 3: 4q+1 is excluded (n-2), the only heap of 2q+1, while 4q+2 gives 2q,
// so 2q+1.
TEST(AllButValues, TwoThreeIsArithmeticPeriodic) {
  const Sequence g = grundy_values(Game(AllButSubtraction::parse("2,3")), 1000000);
  for (std::size_t n = 0; n < g.size(); ++n) ASSERT_EQ(g[n], 2 * (n / 4) + n % 2) << n;
}

// X = {1, 2}: heaps of 1 and 2 tokens have no move. Under misere play with the standard rule the
// player to move there wins (as with no tokens); with the draw rule they are draws. Heap 3 can
// only be emptied: N under normal play, P under misere.
TEST(AllButValues, StuckHeapsFollowTheStuckRule) {
  const Game game(AllButSubtraction::parse("1,2"));
  const auto letters = [&](Convention c) {
    std::string out;
    for (Value v : outcome_values(game, c, 4)) out += outcome_letter(static_cast<Outcome>(v));
    return out;
  };
  EXPECT_EQ(letters({Play::normal, Stuck::standard}), "PPPN");
  EXPECT_EQ(letters({Play::misere, Stuck::standard}), "NNNP");
  EXPECT_EQ(letters({Play::normal, Stuck::draw}), "PDDN");
  EXPECT_EQ(letters({Play::misere, Stuck::draw}), "NDDP");
}

TEST(AllButValues, TheGameIsNoOctalCodeAndHasNoWindow) {
  const Game game(AllButSubtraction::parse("2,3"));
  EXPECT_FALSE(game.recurrence().has_value());
  EXPECT_FALSE(game.octal_moves_only());
  EXPECT_FALSE(game.splits());
  EXPECT_EQ(game.name(), "all-but 2,3");
  EXPECT_TRUE(game.moves().all_but);
  EXPECT_EQ(game.moves().excluded, (std::vector<std::size_t>{2, 3}));
  EXPECT_TRUE(game.moves().eliminations.empty() && game.moves().reductions.empty());
  EXPECT_EQ(Game(AllButSubtraction::parse("3, 2")), game);
  EXPECT_FALSE(Game(AllButSubtraction::parse("2")) == game);
  EXPECT_FALSE(Game(SubtractionSet::parse("2,3")) == game);
}

}  // namespace
}  // namespace nimlab
