#include "labelled_graph.hpp"

#include <algorithm>
#include <map>

#include "nimlab/error.hpp"

namespace nimlab::positions::detail {
namespace {

using Key = std::vector<std::uint64_t>;

Key key_of(const std::vector<Heap>& heaps) {
  Key k;
  k.reserve(heaps.size());
  for (const Heap& h : heaps) k.push_back((std::uint64_t{h.game} << 32) | h.size);
  return k;
}

// Outcomes by the usual recursion, children first; the depth is at most the length of a play.
Outcome fold(LabelledGraph& g, std::vector<char>& done, std::uint32_t v, const Position& start,
             Convention c) {
  if (done[v]) return g.outcome[v];
  bool to_p = false, to_d = false;
  for (const LabelledGraph::Edge& e : g.moves[v]) {
    const Outcome o = fold(g, done, e.child, start, c);
    to_p |= o == Outcome::P;
    to_d |= o == Outcome::D;
  }
  if (g.moves[v].empty()) {
    g.outcome[v] = solve(Position{start.games, g.positions[v]}, c).outcome;
  } else {
    g.outcome[v] = to_p ? Outcome::N : to_d ? Outcome::D : Outcome::P;
  }
  done[v] = 1;
  return g.outcome[v];
}

}  // namespace

const LabelledGraph::Edge* LabelledGraph::find(std::uint32_t v, std::uint32_t l) const {
  const auto& m = moves[v];
  const auto it = std::lower_bound(m.begin(), m.end(), l,
                                   [](const Edge& e, std::uint32_t x) { return e.label < x; });
  return it != m.end() && it->label == l ? &*it : nullptr;
}

LabelledGraph labelled_graph(const Position& start, Convention c, std::size_t max_positions) {
  LabelledGraph g;
  std::map<Key, std::uint32_t> index;
  std::map<MoveLabel, std::uint32_t> label_index;
  std::map<std::vector<std::uint32_t>, std::uint32_t> domain_index;
  auto add = [&](const std::vector<Heap>& heaps) {
    const auto [it, fresh] = index.emplace(key_of(heaps), g.positions.size());
    if (fresh) {
      if (g.positions.size() >= max_positions)
        throw error("--heaps: the game graph of this position has more than " +
                    std::to_string(max_positions) +
                    " positions (heaps in order); try smaller heaps");
      g.positions.push_back(heaps);
    }
    return it->second;
  };
  add(start.heaps);
  for (std::size_t v = 0; v < g.positions.size(); ++v) {
    std::vector<LabelledGraph::Edge> edges;
    for (const Move& m : legal_moves(Position{start.games, g.positions[v]})) {
      const auto [it, fresh] = label_index.emplace(label_of(m), g.labels.size());
      if (fresh) g.labels.push_back(it->first);
      edges.push_back({it->second, add(m.leaves)});
    }
    std::sort(edges.begin(), edges.end(),
              [](const auto& a, const auto& b) { return a.label < b.label; });
    std::vector<std::uint32_t> set;
    for (const auto& e : edges) set.push_back(e.label);
    g.domain.push_back(
        domain_index.emplace(set, static_cast<std::uint32_t>(domain_index.size())).first->second);
    g.moves.push_back(std::move(edges));
  }
  g.empty_domain =
      domain_index
          .emplace(std::vector<std::uint32_t>{}, static_cast<std::uint32_t>(domain_index.size()))
          .first->second;
  g.outcome.assign(g.positions.size(), Outcome::P);
  std::vector<char> done(g.positions.size(), 0);
  g.domains = domain_index.size();
  fold(g, done, 0, start, c);
  g.to_lost.resize(g.positions.size());
  for (std::size_t v = 0; v < g.positions.size(); ++v)
    for (const auto& e : g.moves[v])
      if (g.outcome[e.child] == Outcome::P) g.to_lost[v].push_back(e);
  return g;
}

}  // namespace nimlab::positions::detail
