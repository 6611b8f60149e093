// Reproduction checker for source 003, the Swedish report on Nim (2004): reads the transcribed
// claims (data/published/003_7858fece2fdbbfcd.json) and recomputes each with the brute-force
// solver of nimlab/games on ordered heaps: the (3,2) game tree, equal heaps, the mirror automaton
// of (4,4), the binary-matrix moves and the move rule of the report's program "the Nimbler".
// The count of plays with 45 sticks comes from the counting module's comparison of the report's
// double arithmetic with exact arithmetic.
// Every check enumerates at most a few tens of thousands of positions.
#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <string>

#include "nimlab/count/totals.hpp"
#include "nimlab/error.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published.hpp"
#include "nimlab/sources/published_count.hpp"
#include "nimlab/sources/published_theorems.hpp"
#include "nimlab/sources/sources.hpp"
#include "nimlab/sources/split_play_totals.hpp"
#include "sources/check_dispatch.hpp"

namespace nimlab {
namespace {

using games::Heaps;
using json = nlohmann::json;

constexpr const char* kStem = "003_7858fece2fdbbfcd";

// Nim with the heaps kept in their order, as the report draws its positions ((3,2) and (2,3) are
// different nodes of its tree).
struct OrderedNim {
  using Position = Heaps;
  Position canonical(const Position& p) const { return p; }
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i)
      for (std::uint32_t v = p[i]; v-- > 0;) {
        Position q = p;
        q[i] = v;
        out.push_back(std::move(q));
      }
    return out;
  }
};

class Checker003 {
 public:
  // Params that do not fit their checker throw (json exceptions): the transcription is wrong.
  ClaimResult check(const json& row) {
    static const detail::CheckTable<Checker003> handlers{
        {"history", &Checker003::history},
        {"count", &Checker003::count_plays},
        {"play", &Checker003::play},
        {"tree", &Checker003::tree},
        {"equal-heaps", &Checker003::equal_heaps},
        {"mirror-automaton", &Checker003::mirror_automaton},
        {"matrix-example", &Checker003::matrix_example},
        {"matrix-moves", &Checker003::matrix_moves},
        {"column-strategy", &Checker003::column_strategy},
        {"nimbler", &Checker003::nimbler},
        {"nimbler-piles", &Checker003::nimbler_piles},
        {"nimbler-iq", &Checker003::nimbler_iq},
        {"count-grows", &Checker003::count_grows},
    };
    return detail::run_check(*this, handlers, row);
  }

 private:
  void history(const json&, ClaimResult& r) {
    r.status = ClaimStatus::not_checkable;
    r.explanation = "a historical statement, not a computation";
  }

  // The report's total of plays over unordered 3-heap splits, computed in double by its program.
  // The emulation must print the published digits; the exact count then shows the rounding.
  void count_plays(const json& p, ClaimResult& r) {
    if (p.value("ordered", false) || p.at("heaps").get<unsigned>() != 3)
      throw error("003: the play count claim is about unordered splits into 3 heaps");
    const PublishedComparison c = compare_with_published_program(p.at("sticks").get<unsigned>(),
                                                                 r.published.get<std::string>());
    r.computed = c.to_json();
    std::string why;
    if (!c.matches_published)
      why = "nimlab's emulation of the report's program does not print the published figure; ";
    why +=
        "the published figure is the report's double-precision result, not the exact count "
        "(exact " +
        c.exact + ", published minus exact = -" + c.absolute_error + ").";
    for (const std::string& sentence : c.explanation) why.append(" ").append(sentence);
    verdict(r, false, why);
  }

  // §6's closing remarks: dropping the three-heap restriction, and then counting the heaps in
  // their order, each gives more plays. Exact totals by the knapsack of split_play_totals.hpp; its
  // three-heap figures must equal count/'s closed form (unordered and ordered), so the larger
  // totals rest on a method that reproduces the known ones.
  void count_grows(const json& p, ClaimResult& r) {
    const auto sticks = p.at("sticks").get<std::uint32_t>();
    const bool ordered = p.at("ordered").get<bool>();
    const auto str = [](const gmp_int& x) { return x.str(); };
    const gmp_int three = split_play_total(sticks, 3, false);
    const gmp_int any = split_play_total(sticks, 0, false);
    const gmp_int three_ordered = split_play_total(sticks, 3, true);
    const gmp_int any_ordered = split_play_total(sticks, 0, true);
    const auto closed = [&](SplitOrder order) {
      return count_split_table<gmp_int>(PlayRule{}, 3, order, sticks, sticks,
                                        CountMethod::closed_form)
          .front();
    };
    const bool methods_agree =
        closed(SplitOrder::unordered) == three && closed(SplitOrder::ordered) == three_ordered;
    r.computed = {{"sticks", sticks},
                  {"three_heaps_unordered", str(three)},
                  {"any_heaps_unordered", str(any)},
                  {"three_heaps_ordered", str(three_ordered)},
                  {"any_heaps_ordered", str(any_ordered)},
                  {"three_heap_totals_equal_the_closed_form", methods_agree}};
    if (!methods_agree)
      return verdict(r, false,
                     "nimlab's two counting methods disagree on the three-heap totals, so no "
                     "verdict is given on the larger ones");
    const bool holds = ordered ? any_ordered > any && three_ordered > three : any > three;
    verdict(r, holds, "the larger layout does not give more plays");
  }

  // Replays moves given as [heap index, sticks taken]; normal play: the last mover wins.
  void play(const json& p, ClaimResult& r) {
    Heaps h = p.at("heaps").get<Heaps>();
    json positions = json::array({h});
    bool legal = true;
    int player = 1, last = 0;
    for (const auto& m : p.at("moves")) {
      const auto i = m.at(0).get<std::size_t>();
      const auto x = m.at(1).get<std::uint32_t>();
      legal &= i < h.size() && x >= 1 && x <= h[i];
      if (!legal) break;
      h[i] -= x;
      positions.push_back(h);
      last = player;
      player = 3 - player;
    }
    const bool over = ordered_.canonical_moves(h).empty();
    r.computed = {{"positions", positions},
                  {"winner", over ? "player " + std::to_string(last) : std::string("none yet")}};
    verdict(r, legal && r.computed == r.published, "the replayed game differs");
  }

  void tree(const json& p, ClaimResult& r) {
    const Heaps root = p.at("heaps").get<Heaps>();
    json nodes = json::array();
    for (const auto& q : games::reachable_positions(OrderedNim{}, root))
      nodes.push_back(
          {{"position", q}, {"outcome", std::string(1, outcome_letter(ordered_.outcome(q)))}});
    json wins = json::array();
    for (const auto& q : ordered_.winning_moves(root)) wins.push_back(q);
    r.computed = {{"positions", nodes.size()},
                  {"winner", ordered_.is_loss(root) ? "player two" : "player one"},
                  {"winning moves to", wins},
                  {"tree", nodes}};
    r.status = ClaimStatus::not_checkable;
    r.explanation =
        "the tree of section 2 is a figure that is not part of the transcribed text; computed: " +
        std::to_string(nodes.size()) + " positions, " + r.computed["winner"].get<std::string>() +
        " wins from (3,2) by moving to " + wins.dump();
  }

  void equal_heaps(const json& p, ClaimResult& r) {
    const auto max = p.at("max").get<std::uint32_t>();
    json bad = json::array();
    for (std::uint32_t n = 0; n <= max; ++n)
      if (!ordered_.is_loss({n, n})) bad.push_back(n);
    r.computed = {{"checked n up to", max}, {"counterexamples", bad}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  // Player one tries every move; player two answers by taking as many from the other heap.
  void mirror_automaton(const json& p, ClaimResult& r) {
    const Heaps start = p.at("heaps").get<Heaps>();
    std::set<Heaps> states;
    std::set<std::size_t> path_lengths;
    bool legal = true, two_wins = true;
    std::function<void(const Heaps&, std::size_t)> walk = [&](const Heaps& h, std::size_t moves) {
      states.insert(h);
      const auto options = ordered_.canonical_moves(h);
      if (options.empty()) {
        path_lengths.insert(moves);
        two_wins &= moves % 2 == 0;  // player two made the last move
        return;
      }
      for (const auto& q : options) {
        const std::size_t i = q[0] != h[0] ? 0 : 1;  // the heap player one took from
        const std::uint32_t taken = h[i] - q[i];
        Heaps reply = q;
        legal &= reply[1 - i] >= taken;
        if (!legal) return;
        reply[1 - i] -= taken;
        walk(reply, moves + 2);
      }
    };
    walk(start, 0);
    json lengths(path_lengths);
    r.computed = {{"states", states.size()},
                  {"state list", json(states)},
                  {"mirror reply always legal", legal},
                  {"path lengths (moves)", lengths},
                  {"player two always wins", two_wins && legal},
                  {"start position lost for player one (solver)", ordered_.is_loss(start)}};
    if (r.published.is_number()) {
      verdict(r, legal && states.size() == r.published.get<std::size_t>(),
              "the automaton has " + std::to_string(states.size()) + " states");
    } else {
      verdict(r, legal && two_wins && ordered_.is_loss(start), "player two does not always win");
    }
  }

  void matrix_example(const json&, ClaimResult& r) {
    Heaps heaps;
    for (const auto& row : r.published.at("rows")) {
      std::uint32_t v = 0;
      for (char c : row.get<std::string>()) v = 2 * v + (c == '1');
      heaps.push_back(v);
    }
    r.computed = {{"heaps", heaps}};
    verdict(r, json(heaps) == r.published.at("heaps"), "the rows read " + json(heaps).dump());
  }

  void matrix_moves(const json& p, ClaimResult& r) {
    const auto bits = p.at("bits").get<std::uint32_t>();
    json bad = json::array();
    for (std::uint32_t h = 0; h < (1u << bits); ++h) {
      // The subtraction moves of one heap are exactly the heaps 0..h-1.
      std::vector<std::uint32_t> removals;
      for (const auto& q : ordered_.canonical_moves({h})) removals.push_back(q[0]);
      std::sort(removals.begin(), removals.end());
      if (sources::binary_matrix_moves(h) != removals) bad.push_back(h);
    }
    r.computed = {{"heaps checked", 1u << bits}, {"heaps where the move sets differ", bad}};
    verdict(r, bad.empty(), "the move sets differ");
  }

  void column_strategy(const json& p, ClaimResult& r) {
    const auto max = p.at("max_heap").get<std::uint32_t>();
    std::size_t positions = 0, strategy_moves = 0;
    json bad = json::array();
    for (std::uint32_t a = 0; a <= max; ++a)
      for (std::uint32_t b = 0; b <= max; ++b)
        for (std::uint32_t c = 0; c <= max; ++c) {
          const Heaps h{a, b, c};
          ++positions;
          const std::uint32_t odd = a ^ b ^ c;  // column parities
          const bool even = odd == 0;
          if (even != unordered_.is_loss(h)) bad.push_back(h);
          if (even) continue;
          const std::uint32_t top = std::bit_floor(odd);  // leftmost odd column
          for (std::size_t i = 0; i < 3; ++i) {
            if (!(h[i] & top)) continue;
            // Set that 1 to 0 and choose the bits to its right so every column becomes even.
            Heaps q = h;
            q[i] = h[i] ^ odd;
            ++strategy_moves;
            if (!(q[i] < h[i]) || !unordered_.is_loss(q)) bad.push_back(h);
          }
        }
    r.computed = {{"positions", positions},
                  {"strategy moves checked", strategy_moves},
                  {"counterexamples", bad}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  void nimbler(const json& p, ClaimResult& r) {
    const auto max = p.at("max_heap").get<std::uint32_t>();
    std::size_t won = 0;
    json bad = json::array();
    for (std::uint32_t a = 0; a <= max; ++a)
      for (std::uint32_t b = 0; b <= max; ++b)
        for (std::uint32_t c = 0; c <= max; ++c) {
          const Heaps h{a, b, c};
          const auto move = sources::nimbler_move(h);
          if (unordered_.is_loss(h)) {
            if (move) bad.push_back(h);  // the program then plays its random move instead
            continue;
          }
          ++won;
          bool ok = move.has_value();
          if (ok) {
            std::size_t changed = 0;
            for (std::size_t i = 0; i < 3; ++i) changed += (*move)[i] != h[i];
            for (std::size_t i = 0; i < 3; ++i) ok &= (*move)[i] <= h[i];
            ok &= changed == 1 && sources::nim_sum(*move) == 0 && unordered_.is_loss(*move);
          }
          if (!ok) bad.push_back(h);
        }
    r.computed = {{"won positions checked", won}, {"counterexamples", bad}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  void nimbler_piles(const json& p, ClaimResult& r) {
    const auto offset = p.at("offset").get<std::uint32_t>();
    const auto modulus = p.at("modulus").get<std::uint32_t>();
    // offset + random() % modulus takes every value offset .. offset + modulus - 1.
    r.computed = {{"min", offset}, {"max", offset + modulus - 1}};
    verdict(r, r.computed == r.published, "the program draws " + r.computed.dump());
  }

  void nimbler_iq(const json& p, ClaimResult& r) {
    const auto iq_max = p.at("iq_max").get<std::uint64_t>();
    const auto modulus = p.at("modulus").get<std::uint64_t>();
    const auto range = p.at("random_range").get<std::uint64_t>();  // random() in [0, range)
    // The xor move is played when !(iq < random() % modulus), i.e. when random() % modulus <= iq.
    auto smart_count = [&](std::uint64_t iq) {
      std::uint64_t count = 0;
      for (std::uint64_t residue = 0; residue < modulus && residue <= iq; ++residue)
        count += range / modulus + (residue < range % modulus ? 1 : 0);
      return count;
    };
    std::uint64_t first_optimal = iq_max + 1;
    for (std::uint64_t iq = 0; iq <= iq_max && first_optimal > iq_max; ++iq)
      if (smart_count(iq) == range) first_optimal = iq;
    const std::uint64_t at_zero = smart_count(0);
    r.computed = {
        {"IQ 0: xor move played with probability",
         std::to_string(at_zero) + "/" + std::to_string(range)},
        {"lowest IQ that always plays the xor move", first_optimal},
        {"the other move", "always from the first non-empty heap: hogar[i] = random() % hogar[i]"}};
    verdict(r, at_zero == 0 && smart_count(iq_max) == range,
            "at IQ 0 the program still plays the optimal xor move whenever random() % " +
                std::to_string(modulus) + " == 0 (probability " + std::to_string(at_zero) + "/" +
                std::to_string(range) +
                ", about 0.5%), so not every move is random; its "
                "non-optimal move is not a random move either, since it always takes from the "
                "first non-empty heap (IQ " +
                std::to_string(iq_max) + " does play optimally, as does every IQ from " +
                std::to_string(first_optimal) + ")");
  }

  games::Solver<OrderedNim> ordered_{OrderedNim{}};
  games::Solver<games::Nim> unordered_{games::Nim{}};
};

}  // namespace

SourceChecker swedish_report_checker() {
  return {"003", "Swedish report on Nim (2004)", [](const ReproduceContext& ctx) {
            Checker003 checker;
            return check_published_rows(ctx, kStem,
                                        [&](const json& row) { return checker.check(row); });
          }};
}

std::optional<std::string> published_play_count(const std::filesystem::path& published_dir,
                                                unsigned sticks) {
  if (!std::filesystem::exists(published_dir / (std::string(kStem) + ".json"))) return std::nullopt;
  for (const json& row : read_published_rows(ReproduceContext{published_dir, {}}, kStem)) {
    const json& p = row.at("params");
    if (p.value("check", "") == "count" && p.value("sticks", 0u) == sticks &&
        p.value("heaps", 0u) == 3 && !p.value("ordered", false))
      return row.at("published").get<std::string>();
  }
  return std::nullopt;
}

}  // namespace nimlab
