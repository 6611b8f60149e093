// Strategy automata: the Swedish report's five-state automaton for (4,4) (003, section 4), the
// search's answers on hand-worked positions, and the independent check refusing automata that
// break the definition (proofs/strategy-automaton.md).
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/positions/automaton_check.hpp"
#include "nimlab/positions/automaton_search.hpp"

namespace nimlab::positions {
namespace {

Position position(const std::string& game, std::vector<std::uint32_t> heaps) {
  Position p{{NamedGame::parse(game)}, {}};
  for (std::uint32_t h : heaps) p.heaps.push_back({0, h});
  return p;
}

std::vector<std::uint32_t> sizes(const std::vector<Heap>& heaps) {
  std::vector<std::uint32_t> out;
  for (const Heap& h : heaps) out.push_back(h.size);
  return out;
}

const Convention normal{};
const Convention misere{Play::misere, Stuck::standard};

// The report: "vid startställning (4,4) ... kommer endast 5 olika tillstånd finnas i automaten",
// the states 4.4, 3.3, 2.2, 1.1 and the final 0.0, every arrow n/n (Two takes what One took).
TEST(StrategyAutomaton, FourFourHasTheReportsFiveStates) {
  const Position p = position("nim", {4, 4});
  const AutomatonSearch s = smallest_automaton(p, normal, 8);
  ASSERT_TRUE(s.automaton);
  EXPECT_EQ(s.outcome, Outcome::P);
  EXPECT_EQ(s.automaton->size(), 5u);
  ASSERT_EQ(s.refuted.size(), 4u);
  for (std::size_t k = 0; k < 4; ++k) EXPECT_EQ(s.refuted[k].states, k + 1);
  std::set<std::vector<std::uint32_t>> at;
  for (const auto& positions : s.state_positions) {
    ASSERT_EQ(positions.size(), 1u);  // Nim's moves name the heaps: one position per state
    at.insert(sizes(positions[0]));
  }
  EXPECT_EQ(at, (std::set<std::vector<std::uint32_t>>{{4, 4}, {3, 3}, {2, 2}, {1, 1}, {}}));
  for (const auto& state : s.automaton->states)
    for (const Transition& t : state) {
      ASSERT_TRUE(t.reply);
      EXPECT_EQ(t.reply->take, t.read.take);
    }
}

// Plays from (k,k) against the mirror: f(0) = 1 and f(k) = 2 (f(0) + ... + f(k-1)) (One picks a
// heap and a number j, Two answers, (k-j, k-j) remains), so f(k) = 2 * 3^(k-1): f(4) = 54.
TEST(StrategyAutomaton, CheckCountsEveryPlayOfOne) {
  const Position p = position("nim", {4, 4});
  const AutomatonSearch s = smallest_automaton(p, normal, 8);
  ASSERT_TRUE(s.automaton);
  const AutomatonCheck c = check_automaton(*s.automaton, p, normal);
  EXPECT_TRUE(c.wins) << c.failure;
  EXPECT_EQ(c.plays, 54u);
  EXPECT_EQ(c.configurations, 5u);
}

// The check refuses each way of breaking the definition.
TEST(StrategyAutomaton, CheckRefusesBrokenAutomata) {
  const Position p = position("nim", {4, 4});
  const StrategyAutomaton good = *smallest_automaton(p, normal, 8).automaton;
  auto refused = [&](const StrategyAutomaton& a) { return !check_automaton(a, p, normal).wins; };
  EXPECT_FALSE(refused(good));

  StrategyAutomaton wrong_reply = good;  // take one more than One did: a winning reply no more
  for (Transition& t : wrong_reply.states[0])
    if (t.read.take == 1) t.reply->take = 2, t.reply->parts = {2};
  EXPECT_TRUE(refused(wrong_reply));

  StrategyAutomaton missing_arrow = good;
  missing_arrow.states[0].pop_back();
  EXPECT_TRUE(refused(missing_arrow));

  StrategyAutomaton no_state = good;
  no_state.states[0][0].next = 99;
  EXPECT_TRUE(refused(no_state));

  StrategyAutomaton no_final = good;  // the final state gets an arrow the game never offers
  for (std::size_t q = 0; q < no_final.size(); ++q)
    if (no_final.states[q].empty()) no_final.states[q].push_back(good.states[0][0]);
  EXPECT_TRUE(refused(no_final));

  EXPECT_TRUE(refused(StrategyAutomaton{}));
}

// Without the rule that a state's arrows are exactly One's legal moves, one state would do:
// "take from the other heap what One took" never needs the position. The check refuses it, and
// the search's minimum is the report's 5, not 1.
TEST(StrategyAutomaton, OneStateMirrorIsNotAnAutomatonOfTheGame) {
  const Position p = position("nim", {4, 4});
  StrategyAutomaton mirror;
  mirror.states.resize(1);
  for (std::size_t heap = 0; heap < 2; ++heap)
    for (std::uint32_t k = 1; k <= 4; ++k) {
      MoveLabel read{heap, k, k == 4 ? std::vector<std::uint32_t>{} : std::vector{4 - k}, {}};
      MoveLabel reply{1 - heap, k, read.parts, {}};
      if (k == 4) reply.heap = 0;  // the emptied heap is gone: the other one is heap 1
      mirror.states[0].push_back({read, reply, 0});
    }
  EXPECT_FALSE(check_automaton(mirror, p, normal).wins);
}

TEST(StrategyAutomaton, NoAutomatonWhenOneWinsOrDraws) {
  const AutomatonSearch won = smallest_automaton(position("nim", {1, 2}), normal, 8);
  EXPECT_EQ(won.outcome, Outcome::N);
  EXPECT_FALSE(won.automaton);
  EXPECT_TRUE(won.refuted.empty());
  // subtract:2 with one token: no move, tokens left; the draw rule makes it a draw.
  const AutomatonSearch drawn =
      smallest_automaton(position("subtract:2", {1}), {Play::normal, Stuck::draw}, 8);
  EXPECT_EQ(drawn.outcome, Outcome::D);
  EXPECT_FALSE(drawn.automaton);
}

TEST(StrategyAutomaton, OverPositionIsTheFinalStateAlone) {
  const AutomatonSearch s = smallest_automaton(position("subtract:2", {1}), normal, 8);
  ASSERT_TRUE(s.automaton);
  EXPECT_EQ(s.automaton->size(), 1u);
  EXPECT_TRUE(s.refuted.empty());
}

// Misere Nim (1,1,1): One takes a heap, Two takes a heap, One must take the last one and loses.
// The automaton reads that last move and answers nothing: start, (1), final.
TEST(StrategyAutomaton, MisereLastMoveOfOneHasNoReply) {
  const Position p = position("nim", {1, 1, 1});
  const AutomatonSearch s = smallest_automaton(p, misere, 8);
  ASSERT_TRUE(s.automaton);
  EXPECT_EQ(s.automaton->size(), 3u);
  bool silent = false;
  for (const auto& state : s.automaton->states)
    for (const Transition& t : state) silent |= !t.reply;
  EXPECT_TRUE(silent);
  EXPECT_TRUE(check_automaton(*s.automaton, p, misere).wins);
  // The same automaton under normal play loses: One's last move wins there.
  EXPECT_FALSE(check_automaton(*s.automaton, p, normal).wins);
}

// Under max_states below the minimum every size is refuted and nothing is found.
TEST(StrategyAutomaton, BelowTheMinimumEverySizeIsRefuted) {
  const AutomatonSearch s = smallest_automaton(position("nim", {4, 4}), normal, 3);
  EXPECT_FALSE(s.automaton);
  EXPECT_EQ(s.outcome, Outcome::P);
  EXPECT_EQ(s.refuted.size(), 3u);
}

TEST(StrategyAutomaton, LimitsAreCheckedFirst) {
  EXPECT_THROW(smallest_automaton(position("nim", {4, 4}), normal, 0), error);
  EXPECT_THROW(smallest_automaton(position("nim", {4, 4}), normal, max_automaton_states + 1),
               error);
  EXPECT_THROW(smallest_automaton(position("nim", {13, 12}), normal, 8), error);
  EXPECT_THROW(smallest_automaton(position("moore:2", {1, 2}), {Play::normal, Stuck::draw}, 8),
               error);
}

}  // namespace
}  // namespace nimlab::positions
