#pragma once
// Brute-force solver for finite games given by positions and moves: the independent oracle for
// every multi-heap rule. It uses no closed-form theory, only the recursion over the game graph:
//   outcome(p) = N if some move leads to P; else D if some move leads to D; else P,
//   grundy(p)  = mex { grundy(q) : q a move from p },
// with the positions that have no move labelled by the game's ending (see FiniteGame below).
//
// Positions are memoised in one table across queries, so asking about many positions of the same
// game costs the size of the union of their game graphs, O(positions + moves) time and
// O(positions) labels; the graph is explored depth first with an explicit stack, so deep games do
// not exhaust the call stack. A game graph with a cycle is rejected (nimlab::error): the games
// here are finite and acyclic, and Grundy values of loopy games are outside nimlab's scope.
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/game/convention.hpp"

namespace nimlab::games {

// Hash for positions: integers, and any range of integers (vectors, arrays).
struct PositionHash {
  template <std::integral T>
  std::size_t operator()(T v) const noexcept {
    return std::hash<T>{}(v);
  }
  template <class R>
  requires requires(const R& r) {
    r.begin();
    r.end();
  }
  std::size_t operator()(const R& r) const noexcept {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(r.size());
    for (auto v : r) {
      h ^= static_cast<std::uint64_t>(v) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    }
    return static_cast<std::size_t>(h);
  }
};

// A finite game: a position type, a canonical form (positions that play identically, e.g. the
// same heaps in another order, map to one representative), and the moves of a position.
template <class G>
concept FiniteGame = requires(const G& g, const typename G::Position& p) {
  typename G::Position;
  { g.canonical(p) } -> std::convertible_to<typename G::Position>;
  { g.moves(p) } -> std::convertible_to<std::vector<typename G::Position>>;
};

// A game may define its own ending: the outcome of a position without moves under a play
// convention (the card game; the draw rule for stuck heaps). Without it, a position without moves
// is P under normal play and N under misere play.
template <class G>
concept HasEnding = requires(const G& g, const typename G::Position& p, Play play) {
  { g.ending(p, play) } -> std::convertible_to<Outcome>;
};

template <FiniteGame G>
class Solver {
 public:
  using Position = typename G::Position;

  // max_positions bounds the memo table; exceeding it throws nimlab::error.
  explicit Solver(G game, std::size_t max_positions = std::size_t{1} << 24)
      : game_(std::move(game)), max_positions_(max_positions) {}

  const G& game() const { return game_; }
  // Number of positions solved so far.
  std::size_t size() const { return labels_.size(); }

  Outcome outcome(const Position& p, Play play = Play::normal) {
    const Label& l = labels_[solve(p)];
    return play == Play::normal ? l.normal : l.misere;
  }
  bool is_loss(const Position& p, Play play = Play::normal) {
    return outcome(p, play) == Outcome::P;
  }
  // Throws nimlab::error when the value is undefined: some position reachable from p ends in
  // anything other than a loss for the player to move under normal play.
  std::uint32_t grundy(const Position& p) {
    const Label& l = labels_[solve(p)];
    if (!l.has_grundy)
      throw error("Grundy value undefined: the game has an ending that is not a normal-play loss");
    return l.grundy;
  }
  // The moves of p (canonical, in the game's order) that lead to a P-position under play.
  std::vector<Position> winning_moves(const Position& p, Play play = Play::normal) {
    std::vector<Position> out;
    for (const Position& q : canonical_moves(game_.canonical(p)))
      if (outcome(q, play) == Outcome::P) out.push_back(q);
    return out;
  }
  // The moves of p, each in canonical form.
  std::vector<Position> canonical_moves(const Position& p) const {
    std::vector<Position> out = game_.moves(p);
    for (Position& q : out) q = game_.canonical(q);
    return out;
  }

 private:
  struct Label {
    Outcome normal = Outcome::P;
    Outcome misere = Outcome::N;
    std::uint32_t grundy = 0;
    bool has_grundy = false;
    bool done = false;
  };
  struct Frame {
    std::uint32_t id;
    Position position;
    std::vector<Position> moves;
    std::vector<std::uint32_t> children;
    std::size_t next = 0;
  };

  Outcome ending(const Position& p, Play play) const {
    if constexpr (HasEnding<G>) {
      return game_.ending(p, play);
    } else {
      return play == Play::normal ? Outcome::P : Outcome::N;
    }
  }

  static Outcome fold(bool to_p, bool to_d) {
    if (to_p) return Outcome::N;
    if (to_d) return Outcome::D;
    return Outcome::P;
  }

  std::uint32_t add(const Position& p) {
    if (labels_.size() >= max_positions_)
      throw error("game graph exceeds " + std::to_string(max_positions_) + " positions");
    const auto id = static_cast<std::uint32_t>(labels_.size());
    index_.emplace(p, id);
    labels_.emplace_back();
    return id;
  }

  Frame open(std::uint32_t id, const Position& p) const {
    Frame f{id, p, canonical_moves(p), {}, 0};
    f.children.reserve(f.moves.size());
    return f;
  }

  void close(const Frame& f) {
    Label l;
    l.done = true;
    if (f.children.empty()) {
      l.normal = ending(f.position, Play::normal);
      l.misere = ending(f.position, Play::misere);
      l.has_grundy = l.normal == Outcome::P;
      l.grundy = 0;
    } else {
      bool np = false, nd = false, mp = false, md = false, grundy_ok = true;
      std::vector<bool> seen(f.children.size() + 1, false);
      for (std::uint32_t c : f.children) {
        const Label& cl = labels_[c];
        np |= cl.normal == Outcome::P;
        nd |= cl.normal == Outcome::D;
        mp |= cl.misere == Outcome::P;
        md |= cl.misere == Outcome::D;
        grundy_ok &= cl.has_grundy;
        if (cl.has_grundy && cl.grundy < seen.size()) seen[cl.grundy] = true;
      }
      l.normal = fold(np, nd);
      l.misere = fold(mp, md);
      l.has_grundy = grundy_ok;
      while (l.grundy < seen.size() && seen[l.grundy]) ++l.grundy;
    }
    labels_[f.id] = l;
  }

  // Solves every position reachable from p that is not solved yet; returns p's id.
  std::uint32_t solve(const Position& raw) {
    const Position root = game_.canonical(raw);
    if (auto it = index_.find(root); it != index_.end()) {
      if (!labels_[it->second].done) throw error("game graph has a cycle");
      return it->second;
    }
    const std::uint32_t root_id = add(root);
    std::vector<Frame> stack;
    stack.push_back(open(root_id, root));
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.next < f.moves.size()) {
        const Position& q = f.moves[f.next++];
        if (auto it = index_.find(q); it != index_.end()) {
          if (!labels_[it->second].done) throw error("game graph has a cycle");
          f.children.push_back(it->second);
        } else {
          const std::uint32_t id = add(q);
          f.children.push_back(id);
          Frame child = open(id, q);  // may invalidate f after push_back
          stack.push_back(std::move(child));
        }
        continue;
      }
      close(f);
      stack.pop_back();
    }
    return root_id;
  }

  G game_;
  std::size_t max_positions_;
  std::unordered_map<Position, std::uint32_t, PositionHash> index_;
  std::vector<Label> labels_;
};

// Every position reachable from p (p included), canonical, in breadth-first order.
template <FiniteGame G>
std::vector<typename G::Position> reachable_positions(const G& game,
                                                      const typename G::Position& p) {
  using Position = typename G::Position;
  std::unordered_map<Position, bool, PositionHash> seen;
  std::vector<Position> order{game.canonical(p)};
  seen.emplace(order.front(), true);
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (const Position& raw : game.moves(order[i])) {
      Position q = game.canonical(raw);
      if (seen.emplace(q, true).second) order.push_back(std::move(q));
    }
  }
  return order;
}

}  // namespace nimlab::games
