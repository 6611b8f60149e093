// The smallest strategy automaton against a separate brute force, on every tiny position of
// several games under normal and misere play, and against the independent check on random
// larger ones.
//
// The brute force does not search automata. It lists every winning strategy of player Two as a
// tree over histories (Two answers each move of One with a move to a P-position; solve says which
// positions are P), and sizes the smallest automaton playing a given strategy by Myhill-Nerode:
// two histories can share a state exactly when the behaviour from them on (the moves One may
// make, Two's replies, and so on to the end) is the same, so that size is the number of distinct
// behaviours in the tree. The minimum over all strategies is the smallest automaton.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <set>

#include "nimlab/positions/automaton_check.hpp"
#include "nimlab/positions/automaton_search.hpp"

namespace nimlab::positions {
namespace {

// Behaviours of the strategies from one position with One to move: each as its own signature and
// the set of signatures of every behaviour inside it (itself included).
struct Behaviour {
  std::string signature;
  std::set<std::string> inside;
};

struct TooMany {};

class StrategyBruteForce {
 public:
  StrategyBruteForce(std::vector<NamedGame> games, Convention c, std::size_t cap)
      : games_(std::move(games)), c_(c), cap_(cap) {}

  // Every behaviour of a winning strategy from `heaps`; empty when Two has none. Throws TooMany
  // beyond cap behaviours at one position.
  const std::vector<Behaviour>& from(const std::vector<Heap>& heaps) {
    if (const auto it = memo_.find(key(heaps)); it != memo_.end()) return it->second;
    std::vector<Behaviour> out = compute(heaps);
    return memo_.emplace(key(heaps), std::move(out)).first->second;
  }

 private:
  static std::vector<std::uint64_t> key(const std::vector<Heap>& heaps) {
    std::vector<std::uint64_t> k;
    for (const Heap& h : heaps) k.push_back((std::uint64_t{h.game} << 32) | h.size);
    return k;
  }
  static std::string text(const MoveLabel& l) {
    // Appended piece by piece: GCC 12 warns (-Wrestrict) about "h" + a temporary string.
    std::string s(1, l.heap ? 'h' : 'w');
    if (l.heap) {
      s += std::to_string(*l.heap);
      s += 't';
      s += std::to_string(l.take);
    }
    for (std::uint32_t x : l.heap ? l.parts : l.leaves) {
      s += '.';
      s += std::to_string(x);
    }
    return s;
  }
  Outcome outcome(const std::vector<Heap>& heaps) { return solve({games_, heaps}, c_).outcome; }

  std::vector<Behaviour> compute(const std::vector<Heap>& heaps) {
    const std::vector<Move> moves = legal_moves({games_, heaps});
    if (moves.empty()) {
      if (outcome(heaps) != Outcome::P) return {};  // the play is over and One has not lost
      return {Behaviour{"{}", {"{}"}}};
    }
    // For each move of One, the ways Two may go on: "read:reply>behaviour".
    std::vector<std::vector<Behaviour>> per_move;
    for (const Move& m : moves) {
      std::vector<Behaviour> ways;
      const std::vector<Move> replies = legal_moves({games_, m.leaves});
      if (replies.empty()) {
        if (outcome(m.leaves) == Outcome::N) ways.push_back({text(label_of(m)) + ":-", {"{}"}});
      }
      for (const Move& r : replies) {
        if (outcome(r.leaves) != Outcome::P) continue;
        for (const Behaviour& b : from(r.leaves))
          ways.push_back(
              {text(label_of(m)) + ":" + text(label_of(r)) + ">" + b.signature, b.inside});
      }
      if (ways.empty()) return {};
      per_move.push_back(std::move(ways));
    }
    std::vector<Behaviour> out{Behaviour{"", {}}};
    for (const auto& ways : per_move) {
      std::vector<Behaviour> next;
      if (out.size() * ways.size() > cap_) throw TooMany{};
      for (const Behaviour& a : out)
        for (const Behaviour& w : ways) {
          Behaviour b{a.signature + w.signature + ";", a.inside};
          b.inside.insert(w.inside.begin(), w.inside.end());
          next.push_back(std::move(b));
        }
      out = std::move(next);
    }
    for (Behaviour& b : out) {
      b.signature = "{" + b.signature + "}";
      b.inside.insert(b.signature);
    }
    return out;
  }

  std::vector<NamedGame> games_;
  Convention c_;
  std::size_t cap_;
  std::map<std::vector<std::uint64_t>, std::vector<Behaviour>> memo_;
};

// The brute-force minimum, or nothing when Two has no winning strategy.
std::optional<std::size_t> brute_force_minimum(const Position& p, Convention c) {
  StrategyBruteForce b(p.games, c, 200000);
  std::optional<std::size_t> best;
  for (const Behaviour& s : b.from(p.heaps))
    if (!best || s.inside.size() < *best) best = s.inside.size();
  return best;
}

const std::vector<std::string> games{"nim",          "kayles",       "dawson",   "lasker",
                                     "subtract:1,2", "subtract:2,3", "powers:2", "staircase",
                                     "moore:2",      "card"};

// Every position of up to 3 heaps and 5 tokens (card: face-up, face-down) of each game.
std::vector<std::vector<std::uint32_t>> tiny_heap_lists() {
  std::vector<std::vector<std::uint32_t>> out;
  for (std::uint32_t a = 1; a <= 5; ++a) {
    out.push_back({a});
    for (std::uint32_t b = 0; a + b <= 5; ++b) {
      out.push_back({a, b});
      for (std::uint32_t c = 1; a + b + c <= 5; ++c) out.push_back({a, b, c});
    }
  }
  return out;
}

TEST(AutomatonMinimal, AgreesWithStrategyBruteForceOnEveryTinyPosition) {
  std::size_t compared = 0, with_automaton = 0, skipped = 0, shared = 0;
  for (const std::string& name : games)
    for (const Play play : {Play::normal, Play::misere})
      for (const auto& heaps : tiny_heap_lists()) {
        if (name == "card" && heaps.size() > 2) continue;
        Position p{{NamedGame::parse(name)}, {}};
        for (std::uint32_t h : heaps) p.heaps.push_back({0, h});
        const Convention c{play, Stuck::standard};
        std::optional<std::size_t> expected;
        try {
          expected = brute_force_minimum(p, c);
        } catch (const TooMany&) {
          ++skipped;
          continue;
        }
        const AutomatonSearch s = smallest_automaton(p, c, max_automaton_states);
        std::string where = name + " " + play_name(play) + " " + std::to_string(heaps[0]);
        for (std::size_t i = 1; i < heaps.size(); ++i) {
          where += ',';
          where += std::to_string(heaps[i]);
        }
        ++compared;
        ASSERT_EQ(s.automaton.has_value(), expected.has_value()) << where;
        EXPECT_EQ(s.outcome == Outcome::P, expected.has_value()) << where;
        if (!expected) continue;
        ++with_automaton;
        for (std::size_t q = 0; q < s.automaton->size(); ++q)
          shared += !s.automaton->states[q].empty() && s.state_positions[q].size() > 1;
        EXPECT_EQ(s.automaton->size(), *expected) << where;
        EXPECT_EQ(s.refuted.size(), *expected - 1) << where;
        const AutomatonCheck check = check_automaton(*s.automaton, p, c);
        EXPECT_TRUE(check.wins) << where << ": " << check.failure;
      }
  // The comparison must cover the tiny positions, not skip them.
  EXPECT_GT(compared, 700u);
  EXPECT_GT(with_automaton, 150u);
  RecordProperty("compared", static_cast<int>(compared));
  std::cout << "compared " << compared << " positions, " << with_automaton
            << " with a winning automaton (" << shared
            << " non-final states serving several positions); " << skipped
            << " with too many strategies skipped\n";
}

// Random positions of heap games, sums included, up to 12 tokens: whatever the search finds wins
// every play (the independent check), and it finds one exactly when One loses (solve).
RC_GTEST_PROP(AutomatonMinimal, FoundAutomatonWinsEveryPlay, ()) {
  const std::vector<std::string> heap_games{"nim",          "kayles",       "dawson",
                                            "subtract:1,2", "subtract:1,3", "lasker"};
  Position p;
  const auto count = *rc::gen::inRange<std::size_t>(1, 4);
  std::uint32_t tokens = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const auto g = *rc::gen::inRange<std::size_t>(0, heap_games.size());
    const NamedGame game = NamedGame::parse(heap_games[g]);
    std::size_t index = 0;
    while (index < p.games.size() && !(p.games[index] == game)) ++index;
    if (index == p.games.size()) p.games.push_back(game);
    const auto size = *rc::gen::inRange<std::uint32_t>(1, 6);
    if (tokens + size > 12) break;
    tokens += size;
    p.heaps.push_back({index, size});
  }
  RC_PRE(!p.heaps.empty());
  const Convention c{*rc::gen::element(Play::normal, Play::misere), Stuck::standard};
  const AutomatonSearch s = smallest_automaton(p, c, max_automaton_states);
  RC_CLASSIFY(s.automaton.has_value(), "automaton found");
  RC_ASSERT(s.outcome == solve(p, c).outcome);
  if (s.outcome != Outcome::P) {
    RC_ASSERT(!s.automaton);
    return;
  }
  if (!s.automaton) return;  // larger than max_automaton_states: every smaller size refuted
  const AutomatonCheck check = check_automaton(*s.automaton, p, c);
  RC_ASSERT(check.wins);
  RC_ASSERT(s.refuted.size() + 1 == s.automaton->size());
}

}  // namespace
}  // namespace nimlab::positions
