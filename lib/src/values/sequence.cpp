// Reference value generators: at every n, apply the game's compiled moves directly. All-but games
// are the exception (their heaps have O(n) options): grundy_values and outcome_values count
// instead (all_but_values.hpp), and grundy_values_classical enumerates them as the reference.
// Without splits: O(count * moves). With splits: O(count^2 * splits / 4) (every split a + b = n - k
// is visited), unless the sparse-space method takes over (octal_sparse.cpp). Unequal splits
// (Grundy's game): O(count^2 / 4). Three-heap splits: O(count * distinct pair values) per heap,
// at most O(count^2), through the pair values of pair_split_values.hpp; grundy_values takes them
// to three_heap_grundy.hpp instead (bitsets, about O(count) per heap).
//
// Options of heap n: an elimination k = n leads to the empty heap, whose value v(0) is the
// terminal value (Grundy 0; the outcome of a position without tokens); a reduction k < n leads to
// v(n - k); a split k leads to the nim-sum G(a) ^ G(b), a + b = n - k, a, b >= 1 (a != b for an
// unequal split); a three-heap split k to G(a) ^ G(b) ^ G(c), a + b + c = n - k, a, b, c >= 1.
#include "nimlab/values/sequence.hpp"

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "values/all_but_values.hpp"
#include "values/mex.hpp"
#include "values/outcome_fold.hpp"
#include "values/pair_split_values.hpp"
#include "values/three_heap_grundy.hpp"

namespace nimlab {
namespace {

// The longest prefix the enumeration of every split computes: Grundy's game and three-heap
// splits go beyond it through their own engines only.
std::size_t max_classical_length(const Game& game) {
  if (!game.moves().unequal_splits.empty() || game.moves().all_but) return max_unequal_split_length;
  if (!game.moves().triple_splits.empty()) return max_three_heap_split_enumeration_length;
  return max_length_for(game);
}

// Why a game's prefix stops at its limit.
std::string limit_reason(const Game& game, bool classical) {
  if (game.moves().all_but)
    return "its moves go beyond octal codes, so every move of every heap is enumerated: O(n) "
           "work per heap of n, O(N^2) in all";
  if (game.moves().triple_splits.empty())
    return "its moves go beyond octal codes, so every split of every heap is enumerated: O(n) "
           "work per heap of n, O(N^2) in all";
  if (classical)
    return "the classical enumeration of every three-heap split: up to O(n^2) work per heap of n, "
           "O(N^3) in all";
  return max_length_reason(game);
}

void check_count(const Game& game, std::size_t count, bool classical) {
  if (const std::size_t limit = classical ? max_classical_length(game) : max_length_for(game);
      limit < max_sequence_length && count > limit)
    throw error(game.name() + ": at most " + std::to_string(limit) + " values (" +
                limit_reason(game, classical) + "); asked for " + std::to_string(count));
  if (count > max_sequence_length)
    throw error("prefix length " + std::to_string(count) + " exceeds the limit " +
                std::to_string(max_sequence_length) + " (it would take at least " +
                std::to_string((count * sizeof(Value)) >> 20) + " MiB)");
}

// Heaps from which the sparse method is used for splitting games; below it the classical loop is
// as fast.
constexpr std::size_t sparse_from = 256;

}  // namespace

std::size_t max_length_for(const Game& game) {
  if (!game.moves().triple_splits.empty()) return max_three_heap_split_length;
  return max_sequence_length;
}

std::string max_length_reason(const Game& game) {
  if (game.moves().triple_splits.empty()) return "";
  return "three-heap splits keep the pair values of the last third of the heaps as bitsets, "
         "about N / 3 * W / 8 bytes for values below W (peak 98 MiB for .9, 189 MiB for .98 at "
         "2^16)";
}

Sequence grundy_values(const Game& game, std::size_t count, unsigned threads) {
  if (!game.moves().triple_splits.empty()) {
    check_count(game, count, false);
    return detail::grundy_values_three_heap(game.moves(), count, threads);
  }
  if (sparse_engine_takes(game) && count > sparse_from)
    return grundy_values_sparse(game, count, nullptr, threads);
  if (game.moves().all_but) {
    check_count(game, count, false);
    return detail::all_but_grundy_values(game.moves().excluded, count);
  }
  return grundy_values_classical(game, count);
}

Sequence grundy_values_classical(const Game& game, std::size_t count) {
  check_count(game, count, true);
  const Moves& moves = game.moves();
  Sequence g(count);
  detail::MexCollector mex;
  detail::PairSplitValues pairs;
  for (std::size_t n = 0; n < count; ++n) {
    if (!moves.triple_splits.empty()) pairs.add_next(g);  // pair values of size n
    mex.reset();
    detail::insert_heap_options(moves, g, n, mex);
    for (std::size_t k : moves.triple_splits)
      if (k + 3 <= n) pairs.insert_three_heap_values(g, n - k, mex);
    g[n] = mex.mex();
  }
  return g;
}

Sequence outcome_values(const Game& game, Convention convention, std::size_t count) {
  check_count(game, count, false);
  if (game.splits()) {
    const SequenceSpec spec(game, Kind::outcome, convention);  // refuses misere and draw
    Sequence g = grundy_values(game, count);
    for (Value& v : g) v = static_cast<Value>(v == 0 ? Outcome::P : Outcome::N);
    return g;
  }
  const Moves& moves = game.moves();
  if (moves.all_but) return detail::all_but_outcome_values(moves.excluded, convention, count);
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
