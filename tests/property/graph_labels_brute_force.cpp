// The game graph's labels against brute force on random small positions: for every node, V, W,
// W* and D are recomputed from the definitions of the Dutch article (seeds/001, lines 91-93)
// over the moves of the rules written independently in nimlab/games (heap_games.hpp,
// card_game.hpp), with an outcome recursion of this file's own. The graph's edges must be exactly
// the oracle's moves, winning exactly when they lead to a loss for the player to move, and the
// game tree must have the node count of a direct count over the oracle's moves. Sums of different
// heap games, which the oracle does not model, are held against positions::solve.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <variant>

#include "nimlab/games/card_game.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/positions/game_graph.hpp"
#include "nimlab/positions/move_count.hpp"

namespace nimlab::positions {
namespace {

using games::Heaps;
using Oracle = std::variant<games::Nim, games::LaskerNim, games::KaylesRows, games::SubtractionNim,
                            games::MooreNim, games::StaircaseNim, games::CardCounts>;

// A random rule: its name for --game and the same rule in nimlab/games.
struct Rule {
  std::string name;
  Oracle oracle;
};

Rule random_rule(Stuck stuck) {
  switch (*rc::gen::inRange(0, 8)) {
    case 0:
      return {"nim", games::Nim{}};
    case 1:
      return {"lasker", games::LaskerNim{}};
    case 2:
      return {"kayles", games::KaylesRows{}};
    case 3:
      return {"subtract:2,3", games::SubtractionNim{SubtractionSet::parse("2,3"), stuck}};
    case 4:
      return {"subtract:1,3", games::SubtractionNim{SubtractionSet::parse("1,3"), stuck}};
    case 5: {
      const auto k = *rc::gen::inRange<std::uint32_t>(1, 3);
      return {"moore:" + std::to_string(k), games::MooreNim{k}};
    }
    case 6:
      return {"staircase", games::StaircaseNim{}};
    default:
      return {"card", games::CardCounts{}};
  }
}

// Positions of the oracle as heaps (the card game's {face up, face down} as two heaps), in each
// rule's canonical form.
template <class G>
Heaps canonical_of(const G& g, const Heaps& p) {
  return g.canonical(p);
}
Heaps canonical_of(const games::CardCounts&, const Heaps& p) {
  return {p.at(0), p.at(1)};
}
template <class G>
std::vector<Heaps> moves_of(const G& g, const Heaps& p) {
  std::vector<Heaps> out;
  for (const auto& q : g.moves(p)) out.push_back(g.canonical(q));
  return out;
}
std::vector<Heaps> moves_of(const games::CardCounts& g, const Heaps& p) {
  std::vector<Heaps> out;
  for (const auto& q : g.moves({p.at(0), p.at(1)})) out.push_back({q[0], q[1]});
  return out;
}

Heaps oracle_position(const Oracle& o, const Heaps& heaps) {
  return std::visit([&](const auto& g) { return canonical_of(g, heaps); }, o);
}

std::vector<Heaps> oracle_moves(const Oracle& o, const Heaps& p) {
  return std::visit([&](const auto& g) { return moves_of(g, p); }, o);
}

// The outcome of a position without moves, from each rule's own ending.
Outcome oracle_ending(const Oracle& o, const Heaps& p, Play play) {
  if (const auto* card = std::get_if<games::CardCounts>(&o))
    return card->ending({p[0], p[1]}, play);
  if (const auto* sub = std::get_if<games::SubtractionNim>(&o)) return sub->ending(p, play);
  return play == Play::normal ? Outcome::P : Outcome::N;
}

class BruteForce {
 public:
  BruteForce(Oracle o, Play play) : o_(std::move(o)), play_(play) {}

  Outcome outcome(const Heaps& p) {
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    const auto moves = oracle_moves(o_, p);
    bool to_p = false, to_d = false;
    for (const Heaps& q : moves) {
      const Outcome c = outcome(q);
      to_p |= c == Outcome::P;
      to_d |= c == Outcome::D;
    }
    const Outcome r = moves.empty() ? oracle_ending(o_, p, play_)
                      : to_p        ? Outcome::N
                      : to_d        ? Outcome::D
                                    : Outcome::P;
    return memo_[p] = r;
  }

  // The article's code: V if the player to move loses, W if every move leads to V, W* if some
  // move does and some does not; D for a draw.
  Code code(const Heaps& p) {
    const Outcome o = outcome(p);
    if (o == Outcome::P) return Code::V;
    if (o == Outcome::D) return Code::D;
    for (const Heaps& q : oracle_moves(o_, p))
      if (outcome(q) != Outcome::P) return Code::W_star;
    return Code::W;
  }

  // Nodes of the game tree: one per sequence of moves; moves to the same position count once.
  std::uint64_t tree_nodes(const Heaps& p) {
    const auto moves = oracle_moves(o_, p);
    const std::set<Heaps> distinct(moves.begin(), moves.end());
    std::uint64_t n = 1;
    for (const Heaps& q : distinct) n += tree_nodes(q);
    return n;
  }

  const Oracle& oracle() const { return o_; }

 private:
  Oracle o_;
  Play play_;
  std::map<Heaps, Outcome> memo_;
};

Heaps sizes(const std::vector<Heap>& heaps) {
  Heaps out;
  for (const Heap& h : heaps) out.push_back(h.size);
  return out;
}

// Up to `count` heaps of total size at most `budget`.
std::vector<Heap> random_heaps(std::size_t count, std::uint32_t budget) {
  std::vector<Heap> heaps;
  for (std::size_t i = 0; i < count; ++i) {
    const auto size = *rc::gen::inRange<std::uint32_t>(0, budget + 1);
    budget -= size;
    heaps.push_back({0, size});
  }
  return heaps;
}

// In an ordered graph the oracle's positions are compared in the oracle's canonical form, which
// keeps the order only where it matters (staircase, card).
void check_graph(const GameGraph& g, BruteForce& brute) {
  std::vector<std::set<Heaps>> children(g.nodes.size());
  for (const GraphEdge& e : g.edges) {
    const Heaps to = oracle_position(brute.oracle(), sizes(g.nodes[e.to].heaps));
    children[e.from].insert(to);
    RC_ASSERT(e.winning == (brute.outcome(to) == Outcome::P));
  }
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const Heaps p = oracle_position(brute.oracle(), sizes(g.nodes[i].heaps));
    RC_ASSERT(g.nodes[i].outcome == brute.outcome(p));
    RC_ASSERT(g.nodes[i].code == brute.code(p));
    const auto moves = oracle_moves(brute.oracle(), p);
    RC_ASSERT(children[i] == std::set<Heaps>(moves.begin(), moves.end()));
  }
}

RC_GTEST_PROP(GraphVsBruteForce, LabelsEdgesAndTreeSize, ()) {
  const Play play = *rc::gen::element(Play::normal, Play::misere);
  const Stuck stuck = *rc::gen::weightedElement<Stuck>({{3, Stuck::standard}, {1, Stuck::draw}});
  const Rule rule = random_rule(stuck);
  const bool card = rule.name == "card", staircase = rule.name == "staircase";
  const bool heap_game = !card && !staircase && rule.name.rfind("moore", 0) != 0;
  Position p{{NamedGame::parse(rule.name)},
             random_heaps(
                 card ? *rc::gen::inRange<std::size_t>(1, 3) : *rc::gen::inRange<std::size_t>(1, 4),
                 card ? 9 : 7)};
  const Convention c{play, heap_game ? stuck : Stuck::standard};
  const HeapOrder order = card || staircase
                              ? HeapOrder::ordered
                              : *rc::gen::element(HeapOrder::ordered, HeapOrder::unordered);
  const auto g = build_game_graph(p, c, order, 100000);
  RC_ASSERT(g.has_value());
  BruteForce brute(rule.oracle, play);
  check_graph(*g, brute);
  // Unordered: one node per position of the oracle (the oracle drops empty heaps and sorts).
  if (order == HeapOrder::unordered) {
    std::set<Heaps> seen;
    for (const GraphNode& n : g->nodes) seen.insert(oracle_position(rule.oracle, sizes(n.heaps)));
    RC_ASSERT(seen.size() == g->nodes.size());
  }
  // The tree: ordered and unordered trees count sequences of moves between the graph's nodes;
  // under the unordered reading the oracle's positions are those nodes.
  const std::uint64_t size = tree_size(*g);
  if (order == HeapOrder::unordered || card || staircase)
    RC_ASSERT(size == brute.tree_nodes(oracle_position(rule.oracle, sizes(g->nodes[0].heaps))));
  if (size <= 20000) {
    const GameGraph t = unfold(*g);
    RC_ASSERT(t.nodes.size() == size);
    RC_ASSERT(t.edges.size() + 1 == size);
    std::vector<int> incoming(t.nodes.size(), 0);
    for (const GraphEdge& e : t.edges) ++incoming[e.to];
    RC_ASSERT(incoming[0] == 0);
    RC_ASSERT(std::all_of(incoming.begin() + 1, incoming.end(), [](int n) { return n == 1; }));
    check_graph(t, brute);
  }
}

// Ordered Nim: the graph of (a,b,...) holds every tuple below it, (a+1)(b+1)... nodes.
RC_GTEST_PROP(GraphVsBruteForce, OrderedNimHasEveryTuple, ()) {
  Position p{{NamedGame::parse("nim")}, random_heaps(*rc::gen::inRange<std::size_t>(1, 4), 9)};
  const auto g = build_game_graph(p, {}, HeapOrder::ordered, 100000);
  RC_ASSERT(g.has_value());
  std::size_t tuples = 1;
  for (const Heap& h : p.heaps) tuples *= h.size + 1;
  RC_ASSERT(g->nodes.size() == tuples);
  for (const GraphNode& n : g->nodes) RC_ASSERT(n.heaps.size() == p.heaps.size());
}

// Sums of different heap games: every node's outcome is the one solve gives for its position
// (Sprague-Grundy under normal play, its own search under misere play).
RC_GTEST_PROP(GraphVsBruteForce, SumsAgreeWithSolve, ()) {
  const std::vector<std::string> names{"nim", "kayles", "subtract:1,3", "lasker", "dawson"};
  Position p;
  const auto games = *rc::gen::inRange<std::size_t>(2, 4);
  for (std::size_t i = 0; i < games; ++i) p.games.push_back(NamedGame::parse(names[i]));
  p.heaps = random_heaps(*rc::gen::inRange<std::size_t>(2, 5), 8);
  for (Heap& h : p.heaps) h.game = *rc::gen::inRange<std::size_t>(0, games);
  const Convention c{*rc::gen::element(Play::normal, Play::misere), Stuck::standard};
  const auto order = *rc::gen::element(HeapOrder::ordered, HeapOrder::unordered);
  const auto g = build_game_graph(p, c, order, 100000);
  RC_ASSERT(g.has_value());
  for (const GraphNode& n : g->nodes)
    RC_ASSERT(n.outcome == solve(Position{p.games, n.heaps}, c).outcome);
}

// count_moves, which guards the listing of moves, counts what legal_moves lists.
RC_GTEST_PROP(GraphVsBruteForce, CountMovesCountsTheLegalMoves, ()) {
  const Rule rule = random_rule(Stuck::standard);
  const bool card = rule.name == "card";
  const Position p{{NamedGame::parse(rule.name)},
                   random_heaps(card ? *rc::gen::inRange<std::size_t>(1, 3)
                                     : *rc::gen::inRange<std::size_t>(1, 5),
                                card ? 9 : 12)};
  const std::uint64_t n = legal_moves(p).size();
  RC_ASSERT(count_moves(p, 1000) == n);
  if (n > 0) RC_ASSERT(count_moves(p, n - 1) > n - 1);
}

TEST(GraphLimits, StopsAtMaxNodes) {
  const Position p{{NamedGame::parse("nim")}, {{0, 5}, {0, 5}}};  // 36 ordered positions
  EXPECT_FALSE(build_game_graph(p, {}, HeapOrder::ordered, 35).has_value());
  EXPECT_TRUE(build_game_graph(p, {}, HeapOrder::ordered, 36).has_value());
}

}  // namespace
}  // namespace nimlab::positions
