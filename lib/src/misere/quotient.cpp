#include "nimlab/misere/quotient.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "misere/extension.hpp"
#include "misere/learner.hpp"
#include "misere/position_outcomes.hpp"
#include "misere/quotient_check.hpp"
#include "nimlab/error.hpp"

namespace nimlab::misere {

namespace {

// Positions are stored with one byte per heap.
constexpr std::size_t largest_supported_heap = 255;
// The experiments every candidate starts from: all positions of at most this many tokens.
constexpr std::size_t first_experiment_tokens = 4;
// The small positions that discard the elements a new heap cannot equal.
constexpr std::size_t filter_tokens = 8;

std::uint32_t element_of_position(const Candidate& q, const Position& p) {
  std::uint32_t e = 0;
  for (char h : p) e = q.product(e, q.heap_element[static_cast<unsigned char>(h)]);
  return e;
}

bool predicted_lost(const Candidate& q, const Position& p) {
  return q.p[element_of_position(q, p)];
}

// Whether the candidate gives the brute-force outcome of heap k plus every test position.
bool agrees_on(const Candidate& q, MisereOutcomes& outcomes, const std::vector<Position>& tests,
               std::size_t k) {
  const Position heap(1, static_cast<char>(k));
  for (const Position& t : tests) {
    const Position p = sum(heap, t);
    if (outcomes.lost(p) != predicted_lost(q, p)) return false;
  }
  return true;
}

// A position whose outcome the candidate gets wrong: the witness of a failed check, or one of
// its options (if the candidate were right on every option, the rule the check applies would
// give the witness's true outcome).
Position counterexample(const Candidate& q, const HeapOptions& options, MisereOutcomes& outcomes,
                        const Position& witness) {
  if (outcomes.lost(witness) != predicted_lost(q, witness)) return witness;
  for (std::size_t i = 0; i < witness.size(); ++i) {
    Position rest = witness;
    rest.erase(i, 1);
    for (const auto& leaves : options[static_cast<unsigned char>(witness[i])]) {
      const Position option = sum(rest, Position(leaves.begin(), leaves.end()));
      if (outcomes.lost(option) != predicted_lost(q, option)) return option;
    }
  }
  throw std::logic_error("misere quotient: a failed check without a counterexample");
}

// Q_k guessed from Q_{k-1} as a direct sum (extension.hpp) and proven by the check. A guess that
// fails is recalibrated as in Siegel's MisereSolver: the heaps of the least position it gets
// wrong (least_failure: no outcome is searched) get cyclic components of their own on top of the
// failed candidate, one, two, then three of them (at most 256 tries a round), and the first such
// candidate that gives that position its outcome is tried next. Nothing when no guess is proven
// within 64 rounds; the learner then runs.
std::optional<std::pair<Candidate, std::size_t>> proven_direct_sum(const Candidate& previous,
                                                                   const HeapOptions& options,
                                                                   const QuotientLimits& limits) {
  const std::size_t k = previous.max_heap() + 1;
  // M is at most this large (its product tables take 4 bytes an element per heap).
  const std::size_t max_elements = std::min<std::size_t>(1 << 16, 64 * limits.max_order);
  const std::size_t max_visits = 4 * limits.max_states;
  constexpr std::size_t max_rounds = 64, max_tries = 256;
  auto candidate = direct_sum_candidate(previous, options, k, {{}, 4, 2}, max_elements, max_visits);
  for (std::size_t round = 0; candidate && candidate->order <= limits.max_order; ++round) {
    std::optional<Failure> failure;
    try {
      failure = least_failure(*candidate, options, limits.max_states);
      if (!failure) {
        const CheckResult check = check_outcomes(*candidate, options, limits.max_states);
        if (check.holds && is_reduced(*candidate)) return std::make_pair(*candidate, check.states);
        return std::nullopt;
      }
    } catch (const error&) {
      return std::nullopt;  // too large to prove this way; the learner may still
    }
    if (round + 1 == max_rounds) return std::nullopt;
    // The least position the candidate gets wrong, and its heaps, each with its count there.
    const Position& wrong = failure->position;
    const bool lost = failure->lost;
    std::vector<std::pair<std::size_t, std::size_t>> heaps;
    for (char c : wrong) {
      const std::size_t h = static_cast<unsigned char>(c);
      if (options[h].empty()) continue;
      auto at =
          std::find_if(heaps.begin(), heaps.end(), [h](const auto& e) { return e.first == h; });
      if (at == heaps.end())
        heaps.emplace_back(h, 1);
      else
        ++at->second;
    }
    // Subsets of one, two, then three of those heaps, each size in colex order (the order of
    // their bit masks), at most max_tries of them.
    std::vector<std::vector<std::size_t>> subsets;
    const std::size_t count = heaps.size();
    for (std::size_t i = 0; i < count; ++i) subsets.push_back({i});
    for (std::size_t j = 1; j < count; ++j)
      for (std::size_t i = 0; i < j; ++i) subsets.push_back({i, j});
    for (std::size_t l = 2; l < count && subsets.size() < max_tries; ++l)
      for (std::size_t j = 1; j < l; ++j)
        for (std::size_t i = 0; i < j; ++i) subsets.push_back({i, j, l});
    if (subsets.size() > max_tries) subsets.resize(max_tries);
    std::optional<Candidate> next;
    for (const auto& subset : subsets) {
      DirectSumGuess guess{{}, 4, 2};
      for (std::size_t i : subset) {
        guess.free_heaps.push_back(heaps[i].first);
        guess.index = std::max(guess.index, heaps[i].second + 1);
      }
      auto tried = direct_sum_candidate(*candidate, options, k, guess, max_elements, max_visits);
      if (tried && tried->order <= limits.max_order && predicted_lost(*tried, wrong) == lost) {
        next = std::move(tried);
        break;
      }
    }
    candidate = std::move(next);
  }
  return std::nullopt;
}

}  // namespace

Quotient misere_quotient(const Game& game, std::size_t max_heap, const QuotientLimits& limits) {
  if (max_heap == 0) throw error("the largest heap of a misere quotient must be at least 1");
  const std::size_t heap_limit = std::min(limits.max_heap, largest_supported_heap);
  if (max_heap > heap_limit) {
    throw error("misere quotients are computed for heaps of at most max_heap = " +
                std::to_string(heap_limit) + " tokens, not " + std::to_string(max_heap));
  }
  const HeapOptions options(game, max_heap);
  MisereOutcomes outcomes(options, limits.max_positions);

  Candidate q;  // Q_0: the identity alone, not in P
  std::vector<Position> experiments;
  std::size_t checked_states = 1;
  for (std::size_t k = 1; k <= max_heap; ++k) {
    // Heap k equal to an element of Q_{k-1}? (Q, P) stays the same, already reduced, so the
    // check alone proves it.
    bool placed = false;
    const std::vector<Position> tests = positions_up_to(k, filter_tokens);
    for (std::uint32_t x = 0; x < q.order && !placed; ++x) {
      Candidate next = q;
      next.heap_element.push_back(x);
      if (!agrees_on(next, outcomes, tests, k)) continue;
      const CheckResult check = check_outcomes(next, options, limits.max_states);
      if (check.holds) {
        q = std::move(next);
        checked_states = check.states;
        placed = true;
      }
    }
    if (placed) {
      outcomes.use_proven(q);
      continue;
    }
    if (auto proven = proven_direct_sum(q, options, limits)) {
      q = std::move(proven->first);
      checked_states = proven->second;
      outcomes.use_proven(q);
      continue;
    }
    // A new generator: learn Q_k from the experiments so far and the small positions of A_k.
    for (const Position& p : positions_up_to(k, first_experiment_tokens)) {
      if (std::find(experiments.begin(), experiments.end(), p) == experiments.end()) {
        experiments.push_back(p);
      }
    }
    while (!placed) {
      if (experiments.size() > limits.max_experiments) {
        throw error("Q_" + std::to_string(k) + " was not proven with max_experiments = " +
                    std::to_string(limits.max_experiments) + " positions telling elements apart");
      }
      Learned learned = learn_candidate(outcomes, k, experiments, limits.max_order);
      if (learned.new_experiment) {
        experiments.push_back(*learned.new_experiment);
        continue;
      }
      const CheckResult check = check_outcomes(learned.quotient, options, limits.max_states);
      if (check.holds) {
        // Elements told apart by an experiment X are distinct, and once the candidate gives
        // every outcome, the element of X tells them apart in (Q, P) too: it is reduced.
        if (!is_reduced(learned.quotient)) {
          throw std::logic_error("misere quotient: a proven candidate is not reduced");
        }
        q = std::move(learned.quotient);
        checked_states = check.states;
        placed = true;
        outcomes.use_proven(q);
      } else {
        experiments.push_back(experiment_from_counterexample(
            outcomes, learned, counterexample(learned.quotient, options, outcomes, check.witness)));
      }
    }
  }
  return Quotient(std::move(q.table), std::move(q.p), std::move(q.heap_element), experiments.size(),
                  checked_states);
}

}  // namespace nimlab::misere
