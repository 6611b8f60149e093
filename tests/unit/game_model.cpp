// The game model: a notation compiles once into moves, and a SequenceSpec refuses meaningless
// combinations. The expected moves are decoded here from the definition of octal codes (digit dk:
// 1-bit take the whole heap, 2-bit leave one heap, 4-bit leave two heaps), independently of the
// library's compiler.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/sequence_spec.hpp"

namespace nimlab {
namespace {

TEST(GameModel, KaylesMoves) {
  // .77: remove 1 or 2 pins, leaving nothing, one row or two rows.
  const Game kayles = OctalCode::parse(".77");
  EXPECT_EQ(kayles.moves().eliminations, (std::vector<std::size_t>{1, 2}));
  EXPECT_EQ(kayles.moves().reductions, (std::vector<std::size_t>{1, 2}));
  EXPECT_EQ(kayles.moves().splits, (std::vector<std::size_t>{1, 2}));
  EXPECT_TRUE(kayles.splits());
  EXPECT_FALSE(kayles.recurrence().has_value());
  EXPECT_EQ(kayles.name(), "octal .77");
}

TEST(GameModel, LeadingFourSplitsWithoutRemoving) {
  // 4.07: d0 = 4 splits a heap in two without removing a token.
  const Game g = OctalCode::parse("4.07");
  EXPECT_EQ(g.moves().splits, (std::vector<std::size_t>{0, 2}));
  EXPECT_EQ(g.moves().eliminations, (std::vector<std::size_t>{2}));
  EXPECT_EQ(g.largest_removal(), 2u);
}

TEST(GameModel, SubtractionSetMovesAndWindow) {
  // A set S removes s in S: to nothing when s = n, to one heap when s < n; window max(S) from 0.
  const Game g = SubtractionSet::parse("1,4,9,10");
  const std::vector<std::size_t> s{1, 4, 9, 10};
  EXPECT_EQ(g.moves().eliminations, s);
  EXPECT_EQ(g.moves().reductions, s);
  EXPECT_TRUE(g.moves().splits.empty());
  ASSERT_TRUE(g.recurrence().has_value());
  EXPECT_EQ(g.recurrence()->window, 10u);
  EXPECT_EQ(g.recurrence()->start, 0u);
  EXPECT_EQ(g.name(), "subtract 1,4,9,10");
}

TEST(GameModel, OctalWindowStartsAtHeapOne) {
  // .0102: for n > 4 no move takes the whole heap, so windows of 4 values from heap 1 on.
  const Game g = OctalCode::parse(".0102");
  ASSERT_TRUE(g.recurrence().has_value());
  EXPECT_EQ(g.recurrence()->window, 4u);
  EXPECT_EQ(g.recurrence()->start, 1u);
}

// Every code of up to 6 digits compiles to the moves its digits spell.
RC_GTEST_PROP(GameModel, OctalCodesCompileToTheirDigits, ()) {
  const auto digits =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 7), rc::gen::inRange(0, 8));
  const bool lead4 = *rc::gen::arbitrary<bool>();
  std::string text = lead4 ? "4." : ".";
  for (int d : digits) text += static_cast<char>('0' + d);
  RC_PRE(digits.back() != 0);
  const Game g = OctalCode::parse(text);
  std::vector<std::size_t> e, r, s;
  if (lead4) s.push_back(0);
  for (std::size_t k = 1; k <= digits.size(); ++k) {
    if (digits[k - 1] % 2 == 1) e.push_back(k);
    if (digits[k - 1] / 2 % 2 == 1) r.push_back(k);
    if (digits[k - 1] >= 4) s.push_back(k);
  }
  RC_ASSERT(g.moves().eliminations == e);
  RC_ASSERT(g.moves().reductions == r);
  RC_ASSERT(g.moves().splits == s);
  RC_ASSERT(g.recurrence().has_value() == s.empty());
  // The name round-trips through the parser.
  RC_ASSERT(Game(OctalCode::parse(g.name().substr(6))) == g);
}

TEST(SequenceSpec, RefusesMeaninglessCombinations) {
  const Game set = SubtractionSet::parse("1,2");
  const Game kayles = OctalCode::parse(".77");
  EXPECT_THROW(SequenceSpec(set, Kind::grundy, {Play::misere, Stuck::standard}), error);
  EXPECT_THROW(SequenceSpec(set, Kind::grundy, {Play::normal, Stuck::draw}), error);
  EXPECT_THROW(SequenceSpec(kayles, Kind::outcome, {Play::misere, Stuck::standard}), error);
  EXPECT_NO_THROW(SequenceSpec(set, Kind::outcome, {Play::misere, Stuck::draw}));
  EXPECT_NO_THROW(SequenceSpec(kayles, Kind::outcome));
  // The default kind is Grundy values exactly where the constructor admits them, for every game.
  for (Play p : {Play::normal, Play::misere})
    for (Stuck s : {Stuck::standard, Stuck::draw}) {
      const Convention c{p, s};
      bool grundy_exists = true;
      try {
        SequenceSpec(set, Kind::grundy, c);
      } catch (const error&) {
        grundy_exists = false;
      }
      EXPECT_EQ(default_kind(c) == Kind::grundy, grundy_exists) << play_name(p);
    }
  EXPECT_EQ(default_kind(Convention{}), Kind::grundy);
}

TEST(Convention, TextFormsRoundTrip) {
  for (Play p : {Play::normal, Play::misere}) EXPECT_EQ(parse_play(play_name(p)), p);
  for (Stuck s : {Stuck::standard, Stuck::draw}) EXPECT_EQ(parse_stuck(stuck_name(s)), s);
  EXPECT_EQ(to_string(Convention{Play::misere, Stuck::draw}), "misere/draw");
  EXPECT_THROW(parse_play("normal "), error);
}

}  // namespace
}  // namespace nimlab
