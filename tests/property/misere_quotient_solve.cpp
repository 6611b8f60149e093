// solve()'s misere-quotient route (nimlab/positions/misere_quotient_route.hpp) against brute
// force and against itself. On random positions of Kayles (.77), Dawson's Kayles (.07), Dawson's
// chess (.137), duplicate Kayles (.1377) and random octal codes, up to a total the game-graph
// solver reaches, the outcome, the winning moves (heap and what it leaves) and their count are
// those the oracle finds from the rules (tests/support/misere_octal_oracle.hpp). Beyond, on
// positions of hundreds to thousands of tokens, the answer is consistent: every listed winning
// move leaves a position the route calls P, every move from a P-position leaves one it calls N,
// and the count of winning moves (read per heap size) is the number of legal moves to a
// P-position.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "misere_octal_oracle.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/misere/quotient.hpp"
#include "nimlab/positions/misere_quotient_route.hpp"
#include "nimlab/positions/solve.hpp"

namespace nimlab::positions {
namespace {

using Digits = std::vector<unsigned>;
using Oracle = games::Solver<test::OctalHeapSum>;

Position position_of(const std::string& code, const std::vector<std::uint32_t>& heaps) {
  Position p;
  p.games.push_back(NamedGame::parse("octal:" + code));
  for (std::uint32_t h : heaps) p.heaps.push_back({0, h});
  return p;
}

// Q_n of a code, computed once per test run.
const misere::Quotient& quotient(const std::string& code, std::size_t n) {
  static std::map<std::pair<std::string, std::size_t>, std::unique_ptr<misere::Quotient>> kept;
  auto& q = kept[{code, n}];
  if (!q)
    q = std::make_unique<misere::Quotient>(
        misere::misere_quotient(Game(OctalCode::parse(code)), n));
  return *q;
}

// A winning move as (heap index, what the heap leaves, sorted).
using MoveKey = std::pair<std::size_t, std::vector<std::uint32_t>>;

// The oracle's winning moves: for each heap, each distinct set of parts a move on it leaves
// (from the oracle's own reading of the code) whose resulting position it finds lost.
std::set<MoveKey> oracle_winning_moves(const Digits& digits, Oracle& oracle,
                                       const std::vector<std::uint32_t>& heaps) {
  const test::OctalHeapSum rules{digits};
  std::set<MoveKey> out;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (const auto& parts : rules.moves({heaps[i]})) {
      std::vector<std::uint32_t> left = rules.canonical(parts);
      std::vector<std::uint32_t> after = heaps;
      after.erase(after.begin() + static_cast<std::ptrdiff_t>(i));
      after.insert(after.end(), left.begin(), left.end());
      if (oracle.outcome(rules.canonical(after), Play::misere) == Outcome::P) out.insert({i, left});
    }
  }
  return out;
}

std::set<MoveKey> route_winning_moves(const Answer& a) {
  std::set<MoveKey> out;
  for (const Move& m : a.winning_moves) {
    std::vector<std::uint32_t> parts = m.parts;
    std::sort(parts.begin(), parts.end());
    out.insert({*m.heap, parts});
  }
  return out;
}

// The route's answer for `heaps` against the oracle's.
void expect_as_brute_force(const Digits& digits, const misere::Quotient& q,
                           const std::vector<std::uint32_t>& heaps) {
  const std::string code = test::octal_code_text(digits);
  Oracle oracle{test::OctalHeapSum{digits}};
  const Answer a = solve_by_quotient(position_of(code, heaps), q);
  const test::OctalHeapSum rules{digits};
  RC_ASSERT(a.outcome == oracle.outcome(rules.canonical(heaps), Play::misere));
  RC_TAG(a.outcome == Outcome::P ? "P" : "N", heaps.size() < 3 ? "few heaps" : "3+ heaps");
  const std::set<MoveKey> expected = oracle_winning_moves(digits, oracle, heaps);
  RC_ASSERT(route_winning_moves(a) == expected);
  RC_ASSERT(a.winning_move_count == expected.size());
  RC_ASSERT(a.winning_moves.size() == expected.size());
}

// Heaps of 0..max_heap tokens, at most `total` in all.
rc::Gen<std::vector<std::uint32_t>> heaps_up_to(std::uint32_t max_heap, std::uint32_t total) {
  return rc::gen::suchThat(rc::gen::container<std::vector<std::uint32_t>>(
                               rc::gen::inRange<std::uint32_t>(0, max_heap + 1)),
                           [=](const std::vector<std::uint32_t>& h) {
                             std::uint32_t sum = 0;
                             for (std::uint32_t x : h) sum += x;
                             return sum <= total;
                           });
}

const std::vector<Digits> classical = {{7, 7}, {0, 7}, {1, 3, 7}, {1, 3, 7, 7}};
constexpr std::size_t classical_n = 14;

RC_GTEST_PROP(MisereQuotientSolve, ClassicalGamesAgreeWithBruteForce, ()) {
  const Digits digits = *rc::gen::elementOf(classical);
  const auto heaps = *heaps_up_to(classical_n, 30);
  expect_as_brute_force(digits, quotient(test::octal_code_text(digits), classical_n), heaps);
}

// Random codes of one to three digits; Q_8 of some three-digit codes exceeds the engine's limits,
// and those are skipped (the route then falls back, checked in the CLI tests).
RC_GTEST_PROP(MisereQuotientSolve, RandomOctalCodesAgreeWithBruteForce, ()) {
  Digits digits = *rc::gen::container<Digits>(*rc::gen::inRange<std::size_t>(1, 4),
                                              rc::gen::inRange<unsigned>(0, 8));
  while (!digits.empty() && digits.back() == 0) digits.pop_back();
  RC_PRE(!digits.empty());
  const std::string code = test::octal_code_text(digits);
  constexpr std::size_t n = 8;
  const misere::Quotient* q = nullptr;
  try {
    q = &quotient(code, n);
  } catch (const error&) {
    RC_DISCARD("Q_8 beyond the engine's limits");
  }
  expect_as_brute_force(digits, *q, *heaps_up_to(n, 20));
}

// Beyond brute force: every winning move leads to P, every move from P to N, and the count of
// winning moves is the number of legal moves that lead to P.
void expect_consistent(const misere::Quotient& q, const Position& p) {
  const Answer a = solve_by_quotient(p, q);
  std::uint64_t to_p = 0;
  for (const Move& m : legal_moves(p)) {
    const bool lost = solve_by_quotient(Position{p.games, m.leaves}, q).outcome == Outcome::P;
    to_p += lost ? 1 : 0;
    if (a.outcome == Outcome::P) RC_ASSERT(!lost);
  }
  RC_ASSERT(a.winning_move_count == to_p);
  RC_ASSERT(a.winning_moves.size() == to_p);
  RC_ASSERT((a.outcome == Outcome::N) == (to_p > 0) || legal_moves(p).empty());
  for (const Move& m : a.winning_moves)
    RC_ASSERT(solve_by_quotient(Position{p.games, m.leaves}, q).outcome == Outcome::P);
}

RC_GTEST_PROP(MisereQuotientSolve, LargePositionsAreConsistent, ()) {
  const Digits digits = *rc::gen::elementOf(classical);
  const std::string code = test::octal_code_text(digits);
  const auto heaps = *rc::gen::container<std::vector<std::uint32_t>>(
      *rc::gen::inRange<std::size_t>(10, 60), rc::gen::inRange<std::uint32_t>(0, classical_n + 1));
  expect_consistent(quotient(code, classical_n), position_of(code, heaps));
}

// A position of no move at all is won by the player to move; the quotient agrees (the check
// proves it, this states it where it matters most).
TEST(MisereQuotientSolve, PositionsWithoutMovesAreWon) {
  const misere::Quotient& q = quotient(".07", classical_n);  // heap 1 of .07 has no move
  for (const auto& heaps : {std::vector<std::uint32_t>{}, {1}, {1, 1, 1}, {0, 1}}) {
    const Answer a = solve_by_quotient(position_of(".07", heaps), q);
    EXPECT_EQ(a.outcome, Outcome::N) << ::testing::PrintToString(heaps);
    EXPECT_EQ(a.winning_move_count, 0u);
  }
}

// solve() itself takes the route for wild positions, names it, and answers as brute force does.
TEST(MisereQuotientSolve, SolveNamesTheRoute) {
  const Digits kayles{7, 7};
  Oracle oracle{test::OctalHeapSum{kayles}};
  for (const auto& heaps : {std::vector<std::uint32_t>{4, 5, 7}, {9, 9, 1}, {12, 3, 2, 2}}) {
    const Answer a = solve(position_of(".77", heaps), {Play::misere, Stuck::standard});
    EXPECT_EQ(a.method, "misere-quotient");
    ASSERT_TRUE(a.quotient.has_value());
    EXPECT_EQ(a.quotient->max_heap, *std::max_element(heaps.begin(), heaps.end()));
    EXPECT_EQ(a.outcome, oracle.outcome(test::OctalHeapSum{kayles}.canonical(heaps), Play::misere));
    EXPECT_EQ(route_winning_moves(a), oracle_winning_moves(kayles, oracle, heaps));
  }
}

// More than max_heaps_outside_quotient heaps: moves without leaves, counted per heap size, the
// first max_listed listed in heap order; the same count as the legal moves that lead to P.
TEST(MisereQuotientSolve, ManyHeapsAreCountedAndListedInHeapOrder) {
  std::vector<std::uint32_t> heaps;
  for (std::uint32_t i = 0; i < 1500; ++i) heaps.push_back(1 + (i * 7) % 11);
  heaps.push_back(4);
  const Position p = position_of(".77", heaps);
  const Answer a = solve(p, {Play::misere, Stuck::standard}, 5);
  EXPECT_EQ(a.method, "misere-quotient");
  const misere::Quotient& q = quotient(".77", 11);
  std::vector<Move> to_p;
  for (Move& m : legal_moves(p)) {
    std::vector<std::size_t> sizes;
    for (const Heap& h : m.leaves) sizes.push_back(h.size);
    if (q.is_p_position(sizes)) to_p.push_back(std::move(m));
  }
  EXPECT_EQ(a.outcome == Outcome::N, !to_p.empty());
  EXPECT_GT(to_p.size(), 5u);  // the position was chosen so that listing stops at max_listed
  EXPECT_EQ(a.winning_move_count, to_p.size());
  ASSERT_EQ(a.winning_moves.size(), std::min<std::size_t>(5, to_p.size()));
  for (std::size_t i = 0; i < a.winning_moves.size(); ++i) {
    EXPECT_EQ(a.winning_moves[i].heap, to_p[i].heap);
    EXPECT_EQ(a.winning_moves[i].parts, to_p[i].parts);
    EXPECT_TRUE(a.winning_moves[i].leaves.empty());
  }
}

}  // namespace
}  // namespace nimlab::positions
