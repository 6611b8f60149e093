// The published closed forms of sources 001-003 (see nimlab/sources/published_theorems.hpp), each
// O(heaps * bits) or O(log n); and the two move rules of source 003 (the Nimbler's xor move, the
// binary matrix move). Nothing here is used by the solver: these are the claims it is checked
// against.
#include "nimlab/sources/published_theorems.hpp"

#include <algorithm>
#include <bit>

namespace nimlab::sources {

std::uint32_t nim_sum(const Heaps& heaps) {
  std::uint32_t x = 0;
  for (std::uint32_t h : heaps) x ^= h;
  return x;
}

bool bouton_loss(const Heaps& heaps) {
  return nim_sum(heaps) == 0;
}

bool misere_nim_loss(const Heaps& heaps) {
  const bool all_small = std::all_of(heaps.begin(), heaps.end(), [](auto h) { return h <= 1; });
  if (all_small) return std::count(heaps.begin(), heaps.end(), 1u) % 2 == 1;
  return nim_sum(heaps) == 0;
}

std::optional<Heaps> misere_nim_move(const Heaps& heaps) {
  // Rule 1: leave only heaps of size <= 1, an odd number of them.
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    for (std::uint32_t v = 0; v < heaps[i]; ++v) {
      Heaps q = heaps;
      q[i] = v;
      const bool all_small = std::all_of(q.begin(), q.end(), [](auto h) { return h <= 1; });
      if (all_small && std::count(q.begin(), q.end(), 1u) % 2 == 1) return q;
    }
  }
  // Rule 2: as in normal play, make the nim-sum 0.
  const std::uint32_t x = nim_sum(heaps);
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if ((heaps[i] ^ x) < heaps[i]) {
      Heaps q = heaps;
      q[i] ^= x;
      return q;
    }
  }
  return std::nullopt;
}

bool moore_loss(const Heaps& heaps, std::uint32_t k) {
  for (int bit = 0; bit < 32; ++bit) {
    std::uint32_t ones = 0;
    for (std::uint32_t h : heaps) ones += (h >> bit) & 1u;
    if (ones % (k + 1) != 0) return false;
  }
  return true;
}

bool moore_misere_loss(const Heaps& heaps, std::uint32_t k) {
  std::uint32_t ones = 0;
  bool all_one = true;
  for (std::uint32_t h : heaps) {
    if (h == 0) continue;  // an empty heap is no heap
    all_one &= h == 1;
    ones += h == 1;
  }
  if (all_one) return ones % (k + 1) == 1;
  return moore_loss(heaps, k);
}

bool staircase_loss(const Heaps& piles) {
  // Pile 2i+1 is piles[2i]; i runs from 0 to floor((n-1)/2).
  std::uint32_t x = 0;
  const std::size_t n = piles.size();
  for (std::size_t i = 0; n > 0 && i <= (n - 1) / 2; ++i) x ^= piles[2 * i];
  return x == 0;
}

bool staircase_loss_zero_based(const Heaps& piles) {
  std::uint32_t x = 0;
  for (std::size_t j = 1; j < piles.size(); j += 2) x ^= piles[j];
  return x == 0;
}

std::int64_t lasker_grundy_printed(std::uint32_t n) {
  const std::int64_t m = n;
  switch (n % 4) {
    case 1:
    case 2:
      return m;
    case 3:
      return m + 1;
    default:
      return m - 1;
  }
}

std::uint32_t lasker_grundy(std::uint32_t n) {
  return n == 0 ? 0 : static_cast<std::uint32_t>(lasker_grundy_printed(n));
}

std::uint32_t power_subtraction_grundy(std::uint32_t a, std::uint32_t n) {
  if (a % 2 == 1) return n % 2;
  if (n % (a + 1) == a) return 2;
  return n % (a + 1) % 2;
}

std::uint32_t up_to_half_grundy(std::uint32_t n) {
  while (n % 2 == 1) n /= 2;  // G(2m+1) = G(m)
  return n / 2;               // G(2m) = m
}

std::uint32_t at_least_half_grundy(std::uint32_t n) {
  return n == 0 ? 0 : static_cast<std::uint32_t>(std::bit_width(n));  // floor(log2 n) + 1
}

std::uint32_t proper_divisors_grundy(std::uint32_t n) {
  return n == 0 ? 0 : static_cast<std::uint32_t>(std::countr_zero(n));
}

std::uint32_t divisors_grundy(std::uint32_t n) {
  return n == 0 ? 0 : proper_divisors_grundy(n) + 1;
}

std::uint32_t subtract_k_grundy(std::uint32_t k, std::uint32_t n) {
  return n % (k + 1);
}

std::optional<Heaps> nimbler_move(const Heaps& heaps) {
  const std::uint32_t u = nim_sum(heaps);  // "uddhet"
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if ((heaps[i] ^ u) < heaps[i]) {
      Heaps q = heaps;
      q[i] ^= u;
      return q;
    }
  }
  return std::nullopt;
}

std::vector<std::uint32_t> binary_matrix_moves(std::uint32_t h) {
  std::vector<std::uint32_t> out;
  for (int bit = 0; bit < 32; ++bit) {
    const std::uint32_t b = std::uint32_t{1} << bit;
    if (!(h & b)) continue;
    const std::uint32_t high = (h & ~b) & ~(b - 1);  // bits above the chosen one, kept
    for (std::uint32_t low = 0; low < b; ++low) out.push_back(high | low);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace nimlab::sources
