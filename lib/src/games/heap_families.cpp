// Moves of the infinite single-heap rule families, listed from their definitions: from heap
// n every allowed removal m in M(n) with m <= n leads to n - m. Time per position: powers of a
// O(log_a n), halves O(n), divisors O(sqrt n), S plus the whole heap O(|S|).
#include <algorithm>

#include "nimlab/error.hpp"
#include "nimlab/games/heap_families.hpp"

namespace nimlab::games {
namespace {

// n - d for every divisor d of n with d <= limit, in decreasing order of the result.
std::vector<std::uint32_t> minus_divisors(std::uint32_t n, std::uint32_t limit) {
  std::vector<std::uint32_t> out;
  for (std::uint32_t d = 1; d <= n / d; ++d) {
    if (n % d != 0) continue;
    if (d <= limit) out.push_back(n - d);
    const std::uint32_t e = n / d;
    if (e != d && e <= limit) out.push_back(n - e);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::uint32_t> minus_set(const SubtractionSet& set, std::uint32_t n) {
  std::vector<std::uint32_t> out;
  for (std::uint32_t s : set.elements())
    if (s <= n) out.push_back(n - s);
  return out;
}

}  // namespace

PowerSubtraction::PowerSubtraction(std::uint32_t a) : a(a) {
  if (a == 0) throw error("subtract a power of a needs a >= 1");
}

std::vector<std::uint32_t> PowerSubtraction::moves(std::uint32_t n) const {
  std::vector<std::uint32_t> out;
  if (n == 0) return out;
  if (a == 1) return {n - 1};  // every power of 1 is 1
  for (std::uint64_t power = 1; power <= n; power *= a) out.push_back(n - power);
  return out;
}

std::vector<std::uint32_t> UpToHalf::moves(std::uint32_t n) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t m = 1; m <= n / 2; ++m) out.push_back(n - m);
  return out;
}

std::vector<std::uint32_t> AtLeastHalf::moves(std::uint32_t n) const {
  if (n == 0) return {};
  const std::uint32_t half_up = n - n / 2;  // ceil(n/2)
  if (reading == Reading::literal) {
    if (half_up == n) return {0};  // n = 1: both removals empty the heap
    return {n - half_up, 0};
  }
  std::vector<std::uint32_t> out;
  for (std::uint32_t m = half_up; m <= n; ++m) out.push_back(n - m);
  return out;
}

std::vector<std::uint32_t> Divisors::moves(std::uint32_t n) const {
  return n == 0 ? std::vector<std::uint32_t>{} : minus_divisors(n, n);
}

std::vector<std::uint32_t> ProperDivisors::moves(std::uint32_t n) const {
  return n <= 1 ? std::vector<std::uint32_t>{} : minus_divisors(n, n - 1);
}

std::vector<std::uint32_t> SetPlusWhole::moves(std::uint32_t n) const {
  std::vector<std::uint32_t> out = minus_set(set, n);
  if (n > 0 && !set.contains(n)) out.push_back(0);
  return out;
}

std::vector<std::uint32_t> SubtractionHeap::moves(std::uint32_t n) const {
  return minus_set(set, n);
}

}  // namespace nimlab::games
