#include "misere/learner.hpp"

#include <functional>
#include <queue>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_map>

#include "nimlab/error.hpp"

namespace nimlab::misere {

namespace {

std::string signature(MisereOutcomes& outcomes, const Position& p,
                      const std::vector<Position>& experiments) {
  std::string bits(experiments.size(), '0');
  for (std::size_t i = 0; i < experiments.size(); ++i) {
    if (outcomes.lost(sum(p, experiments[i]))) bits[i] = '1';
  }
  return bits;
}

Position heap_position(std::size_t j) {
  return Position(1, static_cast<char>(j));
}

}  // namespace

Learned learn_candidate(MisereOutcomes& outcomes, std::size_t k,
                        const std::vector<Position>& experiments, std::size_t max_order) {
  Learned out;
  auto& reps = out.representatives;
  reps.push_back(Position{});
  std::unordered_map<std::string, std::uint32_t> by_signature{
      {signature(outcomes, Position{}, experiments), 0}};
  std::vector<std::uint32_t> times_heap(k + 1, 0);  // [e * (k + 1) + j]: element e plus heap j
  // Products in increasing order of tokens, so that each element's representative is a small
  // position: the brute-force outcomes of its sums with the experiments stay cheap.
  using Pending = std::tuple<std::size_t, std::uint32_t, std::size_t>;  // tokens, element, heap
  std::priority_queue<Pending, std::vector<Pending>, std::greater<>> pending;
  for (std::size_t j = 1; j <= k; ++j) pending.emplace(j, 0, j);
  while (!pending.empty()) {
    const auto [tokens, e, j] = pending.top();
    pending.pop();
    const Position next = sum(reps[e], heap_position(j));
    auto [it, inserted] = by_signature.emplace(signature(outcomes, next, experiments),
                                               static_cast<std::uint32_t>(reps.size()));
    if (inserted) {
      if (reps.size() >= max_order) {
        throw error("Q_" + std::to_string(k) +
                    " has more than max_order = " + std::to_string(max_order) + " elements");
      }
      const auto added = static_cast<std::uint32_t>(reps.size());
      reps.push_back(next);
      times_heap.resize(reps.size() * (k + 1), 0);
      times_heap[added * (k + 1)] = added;
      for (std::size_t h = 1; h <= k; ++h) pending.emplace(tokens + h, added, h);
    }
    times_heap[e * (k + 1) + j] = it->second;
  }
  const std::size_t order = reps.size();
  auto times = [&](std::size_t e, std::size_t j) { return times_heap[e * (k + 1) + j]; };
  // Multiplications by the heaps must commute; where they do not, rep(e) + i + j was identified
  // wrongly on one side: an experiment X telling the two results apart, with i or j added,
  // separates rep(e + i) + j from rep(e) + i + j, or rep(e + j) + i from it.
  for (std::size_t e = 0; e < order; ++e) {
    for (std::size_t i = 1; i <= k; ++i) {
      for (std::size_t j = i + 1; j <= k; ++j) {
        const std::uint32_t a = times(times(e, i), j);
        const std::uint32_t b = times(times(e, j), i);
        if (a == b) continue;
        for (const Position& x : experiments) {
          if (outcomes.lost(sum(reps[a], x)) == outcomes.lost(sum(reps[b], x))) continue;
          const Position both = sum(reps[e], sum(heap_position(i), heap_position(j)));
          const bool whole = outcomes.lost(sum(both, x));
          const bool via_i = outcomes.lost(sum(sum(reps[times(e, i)], heap_position(j)), x));
          out.new_experiment = via_i != whole ? sum(heap_position(j), x) : sum(heap_position(i), x);
          return out;
        }
        throw std::logic_error("misere quotient: distinct elements with one signature");
      }
    }
  }
  Candidate& q = out.quotient;
  q.order = order;
  q.table.assign(order * order, 0);
  q.p.assign(order, false);
  q.heap_element.assign(k + 1, 0);
  // Commuting maps: the product x * y applies the heaps of y's representative to x.
  for (std::size_t x = 0; x < order; ++x) {
    for (std::size_t y = 0; y < order; ++y) {
      std::uint32_t z = static_cast<std::uint32_t>(x);
      for (char h : reps[y]) z = times(z, static_cast<unsigned char>(h));
      q.table[x * order + y] = z;
    }
    q.p[x] = outcomes.lost(reps[x]);
  }
  for (std::size_t j = 1; j <= k; ++j) q.heap_element[j] = times(0, j);
  return out;
}

Position experiment_from_counterexample(MisereOutcomes& outcomes, const Learned& learned,
                                        const Position& counterexample) {
  const Candidate& q = learned.quotient;
  // s_i = rep(element of the first i heaps) + the other heaps: s_0 is the counterexample, s_m
  // the representative of its element; their outcomes differ, so two neighbours differ, and the
  // heaps after the first i + 1 separate rep(u_i) + h_{i+1} from rep(u_{i+1}).
  const std::size_t m = counterexample.size();
  std::uint32_t u = 0;
  bool previous = outcomes.lost(counterexample);
  for (std::size_t i = 0; i < m; ++i) {
    const auto h = static_cast<unsigned char>(counterexample[i]);
    u = q.product(u, q.heap_element[h]);
    const Position rest = counterexample.substr(i + 1);
    const bool current = outcomes.lost(sum(learned.representatives[u], rest));
    if (current != previous) return rest;
    previous = current;
  }
  throw std::logic_error("misere quotient: the counterexample is not one");
}

}  // namespace nimlab::misere
