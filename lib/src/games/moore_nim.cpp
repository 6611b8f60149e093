// Moves of Moore's Nim_k: choose between 1 and k heaps and lower each chosen heap to any smaller
// size. Enumerated heap by heap (keep it, or lower it while fewer than k are lowered): the number
// of moves is the number of such choices, up to prod(h_i + 1); memory O(moves * heaps).
#include "nimlab/error.hpp"
#include "nimlab/games/heap_games.hpp"

namespace nimlab::games {
namespace {

void lower(const Heaps& p, std::uint32_t k, std::size_t i, std::uint32_t changed, Heaps& current,
           std::vector<Heaps>& out) {
  if (i == p.size()) {
    if (changed > 0) out.push_back(current);
    return;
  }
  lower(p, k, i + 1, changed, current, out);  // heap i unchanged
  if (changed == k) return;
  for (std::uint32_t v = 0; v < p[i]; ++v) {
    current[i] = v;
    lower(p, k, i + 1, changed + 1, current, out);
  }
  current[i] = p[i];
}

}  // namespace

MooreNim::MooreNim(std::uint32_t k) : k(k) {
  if (k == 0) throw error("Moore's Nim_k needs k >= 1");
}

std::vector<Heaps> MooreNim::moves(const Heaps& p) const {
  std::vector<Heaps> out;
  Heaps current = p;
  lower(p, k, 0, 0, current, out);
  return out;
}

}  // namespace nimlab::games
