#include "misere/extension.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <stdexcept>

namespace nimlab::misere {

namespace {

using Bits = std::vector<std::uint64_t>;

// The direct sum M: an element is b + nb * (c_0 + C * (c_1 + ...)), b in the submonoid B of
// Q_{k-1} (renumbered 0..nb-1) and c_i the exponent in cyclic component i (C = index + period).
class DirectSum {
 public:
  DirectSum(const Candidate& previous, const std::vector<std::uint32_t>& base_generators,
            std::size_t components, std::size_t index, std::size_t period)
      : index_(index), period_(period), components_(components) {
    // B: everything the base generators reach from the identity.
    std::vector<std::uint32_t> number(previous.order, UINT32_MAX);
    number[0] = 0;
    std::vector<std::uint32_t> old{0};
    for (std::size_t i = 0; i < old.size(); ++i) {
      for (std::uint32_t g : base_generators) {
        const std::uint32_t e = previous.product(old[i], g);
        if (number[e] != UINT32_MAX) continue;
        number[e] = static_cast<std::uint32_t>(old.size());
        old.push_back(e);
      }
    }
    nb_ = old.size();
    base_.resize(nb_ * nb_);
    for (std::size_t a = 0; a < nb_; ++a)
      for (std::size_t b = 0; b < nb_; ++b)
        base_[a * nb_ + b] = number[previous.product(old[a], old[b])];
    base_number_ = std::move(number);
    size_ = nb_;
    for (std::size_t i = 0; i < components_; ++i) size_ *= index_ + period_;
  }

  std::size_t size() const { return size_; }
  // The element of Q_{k-1}'s element e (which must lie in B).
  std::uint32_t of_base(std::uint32_t e) const { return base_number_[e]; }
  // The generator of cyclic component i.
  std::uint32_t generator(std::size_t i) const {
    std::size_t scale = nb_;
    for (std::size_t j = 0; j < i; ++j) scale *= index_ + period_;
    return static_cast<std::uint32_t>(scale);
  }
  std::uint32_t product(std::uint32_t a, std::uint32_t b) const {
    const std::size_t c = index_ + period_;
    std::size_t result = base_[(a % nb_) * nb_ + b % nb_], scale = nb_;
    a /= static_cast<std::uint32_t>(nb_);
    b /= static_cast<std::uint32_t>(nb_);
    for (std::size_t i = 0; i < components_; ++i) {
      std::size_t s = a % c + b % c;
      if (s >= c) s = index_ + (s - index_) % period_;
      result += s * scale;
      scale *= c;
      a /= static_cast<std::uint32_t>(c);
      b /= static_cast<std::uint32_t>(c);
    }
    return static_cast<std::uint32_t>(result);
  }

 private:
  std::size_t index_, period_, components_, nb_ = 0, size_ = 0;
  std::vector<std::uint32_t> base_, base_number_;
};

void set(Bits& bits, std::uint32_t e) {
  bits[e / 64] |= std::uint64_t{1} << (e % 64);
}

}  // namespace

std::optional<Candidate> direct_sum_candidate(const Candidate& previous, const HeapOptions& options,
                                              std::size_t k, const DirectSumGuess& guess,
                                              std::size_t max_elements, std::size_t max_visits) {
  if (options.max_heap() < k || previous.max_heap() + 1 < k || guess.period == 0)
    throw std::logic_error("direct_sum_candidate: heap k beyond the options, or period 0");
  // Free heaps: heap k when `previous` lacks it, and the named ones that have moves (a heap
  // without moves is the empty game, the identity whatever it is given).
  std::vector<std::size_t> free;
  if (previous.max_heap() < k) free.push_back(k);
  for (std::size_t f : guess.free_heaps)
    if (f >= 1 && f <= k && !options[f].empty() &&
        std::find(free.begin(), free.end(), f) == free.end())
      free.push_back(f);
  std::vector<std::uint32_t> base_generators;
  for (std::size_t h = 1; h <= previous.max_heap(); ++h)
    if (std::find(free.begin(), free.end(), h) == free.end())
      base_generators.push_back(previous.heap_element[h]);
  const std::size_t c = guess.index + guess.period;
  std::size_t bound = previous.order;
  for (std::size_t i = 0; i < free.size(); ++i) {
    bound *= c;
    if (bound > max_elements) return std::nullopt;
  }
  const DirectSum m(previous, base_generators, free.size(), guess.index, guess.period);
  const std::size_t size = m.size(), words = (size + 63) / 64;

  // Each heap's element in M, M's elements times it, and the elements of its options.
  std::vector<std::uint32_t> heap(k + 1, 0);
  for (std::size_t h = 1; h <= k; ++h) {
    const auto f = std::find(free.begin(), free.end(), h);
    heap[h] = f != free.end() ? m.generator(static_cast<std::size_t>(f - free.begin()))
                              : m.of_base(previous.heap_element[h]);
  }
  std::vector<std::vector<std::uint32_t>> times(k + 1), option_elements(k + 1);
  for (std::size_t h = 1; h <= k; ++h) {
    times[h].resize(size);
    for (std::uint32_t x = 0; x < size; ++x) times[h][x] = m.product(x, heap[h]);
    for (const auto& leaves : options[h]) {
      std::uint32_t e = 0;
      for (std::uint8_t leaf : leaves) e = m.product(e, heap[leaf]);
      option_elements[h].push_back(e);
    }
  }

  // Positions in order: heap d's count is raised (from 0) in the outer loop, the smaller heaps
  // enumerated inside, so an option (one heap d replaced by smaller heaps) always comes first.
  // Raising heap d's count stops at an element already decided (Plambeck and Siegel's pruning).
  std::vector<bool> decided(size, false), p(size, false);
  std::size_t visits = 0;
  bool consistent = true;
  std::function<void(std::size_t, std::uint32_t, const Bits&)> visit =
      [&](std::size_t d, std::uint32_t element, const Bits& option_set) {
        if (!consistent || ++visits > max_visits) {
          consistent = false;
          return;
        }
        if (d == 0) {
          if (decided[element]) return;
          bool any = false, meets_p = false;
          for (std::size_t w = 0; w < words; ++w) {
            for (std::uint64_t bits = option_set[w]; bits != 0; bits &= bits - 1) {
              const std::size_t y = w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
              if (!decided[y]) {
                consistent = false;
                return;
              }
              any = true;
              meets_p = meets_p || p[y];
            }
          }
          p[element] = any && !meets_p;  // misere: a position without moves is won
          decided[element] = true;
          return;
        }
        Bits set_now = option_set;
        for (;;) {
          visit(d - 1, element, set_now);
          if (!consistent || options[d].empty()) return;
          Bits next(words, 0);
          for (std::size_t w = 0; w < words; ++w)
            for (std::uint64_t bits = set_now[w]; bits != 0; bits &= bits - 1)
              set(next, times[d][w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))]);
          for (std::uint32_t o : option_elements[d]) set(next, m.product(element, o));
          element = times[d][element];
          set_now = std::move(next);
          if (decided[element]) return;
        }
      };
  visit(k, 0, Bits(words, 0));
  if (!consistent) return std::nullopt;

  // The elements positions reach; each must be decided.
  std::vector<std::uint32_t> reached{0};
  std::vector<bool> in_reach(size, false);
  in_reach[0] = true;
  for (std::size_t i = 0; i < reached.size(); ++i) {
    if (!decided[reached[i]]) return std::nullopt;
    for (std::size_t h = 1; h <= k; ++h) {
      const std::uint32_t e = times[h][reached[i]];
      if (!in_reach[e]) {
        in_reach[e] = true;
        reached.push_back(e);
      }
    }
  }

  // Reduce: the coarsest partition that separates P from N and is kept by multiplication by
  // every heap (the heaps generate the reached monoid, so this is the congruence of (M, P)).
  std::vector<std::size_t> generator_heaps;
  for (std::size_t h = 1; h <= k; ++h) {
    bool repeated = false;
    for (std::size_t g : generator_heaps) repeated = repeated || heap[g] == heap[h];
    if (!repeated && heap[h] != 0) generator_heaps.push_back(h);
  }
  std::vector<std::uint32_t> cls(size, 0);
  for (std::uint32_t x : reached) cls[x] = p[x] ? 1 : 0;
  for (std::size_t classes = 0;;) {
    std::map<std::vector<std::uint32_t>, std::uint32_t> signature_class;
    std::vector<std::uint32_t> next(size, 0);
    for (std::uint32_t x : reached) {
      std::vector<std::uint32_t> signature{cls[x]};
      for (std::size_t h : generator_heaps) signature.push_back(cls[times[h][x]]);
      const auto [it, added] = signature_class.emplace(
          std::move(signature), static_cast<std::uint32_t>(signature_class.size()));
      next[x] = it->second;
    }
    cls = std::move(next);
    if (signature_class.size() == classes) break;
    classes = signature_class.size();
  }
  // Number the classes in the order the reach met them, so the identity's is 0.
  std::vector<std::uint32_t> number(size, UINT32_MAX), representative;
  for (std::uint32_t x : reached) {
    if (number[cls[x]] != UINT32_MAX) continue;
    number[cls[x]] = static_cast<std::uint32_t>(representative.size());
    representative.push_back(x);
  }
  Candidate q;
  q.order = representative.size();
  q.table.resize(q.order * q.order);
  q.p.resize(q.order);
  for (std::size_t a = 0; a < q.order; ++a) {
    q.p[a] = p[representative[a]];
    for (std::size_t b = 0; b < q.order; ++b)
      q.table[a * q.order + b] = number[cls[m.product(representative[a], representative[b])]];
  }
  q.heap_element.resize(k + 1);
  for (std::size_t h = 0; h <= k; ++h) q.heap_element[h] = number[cls[heap[h]]];
  return q;
}

}  // namespace nimlab::misere
