// The misere-quotient route of solve(): quotients kept per process, and positions read from one.
#include "nimlab/positions/misere_quotient_route.hpp"

#include <chrono>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>
#include <vector>

#include "nimlab/error.hpp"

namespace nimlab::positions {

const Game* quotient_game(const Position& p) {
  if (p.games.size() != 1 || p.games[0].rule() != Rule::octal || !p.games[0].game()) return nullptr;
  const Game& g = *p.games[0].game();
  return g.octal_moves_only() ? &g : nullptr;
}

std::shared_ptr<const misere::Quotient> kept_misere_quotient(const std::string& key,
                                                             const Game& game, std::size_t n,
                                                             const misere::QuotientLimits& limits,
                                                             double* seconds) {
  struct Kept {
    std::shared_ptr<const misere::Quotient> quotient;
    std::string failure;
  };
  static std::mutex lock;
  static std::map<std::tuple<std::string, std::size_t, std::size_t>, Kept> kept;
  if (seconds) *seconds = 0;
  // One computation at a time: a second caller of the same Q_n waits for the first one's result.
  const std::lock_guard<std::mutex> hold(lock);
  auto [it, fresh] = kept.try_emplace({key, n, limits.max_positions});
  if (fresh) {
    const auto start = std::chrono::steady_clock::now();
    try {
      it->second.quotient =
          std::make_shared<const misere::Quotient>(misere::misere_quotient(game, n, limits));
    } catch (const error& e) {
      it->second.failure = e.what();
    }
    if (seconds)
      *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  if (!it->second.quotient) throw error(it->second.failure);
  return it->second.quotient;
}

namespace {

std::uint32_t power(const misere::Quotient& q, std::uint32_t x, std::uint64_t k) {
  std::uint32_t out = 0;  // the identity
  for (; k != 0; k >>= 1) {
    if (k & 1) out = q.product(out, x);
    x = q.product(x, x);
  }
  return out;
}

std::uint32_t element_of_parts(const misere::Quotient& q, const std::vector<std::uint32_t>& parts) {
  std::uint32_t e = 0;
  for (std::uint32_t part : parts) e = q.product(e, q.heap_element(part));
  return e;
}

}  // namespace

Answer solve_by_quotient(const Position& p, const misere::Quotient& q, std::size_t max_listed) {
  const std::size_t n = q.max_heap();
  std::vector<std::uint64_t> count(n + 1, 0);
  for (const Heap& h : p.heaps) {
    if (h.size > n)
      throw error("heap " + std::to_string(h.size) +
                  " is larger than the quotient's largest heap " + std::to_string(n));
    ++count[h.size];
  }
  // powers[s] = h_s^count[s]; before[s] and after[s] the products of the powers of the sizes
  // below and above s (the monoid has no inverses, so "the position less one heap" is built from
  // both sides).
  std::vector<std::uint32_t> powers(n + 1), before(n + 2, 0), after(n + 2, 0);
  for (std::size_t s = 0; s <= n; ++s) powers[s] = power(q, q.heap_element(s), count[s]);
  for (std::size_t s = 0; s <= n; ++s) before[s + 1] = q.product(before[s], powers[s]);
  for (std::size_t s = n + 1; s-- > 0;) after[s] = q.product(after[s + 1], powers[s]);
  const std::uint32_t whole = before[n + 1];

  Answer a;
  a.outcome = q.in_p(whole) ? Outcome::P : Outcome::N;
  a.method = "misere-quotient";
  a.quotient = QuotientUsed{n, q.order(), q.p_size(), 0};
  if (a.outcome == Outcome::P) return a;
  // The winning options of each size present: those whose parts, beside the rest, land in P.
  const NamedGame& game = p.games[0];
  std::vector<std::vector<HeapOption>> winning(n + 1);
  for (std::size_t s = 1; s <= n; ++s) {
    if (count[s] == 0) continue;
    const std::uint32_t rest =
        q.product(q.product(before[s], after[s + 1]), power(q, q.heap_element(s), count[s] - 1));
    for (HeapOption& o : heap_options(game, static_cast<std::uint32_t>(s)))
      if (q.in_p(q.product(rest, element_of_parts(q, o.parts)))) winning[s].push_back(std::move(o));
    a.winning_move_count += count[s] * winning[s].size();
  }
  const bool with_leaves = p.heaps.size() <= max_heaps_outside_quotient;
  for (std::size_t i = 0; i < p.heaps.size() && a.winning_moves.size() < max_listed; ++i) {
    for (const HeapOption& o : winning[p.heaps[i].size]) {
      if (a.winning_moves.size() == max_listed) break;
      Move m{i, o.take, o.parts, {}};
      if (with_leaves) {
        m.leaves.assign(p.heaps.begin(), p.heaps.begin() + static_cast<std::ptrdiff_t>(i));
        for (std::uint32_t part : o.parts) m.leaves.push_back({p.heaps[i].game, part});
        m.leaves.insert(m.leaves.end(), p.heaps.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                        p.heaps.end());
      }
      a.winning_moves.push_back(std::move(m));
    }
  }
  return a;
}

}  // namespace nimlab::positions
