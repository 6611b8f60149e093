// `solve` against brute force on every kind of position of total size <= 12: sums of heaps of
// one or several heap games, normal and misere play, the draw rule. The oracle is the brute-force
// solver (nimlab/games/solver.hpp) over a sum game whose moves are written here again from each
// rule's definition; it agrees with solve on the outcome, the nim-value and the exact set of
// positions the winning moves leave. Moore's Nim_k and Staircase Nim, which solve answers by
// their theorems (or by search for misere Staircase Nim), are held against the brute-force
// solver of their own rules (nimlab/games/heap_games.hpp).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "nimlab/error.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/positions/solve.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::positions {
namespace {

const std::vector<std::string> heap_game_names{
    "nim",      "lasker",     "kayles",        "dawson",      "subtract:1,2",    "subtract:2,3",
    "powers:2", "up-to-half", "at-least-half", "divisors",    "proper-divisors", "set-plus-whole:3",
    "grundy",   "hex:.b",     "hex:8.3",       "all-but:2,3", "all-but:1,2"};

// The heaps one heap of `name` may leave, from the rule's own words.
std::vector<std::vector<std::uint32_t>> rule_moves(const std::string& name, std::uint32_t h) {
  std::vector<std::vector<std::uint32_t>> out;
  auto take = [&](std::uint32_t m) {
    if (m >= 1 && m <= h) out.push_back({h - m});
  };
  auto rows = [&](std::uint32_t knocked) {  // knock `knocked` adjacent pins out of a row of h
    if (knocked > h) return;
    for (std::uint32_t a = 0; a <= h - knocked; ++a) out.push_back({a, h - knocked - a});
  };
  if (name == "nim")
    for (std::uint32_t m = 1; m <= h; ++m) take(m);
  if (name == "lasker") {
    for (std::uint32_t m = 1; m <= h; ++m) take(m);
    for (std::uint32_t a = 1; a < h; ++a) out.push_back({a, h - a});
  }
  if (name == "kayles") rows(1), rows(2);
  if (name == "dawson") rows(2);
  if (name == "subtract:1,2") take(1), take(2);
  if (name == "subtract:2,3") take(2), take(3);
  if (name == "powers:2")
    for (std::uint32_t m = 1; m <= h; m *= 2) take(m);
  if (name == "up-to-half")
    for (std::uint32_t m = 1; 2 * m <= h; ++m) take(m);
  if (name == "at-least-half")
    for (std::uint32_t m = (h + 1) / 2; m <= h; ++m) take(m);
  if (name == "divisors" || name == "proper-divisors")
    for (std::uint32_t d = 1; d <= h; ++d)
      if (h % d == 0 && (d < h || name == "divisors")) take(d);
  if (name == "set-plus-whole:3") take(3), take(h);
  // All-but: any number but those listed (1,2: heaps of 1 and 2 tokens are stuck).
  if (name == "all-but:2,3")
    for (std::uint32_t m = 1; m <= h; ++m)
      if (m != 2 && m != 3) take(m);
  if (name == "all-but:1,2")
    for (std::uint32_t m = 3; m <= h; ++m) take(m);
  // Grundy's game: two heaps of different sizes.
  if (name == "grundy")
    for (std::uint32_t a = 1; a < h; ++a)
      if (2 * a != h) out.push_back({a, h - a});
  // Hexadecimal: .b takes 1 and leaves nothing, one heap or three; 8.3 splits a heap in three
  // without taking, or takes 1 and leaves nothing or one heap.
  auto three_heaps = [&](std::uint32_t taken) {
    if (taken > h) return;
    const std::uint32_t r = h - taken;
    for (std::uint32_t a = 1; a < r; ++a)
      for (std::uint32_t b = 1; a + b < r; ++b) out.push_back({a, b, r - a - b});
  };
  if (name == "hex:.b") take(1), three_heaps(1);
  if (name == "hex:8.3") take(1), three_heaps(0);
  return out;
}

// A sum of tagged heaps: heap = (game << 32) | size, canonical = sorted, empty heaps dropped.
struct TaggedSum {
  using Position = std::vector<std::uint64_t>;
  std::vector<std::string> names;
  Stuck stuck = Stuck::standard;
  Position canonical(Position p) const {
    std::erase_if(p, [](std::uint64_t v) { return (v & 0xffffffffu) == 0; });
    std::sort(p.begin(), p.end());
    return p;
  }
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
      const std::uint64_t g = p[i] >> 32;
      for (const auto& left : rule_moves(names[g], static_cast<std::uint32_t>(p[i]))) {
        Position q = p;
        q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
        for (std::uint32_t h : left) q.push_back((g << 32) | h);
        out.push_back(q);
      }
    }
    return out;
  }
  Outcome ending(const Position& p, Play play) const {
    if (stuck == Stuck::draw && !canonical(p).empty()) return Outcome::D;
    return play == Play::normal ? Outcome::P : Outcome::N;
  }
};

TaggedSum::Position encode(const std::vector<Heap>& heaps) {
  TaggedSum::Position p;
  for (const Heap& h : heaps) p.push_back((std::uint64_t{h.game} << 32) | h.size);
  return TaggedSum{}.canonical(p);
}

// Heaps of total size <= 12 with games 0..games-1.
std::vector<Heap> random_heaps(std::size_t games) {
  const auto count = *rc::gen::inRange<std::size_t>(1, 5);
  std::vector<Heap> heaps;
  std::uint32_t budget = 12;
  for (std::size_t i = 0; i < count && budget > 0; ++i) {
    const auto size = *rc::gen::inRange<std::uint32_t>(0, budget + 1);
    budget -= size;
    heaps.push_back({*rc::gen::inRange<std::size_t>(0, games), size});
  }
  return heaps;
}

RC_GTEST_PROP(SolveVsBruteForce, SumsOfHeapGames, ()) {
  const auto games = *rc::gen::inRange<std::size_t>(1, 4);
  Position p;
  TaggedSum oracle_game;
  for (std::size_t i = 0; i < games; ++i) {
    const auto name = *rc::gen::elementOf(heap_game_names);
    p.games.push_back(NamedGame::parse(name));
    oracle_game.names.push_back(name);
  }
  p.heaps = random_heaps(games);
  RC_PRE(!p.heaps.empty());
  const Convention c{*rc::gen::element(Play::normal, Play::misere),
                     *rc::gen::weightedElement<Stuck>({{4, Stuck::standard}, {1, Stuck::draw}})};
  oracle_game.stuck = c.stuck;
  games::Solver<TaggedSum> oracle{oracle_game};
  const Answer a = solve(p, c);
  RC_ASSERT(a.outcome == oracle.outcome(encode(p.heaps), c.play));
  if (c.play == Play::normal && c.stuck == Stuck::standard) {
    RC_ASSERT(a.method == "sprague-grundy");
    RC_ASSERT(a.nim_value == std::optional<std::uint32_t>(oracle.grundy(encode(p.heaps))));
  } else {
    RC_ASSERT(!a.nim_value.has_value());
  }
  std::set<TaggedSum::Position> got, want;
  for (const Move& m : a.winning_moves) got.insert(encode(m.leaves));
  for (const auto& q : oracle.winning_moves(encode(p.heaps), c.play)) want.insert(q);
  RC_ASSERT(got == want);
  // Every legal move is one of the oracle's moves, and none is missing.
  std::set<TaggedSum::Position> legal, oracle_legal;
  for (const Move& m : legal_moves(p)) legal.insert(encode(m.leaves));
  for (const auto& q : oracle.canonical_moves(encode(p.heaps))) oracle_legal.insert(q);
  RC_ASSERT(legal == oracle_legal);
}

std::vector<std::uint32_t> sizes(const std::vector<Heap>& heaps) {
  std::vector<std::uint32_t> out;
  for (const Heap& h : heaps) out.push_back(h.size);
  return out;
}

RC_GTEST_PROP(SolveVsBruteForce, MooreAndStaircase, ()) {
  const auto k = *rc::gen::inRange<std::uint32_t>(1, 4);
  const bool moore = *rc::gen::arbitrary<bool>();
  const Play play = *rc::gen::element(Play::normal, Play::misere);
  games::Solver<games::StaircaseNim> staircase{{}};
  games::Solver<games::MooreNim> moore_solver{games::MooreNim{k}};
  Position p{{NamedGame::parse(moore ? "moore:" + std::to_string(k) : "staircase")},
             random_heaps(1)};
  RC_PRE(!p.heaps.empty());
  auto loss = [&](const std::vector<Heap>& heaps) {
    if (!moore) return staircase.is_loss(sizes(heaps), play);
    return moore_solver.is_loss(sizes(heaps), play);
  };
  const Answer a = solve(p, {play, Stuck::standard});
  RC_ASSERT((a.outcome == Outcome::P) == loss(p.heaps));
  std::size_t winning = 0;
  for (const Move& m : legal_moves(p)) winning += loss(m.leaves);
  RC_ASSERT(a.winning_moves.size() == winning);
  for (const Move& m : a.winning_moves) RC_ASSERT(loss(m.leaves));
}

// Moore's Nim_2 on heaps far beyond brute force: at 500, 500 every binary digit sum is 0 or 2, not
// all 0 mod 3, so the position is N, and emptying both heaps at once is a winning move.
TEST(SolveLarge, MooreByItsTheorem) {
  Position p{{NamedGame::parse("moore:2")}, {{0, 500}, {0, 500}}};
  const Answer a = solve(p, {});
  EXPECT_EQ(a.method, "moore-theorem");
  EXPECT_EQ(a.outcome, Outcome::N);
  bool empties_both = false;
  for (const Move& m : a.winning_moves) {
    EXPECT_TRUE(sources::moore_loss(sizes(m.leaves), 2));
    empties_both |= sizes(m.leaves) == std::vector<std::uint32_t>{0, 0};
  }
  EXPECT_TRUE(empties_both);
  Position huge{{NamedGame::parse("moore:2")}, {{0, 100000}, {0, 100000}, {0, 100000}}};
  EXPECT_THROW(solve(huge, {}), error);
}

// Large heaps are answered by Sprague-Grundy without search: Kayles values repeat with period 12
// from heap 71 on (Guy & Smith 1956), so a heap of 100000 plays like 100000 - 12 * 8000.
TEST(SolveLarge, KaylesByItsPeriod) {
  Position big{{NamedGame::parse("kayles")}, {{0, 100000}, {0, 40}}};
  Position small{{NamedGame::parse("kayles")}, {{0, 100000 - 12 * 8000}, {0, 40}}};
  const Answer a = solve(big, {}), b = solve(small, {});
  EXPECT_EQ(a.method, "sprague-grundy");
  EXPECT_EQ(a.nim_value, b.nim_value);
  EXPECT_EQ(a.outcome, b.outcome);
}

}  // namespace
}  // namespace nimlab::positions
