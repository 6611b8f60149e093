// Exhaustive search for the smallest winning strategy automaton, size by size. For one size k the
// search is a depth-first backtracking over partial automata: a partial automaton fixes the moves
// each state reads (those of the first position it was given) and some transitions; the
// configurations (state, position with One to move) that plays can reach are processed from an
// agenda, and the first transition a configuration needs that is not yet fixed is the next choice.
// Time: at most the number of partial automata tried (reported as steps), each costing a pass
// over the agenda; memory: O(k * (labels + positions)).
#include "nimlab/positions/automaton_search.hpp"

#include <algorithm>
#include <map>

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
        next_(k * labels_, unset),
        reply_(k * labels_, unset),
        visited_(k * n_, 0) {}

  // True when an automaton of at most k states wins from the start position (One lost there).
  bool run() {
    domain_[0] = g_.domain[0];
    used_ = 1;
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
  void visit(std::uint32_t q, std::uint32_t v) {
    const std::size_t i = q * n_ + v;
    if (visited_[i]) return;
    visited_[i] = 1;
    visited_trail_.push_back(i);
    if (!g_.moves[v].empty()) agenda_.push_back({q, v});
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

  // Processes the agenda until it is empty (a winning automaton), a play refutes the partial
  // automaton, or a transition must be chosen.
  bool extend() {
    while (!agenda_.empty()) {
      const auto [q, v] = agenda_.back();
      agenda_.pop_back();
      const LabelledGraph::Edge* open = nullptr;
      for (const LabelledGraph::Edge& e : g_.moves[v]) {
        if (next_[q * labels_ + e.label] == unset) {
          if (open == nullptr) open = &e;
        } else if (!follow(q, e)) {
          ++dead_ends_;
          return false;
        }
      }
      if (open != nullptr) {
        agenda_.push_back({q, v});
        return choose(q, *open);
      }
    }
    return true;
  }

  // Tries every (reply, next state) for state q on edge e.
  bool choose(std::uint32_t q, const LabelledGraph::Edge& e) {
    const std::size_t t = q * labels_ + e.label;
    const std::uint32_t c = e.child;
    const auto agenda = agenda_;
    const std::size_t used = used_, visited_mark = visited_trail_.size();
    bool tried = false;
    auto attempt = [&](std::int32_t reply, std::uint32_t next, std::uint32_t fresh_domain) {
      tried = true;
      if (++steps_ > budget_) throw error(budget_message());
      if (next == used_) domain_[used_++] = fresh_domain;
      next_[t] = static_cast<std::int32_t>(next);
      reply_[t] = reply;
      if (extend()) return true;
      next_[t] = reply_[t] = unset;
      while (visited_trail_.size() > visited_mark) {
        visited_[visited_trail_.back()] = 0;
        visited_trail_.pop_back();
      }
      used_ = used;
      agenda_ = agenda;
      return false;
    };
    // The candidate next states: every state reading the same moves, then one new state. A
    // second final state is never needed: final states have no arrows, so they are alike.
    auto targets = [&](std::uint32_t d, std::int32_t reply) {
      for (std::uint32_t s = 0; s < used; ++s) {
        if (domain_[s] != d) continue;
        if (attempt(reply, s, d)) return true;
        if (d == g_.empty_domain) return false;
      }
      return used < k_ && attempt(reply, static_cast<std::uint32_t>(used), d);
    };
    bool found = false;
    if (g_.moves[c].empty()) {
      found = g_.outcome[c] == Outcome::N && targets(g_.empty_domain, no_reply);
    } else {
      for (const LabelledGraph::Edge& r : g_.moves[c]) {
        if (g_.outcome[r.child] != Outcome::P) continue;
        if ((found = targets(g_.domain[r.child], static_cast<std::int32_t>(r.label)))) break;
      }
    }
    if (!found && !tried) ++dead_ends_;
    return found;
  }

  std::string budget_message() const {
    return "the search for an automaton of at most " + std::to_string(k_) +
           " states stopped after " + std::to_string(budget_) +
           " steps without an answer; try smaller heaps or a smaller --max-states";
  }

  struct Config {
    std::uint32_t q, v;
  };
  const LabelledGraph& g_;
  std::size_t k_;
  std::uint64_t budget_;
  std::size_t labels_, n_;
  std::vector<std::uint32_t> domain_;
  std::vector<std::int32_t> next_, reply_;
  std::vector<char> visited_;
  std::vector<std::size_t> visited_trail_;
  std::vector<Config> agenda_;
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
