// Solving positions: Sprague-Grundy for normal-play sums, Bouton's misere rule for Nim, the tame
// theorem and the misere quotient for misere sums, and the brute-force solver
// (nimlab/games/solver.hpp) for everything else.
#include "nimlab/positions/solve.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/games/card_game.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/positions/misere_quotient_route.hpp"
#include "nimlab/positions/misere_tame.hpp"
#include "nimlab/positions/move_count.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::positions {
namespace {

std::vector<Heap> apply(const std::vector<Heap>& heaps, std::size_t i, const HeapOption& o) {
  std::vector<Heap> out(heaps.begin(), heaps.begin() + static_cast<std::ptrdiff_t>(i));
  for (std::uint32_t part : o.parts) out.push_back({heaps[i].game, part});
  out.insert(out.end(), heaps.begin() + static_cast<std::ptrdiff_t>(i) + 1, heaps.end());
  return out;
}

std::vector<Heap> as_heaps(const std::vector<std::uint32_t>& sizes) {
  std::vector<Heap> out;
  for (std::uint32_t s : sizes) out.push_back({0, s});
  return out;
}

std::vector<std::uint32_t> sizes(const std::vector<Heap>& heaps) {
  std::vector<std::uint32_t> out;
  for (const Heap& h : heaps) out.push_back(h.size);
  return out;
}

// A sum of heap games as a finite game: a heap is (game << 32) | size; the canonical form is the
// sorted multiset of non-empty heaps. With the draw rule, a position with tokens but no move is a
// draw.
struct SumGame {
  using Position = std::vector<std::uint64_t>;
  std::vector<NamedGame> games;
  Stuck stuck = Stuck::standard;

  static std::uint64_t code(const Heap& h) { return (std::uint64_t{h.game} << 32) | h.size; }
  Position encode(const std::vector<Heap>& heaps) const {
    Position p;
    for (const Heap& h : heaps) p.push_back(code(h));
    return canonical(p);
  }
  Position canonical(Position p) const {
    std::erase_if(p, [](std::uint64_t h) { return (h & 0xffffffffu) == 0; });
    std::sort(p.begin(), p.end());
    return p;
  }
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i > 0 && p[i] == p[i - 1]) continue;  // equal heaps have the same options
      const std::uint64_t g = p[i] >> 32;
      for (const HeapOption& o : heap_options(games[g], static_cast<std::uint32_t>(p[i]))) {
        Position q = p;
        q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
        for (std::uint32_t part : o.parts) q.push_back((g << 32) | part);
        out.push_back(std::move(q));
      }
    }
    return out;
  }
  Outcome ending(const Position& p, Play play) const {
    if (stuck == Stuck::draw && !p.empty()) return Outcome::D;
    return play == Play::normal ? Outcome::P : Outcome::N;
  }
};

// Refuses, before any search, a position whose game graph may be too large to search.
void check_brute_force_size(const Position& p, std::uint64_t limit) {
  std::uint64_t tokens = 0;
  for (const Heap& h : p.heaps) tokens += h.size;
  if (tokens > limit)
    throw error("this position needs brute force (" + p.games[0].text() +
                " under this convention), which nimlab runs up to " + std::to_string(limit) +
                " tokens in all; the position has " + std::to_string(tokens));
}

Answer staircase_theorem(const Position& p) {
  Answer a;
  a.outcome = sources::staircase_loss(sizes(p.heaps)) ? Outcome::P : Outcome::N;
  a.method = "staircase-theorem";
  if (a.outcome == Outcome::N)
    for (Move& m : legal_moves(p))
      if (sources::staircase_loss(sizes(m.leaves))) a.winning_moves.push_back(std::move(m));
  return a;
}

Answer moore_theorem(const Position& p, Play play) {
  const std::uint32_t k = p.games[0].parameter();
  constexpr std::uint64_t cap = 1000000;
  if (count_moves(p, cap) > cap)
    throw error("the position has more than " + std::to_string(cap) + " moves under " +
                p.games[0].text() + "; nimlab lists winning moves up to that");
  auto loss = [&](const std::vector<Heap>& heaps) {
    return play == Play::normal ? sources::moore_loss(sizes(heaps), k)
                                : sources::moore_misere_loss(sizes(heaps), k);
  };
  Answer a;
  a.outcome = loss(p.heaps) ? Outcome::P : Outcome::N;
  a.method = "moore-theorem";
  if (a.outcome == Outcome::N)
    for (Move& m : legal_moves(p))
      if (loss(m.leaves)) a.winning_moves.push_back(std::move(m));
  return a;
}

Answer sprague_grundy(const Position& p) {
  std::vector<GrundyValues> values;
  for (const NamedGame& g : p.games) values.emplace_back(g);
  std::uint32_t x = 0;
  for (const Heap& h : p.heaps) x ^= values[h.game](h.size);
  Answer a;
  a.outcome = x == 0 ? Outcome::P : Outcome::N;
  a.nim_value = x;
  a.method = "sprague-grundy";
  if (x == 0) return a;
  for (std::size_t i = 0; i < p.heaps.size(); ++i) {
    const Heap& h = p.heaps[i];
    const std::uint32_t rest = x ^ values[h.game](h.size);
    for (const HeapOption& o : heap_options(p.games[h.game], h.size)) {
      std::uint32_t v = 0;
      for (std::uint32_t part : o.parts) v ^= values[h.game](part);
      if (v == rest) a.winning_moves.push_back({i, o.take, o.parts, apply(p.heaps, i, o)});
    }
  }
  return a;
}

Answer misere_nim(const Position& p) {
  Answer a;
  a.outcome = sources::misere_nim_loss(sizes(p.heaps)) ? Outcome::P : Outcome::N;
  a.method = "misere-nim-theorem";
  if (a.outcome == Outcome::P) return a;
  for (Move& m : legal_moves(p))
    if (sources::misere_nim_loss(sizes(m.leaves))) a.winning_moves.push_back(std::move(m));
  return a;
}

Answer brute_force_sum(const Position& p, Convention c) {
  check_brute_force_size(p, max_brute_force_tokens);
  games::Solver<SumGame> solver{SumGame{p.games, c.stuck}, max_brute_force_positions};
  const SumGame& game = solver.game();
  Answer a;
  a.outcome = solver.outcome(game.encode(p.heaps), c.play);
  a.method = "brute-force";
  if (c.play == Play::normal && c.stuck == Stuck::standard)
    a.nim_value = solver.grundy(game.encode(p.heaps));
  if (a.outcome == Outcome::N)
    for (Move& m : legal_moves(p))
      if (solver.outcome(game.encode(m.leaves), c.play) == Outcome::P)
        a.winning_moves.push_back(std::move(m));
  a.positions_searched = solver.size();
  return a;
}

games::CardCounts::Position card_position(const std::vector<Heap>& heaps) {
  return {heaps.empty() ? 0 : heaps[0].size, heaps.size() < 2 ? 0 : heaps[1].size};
}

// The moves of a whole-position rule, each with the heaps it leaves (in the position's order).
template <class G, class Encode>
std::vector<Move> whole_moves(const G& game, const Position& p, Encode encode) {
  std::vector<Move> out;
  for (const auto& q : game.moves(encode(p.heaps))) {
    Move m;
    m.leaves = as_heaps(std::vector<std::uint32_t>(q.begin(), q.end()));
    out.push_back(std::move(m));
  }
  return out;
}

template <class G, class Encode>
Answer brute_force_whole(const G& game, const Position& p, Convention c, Encode encode) {
  check_brute_force_size(p, max_brute_force_whole_tokens);
  games::Solver<G> solver{game, max_brute_force_positions};
  Answer a;
  a.outcome = solver.outcome(encode(p.heaps), c.play);
  a.method = "brute-force";
  if (c.play == Play::normal) {
    try {
      a.nim_value = solver.grundy(encode(p.heaps));
    } catch (const error&) {  // the card game's ending is not a normal-play loss
    }
  }
  if (a.outcome == Outcome::N)
    for (Move& m : whole_moves(game, p, encode))
      if (solver.outcome(encode(m.leaves), c.play) == Outcome::P)
        a.winning_moves.push_back(std::move(m));
  a.positions_searched = solver.size();
  return a;
}

const auto heap_sizes = [](const std::vector<Heap>& h) { return sizes(h); };

}  // namespace

void check_position(const Position& p) {
  if (p.games.empty()) throw error("a position needs a game");
  for (const Heap& h : p.heaps)
    if (h.game >= p.games.size()) throw error("a heap names no game");
  for (const NamedGame& g : p.games)
    if (!g.heap_game() && p.games.size() > 1)
      throw error(g.text() + " is a whole-position rule and cannot be added to other games");
  if (p.games[0].rule() == Rule::card && p.heaps.size() > 2)
    throw error("the card game takes --heaps UP or UP,DOWN (face-up and face-down cards)");
}

std::vector<Move> legal_moves(const Position& p) {
  check_position(p);
  const NamedGame& first = p.games[0];
  if (first.rule() == Rule::moore)
    return whole_moves(games::MooreNim{first.parameter()}, p, heap_sizes);
  if (first.rule() == Rule::staircase) return whole_moves(games::StaircaseNim{}, p, heap_sizes);
  if (first.rule() == Rule::card) return whole_moves(games::CardCounts{}, p, card_position);
  std::vector<Move> out;
  for (std::size_t i = 0; i < p.heaps.size(); ++i)
    for (const HeapOption& o : heap_options(p.games[p.heaps[i].game], p.heaps[i].size))
      out.push_back({i, o.take, o.parts, apply(p.heaps, i, o)});
  return out;
}

namespace {

// The misere quotient, where it applies and can be computed; otherwise nothing, with the reason
// in `why` (empty when the route does not apply to the game at all).
std::optional<Answer> quotient_route(const Position& p, std::size_t max_listed, std::string& why) {
  const Game* game = quotient_game(p);
  if (!game) return std::nullopt;
  std::uint32_t largest = 0;
  for (const Heap& h : p.heaps) largest = std::max(largest, h.size);
  if (largest > max_quotient_heap) {
    why = "the misere quotient is computed for heaps of at most " +
          std::to_string(max_quotient_heap) + " tokens; the largest heap has " +
          std::to_string(largest);
    return std::nullopt;
  }
  const std::size_t n = std::max<std::uint32_t>(largest, 1);
  std::uint64_t tokens = 0;
  for (const Heap& h : p.heaps) tokens += h.size;
  misere::QuotientLimits limits;
  if (tokens <= max_brute_force_tokens)
    limits.max_positions = quotient_positions_beside_brute_force;
  double seconds = 0;
  std::shared_ptr<const misere::Quotient> q;
  try {
    q = kept_misere_quotient(p.games[0].text(), *game, n, limits, &seconds);
  } catch (const error& e) {
    why = "the misere quotient Q_" + std::to_string(n) + " was not computed: " + e.what();
    return std::nullopt;
  }
  Answer a = solve_by_quotient(p, *q, max_listed);
  a.quotient->seconds = seconds;
  return a;
}

// Every route, each answering with all its winning moves except the quotient's.
Answer solve_by_route(const Position& p, Convention c, std::size_t max_listed) {
  const NamedGame& first = p.games[0];
  if (!first.heap_game() && c.stuck == Stuck::draw)
    throw error("--stuck draw applies to heap games only; " + first.text() + " never gets stuck");
  const bool many_heaps = p.heaps.size() > max_heaps_outside_quotient;
  const bool misere_standard = c.play == Play::misere && c.stuck == Stuck::standard;
  std::string why;
  if (many_heaps) {
    // Only the quotient lists moves without copying the whole position for each.
    if (misere_standard && first.heap_game())
      if (std::optional<Answer> q = quotient_route(p, max_listed, why)) return *q;
    throw error("a position of more than " + std::to_string(max_heaps_outside_quotient) +
                " heaps is solved only through the misere quotient (misere play of one octal "
                "code or subtraction set, heaps up to " +
                std::to_string(max_quotient_heap) + " tokens); this one has " +
                std::to_string(p.heaps.size()) + " heaps" + (why.empty() ? "" : "; " + why));
  }
  if (first.rule() == Rule::moore) return moore_theorem(p, c.play);
  if (first.rule() == Rule::staircase && c.play == Play::normal) return staircase_theorem(p);
  if (first.rule() == Rule::staircase)
    return brute_force_whole(games::StaircaseNim{}, p, c, heap_sizes);
  if (first.rule() == Rule::card)
    return brute_force_whole(games::CardCounts{}, p, c, card_position);
  if (c.stuck == Stuck::standard && c.play == Play::normal) return sprague_grundy(p);
  const bool all_nim = std::all_of(p.games.begin(), p.games.end(),
                                   [](const NamedGame& g) { return g.rule() == Rule::nim; });
  if (c.stuck == Stuck::standard && all_nim) return misere_nim(p);
  if (c.stuck == Stuck::standard) {
    if (std::optional<Answer> tame = solve_misere_tame(p)) return *tame;
    if (std::optional<Answer> q = quotient_route(p, max_listed, why)) return *q;
  }
  try {
    Answer a = brute_force_sum(p, c);
    a.note = why;
    return a;
  } catch (const error& e) {
    if (why.empty()) throw;
    throw error(why + "; " + e.what());
  }
}

}  // namespace

Answer solve(const Position& p, Convention c, std::size_t max_listed) {
  check_position(p);
  Answer a = solve_by_route(p, c, max_listed);
  if (!a.quotient) {
    a.winning_move_count = a.winning_moves.size();
    if (a.winning_moves.size() > max_listed)
      a.winning_moves.erase(a.winning_moves.begin() + static_cast<std::ptrdiff_t>(max_listed),
                            a.winning_moves.end());
  }
  return a;
}

}  // namespace nimlab::positions
