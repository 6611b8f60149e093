#include "misere/quotient_check.hpp"

#include <deque>
#include <functional>
#include <string>
#include <unordered_set>
#include <utility>

#include "nimlab/error.hpp"

namespace nimlab::misere {

namespace {

// A state: word 0 holds the element, the rest the bit set S of option elements.
using State = std::vector<std::uint64_t>;

struct StateHash {
  std::size_t operator()(const State& s) const {
    std::size_t h = 0xcbf29ce484222325ull;
    for (std::uint64_t w : s) h = (h ^ w) * 0x100000001b3ull;
    return h;
  }
};

// The states of a candidate's positions (section 3 of proofs/misere-quotient.md): the move from
// a state by adding a heap (Lemma 2), and the rule every state must keep.
class States {
 public:
  States(const Candidate& q, const HeapOptions& options)
      : q_(q), words_((q.order + 63) / 64), option_elements_(q.max_heap() + 1), p_bits_(words_, 0) {
    // O_j: the elements of heap j's options.
    for (std::size_t j = 1; j <= q.max_heap(); ++j) {
      for (const auto& leaves : options[j]) {
        std::uint32_t e = 0;
        for (std::uint8_t h : leaves) e = q.product(e, q.heap_element[h]);
        option_elements_[j].push_back(e);
      }
    }
    for (std::size_t x = 0; x < q.order; ++x)
      if (q.p[x]) p_bits_[x / 64] |= std::uint64_t{1} << (x % 64);
  }
  State empty() const { return State(words_ + 1, 0); }
  // The state of the position plus heap j: (x h_j, h_j S + x O_j).
  State plus_heap(const State& s, std::size_t j) const {
    const std::uint32_t h = q_.heap_element[j];
    const auto x = static_cast<std::uint32_t>(s[0]);
    State next(words_ + 1, 0);
    next[0] = q_.product(x, h);
    const auto add = [&next](std::uint32_t z) { next[z / 64 + 1] |= std::uint64_t{1} << (z % 64); };
    for (std::size_t w = 0; w < words_; ++w)
      for (std::uint64_t bits = s[w + 1]; bits != 0; bits &= bits - 1)
        add(q_.product(static_cast<std::uint32_t>(w * 64 + __builtin_ctzll(bits)), h));
    for (std::uint32_t o : option_elements_[j]) add(q_.product(x, o));
    return next;
  }
  // The outcome the rule gives a position in state s: lost iff it has an option and none is in P.
  bool rule_lost(const State& s) const {
    bool any = false, meets_p = false;
    for (std::size_t w = 0; w < words_; ++w) {
      any = any || s[w + 1] != 0;
      meets_p = meets_p || (s[w + 1] & p_bits_[w]) != 0;
    }
    return any && !meets_p;
  }
  bool keeps_rule(const State& s) const { return q_.p[s[0]] == rule_lost(s); }

 private:
  const Candidate& q_;
  std::size_t words_;
  std::vector<std::vector<std::uint32_t>> option_elements_;
  std::vector<std::uint64_t> p_bits_;
};

}  // namespace

CheckResult check_outcomes(const Candidate& q, const HeapOptions& options, std::size_t max_states) {
  const std::size_t k = q.max_heap();
  const States states(q, options);
  std::unordered_set<State, StateHash> seen;
  // Each state waits with the first position found to reach it; breadth first, so that a
  // failure is met at a position of few heaps (a small counterexample for the learner).
  std::deque<std::pair<State, Position>> queue;
  const State start = states.empty();
  seen.insert(start);
  queue.emplace_back(start, Position{});
  CheckResult result;
  while (!queue.empty()) {
    auto [s, position] = std::move(queue.front());
    queue.pop_front();
    if (!states.keeps_rule(s)) {
      result.states = seen.size();
      result.witness = std::move(position);
      return result;
    }
    for (std::size_t j = 1; j <= k; ++j) {
      State next = states.plus_heap(s, j);
      if (seen.insert(next).second) {
        if (seen.size() > max_states) {
          throw error("proving the misere quotient visits more than max_states = " +
                      std::to_string(max_states) + " states");
        }
        queue.emplace_back(std::move(next), sum(position, Position(1, static_cast<char>(j))));
      }
    }
  }
  result.holds = true;
  result.states = seen.size();
  return result;
}

std::optional<Failure> least_failure(const Candidate& q, const HeapOptions& options,
                                     std::size_t max_states) {
  const std::size_t k = q.max_heap();
  const States states(q, options);
  // Positions in that order, depth first: heap d's count raised in the outer loop, the smaller
  // heaps below it. Whether a failure follows from a pair using heaps up to d depends on the pair
  // and d alone, so a (d, pair) met before (and found without failure) is not searched again.
  std::unordered_set<State, StateHash> searched;
  std::optional<Failure> found;
  std::vector<std::size_t> counts(k + 1, 0);
  const std::function<void(std::size_t, const State&)> search = [&](std::size_t d, const State& s) {
    if (d == 0) {
      if (!states.keeps_rule(s)) {
        Position position;
        for (std::size_t h = k; h >= 1; --h) position.append(counts[h], static_cast<char>(h));
        found = Failure{std::move(position), states.rule_lost(s)};
      }
      return;
    }
    State now = s;
    for (counts[d] = 0;; ++counts[d]) {
      State key = now;
      key.push_back(d);
      if (!searched.insert(std::move(key)).second) break;
      if (searched.size() > max_states) {
        throw error("finding where a misere quotient candidate fails visits more than " +
                    std::string("max_states = ") + std::to_string(max_states) + " states");
      }
      search(d - 1, now);
      if (found) return;
      now = states.plus_heap(now, d);
    }
    counts[d] = 0;
  };
  search(k, states.empty());
  return found;
}

bool is_reduced(const Candidate& q) {
  std::unordered_set<State, StateHash> rows;
  const std::size_t words = (q.order + 63) / 64;
  for (std::uint32_t x = 0; x < q.order; ++x) {
    State row(words, 0);
    for (std::uint32_t z = 0; z < q.order; ++z) {
      if (q.p[q.product(x, z)]) row[z / 64] |= std::uint64_t{1} << (z % 64);
    }
    if (!rows.insert(row).second) return false;
  }
  return true;
}

}  // namespace nimlab::misere
