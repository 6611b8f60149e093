// Reference value generators: at every n, enumerate the rule's moves directly.
// Subtraction sets: O(count * |S|). Octal codes: O(count * t) without splitting and
// O(count^2 * t / 4) with splitting (every split a + b = n - k is visited).
#include "nimlab/values/sequence.hpp"

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "values/mex.hpp"

namespace nimlab {
namespace {

void check_count(std::size_t count) {
  if (count > max_sequence_length)
    throw error("prefix length " + std::to_string(count) + " exceeds the limit " +
                std::to_string(max_sequence_length) + " (it would take at least " +
                std::to_string((count * sizeof(Value)) >> 20) + " MiB)");
}

// Outcome of a position with no legal move: n == 0 means the previous player took the last token.
Value terminal_outcome(Convention c, bool tokens_left) {
  if (tokens_left && c.stuck == Stuck::draw) return static_cast<Value>(Outcome::D);
  return static_cast<Value>(c.play == Play::normal ? Outcome::P : Outcome::N);
}

// Folds option outcomes: a move to P wins; failing that, a move to D draws; else the mover loses.
struct OutcomeFold {
  bool any = false, to_p = false, to_d = false;
  void add(Value o) {
    any = true;
    to_p |= o == static_cast<Value>(Outcome::P);
    to_d |= o == static_cast<Value>(Outcome::D);
  }
  Value result(Convention c, bool tokens_left) const {
    if (!any) return terminal_outcome(c, tokens_left);
    if (to_p) return static_cast<Value>(Outcome::N);
    if (to_d) return static_cast<Value>(Outcome::D);
    return static_cast<Value>(Outcome::P);
  }
};

}  // namespace

Sequence grundy_values(const SubtractionSet& set, std::size_t count) {
  check_count(count);
  Sequence g(count);
  detail::MexCollector mex;
  for (std::size_t n = 0; n < count; ++n) {
    mex.reset();
    for (std::uint32_t s : set.elements())
      if (s <= n) mex.insert(g[n - s]);
    g[n] = mex.mex();
  }
  return g;
}

Sequence grundy_values(const OctalCode& code, std::size_t count) {
  // Without splitting the classical loop is already O(count * t); with splitting the sparse
  // method pays off once heaps are large enough for a mask to be chosen.
  if (code.splits() && count > 256) return grundy_values_sparse(code, count);
  return grundy_values_classical(code, count);
}

Sequence grundy_values_classical(const OctalCode& code, std::size_t count) {
  check_count(count);
  Sequence g(count);
  detail::MexCollector mex;
  const std::size_t t = code.length();
  for (std::size_t n = 0; n < count; ++n) {
    mex.reset();
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
      const std::uint8_t d = code.digit(k);
      const std::size_t rest = n - k;
      if ((d & 1) && rest == 0) mex.insert(0);
      if ((d & 2) && rest >= 1) mex.insert(g[rest]);
      if (d & 4)
        for (std::size_t a = 1; 2 * a <= rest; ++a) mex.insert(g[a] ^ g[rest - a]);
    }
    g[n] = mex.mex();
  }
  return g;
}

Sequence outcome_values(const SubtractionSet& set, Convention convention, std::size_t count) {
  check_count(count);
  Sequence o(count);
  for (std::size_t n = 0; n < count; ++n) {
    OutcomeFold fold;
    for (std::uint32_t s : set.elements())
      if (s <= n) fold.add(o[n - s]);
    o[n] = fold.result(convention, n > 0);
  }
  return o;
}

Sequence outcome_values(const OctalCode& code, Convention convention, std::size_t count) {
  check_count(count);
  if (code.splits()) {
    validate(SequenceSpec{code, Kind::outcome, convention});
    Sequence g = grundy_values(code, count);
    for (Value& v : g) v = static_cast<Value>(v == 0 ? Outcome::P : Outcome::N);
    return g;
  }
  Sequence o(count);
  const std::size_t t = code.length();
  for (std::size_t n = 0; n < count; ++n) {
    OutcomeFold fold;
    for (std::size_t k = 1; k <= t && k <= n; ++k) {
      const std::uint8_t d = code.digit(k);
      // Taking the whole heap ends the game just as taking the last token does.
      if ((d & 1) && n == k) fold.add(terminal_outcome(convention, false));
      if ((d & 2) && n > k) fold.add(o[n - k]);
    }
    o[n] = fold.result(convention, n > 0);
  }
  return o;
}

Sequence compute_values(const SequenceSpec& spec, std::size_t count) {
  validate(spec);
  return std::visit(
      [&](const auto& rule) {
        return spec.kind == Kind::grundy ? grundy_values(rule, count)
                                         : outcome_values(rule, spec.convention, count);
      },
      spec.rule);
}

}  // namespace nimlab
