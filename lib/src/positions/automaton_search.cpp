// Exhaustive search for the smallest winning strategy automaton, size by size. For one size k the
// search is a depth-first backtracking over partial automata: a partial automaton fixes the moves
// each state reads (those of the first position it was given) and some transitions. The
// configurations (state, position with One to move) that plays reach are checked against the
// fixed transitions as they appear; the open transition with the fewest choices is chosen next,
// and a partial automaton is refuted early when a lower bound on the states it still needs
// exceeds k (proofs/strategy-automaton.md, F4). Time: at most the number of partial automata
// tried (reported as steps), each costing a pass over the waiting configurations; memory:
// O(k * (labels + positions)).
#include "nimlab/positions/automaton_search.hpp"

#include <algorithm>

#include "labelled_graph.hpp"
#include "nimlab/error.hpp"

namespace nimlab::positions {
namespace {

using detail::LabelledGraph;

constexpr std::int32_t unset = -1;
constexpr std::int32_t no_reply = -2;  // One's move ended the game

class SizedSearch {
 public:
  SizedSearch(const LabelledGraph& g, std::size_t k, std::uint64_t budget)
      : g_(g),
        k_(k),
        budget_(budget),
        labels_(g.labels.size()),
        n_(g.positions.size()),
        domain_(k, 0),
        states_with_domain_(g.domains, 0),
        mark_(g.domains, 0),
        next_(k * labels_, unset),
        reply_(k * labels_, unset),
        visited_(k * n_, 0) {}

  // True when an automaton of at most k states wins from the start position (One lost there).
  bool run() {
    create(g_.domain[0]);
    visit(0, 0);
    return extend();
  }

  std::uint64_t steps() const { return steps_; }
  std::uint64_t dead_ends() const { return dead_ends_; }

  StrategyAutomaton automaton() const {
    StrategyAutomaton a;
    a.states.resize(used_);
    for (std::size_t q = 0; q < used_; ++q) {
      for (std::size_t l = 0; l < labels_; ++l) {
        const std::size_t t = q * labels_ + l;
        if (next_[t] == unset) continue;
        Transition tr{g_.labels[l], std::nullopt, static_cast<std::size_t>(next_[t])};
        if (reply_[t] != no_reply) tr.reply = g_.labels[static_cast<std::size_t>(reply_[t])];
        a.states[q].push_back(std::move(tr));
      }
      std::sort(a.states[q].begin(), a.states[q].end(),
                [](const Transition& x, const Transition& y) { return x.read < y.read; });
    }
    return a;
  }

  std::vector<std::vector<std::vector<Heap>>> state_positions() const {
    std::vector<std::vector<std::vector<Heap>>> out(used_);
    for (std::size_t q = 0; q < used_; ++q)
      for (std::size_t v = 0; v < n_; ++v)
        if (visited_[q * n_ + v]) out[q].push_back(g_.positions[v]);
    return out;
  }

 private:
  struct Config {
    std::uint32_t q, v;
  };
  struct Choice {
    std::uint32_t q = 0;
    const LabelledGraph::Edge* edge = nullptr;
    std::size_t options = 0;
  };

  void create(std::uint32_t d) {
    domain_[used_++] = d;
    ++states_with_domain_[d];
  }

  void visit(std::uint32_t q, std::uint32_t v) {
    const std::size_t i = q * n_ + v;
    if (visited_[i]) return;
    visited_[i] = 1;
    visited_trail_.push_back(i);
    if (!g_.moves[v].empty()) fresh_.push_back({q, v});
  }

  // Checks the fixed transition of state q on edge e against this play and queues the
  // configuration it leads to; false when the play refutes it.
  bool follow(std::uint32_t q, const LabelledGraph::Edge& e) {
    const std::size_t t = q * labels_ + e.label;
    const auto next = static_cast<std::uint32_t>(next_[t]);
    const std::uint32_t c = e.child;
    if (g_.moves[c].empty()) {  // One's move ended the game: Two must have won, and stops
      if (reply_[t] != no_reply || g_.outcome[c] != Outcome::N) return false;
      if (domain_[next] != g_.empty_domain) return false;
      visit(next, c);
      return true;
    }
    if (reply_[t] == no_reply) return false;
    const LabelledGraph::Edge* r = g_.find(c, static_cast<std::uint32_t>(reply_[t]));
    if (r == nullptr || g_.outcome[r->child] != Outcome::P) return false;
    if (domain_[next] != g_.domain[r->child]) return false;
    visit(next, r->child);
    return true;
  }

  // The next states a transition may take to reach a position of domain d: the states with
  // that domain (one is enough for the final domain: final states are alike), and a new one.
  std::size_t targets(std::uint32_t d) const {
    const std::size_t existing = states_with_domain_[d];
    if (d == g_.empty_domain && existing > 0) return 1;
    return existing + (used_ < k_ ? 1 : 0);
  }

  // The (reply, next state) pairs an open transition of a configuration at v may take.
  std::size_t options(const LabelledGraph::Edge& e) const {
    const std::uint32_t c = e.child;
    if (g_.moves[c].empty()) return g_.outcome[c] == Outcome::N ? targets(g_.empty_domain) : 0;
    std::size_t n = 0;
    for (const LabelledGraph::Edge& r : g_.to_lost[c]) n += targets(g_.domain[r.child]);
    return n;
  }

  // Marks the domains an open transition may reach, when no existing state has any of them and
  // none is marked yet: then it needs a new state of its own. Returns whether it counted.
  bool needs_own_state(const LabelledGraph::Edge& e) {
    const std::uint32_t c = e.child;
    auto reach = [&](auto&& f) {
      if (g_.moves[c].empty()) return f(g_.empty_domain);
      for (const LabelledGraph::Edge& r : g_.to_lost[c])
        if (!f(g_.domain[r.child])) return false;
      return true;
    };
    const bool fresh_only =
        reach([&](std::uint32_t d) { return states_with_domain_[d] == 0 && mark_[d] != stamp_; });
    if (fresh_only) reach([&](std::uint32_t d) { return (mark_[d] = stamp_), true; });
    return fresh_only;
  }

  // Processes new configurations, then picks the open transition with the fewest options.
  // False when a play refutes the partial automaton or it cannot be completed within k states.
  bool extend() {
    while (!fresh_.empty()) {
      const Config cf = fresh_.back();
      fresh_.pop_back();
      bool open = false;
      for (const LabelledGraph::Edge& e : g_.moves[cf.v]) {
        if (next_[cf.q * labels_ + e.label] == unset) {
          open = true;
        } else if (!follow(cf.q, e)) {
          ++dead_ends_;
          return false;
        }
      }
      if (open) pending_.push_back(cf);
    }
    if (pending_.empty()) return true;
    // A lower bound on the states still to be made: the final state if there is none yet, and
    // one for each open transition whose possible domains are new and disjoint from the others.
    ++stamp_;
    std::size_t needed = 0;
    if (states_with_domain_[g_.empty_domain] == 0) {
      needed = 1;
      mark_[g_.empty_domain] = stamp_;
    }
    Choice best;
    for (const Config& cf : pending_) {
      for (const LabelledGraph::Edge& e : g_.moves[cf.v]) {
        if (next_[cf.q * labels_ + e.label] != unset) continue;
        const std::size_t n = options(e);
        if (n == 0 || (needs_own_state(e) && used_ + ++needed > k_)) {
          ++dead_ends_;
          return false;
        }
        if (best.edge == nullptr || n < best.options) best = {cf.q, &e, n};
      }
    }
    return choose(best.q, *best.edge);
  }

  // Tries every (reply, next state) for state q on edge e.
  bool choose(std::uint32_t q, const LabelledGraph::Edge& e) {
    const std::size_t t = q * labels_ + e.label;
    const std::uint32_t c = e.child;
    const auto fresh = fresh_;
    const auto pending = pending_;
    const std::size_t used = used_, visited_mark = visited_trail_.size();
    auto attempt = [&](std::int32_t reply, std::uint32_t next, std::uint32_t d) {
      if (++steps_ > budget_) throw error(budget_message());
      if (next == used_) create(d);
      next_[t] = static_cast<std::int32_t>(next);
      reply_[t] = reply;
      // Every waiting configuration of state q reads this move again.
      std::erase_if(pending_, [&](const Config& cf) {
        if (cf.q != q) return false;
        fresh_.push_back(cf);
        return true;
      });
      if (extend()) return true;
      next_[t] = reply_[t] = unset;
      while (visited_trail_.size() > visited_mark) {
        visited_[visited_trail_.back()] = 0;
        visited_trail_.pop_back();
      }
      if (used_ > used) --states_with_domain_[domain_[--used_]];
      fresh_ = fresh;
      pending_ = pending;
      return false;
    };
    auto to_domain = [&](std::uint32_t d, std::int32_t reply) {
      for (std::uint32_t s = 0; s < used; ++s) {
        if (domain_[s] != d) continue;
        if (attempt(reply, s, d)) return true;
        if (d == g_.empty_domain) return false;
      }
      return used < k_ && attempt(reply, static_cast<std::uint32_t>(used), d);
    };
    if (g_.moves[c].empty()) return to_domain(g_.empty_domain, no_reply);
    for (const LabelledGraph::Edge& r : g_.to_lost[c])
      if (to_domain(g_.domain[r.child], static_cast<std::int32_t>(r.label))) return true;
    return false;
  }

  std::string budget_message() const {
    return "the search for an automaton of at most " + std::to_string(k_) +
           " states stopped after " + std::to_string(budget_) +
           " steps without an answer; try smaller heaps or a smaller --max-states";
  }

  const LabelledGraph& g_;
  std::size_t k_;
  std::uint64_t budget_;
  std::size_t labels_, n_;
  std::vector<std::uint32_t> domain_;              // per state
  std::vector<std::uint32_t> states_with_domain_;  // per domain
  std::vector<std::uint64_t> mark_;                // per domain: stamp_ when marked
  std::uint64_t stamp_ = 0;
  std::vector<std::int32_t> next_, reply_;  // per (state, label): unset, or the transition
  std::vector<char> visited_;               // per (state, position)
  std::vector<std::size_t> visited_trail_;
  std::vector<Config> fresh_;    // configurations not yet processed
  std::vector<Config> pending_;  // processed configurations with an open transition
  std::size_t used_ = 0;
  std::uint64_t steps_ = 0, dead_ends_ = 0;
};

void check_limits(const Position& p, std::size_t max_states) {
  if (max_states == 0 || max_states > max_automaton_states)
    throw error("--max-states " + std::to_string(max_states) + ": give 1 to " +
                std::to_string(max_automaton_states));
  std::uint64_t tokens = 0;
  for (const Heap& h : p.heaps) tokens += h.size;
  if (tokens > max_automaton_tokens)
    throw error("--heaps: the automaton search takes positions of at most " +
                std::to_string(max_automaton_tokens) + " tokens in all; this one has " +
                std::to_string(tokens));
}

}  // namespace

AutomatonSearch smallest_automaton(const Position& p, Convention c, std::size_t max_states) {
  check_position(p);
  check_limits(p, max_states);
  solve(p, c);  // refuses conventions that do not apply to the game, as solve does
  const LabelledGraph g = detail::labelled_graph(p, c, max_automaton_graph_positions);
  AutomatonSearch out;
  out.outcome = g.outcome[0];
  out.graph_positions = g.positions.size();
  if (out.outcome != Outcome::P) return out;
  std::uint64_t budget = max_automaton_search_steps;
  for (std::size_t k = 1; k <= max_states; ++k) {
    SizedSearch s(g, k, budget);
    if (s.run()) {
      out.automaton = s.automaton();
      out.state_positions = s.state_positions();
      out.steps = s.steps();
      return out;
    }
    out.refuted.push_back({k, s.steps(), s.dead_ends()});
    budget -= s.steps();
  }
  return out;
}

}  // namespace nimlab::positions
