// Knapsack over heap sizes for the totals of split_play_totals.hpp. State: (heaps used when
// counted, tokens laid out, total moves) -> number of interleaved plays.
#include "nimlab/sources/split_play_totals.hpp"

#include <vector>

#include "nimlab/error.hpp"

namespace nimlab {

gmp_int split_play_total(std::uint32_t tokens, std::uint32_t heaps, bool ordered) {
  if (tokens == 0 || tokens > 200 || heaps > tokens)
    throw error("split_play_total: tokens must be in 1..200 and heaps at most tokens");
  const std::size_t n_max = tokens;
  const bool limited = heaps != 0;
  const std::size_t slots = limited ? heaps + 1 : 1;
  std::vector<std::vector<gmp_int>> binom(n_max + 1, std::vector<gmp_int>(n_max + 1, 0));
  for (std::size_t a = 0; a <= n_max; ++a) {
    binom[a][0] = 1;
    for (std::size_t b = 1; b <= a; ++b) binom[a][b] = binom[a - 1][b - 1] + binom[a - 1][b];
  }
  // table[slot][n][L]: plays of L moves over the heaps laid out so far, n tokens in them.
  using Plane = std::vector<std::vector<gmp_int>>;
  std::vector<Plane> table(slots, Plane(n_max + 1, std::vector<gmp_int>(n_max + 1, 0)));
  table[0][0][0] = 1;
  // One more heap of h tokens on top of the layouts at (slot, n - h).
  const auto add_heap = [&](std::size_t h, std::size_t n) {
    for (std::size_t k = limited ? 1 : 0; k < slots; ++k) {
      const std::size_t from = limited ? k - 1 : 0;
      for (std::size_t moves = 0; moves + h <= n; ++moves) {
        const gmp_int& ways = table[from][n - h][moves];
        if (ways == 0) continue;
        for (std::size_t l = 1; l <= h; ++l)
          table[k][n][moves + l] += ways * binom[moves + l][l] * binom[h - 1][l - 1];
      }
    }
  };
  if (ordered) {
    // Compositions: the last heap is any size; n ascending so every prefix is complete.
    for (std::size_t n = 1; n <= n_max; ++n)
      for (std::size_t h = 1; h <= n; ++h) add_heap(h, n);
  } else {
    // Partitions: heap sizes in ascending order, each any number of times (n ascending within h).
    for (std::size_t h = 1; h <= n_max; ++h)
      for (std::size_t n = h; n <= n_max; ++n) add_heap(h, n);
  }
  gmp_int total = 0;
  for (const gmp_int& ways : table[slots - 1][n_max]) total += ways;
  return total;
}

}  // namespace nimlab
