// When a finite prefix proves a period (see nimlab/period/evidence.hpp). O(1) time and memory.
//
// Window criterion (memory m, recurrence valid for windows at a >= a0): if v(n+p) = v(n) for
// every n in [mu, L-p) and that range holds the whole window at a = max(mu, a0), i.e.
// a + m <= L - p, then W(a) = W(a+p); as W(a) determines every later value, v(n+p) = v(n) for all
// n >= a, and the values in [mu, a) were compared directly. Hence L >= max(mu, a0) + m + p.
//
// Octal theorem (t digits, heaps split): for n >= 2*max(mu,1) + p + t - 1 every option of heap
// n+p (a heap n+p-k, or two heaps a + b = n+p-k with b >= ceil((n+p-t)/2) >= max(mu,1) + p)
// corresponds to an option of n with equal value by induction, and back; heap 0 is never part of
// a split, hence max(mu, 1). Checking G(n+p) = G(n) for mu <= n <= 2*max(mu,1) + p + t - 2 thus
// suffices, which needs L >= 2*max(mu,1) + 2p + t - 1 values.
//
// Hexadecimal theorem (three-heap splits too): the largest of three parts of n+p-k is at least
// ceil((n+p-t)/3) >= max(mu,1) + p once n >= 3*max(mu,1) + 2p + t - 2, and the same pairing
// works (proofs/hex-bound.md); this bound covers the other moves too. Checking
// mu <= n <= 3*max(mu,1) + 2p + t - 3 needs L >= 3*max(mu,1) + 3p + t - 2 values.
#include "nimlab/period/evidence.hpp"

#include <algorithm>
#include <limits>

#include "period/value_criteria.hpp"

namespace nimlab {
namespace {

// The criterion of the rule for spec's kind (the numeric flag aside).
Evidence evidence_of_rule(const SequenceSpec& spec) {
  const Game& game = spec.game();
  // All-but games: no window recurrence (unbounded removals); the repeated state of their
  // criterion speaks of Grundy values.
  if (game.moves().all_but) {
    if (spec.kind() != Kind::grundy) return Evidence{};
    Evidence e{Proof::all_but_theorem, game.moves().excluded.back(), 0};
    e.excluded = game.moves().excluded;
    return e;
  }
  if (const std::optional<Recurrence> r = game.recurrence())
    return window_evidence(r->window, r->start);
  // Unequal splits (Grundy's game): no theorem here.
  if (!game.moves().unequal_splits.empty()) return Evidence{};
  // Heaps split. The theorems speak of Grundy values (nim-sums of options); an outcome sequence
  // of a splitting game does not carry enough information to apply them.
  if (spec.kind() != Kind::grundy) return Evidence{};
  if (!game.moves().triple_splits.empty()) {
    Evidence e{Proof::hex_theorem, game.largest_removal(), 0};
    for (std::size_t k : game.moves().reductions) e.moves.push_back({k, 1});
    for (std::size_t k : game.moves().splits) e.moves.push_back({k, 2});
    for (std::size_t k : game.moves().triple_splits) e.moves.push_back({k, 3});
    return e;
  }
  return Evidence{Proof::octal_theorem, game.largest_removal(), 0};
}

}  // namespace

bool Evidence::proves_arithmetic() const {
  return proof == Proof::all_but_theorem ||
         std::any_of(moves.begin(), moves.end(), [](const HeapMove& m) { return m.parts == 3; });
}

bool Evidence::reads_values(std::int64_t saltus) const {
  return proof == Proof::all_but_theorem || (saltus != 0 && proves_arithmetic());
}

std::size_t Evidence::required_length(std::size_t mu, std::size_t p, std::int64_t saltus) const {
  if (proof == Proof::all_but_theorem) return mu + memory + p;  // n0 = mu + max X
  if (saltus != 0)
    return proves_arithmetic() ? mu + 5 * p : std::numeric_limits<std::size_t>::max();
  switch (proof) {
    case Proof::window:
      return std::max(mu, start) + memory + p;
    case Proof::octal_theorem:
      return 2 * std::max<std::size_t>(mu, 1) + 2 * p + memory - 1;
    case Proof::hex_theorem:
      return 3 * std::max<std::size_t>(mu, 1) + 3 * p + memory - 2;
    case Proof::hex_arithmetic:
    case Proof::all_but_theorem:
    case Proof::none:
      break;
  }
  return std::numeric_limits<std::size_t>::max();
}

Evidence evidence_for(const SequenceSpec& spec) {
  Evidence e = evidence_of_rule(spec);
  e.numeric = spec.kind() == Kind::grundy;
  return e;
}

std::string no_period_theorem(const SequenceSpec& spec) {
  const Game& game = spec.game();
  if (game.moves().all_but && spec.kind() != Kind::grundy)
    return "no period criterion is implemented for the outcomes of " + game.name() +
           ": its moves remove unboundedly many tokens, so no finite window of outcomes "
           "determines the next; its Grundy values have one (--kind grundy)";
  if (game.moves().all_but) return {};
  if (game.moves().unequal_splits.empty()) return {};
  return "no periodicity theorem applies to " + game.name() +
         ": a split into two unequal heaps is no octal move, and no period of Grundy's game is "
         "known";
}

Evidence window_evidence(std::size_t memory, std::size_t start) {
  return Evidence{Proof::window, memory, start};
}

std::optional<TheoremInstance> theorem_instance(const Evidence& evidence, ValueView v,
                                                std::size_t mu, std::size_t p, std::int64_t s) {
  if (evidence.proof == Proof::all_but_theorem)
    return detail::all_but_instance(evidence, v, mu, p, s);
  if (evidence.reads_values(s)) return detail::hex_arithmetic_instance(evidence, v, mu, p, s);
  return std::nullopt;
}

std::optional<Period> proven_from_values(const Evidence& evidence, ValueView v, std::size_t mu,
                                         std::size_t p, std::int64_t s) {
  const std::optional<TheoremInstance> i = theorem_instance(evidence, v, mu, p, s);
  if (!i) return std::nullopt;
  const Proof proof =
      evidence.proof == Proof::all_but_theorem ? Proof::all_but_theorem : Proof::hex_arithmetic;
  return detail::minimal_regularity(v, i->preperiod, i->period, i->saltus, proof);
}

}  // namespace nimlab
