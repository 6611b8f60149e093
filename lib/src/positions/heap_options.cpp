// Heap options from each rule's definition, and Grundy values from closed forms or the engine.
#include "nimlab/positions/heap_options.hpp"

#include <algorithm>

#include "nimlab/error.hpp"
#include "nimlab/games/heap_families.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::positions {
namespace {

void add_reduction(std::uint32_t n, std::uint32_t take, std::vector<HeapOption>& out) {
  out.push_back(
      {take, take == n ? std::vector<std::uint32_t>{} : std::vector<std::uint32_t>{n - take}});
}

void add_splits(std::uint32_t n, std::uint32_t take, std::vector<HeapOption>& out,
                bool unequal = false) {
  if (take + 2 > n) return;
  const std::uint32_t rest = n - take;
  for (std::uint32_t a = 1; a <= rest / 2; ++a)
    if (!unequal || 2 * a != rest) out.push_back({take, {a, rest - a}});
}

void add_three_heap_splits(std::uint32_t n, std::uint32_t take, std::vector<HeapOption>& out) {
  if (take + 3 > n) return;
  const std::uint32_t rest = n - take;
  for (std::uint32_t a = 1; 3 * a <= rest; ++a)
    for (std::uint32_t b = a; a + 2 * b <= rest; ++b) out.push_back({take, {a, b, rest - a - b}});
}

bool has(const std::vector<std::size_t>& list, std::size_t k) {
  return std::binary_search(list.begin(), list.end(), k);
}

// The families list the heaps a move leaves; turn each into the number taken.
template <class Family>
std::vector<HeapOption> family_options(const Family& family, std::uint32_t n) {
  std::vector<HeapOption> out;
  for (std::uint32_t left : family.moves(n)) add_reduction(n, n - left, out);
  return out;
}

std::vector<HeapOption> game_options(const Game& game, std::uint32_t n) {
  const Moves& m = game.moves();
  std::vector<HeapOption> out;
  if (m.all_but) {  // no list holds its removals: every take 1..n but the excluded ones
    for (std::uint32_t k = 1; k <= n; ++k)
      if (m.all_but_allows(k)) add_reduction(n, k, out);
    return out;
  }
  // Ordered by take: merge the lists.
  std::vector<std::size_t> takes;
  for (const auto* list :
       {&m.eliminations, &m.reductions, &m.splits, &m.triple_splits, &m.unequal_splits})
    takes.insert(takes.end(), list->begin(), list->end());
  std::sort(takes.begin(), takes.end());
  takes.erase(std::unique(takes.begin(), takes.end()), takes.end());
  for (std::size_t k : takes) {
    if (k > n) break;
    const auto take = static_cast<std::uint32_t>(k);
    const bool whole = take == n;
    if (whole && has(m.eliminations, k)) add_reduction(n, take, out);
    if (!whole && take > 0 && has(m.reductions, k)) add_reduction(n, take, out);
    if (has(m.splits, k)) add_splits(n, take, out);
    if (has(m.unequal_splits, k)) add_splits(n, take, out, true);
    if (has(m.triple_splits, k)) add_three_heap_splits(n, take, out);
  }
  return out;
}

}  // namespace

std::vector<HeapOption> heap_options(const NamedGame& game, std::uint32_t n) {
  std::vector<HeapOption> out;
  switch (game.rule()) {
    case Rule::nim:
      for (std::uint32_t k = 1; k <= n; ++k) add_reduction(n, k, out);
      return out;
    case Rule::lasker:
      add_splits(n, 0, out);
      for (std::uint32_t k = 1; k <= n; ++k) add_reduction(n, k, out);
      return out;
    case Rule::octal:
      return game_options(*game.game(), n);
    case Rule::powers:
      return family_options(games::PowerSubtraction{game.parameter()}, n);
    case Rule::up_to_half:
      return family_options(games::UpToHalf{}, n);
    case Rule::at_least_half:
      return family_options(games::AtLeastHalf{games::AtLeastHalf::Reading::interval}, n);
    case Rule::divisors:
      return family_options(games::Divisors{}, n);
    case Rule::proper_divisors:
      return family_options(games::ProperDivisors{}, n);
    case Rule::set_plus_whole:
      return family_options(games::SetPlusWhole{*game.set()}, n);
    default:
      throw error(game.text() + " is not a heap game: its moves involve the whole position");
  }
}

GrundyValues::GrundyValues(NamedGame game) : game_(std::move(game)) {
  if (!game_.heap_game()) throw error(game_.text() + " has no Grundy values per heap");
}

std::uint32_t GrundyValues::operator()(std::uint32_t n) {
  switch (game_.rule()) {
    case Rule::nim:
      return n;
    case Rule::lasker:
      return sources::lasker_grundy(n);
    case Rule::powers:
      return sources::power_subtraction_grundy(game_.parameter(), n);
    case Rule::up_to_half:
      return sources::up_to_half_grundy(n);
    case Rule::at_least_half:
      return sources::at_least_half_grundy(n);
    case Rule::divisors:
      return sources::divisors_grundy(n);
    case Rule::proper_divisors:
      return sources::proper_divisors_grundy(n);
    default:
      break;
  }
  if (n < cache_.size()) return cache_[n];
  std::size_t want = std::max<std::size_t>({std::size_t{n} + 1, 2 * cache_.size(), 64});
  if (game_.rule() == Rule::octal) {
    // Doubling stops at the generator's limit for the game, which only a larger heap exceeds.
    want = std::max<std::size_t>(n + 1, std::min(want, max_length_for(*game_.game())));
    cache_ = grundy_values(*game_.game(), want);
  } else {  // set-plus-whole: mex over the options, extending the cache
    for (std::size_t m = cache_.size(); m < want; ++m) {
      std::vector<bool> seen;
      for (const HeapOption& o : heap_options(game_, static_cast<std::uint32_t>(m))) {
        const std::uint32_t v = o.parts.empty() ? 0 : cache_[o.parts[0]];
        if (v >= seen.size()) seen.resize(v + 1, false);
        seen[v] = true;
      }
      std::uint32_t mex = 0;
      while (mex < seen.size() && seen[mex]) ++mex;
      cache_.push_back(mex);
    }
  }
  return cache_[n];
}

}  // namespace nimlab::positions
