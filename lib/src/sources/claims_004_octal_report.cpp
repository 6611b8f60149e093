// Reproduction checker for source 004, the Swedish report on octal games (2012): the rows of
// data/published/004_*.json name a check in params.check. Periods come from the period service
// (every finder, cross-checked, with a window proof); Sats I and II are held against them
// for every code up to the digit bound in the row (see one_three_games.hpp and proofs/). The
// report's own program (Floyd's tortoise and hare on windows of t values) is emulated for its
// example run. Everything here takes well under a second.
#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/sources/one_three_games.hpp"
#include "nimlab/sources/published.hpp"
#include "nimlab/sources/published_theorems.hpp"
#include "nimlab/sources/sources.hpp"
#include "sources/check_dispatch.hpp"

namespace nimlab {
namespace {

using json = nlohmann::json;

constexpr const char* kStem = "004_3d1113c7316bc8e7";

struct ProvenBlock {
  std::size_t preperiod = 0;
  Sequence block;  // one period from the preperiod
  std::string proof;
};

// Grundy period of a code without splitting, proven by a window and confirmed by every finder.
// The report's codes need a few thousand values; a transcription naming anything else (a code
// that splits heaps, or one beyond the budget) is a transcription error, refused at once.
ProvenBlock proven_block(const OctalCode& code) {
  const Game game(code);
  if (game.splits())
    throw error("004: " + game.name() + " splits heaps; the report's periods are of codes without");
  CrossCheckOptions budget;
  budget.max_values = std::size_t{1} << 20;
  const CrossCheckedPeriod checked = cross_checked_period(SequenceSpec(game, Kind::grundy), budget);
  if (!checked.unanimous_proof())
    throw error("004: no agreed proven period for " + game.name() +
                " within 2^20 values: " + checked.dissent());
  const PeriodResult& r = *checked.best;
  const Sequence g = grundy_values(code, r.preperiod + r.period);
  return {r.preperiod, Sequence(g.begin() + static_cast<std::ptrdiff_t>(r.preperiod), g.end()),
          proof_name(r.proof)};
}

json block_json(const ProvenBlock& b) {
  return {{"preperiod", b.preperiod},
          {"period_length", b.block.size()},
          {"period", block_text(b.block)},
          {"proof", b.proof}};
}

std::string binary(std::uint32_t v) {
  std::string s;
  for (; v; v >>= 1) s.insert(s.begin(), static_cast<char>('0' + (v & 1)));
  return s.empty() ? "0" : s;
}

bool has(const std::vector<std::size_t>& moves, std::size_t k) {
  return std::binary_search(moves.begin(), moves.end(), k);
}

// The amounts k >= 1 that can be taken from a heap h under the game.
std::vector<std::size_t> takes(const Game& game, std::size_t h) {
  const Moves& m = game.moves();
  std::vector<std::size_t> out;
  for (std::size_t k = 1; k <= h && k <= game.largest_removal(); ++k)
    if ((k == h && has(m.eliminations, k)) || (k < h && has(m.reductions, k)) ||
        (k + 2 <= h && has(m.splits, k)))
      out.push_back(k);
  return out;
}

unsigned digits_param(const json& params) {
  const unsigned d = params.at("max_digits").get<unsigned>();
  if (d < 2 || d > one_three_max_digits) throw error("max_digits out of range");
  return d;
}

class Checker004 {
 public:
  ClaimResult check(const json& row) {
    static const detail::CheckTable<Checker004> handlers{
        {"octal-moves", &Checker004::octal_moves},
        {"digit-meaning", &Checker004::digit_meaning},
        {"nim-code", &Checker004::nim_code},
        {"theorem", &Checker004::theorem},
        {"mex", &Checker004::mex},
        {"grundy-values", &Checker004::grundy_values_row},
        {"heap-options", &Checker004::heap_options},
        {"binary", &Checker004::binary_row},
        {"nim-move", &Checker004::nim_move},
        {"octal-period", &Checker004::octal_period},
        {"sats-i", &Checker004::sats_i},
        {"digit-place", &Checker004::digit_place},
        {"sats-i-row", &Checker004::octal_period},
        {"sats-ii", &Checker004::sats_ii},
        {"sats-ii-row", &Checker004::sats_ii_row},
        {"sats-ii-zeros", &Checker004::sats_ii_zeros},
        {"floyd-run", &Checker004::floyd_run},
        {"one-three-periodic", &Checker004::one_three_periodic},
        {"zeros-periodic", &Checker004::zeros_periodic},
        {"open-problem", &Checker004::open_problem},
        {"infinite-code", &Checker004::infinite_code},
    };
    return detail::run_check(*this, handlers, row);
  }

 private:
  void octal_moves(const json& params, ClaimResult& r) {
    const OctalCode code = OctalCode::parse(params.at("code").get<std::string>());
    json computed = json::array();
    for (const json& h : r.published.at("heaps"))
      computed.push_back(takes(code, h.get<std::size_t>()));
    r.computed = {{"heaps", r.published.at("heaps")}, {"takes", computed}};
    verdict(r, computed == r.published.at("takes"), "the legal amounts differ");
  }

  void digit_meaning(const json& params, ClaimResult& r) {
    const Game game = OctalCode::parse(params.at("code").get<std::string>());
    json computed = json::array();
    for (const json& d : r.published.at("digits")) {
      const std::size_t k = d.at("take").get<std::size_t>();
      computed.push_back({{"take", d.at("take")},
                          {"whole_row", has(game.moves().eliminations, k)},
                          {"leave_one_row", has(game.moves().reductions, k)}});
    }
    r.computed = {{"digits", computed}};
    verdict(r, computed == r.published.at("digits"), "the digits mean something else");
  }

  // G(n) = n for every heap the finite code .3^d can empty in one move.
  void nim_code(const json& params, ClaimResult& r) {
    const unsigned d = params.at("digits").get<unsigned>();
    if (d < 1 || d > OctalCode::max_digits) throw error("digits out of range");
    const Sequence g = grundy_values(one_three_code(0, d), d + 1);
    bool ok = true;
    for (std::size_t n = 0; n <= d; ++n) ok = ok && g[n] == n;
    r.computed = {{"code_digits", d}, {"grundy_equals_heap_up_to", ok ? d : 0}};
    verdict(r, ok, "some heap's value is not its size");
  }

  void theorem(const json&, ClaimResult& r) {
    r.status = ClaimStatus::not_checkable;
    r.explanation =
        "a theorem of the literature (Sprague 1935, Grundy 1939) that every Grundy value in nimlab "
        "rests on; finite instances are tested against the brute-force solver elsewhere";
  }

  void mex(const json&, ClaimResult& r) {
    // The definition itself: the least natural number not in the set.
    const auto set = r.published.at("set").get<std::vector<std::uint32_t>>();
    std::uint32_t least = 0;
    while (std::find(set.begin(), set.end(), least) != set.end()) ++least;
    r.computed = {{"mex", least}};
    verdict(r, r.computed["mex"] == r.published.at("mex"), "the mex differs");
  }

  void grundy_values_row(const json& params, ClaimResult& r) {
    const OctalCode code = OctalCode::parse(params.at("code").get<std::string>());
    const auto heaps = r.published.at("heaps").get<std::vector<std::size_t>>();
    const Sequence g = grundy_values(code, *std::max_element(heaps.begin(), heaps.end()) + 1);
    Sequence values;
    for (std::size_t h : heaps) values.push_back(g[h]);
    r.computed = {{"heaps", heaps}, {"values", values}};
    verdict(r, json(values) == r.published.at("values"), "the values differ");
  }

  void heap_options(const json& params, ClaimResult& r) {
    const OctalCode code = OctalCode::parse(params.at("code").get<std::string>());
    const std::size_t h = r.published.at("heap").get<std::size_t>();
    const Sequence g = grundy_values(code, h + 1);
    std::vector<std::size_t> options;
    Sequence option_values;
    for (std::size_t k : takes(code, h))
      if (k < h) options.push_back(h - k), option_values.push_back(g[h - k]);
    r.computed = {{"options", options}, {"option_values", option_values}, {"value", g[h]}};
    auto sorted = [](json j) {
      auto v = j.get<std::vector<std::size_t>>();
      std::sort(v.begin(), v.end());
      return v;
    };
    verdict(r,
            sorted(r.published.at("options")) == sorted(options) &&
                json(option_values) == r.published.at("option_values") &&
                r.published.at("value") == g[h],
            "the options or the value differ");
  }

  void binary_row(const json& params, ClaimResult& r) {
    const auto heaps = params.at("heaps").get<std::vector<std::uint32_t>>();
    json computed = json::object();
    for (std::uint32_t h : heaps) computed[std::to_string(h)] = binary(h);
    computed["sum"] = binary(sources::nim_sum(heaps));
    r.computed = computed;
    verdict(r, computed == r.published, "the binary forms differ");
  }

  // Two-heap Nim by the brute-force solver: who wins, and which move reaches a loss.
  void nim_move(const json&, ClaimResult& r) {
    const auto heaps = r.published.at("heaps").get<games::Heaps>();
    games::Solver<games::Nim> solver{games::Nim{}};
    const bool wins = solver.outcome(heaps) == Outcome::N;
    json winning = json::array();
    for (const games::Heaps& q : solver.winning_moves(heaps)) winning.push_back(q);
    const auto after = games::sorted_heaps(r.published.at("after").get<games::Heaps>());
    const auto from = r.published.at("from").get<std::uint32_t>();
    const auto take = r.published.at("take").get<std::uint32_t>();
    games::Heaps moved = heaps;
    const auto it = std::find(moved.begin(), moved.end(), from);
    const bool move_ok = it != moved.end() && *it >= take;
    if (move_ok) *it -= take;
    r.computed = {{"first_player_wins", wins},
                  {"winning_moves", winning},
                  {"nim_sum_after", sources::nim_sum(after)}};
    verdict(r,
            wins == r.published.at("first_player_wins").get<bool>() && move_ok &&
                games::sorted_heaps(moved) == after && solver.is_loss(after),
            "the stated move does not reach a loss");
  }

  void octal_period(const json& params, ClaimResult& r) {
    const OctalCode code = OctalCode::parse(params.at("code").get<std::string>());
    const ProvenBlock b = proven_block(code);
    r.computed = block_json(b);
    r.computed["digits"] = code.length();
    bool ok = b.preperiod == 0 && block_text(b.block) == r.published.at("period");
    if (r.published.contains("n")) ok = ok && r.published["n"] == code.length();
    verdict(r, ok,
            "the proven period is " + block_text(b.block) + " from heap " +
                std::to_string(b.preperiod));
  }

  // Sats I: .1^(n-1)3 has block 0 1^n 0^(n-1) from heap 0, for n = 1 .. max_digits.
  void sats_i(const json& params, ClaimResult& r) {
    const unsigned max = digits_param(params);
    std::vector<unsigned> fails;
    for (unsigned n = 1; n <= max; ++n) {
      const ProvenBlock b = proven_block(one_three_code(n - 1, 1));
      Sequence want(2 * n, 0);
      std::fill(want.begin() + 1, want.begin() + n + 1, 1);
      if (b.preperiod != 0 || b.block != want) fails.push_back(n);
    }
    r.computed = {{"digits_checked", max}, {"failures", fails}, {"proof", "proofs/sats-i.md"}};
    verdict(r, fails.empty(), "Sats I fails for some n");
  }

  // Values of a code without the 4-bit read literally as §1.1 words it: the digit at place j
  // governs every removal of at least j stones, so a removal of k combines digits 1..k.
  static Sequence at_least_reading(const OctalCode& code, std::size_t count) {
    Sequence g(count, 0);
    for (std::size_t n = 1; n < count; ++n) {
      std::vector<bool> seen(n + 2, false);
      std::uint8_t bits = 0;
      for (std::size_t k = 1; k <= n; ++k) {
        bits |= code.digit(k);
        if ((bits & 1) && k == n) seen[0] = true;
        if ((bits & 2) && k < n && g[n - k] <= n) seen[g[n - k]] = true;
      }
      while (seen[g[n]]) ++g[n];
    }
    return g;
  }

  // §1.1's definition: "the digit at place n decides the moves allowed when at least n stones are
  // removed". Sats I (code .1...13) computed under that literal reading and under the reading
  // "exactly n stones", which is the one the report's theorems and examples use.
  void digit_place(const json& params, ClaimResult& r) {
    const unsigned max = digits_param(params);
    std::vector<unsigned> exact_fails, at_least_fails;
    json examples = json::object();
    for (unsigned n = 1; n <= max; ++n) {
      const OctalCode code = one_three_code(n - 1, 1);
      Sequence want(2 * n, 0);
      std::fill(want.begin() + 1, want.begin() + n + 1, 1);
      const std::size_t count = 6 * n + 12;  // three periods, and the 12 values shown
      const Sequence exact = grundy_values(code, count);
      const Sequence literal = at_least_reading(code, count);
      const auto follows = [&](const Sequence& g) {
        for (std::size_t i = 0; i < count; ++i)
          if (g[i] != want[i % want.size()]) return false;
        return true;
      };
      if (!follows(exact)) exact_fails.push_back(n);
      if (!follows(literal)) at_least_fails.push_back(n);
      if (n <= 2) {
        std::string e, l;
        for (std::size_t i = 0; i < 12; ++i) {
          e += std::to_string(exact[i]) + (i + 1 < 12 ? " " : "");
          l += std::to_string(literal[i]) + (i + 1 < 12 ? " " : "");
        }
        examples[code.to_string()] = {{"exactly n", e}, {"at least n", l}};
      }
    }
    r.computed = {{"sats_i_codes_checked", max},
                  {"sats_i_fails_reading_exactly_n", exact_fails},
                  {"sats_i_fails_reading_at_least_n", at_least_fails},
                  {"first_values", examples}};
    if (!exact_fails.empty()) return verdict(r, false, "Sats I fails even when read as exactly n");
    verdict_except(r, at_least_fails.empty(),
                   "the word 'minst' (at least): read literally, with every removal of k stones "
                   "governed by the digits at places 1..k, Sats I fails for " +
                       std::to_string(at_least_fails.size()) + " of the " + std::to_string(max) +
                       " codes .1...13 checked (see first_values); read as 'exactly n stones', the "
                       "standard definition, it holds for all of them, as do the report's other "
                       "results. The definition is right with 'exakt n'");
  }

  // Sats II: the closed form and the step rule against proven periods, k + m + 1 <= max_digits.
  void sats_ii(const json& params, ClaimResult& r) {
    const unsigned max = digits_param(params);
    json fails = json::array();
    std::size_t steps = 0;
    for (unsigned t = 1; t < max; ++t)
      for (unsigned m = 1; m <= t; ++m) {
        const unsigned k = t - m;
        const ProvenBlock now = proven_block(one_three_code(k, m));
        const ProvenBlock next = proven_block(one_three_code(k, m + 1));
        ++steps;
        if (now.preperiod != 0 || next.preperiod != 0 || now.block != one_three_block(k, m) ||
            sats_ii_step(now.block, k) != next.block)
          fails.push_back({{"k", k}, {"m", m}});
      }
    r.computed = {{"steps_checked", steps},
                  {"failures", fails},
                  {"reading",
                   "the new value goes right after the last occurrence of the largest value n, "
                   "before the closing zeros; n occurs at most k+1 times"},
                  {"theorem", "period 2k+m+1: 0, floor(j/(k+1))+1 for j = 0..k+m-1, then k zeros"},
                  {"proof", "proofs/sats-ii.md"}};
    verdict(r, fails.empty(), "the rule fails for some (k, m)");
  }

  void sats_ii_row(const json& params, ClaimResult& r) {
    const OctalCode code = OctalCode::parse(params.at("code").get<std::string>());
    const ProvenBlock b = proven_block(code);
    unsigned k = 0, m = 0;
    for (std::size_t i = 1; i <= code.length(); ++i) (code.digit(i) == 1 ? k : m) += 1;
    const Value n = *std::max_element(b.block.begin(), b.block.end());
    r.computed = block_json(b);
    r.computed.update({{"n", n}, {"k", k}, {"m", m}});
    const bool ok = b.preperiod == 0 && block_text(b.block) == r.published.at("period") &&
                    r.published.at("n") == n && r.published.at("k") == k &&
                    r.published.at("m") == m;
    verdict(r, ok, "the proven period, n, k or m differ");
  }

  // The proof's "extra zero": the closing run of zeros has k elements for every m.
  void sats_ii_zeros(const json& params, ClaimResult& r) {
    const unsigned max = digits_param(params);
    std::size_t steps = 0, extra_zero = 0;
    for (unsigned t = 1; t < max; ++t)
      for (unsigned m = 1; m <= t; ++m) {
        const unsigned k = t - m;
        const Sequence now = proven_block(one_three_code(k, m)).block;
        const Sequence next = proven_block(one_three_code(k, m + 1)).block;
        const auto zeros = [](const Sequence& b) { return std::count(b.begin(), b.end(), 0u); };
        ++steps;
        extra_zero += zeros(next) > zeros(now) ? 1 : 0;
      }
    r.computed = {{"steps_checked", steps}, {"steps_with_an_extra_zero", extra_zero}};
    verdict(r, extra_zero == steps,
            "the period of .1^k 3^m ends in exactly k zeros whatever m is, and each added 3 "
            "lengthens it by one value (2k+m+1), as the report's own table shows (.1133 0111200 "
            "-> .11333 01112200): there is never an extra zero. The heap reaching back to value 0 "
            "moves one step later, but the new nonzero value fills that step");
  }

  // The report's program: Floyd's tortoise (window at i) and hare (window at 2i) on windows of
  // t values, tortoise from 1 and hare from 2; "steps" counts the advances until they meet. It
  // then prints one period from the meeting heap.
  void floyd_run(const json& params, ClaimResult& r) {
    const OctalCode code = OctalCode::parse(params.at("code").get<std::string>());
    if (code.splits()) throw error("the report's program handles digits 0, 1 and 3 only");
    const std::size_t t = code.length();
    const Sequence g = grundy_values(code, 1 << 16);
    auto same = [&](std::size_t a, std::size_t b) {
      return std::equal(g.begin() + a, g.begin() + a + t, g.begin() + b);
    };
    std::size_t i = 1, steps = 0;
    while (!same(i, 2 * i)) {
      ++i, ++steps;
      if (4 * i + t >= g.size()) throw std::logic_error("no meeting within the prefix");
    }
    std::size_t lambda = 1;
    while (!same(i, i + lambda)) ++lambda;
    json lines = json::array();
    Sequence block;
    for (std::size_t h = i; h < i + lambda; ++h) lines.push_back({h, g[h]}), block.push_back(g[h]);
    const ProvenBlock proven = proven_block(code);
    r.computed = {{"lines", lines},
                  {"steps", steps},
                  {"period", block_text(block)},
                  {"proven", block_json(proven)}};
    verdict(r,
            lines == r.published.at("lines") && r.published.at("steps") == steps &&
                r.published.at("period") == block_text(block) && block == proven.block,
            "nimlab's emulation of the program prints something else");
  }

  void one_three_periodic(const json& params, ClaimResult& r) {
    const unsigned max = digits_param(params);
    std::size_t codes = 0, longest = 0;
    bool ok = true;
    for (unsigned t = 1; t <= max; ++t)
      for (unsigned m = 1; m <= t; ++m) {
        const ProvenBlock b = proven_block(one_three_code(t - m, m));
        ok = ok && b.proof == "window";
        longest = std::max(longest, b.block.size());
        ++codes;
      }
    r.computed = {{"codes", codes}, {"longest_period", longest}, {"proof", "window"}};
    verdict(r, ok, "some code has no proven period");
  }

  // Without the 4-bit a code has finite memory: at most t options, so values <= t, and a window
  // of t values has at most (t+1)^t states; a repeat is certain.
  void zeros_periodic(const json& params, ClaimResult& r) {
    json computed = json::object();
    bool all = true;
    for (const json& c : params.at("codes")) {
      const OctalCode code = OctalCode::parse(c.get<std::string>());
      if (code.splits()) throw error("zeros-periodic takes codes without the 4-bit");
      const ProvenBlock b = proven_block(code);
      all = all && b.proof == "window";
      computed[code.to_string()] = block_json(b);
    }
    r.computed = computed;
    if (!all) {
      r.status = ClaimStatus::not_checkable;
      r.explanation = "some listed code has no proven period within the budget";
      return;
    }
    // The claim that another theory is needed holds (the zero-free theorem does not apply); only
    // its doubt whether a period exists is unfounded for these codes.
    verdict_except(
        r, false,
        "the words 'if one exists at all': a period always exists for codes whose digits are "
        "0-3, zeros or not: a heap has at most t options, so every value is at most t, the "
        "next value depends on the last t values (from heap t+1 on), and among the at most "
        "(t+1)^t windows one must repeat. nimlab finds and proves the period of every code "
        "listed, each by a repeated window rather than by the zero-free theorem");
  }

  void open_problem(const json&, ClaimResult& r) {
    r.status = ClaimStatus::not_checkable;
    r.explanation =
        "an open problem for finite codes that split heaps (Guy's conjecture that every finite "
        "octal game is ultimately periodic; .6 and .007 are unsettled); no finite computation "
        "settles it. Finite codes without the 4-bit are always periodic (row 004-4-zeros)";
  }

  // Nim, the infinite code .333..., has G(n) = n: unbounded, hence not periodic. A truncation to
  // d digits agrees with it on heaps 0..d.
  void infinite_code(const json& params, ClaimResult& r) {
    nim_code(params, r);
    if (r.status != ClaimStatus::reproduced)
      return verdict(r, false, "nimlab's values of .3...3 are not the heap sizes");
    verdict(r, false,
            "for infinite codes the question is settled, negatively: nim (.333..., the report's "
            "own example in 1.1) has G(n) = n for every n, an unbounded and so non-periodic "
            "sequence (computed: G(n) = n for n <= " +
                std::to_string(params.at("digits").get<unsigned>()) + ")");
  }
};

}  // namespace

SourceChecker octal_report_checker() {
  return {"004", "Swedish report on octal games (2012)", [](const ReproduceContext& context) {
            Checker004 checker;
            return check_published_rows(context, kStem,
                                        [&](const json& row) { return checker.check(row); });
          }};
}

}  // namespace nimlab
