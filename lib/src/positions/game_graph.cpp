// The game graph of a position: breadth-first over the moves (heap_options for heap games,
// legal_moves for whole-position rules), then the article's labels (V, W, W*, D) children first,
// as the article works back from the end position.
#include "nimlab/positions/game_graph.hpp"

#include <algorithm>
#include <limits>
#include <map>

#include "nimlab/error.hpp"
#include "nimlab/games/card_game.hpp"
#include "nimlab/positions/heap_options.hpp"
#include "nimlab/positions/move_count.hpp"

namespace nimlab::positions {
namespace {

// The moves of a whole-position rule are listed at once, each with the heaps it leaves, and every
// move costs time in proportion to its heaps: at most this many entries per position (a move
// counts as 8 plus its heaps), about 128 MiB of listed moves at worst.
constexpr std::uint64_t max_move_entries = std::uint64_t{1} << 23;

// Refuses, before listing them, the moves of a position too many to list.
void check_move_count(const Position& p) {
  const std::uint64_t most = max_move_entries / (p.heaps.size() + 8);
  if (count_moves(p, most) > most)
    throw error("a position of this game graph has more than " + std::to_string(most) +
                " moves, more than nimlab lists for a position of " +
                std::to_string(p.heaps.size()) + " heaps; choose a smaller position");
}

bool tokens_left(const std::vector<Heap>& heaps) {
  return std::any_of(heaps.begin(), heaps.end(), [](const Heap& h) { return h.size > 0; });
}

// How the positions of one graph are written down, so that equal positions get one node.
class Identify {
 public:
  Identify(const Position& p, HeapOrder order)
      : order_(order),
        card_(p.games[0].rule() == Rule::card),
        pad_(p.games.size() == 1 ? p.heaps.size() : 0) {
    const Rule r = p.games[0].rule();
    if (order == HeapOrder::unordered && (r == Rule::staircase || r == Rule::card))
      throw error(p.games[0].text() +
                  ": the order of the heaps matters in this game; draw it with --ordered");
  }

  std::vector<Heap> operator()(std::vector<Heap> heaps) const {
    if (card_) {  // {face up, face down}: a lone count of face-up cards gets its 0 face down
      heaps.resize(2, Heap{0, 0});
      return heaps;
    }
    if (order_ == HeapOrder::ordered) return heaps;
    std::erase_if(heaps, [](const Heap& h) { return h.size == 0; });
    std::sort(heaps.begin(), heaps.end(), [](const Heap& a, const Heap& b) {
      return a.game != b.game ? a.game < b.game : a.size < b.size;
    });
    if (heaps.size() < pad_) heaps.insert(heaps.begin(), pad_ - heaps.size(), Heap{0, 0});
    return heaps;
  }

  // Calls visit(heaps) with the position each move of `here` leads to, as identified in this
  // graph, in legal_moves order, until visit returns false (then returns false). A heap taken
  // away stays as 0 in its place when order matters; when it does not, the moves of a heap equal
  // to the one before it are skipped (positions are sorted: they lead to the same positions).
  template <class Visit>
  bool for_each_move(const Position& here, Visit visit) const {
    if (!here.games[0].heap_game()) {
      for (const Move& m : legal_moves(here))
        if (!visit((*this)(m.leaves))) return false;
      return true;
    }
    const std::vector<Heap>& heaps = here.heaps;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (order_ == HeapOrder::unordered && i > 0 && heaps[i] == heaps[i - 1]) continue;
      const auto at = heaps.begin() + static_cast<std::ptrdiff_t>(i);
      for (const HeapOption& o : heap_options(here.games[heaps[i].game], heaps[i].size)) {
        std::vector<Heap> next(heaps.begin(), at);
        for (std::uint32_t part : o.parts) next.push_back({heaps[i].game, part});
        if (o.parts.empty() && order_ == HeapOrder::ordered) next.push_back({heaps[i].game, 0});
        next.insert(next.end(), at + 1, heaps.end());
        if (!visit((*this)(std::move(next)))) return false;
      }
    }
    return true;
  }

 private:
  HeapOrder order_;
  bool card_;
  std::size_t pad_;
};

// The outcome of a position without moves: the card game's own ending; for heap games the
// convention (design: no move under normal play loses, under misere play wins; with --stuck draw
// a position stuck with tokens left is drawn).
Outcome ending(const GameGraph& g, const std::vector<Heap>& heaps, Convention c) {
  if (g.games[0].rule() == Rule::card)
    return games::CardCounts{}.ending({heaps[0].size, heaps[1].size}, c.play);
  if (c.stuck == Stuck::draw && tokens_left(heaps)) return Outcome::D;
  return c.play == Play::normal ? Outcome::P : Outcome::N;
}

// The outgoing edges of every node, as ranges of g.edges (edges are grouped by `from`).
std::vector<std::size_t> edge_starts(const GameGraph& g) {
  std::vector<std::size_t> start(g.nodes.size() + 1, 0);
  for (const GraphEdge& e : g.edges) ++start[e.from + 1];
  for (std::size_t i = 0; i < g.nodes.size(); ++i) start[i + 1] += start[i];
  return start;
}

// Every node after all nodes it has moves to (Kahn's algorithm on the reversed edges). Throws
// when the graph has a cycle: the games of nimlab always end.
std::vector<std::size_t> children_first(const GameGraph& g) {
  std::vector<std::size_t> open_children(g.nodes.size(), 0);
  std::vector<std::vector<std::size_t>> parents(g.nodes.size());
  for (const GraphEdge& e : g.edges) {
    ++open_children[e.from];
    parents[e.to].push_back(e.from);
  }
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < g.nodes.size(); ++i)
    if (open_children[i] == 0) order.push_back(i);
  for (std::size_t k = 0; k < order.size(); ++k)
    for (std::size_t parent : parents[order[k]])
      if (--open_children[parent] == 0) order.push_back(parent);
  if (order.size() != g.nodes.size()) throw error("the game graph has a cycle");
  return order;
}

void label(GameGraph& g, Convention c) {
  const std::vector<std::size_t> start = edge_starts(g);
  for (std::size_t i : children_first(g)) {
    GraphNode& n = g.nodes[i];
    bool to_v = false, to_d = false, all_to_v = true;
    for (std::size_t e = start[i]; e < start[i + 1]; ++e) {
      const Outcome child = g.nodes[g.edges[e].to].outcome;
      to_v |= child == Outcome::P;
      to_d |= child == Outcome::D;
      all_to_v &= child == Outcome::P;
    }
    n.outcome = start[i] == start[i + 1] ? ending(g, n.heaps, c)
                : to_v                   ? Outcome::N
                : to_d                   ? Outcome::D
                                         : Outcome::P;
    n.code = n.outcome == Outcome::P   ? Code::V
             : n.outcome == Outcome::D ? Code::D
             : all_to_v                ? Code::W
                                       : Code::W_star;
  }
  for (GraphEdge& e : g.edges) e.winning = g.nodes[e.to].outcome == Outcome::P;
}

}  // namespace

std::string code_text(Code c) {
  switch (c) {
    case Code::V:
      return "V";
    case Code::W:
      return "W";
    case Code::W_star:
      return "W*";
    case Code::D:
      return "D";
  }
  return "?";
}

std::optional<GameGraph> build_game_graph(const Position& p, Convention convention, HeapOrder order,
                                          std::size_t max_nodes) {
  check_position(p);
  if (!p.games[0].heap_game() && convention.stuck == Stuck::draw)
    throw error("--stuck draw applies to heap games only; " + p.games[0].text() +
                " never gets stuck");
  const Identify identify(p, order);
  GameGraph g{p.games, {}, {}};
  std::map<std::vector<std::pair<std::size_t, std::uint32_t>>, std::size_t> index;
  auto node_of = [&](const std::vector<Heap>& heaps) -> std::optional<std::size_t> {
    std::vector<std::pair<std::size_t, std::uint32_t>> key;
    for (const Heap& h : heaps) key.emplace_back(h.game, h.size);
    const auto [it, added] = index.emplace(std::move(key), g.nodes.size());
    if (added) {
      if (g.nodes.size() == max_nodes) return std::nullopt;
      g.nodes.push_back({heaps, Outcome::P, Code::V});
    }
    return it->second;
  };
  if (!node_of(identify(p.heaps))) return std::nullopt;
  std::vector<std::size_t> edge_from;  // edge_from[to] == i + 1: node i already has an edge to `to`
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const Position here{p.games, g.nodes[i].heaps};
    check_move_count(here);
    const bool within = identify.for_each_move(here, [&](const std::vector<Heap>& heaps) {
      const auto to = node_of(heaps);
      if (!to) return false;
      edge_from.resize(g.nodes.size(), 0);
      if (edge_from[*to] != i + 1) g.edges.push_back({i, *to, false});
      edge_from[*to] = i + 1;
      return true;
    });
    if (!within) return std::nullopt;
  }
  label(g, convention);
  return g;
}

std::uint64_t tree_size(const GameGraph& g) {
  constexpr std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
  std::vector<std::uint64_t> size(g.nodes.size(), 1);
  const std::vector<std::size_t> start = edge_starts(g);
  for (std::size_t i : children_first(g))
    for (std::size_t e = start[i]; e < start[i + 1]; ++e)
      size[i] = std::min(most - size[g.edges[e].to], size[i]) + size[g.edges[e].to];
  return g.nodes.empty() ? 0 : size[0];
}

GameGraph unfold(const GameGraph& g) {
  GameGraph t{g.games, {}, {}};
  if (g.nodes.empty()) return t;
  const std::vector<std::size_t> start = edge_starts(g);
  // Depth first with an explicit stack of (graph node, tree parent); children are pushed in
  // reverse so that they come out in edge order.
  struct Visit {
    std::size_t node;
    std::optional<std::size_t> parent;
    bool winning;
  };
  std::vector<Visit> stack{{0, std::nullopt, false}};
  while (!stack.empty()) {
    const Visit v = stack.back();
    stack.pop_back();
    const std::size_t id = t.nodes.size();
    t.nodes.push_back(g.nodes[v.node]);
    if (v.parent) t.edges.push_back({*v.parent, id, v.winning});
    for (std::size_t e = start[v.node + 1]; e-- > start[v.node];)
      stack.push_back({g.edges[e].to, id, g.edges[e].winning});
  }
  // Depth-first discovery adds edges out of order; group them by `from` as GameGraph promises.
  std::stable_sort(t.edges.begin(), t.edges.end(),
                   [](const GraphEdge& a, const GraphEdge& b) { return a.from < b.from; });
  return t;
}

std::string game_tag(std::size_t i) {
  if (i < 26) return std::string(1, static_cast<char>('a' + i));
  std::string out = "[";
  out += std::to_string(i + 1);
  return out += "]";
}

std::string node_text(const GameGraph& g, const GraphNode& n) {
  std::string out = "(";
  for (std::size_t i = 0; i < n.heaps.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(n.heaps[i].size);
    if (g.games.size() > 1) out += game_tag(n.heaps[i].game);
  }
  return out += ")";
}

}  // namespace nimlab::positions
