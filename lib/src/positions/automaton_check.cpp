// Plays a strategy automaton against every sequence of One's moves. The plays from a (state,
// position) pair are the same wherever it occurs, so each pair is checked once and its number of
// plays is reused; the recursion depth is the length of a play.
#include "nimlab/positions/automaton_check.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace nimlab::positions {
namespace {

std::string text(const std::vector<Heap>& heaps) {
  if (heaps.empty()) return "(no heaps)";
  std::string out;
  for (const Heap& h : heaps) {
    if (!out.empty()) out += ',';
    out += std::to_string(h.size);
  }
  return out;
}

std::uint64_t add(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b
             ? std::numeric_limits<std::uint64_t>::max()
             : a + b;
}

class Checker {
 public:
  Checker(const StrategyAutomaton& a, const Position& p, Convention c) : a_(a), p_(p), c_(c) {}

  // The number of plays from state q with One to move at `heaps`; sets failure_ and returns 0 on
  // the first contradiction.
  std::uint64_t plays(std::size_t q, const std::vector<Heap>& heaps) {
    std::vector<std::uint64_t> key{q};
    for (const Heap& h : heaps) key.push_back((std::uint64_t{h.game} << 32) | h.size);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    const std::uint64_t n = fresh(q, heaps);
    if (!failure_.empty()) return 0;
    memo_.emplace(std::move(key), n);
    return n;
  }

  std::size_t configurations() const { return memo_.size(); }
  const std::string& failure() const { return failure_; }

 private:
  // Records the first contradiction; returns no plays.
  std::uint64_t fail(std::size_t q, const std::vector<Heap>& heaps, const std::string& why) {
    if (failure_.empty())
      failure_ = "state " + std::to_string(q) + " at " + text(heaps) + ": " + why;
    return 0;
  }

  // The outcome of a finished play for the player who would move next.
  Outcome ending(const std::vector<Heap>& heaps) const {
    return solve(Position{p_.games, heaps}, c_).outcome;
  }

  std::uint64_t fresh(std::size_t q, const std::vector<Heap>& heaps) {
    if (q >= a_.size()) return fail(q, heaps, "no such state");
    const std::vector<Move> moves = legal_moves(Position{p_.games, heaps});
    const std::vector<Transition>& arrows = a_.states[q];
    std::set<MoveLabel> legal, read;
    for (const Move& m : moves) legal.insert(label_of(m));
    for (const Transition& t : arrows) read.insert(t.read);
    if (read.size() != arrows.size()) return fail(q, heaps, "two arrows read the same move");
    if (legal != read)
      return fail(q, heaps,
                  "the arrows are not One's legal moves (" + std::to_string(read.size()) +
                      " arrows, " + std::to_string(legal.size()) + " moves)");
    if (moves.empty()) {  // One cannot move: the play is over with One to move
      if (ending(heaps) != Outcome::P) return fail(q, heaps, "the play ends and Two has not won");
      return 1;
    }
    std::uint64_t total = 0;
    for (const Move& m : moves) {
      const MoveLabel l = label_of(m);
      const Transition& t = *std::find_if(arrows.begin(), arrows.end(),
                                          [&](const Transition& x) { return x.read == l; });
      if (t.next >= a_.size()) return fail(q, heaps, "an arrow leads to no state");
      const std::vector<Move> replies = legal_moves(Position{p_.games, m.leaves});
      if (replies.empty()) {  // One's move ended the play with Two to move
        if (t.reply) return fail(q, heaps, "a reply after the game is over");
        if (ending(m.leaves) != Outcome::N)
          return fail(q, heaps, "One's move ends the play and Two has not won");
        if (!a_.states[t.next].empty())
          return fail(q, heaps, "the game is over but the next state has arrows");
        total = add(total, 1);
        continue;
      }
      if (!t.reply) return fail(q, heaps, "no reply to a move that leaves a move");
      const auto r = std::find_if(replies.begin(), replies.end(),
                                  [&](const Move& x) { return label_of(x) == *t.reply; });
      if (r == replies.end()) return fail(q, heaps, "an illegal reply");
      total = add(total, plays(t.next, r->leaves));
      if (!failure_.empty()) return 0;
    }
    return total;
  }

  const StrategyAutomaton& a_;
  const Position& p_;
  Convention c_;
  std::map<std::vector<std::uint64_t>, std::uint64_t> memo_;
  std::string failure_;
};

}  // namespace

AutomatonCheck check_automaton(const StrategyAutomaton& a, const Position& p, Convention c) {
  check_position(p);
  Checker checker(a, p, c);
  AutomatonCheck out;
  out.plays = checker.plays(0, p.heaps);
  out.failure = checker.failure();
  out.wins = out.failure.empty();
  if (!out.wins) out.plays = 0;
  out.configurations = checker.configurations();
  return out;
}

}  // namespace nimlab::positions
