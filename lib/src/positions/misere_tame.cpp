// Heap-by-heap classification into small, big and wild heaps; the conditions are those the
// induction of proofs/misere-tame.md uses, each in one place below.
#include "nimlab/positions/misere_tame.hpp"

#include "nimlab/error.hpp"

namespace nimlab::positions {

TameHeaps::TameHeaps(NamedGame game) : game_(game), values_(std::move(game)) {}

Tameness TameHeaps::operator()(std::uint32_t n) {
  if (n > max_tame_heap)
    throw error("misere tameness is classified for heaps up to " + std::to_string(max_tame_heap));
  while (kinds_.size() <= n) {
    const auto m = static_cast<std::uint32_t>(kinds_.size());
    const std::uint32_t v = values_(m);
    bool any = false, tame = true;
    bool small_flip = false;          // an option of small heaps with nim-value v xor 1
    bool small_other = false;         // an option of small heaps with another nim-value
    bool big_below_two = false;       // an option with a big heap and nim-value 0 or 1
    bool to_lost_alone = false;       // [small, nim-value 1] or [big, nim-value 0]
    bool to_lost_beside_one = false;  // [small, nim-value 0] or [big, nim-value 1]
    for (const HeapOption& o : heap_options(game_, m)) {
      any = true;
      bool big = false;
      std::uint32_t x = 0;
      for (std::uint32_t part : o.parts) {
        if (part >= m) {  // not a smaller heap: outside what the induction covers
          tame = false;
          continue;
        }
        tame &= kinds_[part] != Tameness::wild;
        big |= kinds_[part] == Tameness::big;
        x ^= values_(part);
      }
      small_flip |= !big && x == (v ^ 1u);
      small_other |= !big && x != (v ^ 1u);
      big_below_two |= big && x < 2;
      to_lost_alone |= big ? x == 0 : x == 1;
      to_lost_beside_one |= big ? x == 1 : x == 0;
    }
    Tameness kind = Tameness::wild;
    if (tame && !small_other && !big_below_two && (small_flip || !any)) {
      kind = Tameness::small;  // no option at all is small too: the empty heap
    } else if (tame && any && !small_flip && (v == 0 || to_lost_alone) &&
               (v < 2 || to_lost_beside_one)) {
      kind = Tameness::big;
    }
    kinds_.push_back(kind);
  }
  return kinds_[n];
}

Outcome tame_misere_outcome(bool any_big, std::uint32_t nim_value) {
  const bool lost = any_big ? nim_value == 0 : nim_value == 1;
  return lost ? Outcome::P : Outcome::N;
}

std::optional<Answer> solve_misere_tame(const Position& p) {
  std::vector<TameHeaps> heaps;
  for (const NamedGame& g : p.games) heaps.emplace_back(g);
  // The tame theorem's outcome of some heaps, or nothing when one of them is not tame.
  auto outcome = [&](const std::vector<Heap>& hs) -> std::optional<Outcome> {
    bool big = false;
    std::uint32_t x = 0;
    for (const Heap& h : hs) {
      if (h.size > max_tame_heap) return std::nullopt;
      const Tameness t = heaps[h.game](h.size);
      if (t == Tameness::wild) return std::nullopt;
      big |= t == Tameness::big;
      x ^= heaps[h.game].grundy(h.size);
    }
    return tame_misere_outcome(big, x);
  };
  const std::optional<Outcome> o = outcome(p.heaps);
  if (!o) return std::nullopt;
  Answer a;
  a.outcome = *o;
  a.method = "misere-tame-theorem";
  if (a.outcome == Outcome::N)
    for (Move& m : legal_moves(p))
      if (outcome(m.leaves) == Outcome::P) a.winning_moves.push_back(std::move(m));
  return a;
}

}  // namespace nimlab::positions
