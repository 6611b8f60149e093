// Reference value generators: at every n, apply the game's compiled moves directly.
// Without splits: O(count * moves). With splits: O(count^2 * splits / 4) (every split a + b = n - k
// is visited), unless the sparse-space method takes over (octal_sparse.cpp).
//
// Options of heap n: an elimination k = n leads to the empty heap, whose value v(0) is the
// terminal value (Grundy 0; the outcome of a position without tokens); a reduction k < n leads to
// v(n - k); a split k leads to the nim-sum G(a) ^ G(b), a + b = n - k, a, b >= 1.
#include "nimlab/values/sequence.hpp"

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "values/mex.hpp"
#include "values/outcome_fold.hpp"

namespace nimlab {
namespace {

void check_count(std::size_t count) {
  if (count > max_sequence_length)
    throw error("prefix length " + std::to_string(count) + " exceeds the limit " +
                std::to_string(max_sequence_length) + " (it would take at least " +
                std::to_string((count * sizeof(Value)) >> 20) + " MiB)");
}

// Heaps from which the sparse method is used for splitting games; below it the classical loop is
// as fast.
constexpr std::size_t sparse_from = 256;

}  // namespace

Sequence grundy_values(const Game& game, std::size_t count) {
  if (game.splits() && count > sparse_from) return grundy_values_sparse(game, count);
  return grundy_values_classical(game, count);
}

Sequence grundy_values_classical(const Game& game, std::size_t count) {
  check_count(count);
  const Moves& moves = game.moves();
  Sequence g(count);
  detail::MexCollector mex;
  for (std::size_t n = 0; n < count; ++n) g[n] = detail::grundy_of_heap(moves, g, n, mex);
  return g;
}

Sequence outcome_values(const Game& game, Convention convention, std::size_t count) {
  check_count(count);
  if (game.splits()) {
    const SequenceSpec spec(game, Kind::outcome, convention);  // refuses misere and draw
    Sequence g = grundy_values(game, count);
    for (Value& v : g) v = static_cast<Value>(v == 0 ? Outcome::P : Outcome::N);
    return g;
  }
  const Moves& moves = game.moves();
  Sequence o(count);
  for (std::size_t n = 0; n < count; ++n) {
    detail::OutcomeFold fold;
    for (std::size_t k : moves.eliminations)
      if (k == n) fold.add(detail::terminal_outcome(convention, false));
    for (std::size_t k : moves.reductions)
      if (k < n) fold.add(static_cast<Outcome>(o[n - k]));
    o[n] = static_cast<Value>(fold.result(convention, n > 0));
  }
  return o;
}

Sequence compute_values(const SequenceSpec& spec, std::size_t count) {
  return spec.kind() == Kind::grundy ? grundy_values(spec.game(), count)
                                     : outcome_values(spec.game(), spec.convention(), count);
}

}  // namespace nimlab
