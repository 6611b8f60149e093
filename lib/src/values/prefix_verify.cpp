// Checking a stored prefix of Grundy values (see values/prefix_verify.hpp). Heaps are handed out
// in blocks to the threads; a thread stops once a wrong heap below its next block is known.
#include "values/prefix_verify.hpp"

#include <algorithm>
#include <atomic>
#include <limits>
#include <thread>
#include <vector>

#include "values/mex.hpp"

namespace nimlab::detail {
namespace {

// Heaps a thread takes at a time: small enough to balance (work grows with n), large enough
// that the shared counter costs nothing.
constexpr std::size_t block = 1024;
// The sample of the prefix the mask is chosen from (any mask is exact; it decides only the work).
constexpr std::size_t mask_sample = std::size_t{1} << 20;

struct Classes {
  const Game& game;
  std::uint32_t mask;
  bool parity;
  bool rare(Value v, std::size_t n) const { return is_rare_value(game, mask, parity, v, n); }
};

template <class T>
class HeapCheck {
 public:
  HeapCheck(const Moves& moves, const std::vector<T>& g, const Classes& classes,
            const std::vector<std::size_t>& rare)
      : moves_(moves), g_(g), classes_(classes), rare_(rare) {}

  bool holds(std::size_t n) {
    const Value v = g_[n];
    if (n == 0) return v == 0;
    // The mex is at most the number of options: a larger claim is refused before any memory is
    // spent on it.
    const Moves& m = moves_;
    if (v > m.eliminations.size() + m.reductions.size() +
                (m.splits.size() + m.unequal_splits.size()) * (n / 2 + 1))
      return false;
    if (classes_.rare(v, n)) return grundy_of_heap(moves_, g_, n, mex_) == v;
    if (seen_.size() <= v) seen_.resize(std::size_t{v} + 1, 0);
    ++stamp_;
    for (std::size_t k : moves_.eliminations)
      if (k == n) mark(0);
    for (std::size_t k : moves_.reductions)
      if (k < n) mark(g_[n - k]);
    // Every split whose value is common at n has exactly one rare part: these mark them all.
    for (std::size_t k : moves_.splits) {
      if (n < k + 2) continue;
      const std::size_t m = n - k;
      for (std::size_t i = 0; i < rare_.size() && rare_[i] < m; ++i)
        mark(g_[rare_[i]] ^ g_[m - rare_[i]]);
    }
    for (std::size_t k : moves_.unequal_splits) {  // Grundy's game: a != m - a
      if (n < k + 3) continue;
      const std::size_t m = n - k;
      for (std::size_t i = 0; i < rare_.size() && rare_[i] < m; ++i)
        if (2 * rare_[i] != m) mark(g_[rare_[i]] ^ g_[m - rare_[i]]);
    }
    if (marked(v)) return false;
    std::size_t missing = 0;  // rare values below v not reached yet
    for (Value u = 0; u < v; ++u) {
      if (marked(u)) continue;
      if (!classes_.rare(u, n)) return false;  // an unreached common value below v
      ++missing;
    }
    for (std::size_t k : moves_.splits)
      for (std::size_t a = 1; missing > 0 && k + 2 * a <= n; ++a) {
        const Value w = g_[a] ^ g_[n - k - a];
        if (w < v && !marked(w)) {
          mark(w);
          --missing;
        }
      }
    for (std::size_t k : moves_.unequal_splits)
      for (std::size_t a = 1; missing > 0 && k + 2 * a < n; ++a) {
        const Value w = g_[a] ^ g_[n - k - a];
        if (w < v && !marked(w)) {
          mark(w);
          --missing;
        }
      }
    return missing == 0;
  }

 private:
  // Only values up to the claim matter; larger ones are not recorded.
  void mark(Value v) {
    if (v < seen_.size()) seen_[v] = stamp_;
  }
  bool marked(Value v) const { return seen_[v] == stamp_; }

  const Moves& moves_;
  const std::vector<T>& g_;
  const Classes& classes_;
  const std::vector<std::size_t>& rare_;
  // seen_[v] == stamp_: an option of the heap being checked. One stamp per heap, so 64 bits: a
  // thread may check every heap the engine allows, and a wrapped stamp would equal the 0 of a
  // value never marked.
  using Stamp = std::uint64_t;
  static_assert(std::numeric_limits<Stamp>::max() > max_sparse_length);
  std::vector<Stamp> seen_;
  Stamp stamp_ = 0;
  MexCollector mex_;
};

template <class T>
std::optional<WrongValue> first_wrong(const Game& game, const std::vector<T>& g, unsigned threads) {
  const std::size_t count = g.size();
  if (count == 0) return std::nullopt;
  Sequence sample(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(std::min(count, mask_sample)));
  const RareChoice choice = best_rare_choice(game, sample);
  const Classes classes{game, choice.mask, choice.position_parity};
  std::vector<std::size_t> rare;
  for (std::size_t n = 1; n < count; ++n)
    if (classes.rare(g[n], n)) rare.push_back(n);
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  std::atomic<std::size_t> next{0}, wrong{count};
  auto work = [&] {
    HeapCheck<T> check(game.moves(), g, classes, rare);
    for (;;) {
      const std::size_t start = next.fetch_add(block);
      if (start >= count || start >= wrong.load()) return;
      for (std::size_t n = start; n < std::min(count, start + block); ++n)
        if (!check.holds(n)) {
          std::size_t seen = wrong.load();
          while (n < seen && !wrong.compare_exchange_weak(seen, n)) {
          }
          return;
        }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned i = 1; i < threads; ++i) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  if (wrong.load() == count) return std::nullopt;
  const std::size_t n = wrong.load();
  MexCollector mex;
  return WrongValue{n, g[n], grundy_of_heap(game.moves(), g, n, mex)};
}

}  // namespace

std::optional<WrongValue> first_wrong_value(const Game& game, const SparseStorage& values,
                                            unsigned threads) {
  return std::visit([&](const auto& g) { return first_wrong(game, g, threads); }, values);
}

}  // namespace nimlab::detail
