// Reproduction checker for source 001, the Dutch article "Het spel NIM": reads the transcribed
// claims (data/published/001_86a214337ac0eadd.json) and recomputes each one with the brute-force
// solver of nimlab/games (skittles, the card game, Nim on two and three heaps, subtraction Nim),
// comparing with Bouton's rule only where the claim is Bouton's rule. Every check enumerates
// positions up to the bound given in the row's params; the largest (three-heap Nim up to 64,
// skittles up to 30 pins) solve a few hundred thousand positions in well under a second.
#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <set>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/games/card_game.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published.hpp"
#include "nimlab/sources/published_theorems.hpp"
#include "nimlab/sources/sources.hpp"
#include "nimlab/values/sequence.hpp"
#include "sources/check_dispatch.hpp"

namespace nimlab {
namespace {

using games::Heaps;
using json = nlohmann::json;

constexpr const char* kStem = "001_86a214337ac0eadd";
// Longest skittles row a transcription may describe (the article's has a handful of pins).
constexpr std::uint64_t max_skittles_pins = 1000;

// The article's codes: V (lost for the player to move), W (every move leads to V), W* (some but
// not every move leads to V).
std::string code_of(games::Solver<games::Nim>& s, const Heaps& p) {
  if (s.is_loss(p)) return "V";
  const auto moves = s.canonical_moves(p);
  const auto to_v = s.winning_moves(p).size();
  return to_v == moves.size() ? "W" : "W*";
}

std::string letter(Outcome o) {
  return std::string(1, outcome_letter(o));
}

// V/W letters of the article for a solver outcome.
std::string article_letter(Outcome o) {
  return o == Outcome::P ? "V" : "W";
}

std::string heaps_text(const Heaps& h) {
  std::string s = "(";
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (i > 0) s += ',';
    s += std::to_string(h[i]);
  }
  return s + ")";
}

Heaps triple(std::uint32_t a, std::uint32_t b, std::uint32_t c) {
  return Heaps{a, b, c};
}

// Three-heap positions written as sorted triples including zeros, as the article writes them.
Heaps padded(Heaps h, std::size_t size) {
  while (h.size() < size) h.insert(h.begin(), 0u);
  return h;
}

class Checker001 {
 public:
  // Params that do not fit their checker throw (json exceptions): the transcription is wrong.
  ClaimResult check(const json& row) {
    static const detail::CheckTable<Checker001> handlers{
        {"skittles-short", &Checker001::skittles_short},
        {"skittles-play", &Checker001::skittles_play},
        {"skittles-first-player", &Checker001::skittles_first_player},
        {"card-play", &Checker001::card_play},
        {"card-who-wins", &Checker001::card_who_wins},
        {"determinacy", &Checker001::determinacy},
        {"subtraction-outcome", &Checker001::subtraction_outcome},
        {"two-heaps", &Checker001::two_heaps},
        {"nim-outcome", &Checker001::nim_outcome},
        {"graph-codes", &Checker001::graph_codes},
        {"code-cases", &Checker001::code_cases},
        {"zero-p-q", &Checker001::zero_p_q},
        {"one-one-p", &Checker001::one_one_p},
        {"simplest-triple", &Checker001::simplest_triple},
        {"moves-keeping-heaps", &Checker001::moves_keeping_heaps},
        {"moves-all", &Checker001::moves_all},
        {"losing-triples", &Checker001::losing_triples},
        {"reach-sequence", &Checker001::reach_sequence},
        {"leave-sequence", &Checker001::leave_sequence},
        {"nim-move", &Checker001::nim_move},
        {"bouton", &Checker001::bouton},
        {"nim-sum", &Checker001::nim_sum},
        {"winning-move-count", &Checker001::winning_move_count},
        {"single-one-moves", &Checker001::single_one_moves},
        {"example-move", &Checker001::example_move},
        {"binary", &Checker001::binary_number},
        {"history", &Checker001::history},
    };
    return detail::run_check(*this, handlers, row);
  }

 private:
  using Handler = std::function<void(const json&, ClaimResult&)>;

  // Exercises print no answer: the computed answer is reported, nothing is compared.
  static void exercise(ClaimResult& r, const std::string& answer) {
    r.status = ClaimStatus::not_checkable;
    r.explanation =
        "the article poses this as an exercise and prints no answer; computed: " + answer;
  }

  void skittles_short(const json&, ClaimResult& r) {
    json c;
    bool ok = true;
    for (std::uint32_t n = 1; n <= 3; ++n) {
      c[std::to_string(n)] = letter(kayles_.outcome({n}));
      ok &= kayles_.outcome({n}) == Outcome::N;
    }
    // Taking the middle pin of three leaves two single pins, which must be lost for the opponent.
    const bool middle = kayles_.is_loss({1, 1});
    c["after taking the middle of 3"] = letter(kayles_.outcome({1, 1}));
    r.computed = c;
    verdict(r, ok && middle, "a short row is not won as stated");
  }

  // Replays a pin-numbered game (pins stay in place; two taken pins must be neighbours).
  void skittles_play(const json& p, ClaimResult& r) {
    // Read as 64 bits and bounded before pins + 2 is formed (2^32 - 1 would wrap).
    const auto pins64 = p.at("pins").get<std::uint64_t>();
    if (pins64 > max_skittles_pins)
      throw error("a skittles game of " + std::to_string(pins64) + " pins (at most " +
                  std::to_string(max_skittles_pins) + ")");
    const auto pins = static_cast<std::uint32_t>(pins64);
    std::vector<bool> up(pins + 2, true);
    up[0] = up[pins + 1] = false;
    auto rows = [&] {
      Heaps h;
      std::uint32_t run = 0;
      for (std::uint32_t i = 1; i <= pins + 1; ++i) {
        if (up[i]) {
          ++run;
        } else if (run) {
          h.push_back(run);
          run = 0;
        }
      }
      return h;
    };
    json trace = json::array();
    bool legal = true;
    std::string mover = "A";
    std::vector<Outcome> before;
    for (const auto& move : p.at("moves")) {
      before.push_back(kayles_.outcome(rows()));
      const auto taken = move.get<std::vector<std::uint32_t>>();
      for (auto pin : taken) legal &= pin >= 1 && pin <= pins && up[pin];
      if (taken.size() == 2) legal &= taken[1] == taken[0] + 1 || taken[0] == taken[1] + 1;
      for (auto pin : taken)
        if (pin >= 1 && pin <= pins) up[pin] = false;  // an illegal pin is reported, not written
      trace.push_back({{"player", mover},
                       {"takes", taken},
                       {"rows left", rows()},
                       {"outcome for the next player", letter(kayles_.outcome(rows()))}});
      mover = mover == "A" ? "B" : "A";
    }
    const bool all_down = rows().empty();
    const std::string winner = mover == "A" ? "B" : "A";  // the player who moved last
    // B's move 3,4 is the fourth move: it must lead to a position lost for A.
    const bool smart = trace.size() >= 4 && trace[3]["outcome for the next player"] == "P";
    r.computed = {{"legal", legal},
                  {"all pins down", all_down},
                  {"winner", winner},
                  {"B's move 3,4 wins", smart},
                  {"trace", trace}};
    verdict(r, legal && all_down && winner == "B" && smart, "the replayed game does not match");
  }

  void skittles_first_player(const json& p, ClaimResult& r) {
    const auto max_pins = p.at("max_pins").get<std::uint32_t>();
    std::vector<std::uint32_t> lost;
    bool mirror_ok = true;
    for (std::uint32_t n = 1; n <= max_pins; ++n) {
      if (kayles_.is_loss({n})) lost.push_back(n);
      // The symmetry move: take the middle pin (odd n) or the middle two (even n), leaving two
      // equal rows, which must be lost for the opponent.
      const std::uint32_t half = (n - 1) / 2;
      mirror_ok &= kayles_.is_loss({half, half});
    }
    // Second, independent computation: Kayles is the octal game .77; its Grundy values by mex.
    const auto values_to = p.at("max_pins_values").get<std::size_t>();
    const auto g = grundy_values(OctalCode::parse(".77"), values_to + 1);
    std::vector<std::uint32_t> zero;
    for (std::size_t n = 1; n <= values_to; ++n)
      if (g[n] == 0) zero.push_back(static_cast<std::uint32_t>(n));
    r.computed = {
        {"rows lost for the beginner (solver, n <= " + std::to_string(max_pins) + ")", lost},
        {"symmetry move wins for every n <= " + std::to_string(max_pins), mirror_ok},
        {"rows with Grundy value 0 (octal .77, n <= " + std::to_string(values_to) + ")", zero}};
    verdict(r, lost.empty() && mirror_ok && zero.empty(), "some row is lost for the beginner");
  }

  void card_play(const json& p, ClaimResult& r) {
    const auto n = p.at("cards").get<std::uint32_t>();
    // Every move removes one card and the game ends at one card: n-1 moves, B moves first.
    const std::uint32_t moves = n - 1;
    const std::string last = moves % 2 == 1 ? "B" : "T";
    const std::string winner = last == "T" ? "B" : "T";  // T left the last card face down
    r.computed = {{"moves", moves}, {"last_mover", last}, {"winner", winner}};
    verdict(r, r.published == r.computed,
            "with " + std::to_string(n) + " cards the last move is made by " + last);
  }

  void card_who_wins(const json& p, ClaimResult& r) {
    const auto max_cards = p.at("max_cards").get<std::uint32_t>();
    const auto max_row = p.at("max_row_cards").get<std::uint32_t>();
    std::vector<std::uint32_t> beginner_wins;
    bool models_agree = true;
    for (std::uint32_t n = 2; n <= max_cards; ++n) {
      const Outcome o = cards_.outcome(games::card_counts_start(n));
      if (o != Outcome::P) beginner_wins.push_back(n);
      if (n <= max_row) models_agree &= card_rows_.outcome(games::card_row_start(n)) == o;
    }
    const bool five_lost = cards_.is_loss(games::card_counts_start(5));
    r.computed = {
        {"cards n for which the beginner wins (2 <= n <= " + std::to_string(max_cards) + ")",
         beginner_wins},
        {"row model agrees with the counting model (n <= " + std::to_string(max_row) + ")",
         models_agree},
        {"figure 3: T could have won", five_lost}};
    exercise(r, std::string(beginner_wins.empty() ? "the opponent T wins for every n from 2 to "
                                                  : "the beginner wins for some n up to ") +
                    std::to_string(max_cards) +
                    " (T answers each move by removing a face-up card and turning the face-down "
                    "card back up); so in figure 3 T, who lost, did not play the right strategy");
  }

  void determinacy(const json&, ClaimResult& r) {
    // Every game of the article, solved exhaustively: no position may be a draw.
    std::size_t draws = 0, positions = 0;
    for (std::uint32_t a = 0; a <= 6; ++a)
      for (std::uint32_t b = a; b <= 6; ++b)
        for (std::uint32_t c = b; c <= 6; ++c) {
          ++positions;
          draws += nim_.outcome({a, b, c}) == Outcome::D;
        }
    for (std::uint32_t n = 0; n <= 20; ++n) {
      ++positions;
      draws += kayles_.outcome({n}) == Outcome::D;
      if (n >= 1) {
        ++positions;
        draws += cards_.outcome(games::card_counts_start(n)) == Outcome::D;
      }
    }
    r.computed = {{"positions", positions}, {"draws", draws}};
    verdict(r, draws == 0, "a draw was found");
  }

  void subtraction_outcome(const json& p, ClaimResult& r) {
    games::Solver<games::SubtractionNim> s{
        games::SubtractionNim{SubtractionSet(p.at("set").get<std::vector<std::int64_t>>())}};
    const auto heaps = p.at("heaps").get<Heaps>();
    const Outcome o = s.outcome(heaps);
    json wins = json::array();
    for (const auto& q : s.winning_moves(heaps)) wins.push_back(q);
    r.computed = {{"outcome", article_letter(o)}, {"winning moves to", wins}};
    if (r.published.is_null()) {
      exercise(r, std::string(o == Outcome::P ? "the beginner loses" : "the beginner wins") +
                      " from " + heaps_text(heaps));
      return;
    }
    verdict(r, r.published == article_letter(o),
            heaps_text(heaps) + " is " + article_letter(o) + " for the player to move");
  }

  void two_heaps(const json& p, ClaimResult& r) {
    const auto max = p.at("max").get<std::uint32_t>();
    json bad = json::array();
    for (std::uint32_t a = 0; a <= max; ++a)
      for (std::uint32_t b = 0; b <= max; ++b)
        if (nim_.is_loss({a, b}) != (a == b)) bad.push_back({a, b});
    r.computed = {{"checked up to", max}, {"counterexamples", bad}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  void nim_outcome(const json& p, ClaimResult& r) {
    const auto heaps = p.at("heaps").get<Heaps>();
    r.computed = article_letter(nim_.outcome(heaps));
    verdict(r, r.computed == r.published,
            heaps_text(heaps) + " is " + r.computed.get<std::string>());
  }

  void graph_codes(const json& p, ClaimResult& r) {
    const auto root = p.at("root").get<Heaps>();
    json codes;
    for (std::uint32_t a = 0; a <= root[0]; ++a)
      for (std::uint32_t b = 0; b <= root[1]; ++b)
        codes[std::to_string(a) + "," + std::to_string(b)] = code_of(nim_, {a, b});
    r.computed = codes;
    verdict(r, codes == r.published, "the codes differ");
  }

  void code_cases(const json& p, ClaimResult& r) {
    const auto root = p.at("root").get<Heaps>();
    // Whether the player to move wins at positions of each code, over the whole (2,2) graph.
    std::map<std::string, std::set<std::string>> wins;
    for (std::uint32_t a = 0; a <= root[0]; ++a)
      for (std::uint32_t b = 0; b <= root[1]; ++b)
        wins[code_of(nim_, {a, b})].insert(nim_.is_loss({a, b}) ? "loss" : "win");
    json c;
    for (const auto& [code, results] : wins)
      c[code] = results.size() == 1 ? json(*results.begin()) : json(results);
    std::string starred;
    for (std::uint32_t a = 0; a <= root[0]; ++a)
      for (std::uint32_t b = 0; b <= root[1]; ++b)
        if (code_of(nim_, {a, b}) == "W*")
          starred += (starred.empty() ? "" : ", ") + heaps_text({a, b});
    r.computed = c;
    // The two cases are win and loss; the only slip is which code the second one names.
    if (c["W"] == r.published["W"] && c["W*"] == r.published["W*"]) return verdict(r, true, "");
    const bool slip_only = c["W"] == "win" && c["W*"] == "win" && c["V"] == "loss";
    if (!slip_only)
      return verdict(r, false,
                     "the codes do not split the positions into wins (W, W*) and losses (V)");
    verdict_except(
        r, false,
        "the words 'the second case': the sentence names three codes W, W*, V but two cases; "
        "read in order the second case is W*, yet every W* position (" +
            starred +
            ") is won by the player to move. The two cases hold with the second read as V: "
            "the beginner wins at W and W* and loses exactly at V");
  }

  void zero_p_q(const json& p, ClaimResult& r) {
    const auto max = p.at("max").get<std::uint32_t>();
    json bad = json::array();
    for (std::uint32_t a = 1; a <= max; ++a)
      for (std::uint32_t b = a; b <= max; ++b)
        if (nim_.is_loss({0, a, b}) != (a == b)) bad.push_back({0, a, b});
    r.computed = {{"checked up to", max}, {"counterexamples", bad}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  void one_one_p(const json& p, ClaimResult& r) {
    const auto max = p.at("max").get<std::uint32_t>();
    json bad = json::array();
    for (std::uint32_t q = 1; q <= max; ++q) {
      const bool to_011 = nim_.is_loss({0, 1, 1});
      if (nim_.is_loss({1, 1, q}) || !to_011) bad.push_back({1, 1, q});
    }
    r.computed = {{"checked p from 1 to", max},
                  {"counterexamples", bad},
                  {"(1,1,0) = (0,1,1)", article_letter(nim_.outcome({0, 1, 1}))}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  void simplest_triple(const json& p, ClaimResult& r) {
    const auto max = p.at("max").get<std::uint32_t>();
    // Lost triples with three non-zero numbers, simplest first: by largest number, then sum.
    std::vector<Heaps> lost;
    for (std::uint32_t a = 1; a <= max; ++a)
      for (std::uint32_t b = a; b <= max; ++b)
        for (std::uint32_t c = b; c <= max; ++c)
          if (nim_.is_loss({a, b, c})) lost.push_back({a, b, c});
    std::sort(lost.begin(), lost.end(), [](const Heaps& x, const Heaps& y) {
      return std::pair(x[2], x[0] + x[1] + x[2]) < std::pair(y[2], y[0] + y[1] + y[2]);
    });
    r.computed = lost.empty() ? json(nullptr) : json(lost.front());
    const bool unique = lost.size() < 2 || lost[1][2] > lost[0][2];
    verdict(r, r.computed == r.published && unique, "the simplest lost triple is different");
  }

  void moves_keeping_heaps(const json& p, ClaimResult& r) {
    const auto heaps = p.at("heaps").get<Heaps>();
    std::set<Heaps> out;
    for (const auto& q : nim_.canonical_moves(heaps))
      if (q.size() == heaps.size()) out.insert(q);
    r.computed = json(out);
    const auto published = r.published.get<std::set<Heaps>>();
    std::string missing;
    bool still_lost = true;  // the article's conclusion: every such move is answered
    for (const auto& q : out) {
      still_lost &= !nim_.winning_moves(q).empty();
      if (!published.count(q)) missing += (missing.empty() ? "" : ", ") + heaps_text(q);
    }
    verdict(r, out == published,
            "the list is incomplete: the move from " + heaps_text(heaps) + " to " + missing +
                " is missing; it also leaves two equal numbers, and " +
                (still_lost ? "every such position has a winning reply, so the conclusion that " +
                                  heaps_text(heaps) + " is lost stands"
                            : "some listed position has no winning reply"));
  }

  void moves_all(const json& p, ClaimResult& r) {
    const auto heaps = p.at("heaps").get<Heaps>();
    std::set<Heaps> out;
    bool all_won = true;
    for (const auto& q : nim_.canonical_moves(heaps)) {
      out.insert(padded(q, heaps.size()));
      all_won &= !nim_.is_loss(q);
    }
    r.computed = {{"positions", out}, {"all won for the player to move", all_won}};
    verdict(r, out == r.published.get<std::set<Heaps>>() && all_won, "the moves differ");
  }

  // Lost triples (a, p, q) with a <= p <= q <= max (a < p when a = 1, as printed), by p.
  std::vector<Heaps> lost_with_smallest(std::uint32_t a, std::uint32_t max) {
    std::vector<Heaps> out;
    for (std::uint32_t b = std::max(a, 2u); b <= max; ++b)
      for (std::uint32_t c = b; c <= max; ++c)
        if (nim_.is_loss(triple(a, b, c))) out.push_back(triple(a, b, c));
    return out;
  }

  void losing_triples(const json& p, ClaimResult& r) {
    const auto a = p.at("smallest").get<std::uint32_t>();
    const auto max = p.at("max").get<std::uint32_t>();
    const auto printed = r.published.get<std::vector<Heaps>>();
    const auto all = lost_with_smallest(a, max);
    const std::vector<Heaps> prefix(all.begin(),
                                    all.begin() + std::min(all.size(), printed.size()));
    // The sequence continues the printed pattern: consecutive pairs (p, q) and (p+1, q+1), then a
    // jump; checked as the nim-sum relation q = a xor p on every computed triple.
    bool continues = true;
    for (const auto& t : all) continues &= (t[0] ^ t[1]) == t[2];
    json next = json::array();
    for (std::size_t i = printed.size(); i < all.size() && i < printed.size() + 4; ++i)
      next.push_back(all[i]);
    r.computed = {{"first lost triples", prefix},
                  {"next", next},
                  {"lost triples with q <= " + std::to_string(max), all.size()}};
    verdict(r, prefix == printed && continues,
            "the printed list is not the start of the sequence of lost triples");
  }

  std::set<Heaps> sequence_set(std::uint32_t a, std::uint32_t max) {
    const auto all = lost_with_smallest(a, max);
    return {all.begin(), all.end()};
  }

  void reach_sequence(const json& p, ClaimResult& r) {
    const auto a = p.at("smallest").get<std::uint32_t>();
    const auto max = p.at("max").get<std::uint32_t>();
    const auto seq = sequence_set(a, max + 1);
    json fails = json::array();
    for (std::uint32_t b = a + 1; b <= max; ++b)
      for (std::uint32_t c = b; c <= max; ++c) {
        const Heaps t = triple(a, b, c);
        if (seq.count(t)) continue;
        bool reaches = false;
        for (const auto& q : nim_.canonical_moves(t)) reaches |= seq.count(padded(q, 3)) > 0;
        if (!reaches) fails.push_back(t);
      }
    // The failures found, and whether each is (a, p, p) answered by the move to (0, p, p).
    bool all_equal_pair = true;
    for (const auto& f : fails) {
      const auto t = f.get<Heaps>();
      all_equal_pair &= t[1] == t[2] && nim_.is_loss({t[1], t[2]});
    }
    r.computed = {{"checked up to", max}, {"triples that cannot reach the sequence", fails}};
    const std::string first = fails.empty() ? "" : heaps_text(fails[0].get<Heaps>());
    verdict(r, fails.empty(),
            std::to_string(fails.size()) + " triples up to " + std::to_string(max) +
                " have no move into the sequence, the first " + first +
                (all_equal_pair
                     ? "; all are (" + std::to_string(a) +
                           ", p, p), whose winning move empties the heap of " + std::to_string(a) +
                           " and leaves (0, p, p), lost but outside the sequence. "
                           "Corrected: every other triple moves into the sequence "
                           "or to (0, p, p)"
                     : ""));
  }

  void leave_sequence(const json& p, ClaimResult& r) {
    const auto a = p.at("smallest").get<std::uint32_t>();
    const auto max = p.at("max").get<std::uint32_t>();
    const auto seq = sequence_set(a, max);
    json fails = json::array();
    for (const auto& t : seq)
      for (const auto& q : nim_.canonical_moves(t))
        if (seq.count(padded(q, 3))) fails.push_back({t, q});
    r.computed = {{"checked up to", max}, {"moves staying in the sequence", fails}};
    verdict(r, fails.empty(), "some move stays in the sequence");
  }

  void nim_move(const json& p, ClaimResult& r) {
    const auto from = p.at("heaps").get<Heaps>();
    const auto to = games::sorted_heaps(r.published.get<Heaps>());
    bool found = false;
    for (const auto& q : nim_.canonical_moves(from)) found |= q == to;
    r.computed = {{"one move", found}};
    verdict(r, found, "no single move leads there");
  }

  void bouton(const json& p, ClaimResult& r) {
    const auto max_heaps = p.at("max_heaps").get<std::size_t>();
    const auto max_heap = p.at("max_heap").get<std::uint32_t>();
    const auto max_small = p.at("max_heap_small").get<std::uint32_t>();
    std::size_t positions = 0;
    json bad = json::array();
    // All sorted positions with up to max_heaps heaps of size <= bound (larger bound for <= 3
    // heaps), each compared with the xor rule.
    std::function<void(Heaps&, std::uint32_t, std::size_t, std::uint32_t)> walk =
        [&](Heaps& h, std::uint32_t lo, std::size_t heaps, std::uint32_t bound) {
          if (h.size() == heaps) {
            ++positions;
            if (nim_.is_loss(h) != sources::bouton_loss(h) && bad.size() < 10) bad.push_back(h);
            return;
          }
          for (std::uint32_t v = lo; v <= bound; ++v) {
            h.push_back(v);
            walk(h, v, heaps, bound);
            h.pop_back();
          }
        };
    for (std::size_t k = 1; k <= max_heaps; ++k) {
      Heaps h;
      walk(h, 0, k, k <= 3 ? max_small : max_heap);
    }
    r.computed = {{"positions compared", positions}, {"counterexamples", bad}};
    verdict(r, bad.empty(), "counterexamples listed");
  }

  static std::string binary(std::uint32_t v, int width = 0) {
    std::string s;
    for (; v; v /= 2) s.insert(s.begin(), char('0' + v % 2));
    if (s.empty()) s = "0";
    while (static_cast<int>(s.size()) < width) s.insert(s.begin(), '0');
    return s;
  }

  void nim_sum(const json& p, ClaimResult& r) {
    const auto heaps = p.at("heaps").get<Heaps>();
    r.computed = binary(sources::nim_sum(heaps), 4);
    verdict(r, r.computed == r.published, "the sum is " + r.computed.get<std::string>());
  }

  void winning_move_count(const json& p, ClaimResult& r) {
    const auto heaps = p.at("heaps").get<Heaps>();
    json moves = json::array();
    for (const auto& q : nim_.winning_moves(heaps)) moves.push_back(q);
    r.computed = {{"count", moves.size()}, {"to", moves}};
    verdict(r, moves.size() == r.published.get<std::size_t>(),
            "the number of winning moves is " + std::to_string(moves.size()));
  }

  // "With a single 1 there is only one winning move": over every position of `heaps` heaps below
  // 2^bits tokens each, the moves (heap, tokens left) to a lost position, counted by the solver,
  // against the number of heaps with a 1 in the leftmost column of the sum. The claim is the case
  // where that number is one; the count for every number is recorded as well.
  void single_one_moves(const json& p, ClaimResult& r) {
    const auto heaps = p.at("heaps").get<std::size_t>();
    const auto bits = p.at("bits").get<unsigned>();
    const std::uint32_t limit = 1u << bits;
    std::size_t positions = 0, single = 0;
    json bad = json::array();
    std::map<std::size_t, std::size_t> ones_seen;
    Heaps h(heaps, 0);
    for (;;) {
      const std::uint32_t sum = sources::nim_sum(h);
      if (sum != 0) {
        const std::uint32_t top = std::bit_floor(sum);
        std::size_t ones = 0, moves = 0;
        for (std::size_t i = 0; i < heaps; ++i) {
          ones += (h[i] & top) ? 1 : 0;
          Heaps q = h;
          for (q[i] = 0; q[i] < h[i]; ++q[i]) moves += nim_.is_loss(q) ? 1 : 0;
        }
        ++positions;
        ++ones_seen[ones];
        single += ones == 1 ? 1 : 0;
        if (moves != ones && bad.size() < 10) bad.push_back({{"heaps", h}, {"moves", moves}});
      }
      std::size_t i = 0;
      while (i < heaps && ++h[i] == limit) h[i++] = 0;
      if (i == heaps) break;
    }
    json by_ones = json::object();
    for (const auto& [ones, count] : ones_seen) by_ones[std::to_string(ones)] = count;
    r.computed = {{"won positions checked", positions},
                  {"with a single 1", single},
                  {"positions by number of 1s in the leftmost column", by_ones},
                  {"positions where moves != number of 1s", bad}};
    verdict(r, bad.empty() && single > 0, "counterexamples listed");
  }

  void example_move(const json& p, ClaimResult& r) {
    auto heaps = p.at("heaps").get<Heaps>();
    const auto heap = p.at("heap").get<std::uint32_t>();
    const auto taken = p.at("taken").get<std::uint32_t>();
    const auto it = std::find(heaps.begin(), heaps.end(), heap);
    if (it == heaps.end() || taken > heap) throw error("001 example-move: bad params");
    *it -= taken;
    const bool lost = nim_.is_loss(heaps);
    r.computed = {{"taken", 8 + 2 - 1},
                  {"leaves", heaps},
                  {"sum", binary(sources::nim_sum(heaps), 4)},
                  {"lost for the opponent", lost}};
    verdict(r, heaps == r.published["leaves"].get<Heaps>() && lost && taken == 8 + 2 - 1,
            "the move does not leave a lost position");
  }

  void binary_number(const json& p, ClaimResult& r) {
    r.computed = binary(p.at("number").get<std::uint32_t>());
    verdict(r, r.computed == r.published, "85 is " + r.computed.get<std::string>() + " in binary");
  }

  void history(const json&, ClaimResult& r) {
    r.status = ClaimStatus::not_checkable;
    r.explanation = "a historical statement, not a computation";
  }

  games::Solver<games::Nim> nim_{games::Nim{}};
  games::Solver<games::KaylesRows> kayles_{games::KaylesRows{}};
  games::Solver<games::CardCounts> cards_{games::CardCounts{}};
  games::Solver<games::CardRow> card_rows_{games::CardRow{}};
};

}  // namespace

SourceChecker dutch_nim_article_checker() {
  return {"001", "Dutch article \"Het spel NIM\"", [](const ReproduceContext& ctx) {
            Checker001 checker;
            return check_published_rows(ctx, kStem,
                                        [&](const json& row) { return checker.check(row); });
          }};
}

}  // namespace nimlab
