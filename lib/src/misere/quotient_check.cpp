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

}  // namespace

CheckResult check_outcomes(const Candidate& q, const HeapOptions& options, std::size_t max_states) {
  const std::size_t k = q.max_heap();
  const std::size_t words = (q.order + 63) / 64;
  // O_j: the elements of heap j's options.
  std::vector<std::vector<std::uint32_t>> option_elements(k + 1);
  for (std::size_t j = 1; j <= k; ++j) {
    for (const auto& leaves : options[j]) {
      std::uint32_t e = 0;
      for (std::uint8_t h : leaves) e = q.product(e, q.heap_element[h]);
      option_elements[j].push_back(e);
    }
  }
  std::vector<std::uint64_t> p_bits(words, 0);
  for (std::size_t x = 0; x < q.order; ++x) {
    if (q.p[x]) p_bits[x / 64] |= std::uint64_t{1} << (x % 64);
  }
  auto consistent = [&](const State& s) {
    bool any = false;
    bool meets_p = false;
    for (std::size_t w = 0; w < words; ++w) {
      any = any || s[w + 1] != 0;
      meets_p = meets_p || (s[w + 1] & p_bits[w]) != 0;
    }
    return q.p[s[0]] == (any && !meets_p);
  };

  std::unordered_set<State, StateHash> seen;
  // Each state waits with the first position found to reach it; breadth first, so that a
  // failure is met at a position of few heaps (a small counterexample for the learner).
  std::deque<std::pair<State, Position>> queue;
  State start(words + 1, 0);
  seen.insert(start);
  queue.emplace_back(start, Position{});
  CheckResult result;
  while (!queue.empty()) {
    auto [s, position] = std::move(queue.front());
    queue.pop_front();
    if (!consistent(s)) {
      result.states = seen.size();
      result.witness = std::move(position);
      return result;
    }
    const auto x = static_cast<std::uint32_t>(s[0]);
    for (std::size_t j = 1; j <= k; ++j) {
      const std::uint32_t h = q.heap_element[j];
      State next(words + 1, 0);
      next[0] = q.product(x, h);
      for (std::size_t w = 0; w < words; ++w) {
        for (std::uint64_t bits = s[w + 1]; bits != 0; bits &= bits - 1) {
          const std::uint32_t y = static_cast<std::uint32_t>(w * 64 + __builtin_ctzll(bits));
          const std::uint32_t z = q.product(y, h);
          next[z / 64 + 1] |= std::uint64_t{1} << (z % 64);
        }
      }
      for (std::uint32_t o : option_elements[j]) {
        const std::uint32_t z = q.product(x, o);
        next[z / 64 + 1] |= std::uint64_t{1} << (z % 64);
      }
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
  const std::size_t words = (q.order + 63) / 64;
  std::vector<std::vector<std::uint32_t>> option_elements(k + 1);
  for (std::size_t j = 1; j <= k; ++j) {
    for (const auto& leaves : options[j]) {
      std::uint32_t e = 0;
      for (std::uint8_t h : leaves) e = q.product(e, q.heap_element[h]);
      option_elements[j].push_back(e);
    }
  }
  // Positions in that order, depth first: heap d's count raised in the outer loop, the smaller
  // heaps below it. Whether a failure follows from a pair using heaps up to d depends on the pair
  // and d alone, so a (d, pair) met before (and found without failure) is not searched again.
  std::unordered_set<State, StateHash> searched;
  std::optional<Failure> found;
  std::vector<std::size_t> counts(k + 1, 0);
  const std::function<void(std::size_t, const State&)> search = [&](std::size_t d, const State& s) {
    if (d == 0) {
      bool any = false, meets_p = false;
      for (std::size_t w = 0; w < words; ++w) {
        for (std::uint64_t bits = s[w + 1]; bits != 0; bits &= bits - 1) {
          any = true;
          meets_p = meets_p || q.p[w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))];
        }
      }
      const bool lost = any && !meets_p;
      if (q.p[s[0]] != lost) {
        Position position;
        for (std::size_t h = k; h >= 1; --h) position.append(counts[h], static_cast<char>(h));
        found = Failure{std::move(position), lost};
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
      const std::uint32_t h = q.heap_element[d];
      State next(words + 1, 0);
      next[0] = q.product(static_cast<std::uint32_t>(now[0]), h);
      for (std::size_t w = 0; w < words; ++w) {
        for (std::uint64_t bits = now[w + 1]; bits != 0; bits &= bits - 1) {
          const auto y = static_cast<std::uint32_t>(w * 64 + __builtin_ctzll(bits));
          const std::uint32_t z = q.product(y, h);
          next[z / 64 + 1] |= std::uint64_t{1} << (z % 64);
        }
      }
      for (std::uint32_t o : option_elements[d]) {
        const std::uint32_t z = q.product(static_cast<std::uint32_t>(now[0]), o);
        next[z / 64 + 1] |= std::uint64_t{1} << (z % 64);
      }
      now = std::move(next);
    }
    counts[d] = 0;
  };
  search(k, State(words + 1, 0));
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
