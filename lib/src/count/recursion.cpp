// Method 1, the memoised recursion: plays(P) = 1 if P has no move, else the sum of plays(P')
// over the moves P -> P'. Positions are memoised as sorted multisets of live heaps; the moves of
// a heap size that occurs m times are summed once and multiplied by m. Time: O(sum of heaps)
// additions per reachable multiset (bounded by an explicit budget); memory: one big integer per
// reachable multiset. Split totals enumerate the splits and share the memo.
#include "nimlab/count/recursion.hpp"

#include <algorithm>
#include <string>

#include "nimlab/count/big_int.hpp"

namespace nimlab {

template <class Int>
RecursiveCounter<Int>::RecursiveCounter(PlayRule rule, std::uint64_t budget)
    : rule_(std::move(rule)), budget_(budget) {}

template <class Int>
std::size_t RecursiveCounter<Int>::KeyHash::operator()(
    const std::vector<std::uint32_t>& key) const noexcept {
  std::size_t h = key.size();
  for (std::uint32_t v : key) h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

template <class Int>
Int RecursiveCounter<Int>::plays(std::span<const std::uint32_t> heaps) {
  std::vector<std::uint32_t> key;
  for (std::uint32_t h : heaps)
    if (!rule_.is_dead(h)) key.push_back(h);
  std::sort(key.begin(), key.end());
  return plays_sorted(key);
}

template <class Int>
const Int& RecursiveCounter<Int>::plays_sorted(const std::vector<std::uint32_t>& key) {
  if (key.empty()) return one_;  // no move: the empty play
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  Int total = 0, same_heap;
  std::vector<std::uint32_t> child;
  for (std::size_t j = 0; j < key.size();) {
    std::size_t m = 1;  // multiplicity of the heap size key[j]
    while (j + m < key.size() && key[j + m] == key[j]) ++m;
    same_heap = 0;
    for (std::uint32_t s : rule_.moves(key[j])) {
      if (++additions_ > budget_)
        throw recursion_budget_exceeded(
            "the recursion needs more than " + std::to_string(budget_) +
            " big-integer additions; use the closed form (--method closed-form)");
      child = key;
      const std::uint32_t rest = key[j] - s;
      child.erase(child.begin() + static_cast<std::ptrdiff_t>(j));
      if (!rule_.is_dead(rest))
        child.insert(std::upper_bound(child.begin(), child.end(), rest), rest);
      // References into an unordered_map stay valid when it rehashes.
      same_heap += plays_sorted(child);
    }
    if (m > 1) same_heap *= static_cast<unsigned>(m);
    total += same_heap;
    j += m;
  }
  return memo_.emplace(key, std::move(total)).first->second;
}

template <class Int>
Int RecursiveCounter<Int>::split_total(std::uint32_t n, std::uint32_t k, SplitOrder order) {
  Int total = 0;
  for_each_split(n, k, order, [&](std::span<const std::uint32_t> parts) { total += plays(parts); });
  return total;
}

template class RecursiveCounter<gmp_int>;
template class RecursiveCounter<boost_int>;

}  // namespace nimlab
