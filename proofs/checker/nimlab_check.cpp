// nimlab-check: the independent checker of nimlab certificates (proofs/certificate-format.md).
//
// It links nothing of nimlab (it shares only the constants of nimlab/certificate/limits.hpp): it
// reads the rule from the certificate, recomputes v(0..L-1) with its own generators, and confirms
//   1. version 1: the listed values are the values recomputed by brute force (every move of every
//      heap, every split of a heap);
//      version 2: the values recomputed by its own sparse-space loop with the stated mask
//      (exact for every mask, proofs/sparse-certificate.md) have exactly the listed rare
//      positions, rare values and largest value;
//   2. the stated proof applies to the rule and L reaches its bound:
//        window (finite memory m from a0): L >= max(mu, a0) + m + p,
//        octal theorem (t digits):         L >= 2*max(mu,1) + 2p + t - 1,
//      and L >= mu + 2p, so that minimality can be judged on the values,
//   3. v(n+p) = v(n) for mu <= n < L-p,
//   4. p is minimal (no proper divisor q of p has v(n+q) = v(n) on [mu, mu+p)) and mu is minimal
//      (v(mu-1+p) != v(mu-1) when mu > 0).
// Version 3 (arithmetic periods of hexadecimal codes and all-but games) lists the values too:
// they are recomputed by brute force (arithmetic_rules.hpp), then the theorem's instance and the
// claim are checked (arithmetic_claim.hpp).
// Time O(L * |S|) for subtraction sets and plain octal codes, O(L^2 * t) for version 1 of
// splitting codes, O(L * (t + s*R + B)) plus searches for version 2 (R rare positions, B above
// the largest value), O(L^2 * B) for version 3 of hexadecimal codes (memory O(L * B)) and
// O(L^2) for all-but games; memory O(L) otherwise. Exit codes (proofs/certificate-format.md,
// "Output and exit codes", shared with nimlab-check-verified): 0 certificate OK, 3 certificate
// fails, 2 unreadable or malformed input or a refused command line, 1 internal failure,
// exhausted memory or a verdict that could not be written to stdout.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arithmetic_claim.hpp"
#include "arithmetic_rules.hpp"
#include "canonical_text.hpp"
#include "nimlab/certificate/limits.hpp"
#include "nimlab/io/human_duration.hpp"
#include "nimlab/io/json_depth.hpp"
#include "nimlab/io/json_envelope.hpp"
#include "nimlab/io/nearest_name.hpp"
#include "sparse_grundy.hpp"

namespace {

using json = nlohmann::json;
using u64 = std::uint64_t;

// Limits that keep a hostile file from making the checker hang or exhaust memory; the producer
// obeys the same table.
namespace lim = nimlab::certificate_limits;

struct Malformed {
  std::string why;
};

// What goes to stderr besides errors (the options every nimlab command shares): progress lines
// name the stage being checked, timings are printed with --verbose.
struct Report {
  bool quiet = false, json = false, progress = false, verbose = false;
  bool show_progress() const { return progress || (!quiet && isatty(STDERR_FILENO)); }
  void stage(const std::string& line) const {
    if (show_progress()) std::cerr << "nimlab-check: " << line << std::endl;
  }
  void timing(const std::string& what, std::chrono::steady_clock::time_point since) const {
    if (!verbose) return;
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - since;
    std::cerr << "nimlab-check: " << what << " took " << nimlab::human_duration(took.count())
              << '\n';
  }
};
struct Fails {
  std::string why;
};

// With --progress (or on a terminal), a line at each tenth of a recomputation, so that a check of
// minutes shows how far it is: "nimlab-check: 40% of 1000000 values".
struct Percent {
  const Report& report;
  u64 total = 0;
  u64 next_tenth = 1;
  void at(u64 done) {
    for (; next_tenth <= 10 && done * 10 >= next_tenth * total; ++next_tenth)
      report.stage(std::to_string(10 * next_tenth) + "% of " + std::to_string(total) + " values");
  }
};

// ---- the rule and how to play it ---------------------------------------------------------

struct Game {
  bool octal = false;
  std::vector<u64> subtract;     // sorted, distinct, positive
  std::vector<unsigned> digits;  // digits[0] = d0; digits[k] for k = 1..t
  std::string grundy_or_outcome;
  bool misere = false;
  bool draw = false;
  std::string name;

  std::size_t t() const { return digits.size() - 1; }
  bool splits() const {
    return std::any_of(digits.begin(), digits.end(), [](unsigned d) { return (d & 4) != 0; });
  }
};

std::vector<unsigned> parse_octal(const std::string& text) {
  const std::size_t dot = text.find('.');
  if (dot == std::string::npos) throw Malformed{"octal code '" + text + "' has no point"};
  const std::string head = text.substr(0, dot);
  std::vector<unsigned> digits;
  if (head.empty() || head == "0")
    digits.push_back(0);
  else if (head == "4")
    digits.push_back(4);
  else
    throw Malformed{"octal code '" + text + "': the digit before the point must be 0 or 4"};
  for (char c : text.substr(dot + 1)) {
    if (c < '0' || c > '7') throw Malformed{"octal code '" + text + "' has a non-octal digit"};
    digits.push_back(static_cast<unsigned>(c - '0'));
  }
  while (digits.size() > 1 && digits.back() == 0) digits.pop_back();
  // "4." alone splits a heap into two without removing anything: a game, with t = 0.
  if (digits.size() == 1 && digits[0] == 0)
    throw Malformed{"octal code '" + text + "' allows no move"};
  if (digits.size() - 1 > lim::max_octal_digits)
    throw Malformed{"octal code '" + text + "' is too long"};
  return digits;
}

const json& need(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key))
    throw Malformed{std::string("missing field \"") + key + "\""};
  return j[key];
}

u64 need_count(const json& j, const char* key) {
  const json& v = need(j, key);
  if (!v.is_number_unsigned())
    throw Malformed{std::string("\"") + key + "\" must be a non-negative integer"};
  return v.get<u64>();
}

std::string need_text(const json& j, const char* key) {
  const json& v = need(j, key);
  if (!v.is_string()) throw Malformed{std::string("\"") + key + "\" must be a string"};
  return v.get<std::string>();
}

// A set of integers 1..max_set_element (a subtraction set, an all-but exclusion set), sorted;
// `key` names the field, `elements` and `set` its elements and the set in the messages.
std::vector<u64> read_set(const json& s, const std::string& key, const std::string& elements,
                          const std::string& set) {
  if (!s.is_array() || s.empty()) throw Malformed{key + " must be a non-empty array"};
  std::vector<u64> out;
  for (const json& e : s) {
    if (!e.is_number_unsigned() || e.get<u64>() == 0 || e.get<u64>() > lim::max_set_element)
      throw Malformed{elements + " must be integers from 1 to " +
                      std::to_string(lim::max_set_element)};
    out.push_back(e.get<u64>());
  }
  std::sort(out.begin(), out.end());
  if (std::adjacent_find(out.begin(), out.end()) != out.end())
    throw Malformed{"the " + set + " has a repeated element"};
  return out;
}

Game read_game(const json& cert) {
  Game g;
  const json& rule = need(cert, "rule");
  if (!rule.is_object() || rule.size() != 1)
    throw Malformed{"\"rule\" must be {\"subtract\": [...]} or {\"octal\": \"...\"}"};
  if (rule.contains("octal")) {
    g.octal = true;
    g.name = need_text(rule, "octal");
    g.digits = parse_octal(g.name);
    g.name = "octal " + g.name;
  } else {
    const json& s = need(rule, "subtract");
    g.subtract = read_set(s, "\"subtract\"", "subtraction set elements", "subtraction set");
    g.name = "subtract " + s.dump();
  }
  g.grundy_or_outcome = need_text(cert, "kind");
  if (g.grundy_or_outcome != "grundy" && g.grundy_or_outcome != "outcome")
    throw Malformed{"\"kind\" must be \"grundy\" or \"outcome\""};
  const json& conv = need(cert, "convention");
  const std::string play = need_text(conv, "play"), stuck = need_text(conv, "stuck");
  if (play != "normal" && play != "misere") throw Malformed{"play must be normal or misere"};
  if (stuck != "standard" && stuck != "draw") throw Malformed{"stuck must be standard or draw"};
  g.misere = play == "misere";
  g.draw = stuck == "draw";
  const bool plain = !g.misere && !g.draw;
  if (g.grundy_or_outcome == "grundy" && !plain)
    throw Malformed{"Grundy values exist only for normal play with the standard stuck rule"};
  if (g.octal && g.splits() && !plain)
    throw Malformed{"a splitting octal code is checked only under normal play, standard rule"};
  return g;
}

// ---- naive values ------------------------------------------------------------------------

// A move from a single heap leaves `heaps` heaps (0, 1 or 2) of sizes a and b.
struct Move {
  int heaps = 0;
  u64 a = 0, b = 0;
};

// Every move from heap n, straight from the rule.
std::vector<Move> moves_from(const Game& g, u64 n) {
  std::vector<Move> moves;
  if (!g.octal) {
    for (u64 s : g.subtract)
      if (s <= n) moves.push_back(n == s ? Move{} : Move{1, n - s});
    return moves;
  }
  for (u64 k = 0; k <= g.t() && k <= n; ++k) {
    const unsigned d = g.digits[k];
    const u64 rest = n - k;
    if ((d & 1) && rest == 0 && k > 0) moves.push_back(Move{});
    if ((d & 2) && rest >= 1 && k > 0) moves.push_back(Move{1, rest});
    if (d & 4)
      for (u64 a = 1; a + a <= rest; ++a) moves.push_back(Move{2, a, rest - a});
  }
  return moves;
}

u64 mex(std::vector<u64> options) {
  std::sort(options.begin(), options.end());
  u64 m = 0;
  for (u64 o : options) {
    if (o == m) ++m;
    if (o > m) break;
  }
  return m;
}

std::vector<u64> grundy(const Game& g, u64 count, Percent* percent = nullptr) {
  std::vector<u64> v(count);
  for (u64 n = 0; n < count; ++n) {
    std::vector<u64> options;
    for (const Move& m : moves_from(g, n))
      options.push_back(m.heaps == 0 ? 0 : (m.heaps == 1 ? v[m.a] : v[m.a] ^ v[m.b]));
    v[n] = mex(std::move(options));
    if (percent) percent->at(n + 1);
  }
  return v;
}

constexpr u64 P = 0, N = 1, D = 2;  // outcome codes; letters P, N, D in the file

std::vector<u64> outcomes(const Game& g, u64 count, Percent* percent = nullptr) {
  if (g.octal && g.splits()) {
    // Normal play only (read_game): the mover loses exactly when the Grundy value is 0.
    std::vector<u64> v = grundy(g, count, percent);
    for (u64& x : v) x = x == 0 ? P : N;
    return v;
  }
  std::vector<u64> v(count);
  for (u64 n = 0; n < count; ++n) {
    const auto moves = moves_from(g, n);
    if (moves.empty()) {
      // No move: with tokens left the draw rule may apply; otherwise the last mover has moved.
      v[n] = (n > 0 && g.draw) ? D : (g.misere ? N : P);
      continue;
    }
    bool to_p = false, to_d = false;
    for (const Move& m : moves) {
      // Leaving nothing reaches the empty position: the last mover has moved.
      const u64 o = m.heaps == 0 ? (g.misere ? N : P) : v[m.a];
      to_p = to_p || o == P;
      to_d = to_d || o == D;
    }
    v[n] = to_p ? N : (to_d ? D : P);
    if (percent) percent->at(n + 1);
  }
  return v;
}

std::string show(const Game& g, u64 x) {
  if (g.grundy_or_outcome == "grundy") return std::to_string(x);
  return std::string(1, "PND"[x]);
}

// ---- the claim ---------------------------------------------------------------------------

// Version 2: what replaces the listed values (proofs/certificate-format.md).
struct Sparse {
  std::uint32_t mask = 0;
  bool position_parity = false;
  std::vector<u64> rare_positions, rare_values;
  u64 largest_heap = 0, largest = 0;
};

struct Claim {
  Game game;
  u64 version = 1;
  u64 mu = 0, p = 0, length = 0;
  std::string proof;
  std::vector<u64> listed;                   // versions 1 and 3
  Sparse sparse;                             // version 2
  nimlab_check::ArithmeticClaim arithmetic;  // version 3: the rule, saltus and instance
};

std::vector<u64> need_counts(const json& j, const char* key, u64 limit) {
  const json& a = need(j, key);
  if (!a.is_array()) throw Malformed{std::string("\"") + key + "\" must be an array"};
  if (a.size() > limit)
    throw Malformed{std::string("\"") + key + "\" has more than this checker's limit of " +
                    std::to_string(limit) + " entries"};
  std::vector<u64> out;
  for (const json& e : a) {
    if (!e.is_number_unsigned())
      throw Malformed{std::string("\"") + key + "\" must hold non-negative integers"};
    out.push_back(e.get<u64>());
  }
  return out;
}

Sparse read_sparse(const json& cert) {
  const json& j = need(cert, "sparse");
  Sparse s;
  const u64 mask = need_count(j, "mask");
  if (mask > 0xffffffffu) throw Malformed{"\"mask\" must fit in 32 bits"};
  s.mask = static_cast<std::uint32_t>(mask);
  const json& parity = need(j, "position_parity");
  if (!parity.is_boolean()) throw Malformed{"\"position_parity\" must be true or false"};
  s.position_parity = parity.get<bool>();
  s.rare_positions = need_counts(j, "rare_positions", lim::max_rare_positions);
  s.rare_values = need_counts(j, "rare_values", lim::max_rare_positions);
  if (s.rare_values.size() != s.rare_positions.size())
    throw Malformed{"one rare value per rare position"};
  const json& largest = need(j, "largest");
  s.largest_heap = need_count(largest, "heap");
  s.largest = need_count(largest, "value");
  return s;
}

// Version 3: a hexadecimal code with a three-heap split; digits as parse_octal gives them.
std::vector<unsigned> parse_hex(const std::string& text) {
  const std::string hex = "0123456789abcdef";
  const std::size_t dot = text.find('.');
  if (dot == std::string::npos) throw Malformed{"hexadecimal code '" + text + "' has no point"};
  const std::string head = text.substr(0, dot);
  std::vector<unsigned> digits;
  if (head.empty() || head == "0" || head == "4" || head == "8" || head == "c")
    digits.push_back(head.empty() ? 0 : static_cast<unsigned>(hex.find(head[0])));
  else
    throw Malformed{"hexadecimal code '" + text +
                    "': the digit before the point must be 0, 4, 8 or c"};
  for (char ch : text.substr(dot + 1)) {
    const std::size_t d = hex.find(ch);
    if (d == std::string::npos)
      throw Malformed{"hexadecimal code '" + text + "' has a digit other than 0-9 and a-f"};
    digits.push_back(static_cast<unsigned>(d));
  }
  while (digits.size() > 1 && digits.back() == 0) digits.pop_back();
  if (digits.size() - 1 > lim::max_octal_digits)
    throw Malformed{"hexadecimal code '" + text + "' is too long"};
  // The theorem's levels need a three-heap split (proofs/hex-arithmetic.md).
  if (std::none_of(digits.begin(), digits.end(), [](unsigned d) { return (d & 8) != 0; }))
    throw Malformed{"hexadecimal code '" + text + "' has no three-heap split (a digit with bit 8)"};
  return digits;
}

// The moves of heap n of a hexadecimal code, every split in every order (the count the limit
// max_hex_moves bounds): one per removal, r - 1 two-heap and (r - 1)(r - 2) / 2 three-heap splits
// of the r = n - k tokens left.
u64 hex_moves(const std::vector<unsigned>& digits, u64 n) {
  u64 count = 0;
  for (u64 k = 0; k < digits.size() && k <= n; ++k) {
    const unsigned d = digits[k];
    const u64 r = n - k;
    if (k >= 1 && r == 0 && (d & 1)) ++count;
    if (k >= 1 && r >= 1 && (d & 2)) ++count;
    if (r >= 1 && (d & 4)) count += r - 1;
    if (r >= 2 && (d & 8)) count += (r - 1) * (r - 2) / 2;
  }
  return count;
}

// Version 3: the rule, the claim with its saltus, the theorem's instance and the listed values.
void read_arithmetic_claim(const json& cert, Claim& c) {
  nimlab_check::ArithmeticClaim& a = c.arithmetic;
  const json& rule = need(cert, "rule");
  if (!rule.is_object() || rule.size() != 1 || !(rule.contains("hex") || rule.contains("all_but")))
    throw Malformed{"version 3 needs \"rule\" {\"hex\": \"...\"} or {\"all_but\": [...]}"};
  if (rule.contains("hex")) {
    a.hex = true;
    const std::string code = need_text(rule, "hex");
    a.digits = parse_hex(code);
    c.game.name = "hex " + code;
  } else {
    const json& x = rule.at("all_but");
    a.excluded = read_set(x, "\"all_but\"", "\"all_but\" elements", "\"all_but\" set");
    c.game.name = "all-but " + x.dump();
  }
  c.game.grundy_or_outcome = need_text(cert, "kind");
  if (c.game.grundy_or_outcome != "grundy")
    throw Malformed{"\"kind\" must be \"grundy\" in version 3"};
  const json& conv = need(cert, "convention");
  if (need_text(conv, "play") != "normal" || need_text(conv, "stuck") != "standard")
    throw Malformed{"version 3 is for normal play with the standard stuck rule (\"convention\")"};
  c.mu = a.mu = need_count(cert, "preperiod");
  c.p = a.q = need_count(cert, "period");
  if (c.p == 0) throw Malformed{"\"period\" must be at least 1"};
  a.s = need_count(cert, "saltus");
  c.proof = need_text(cert, "proof");
  const std::string proof = a.hex ? "hex-arithmetic-theorem" : "all-but-theorem";
  if (c.proof != proof) throw Malformed{"\"proof\" must be \"" + proof + "\" for " + c.game.name};
  const json& theorem = need(cert, "theorem");
  if (!theorem.is_object()) throw Malformed{"\"theorem\" must be an object"};
  a.theorem = {need_count(theorem, "preperiod"), need_count(theorem, "period"),
               need_count(theorem, "saltus"), need_count(theorem, "start")};
  if (a.theorem.period == 0) throw Malformed{"\"period\" of \"theorem\" must be at least 1"};
  c.length = need_count(cert, "checked_up_to");
  const json& values = need(cert, "values");
  if (!values.is_array() || values.size() != c.length)
    throw Malformed{"\"values\" must hold exactly checked_up_to entries"};
  const u64 limit = a.hex ? lim::max_listed_values_hex : lim::max_listed_values_all_but;
  if (c.length > limit)
    throw Malformed{"checked_up_to " + std::to_string(c.length) + " exceeds this checker's limit " +
                    std::to_string(limit) + " for this rule"};
  if (a.hex && c.length >= 1 && hex_moves(a.digits, c.length - 1) > lim::max_hex_moves)
    throw Malformed{"heap " + std::to_string(c.length - 1) + " has " +
                    std::to_string(hex_moves(a.digits, c.length - 1)) +
                    " moves, beyond the limit " + std::to_string(lim::max_hex_moves) +
                    " of the moves of one heap"};
  for (const json& v : values) {
    if (!v.is_number_unsigned()) throw Malformed{"Grundy values must be non-negative integers"};
    c.listed.push_back(v.get<u64>());
  }
}

Claim read_claim(const json& cert) {
  if (!cert.is_object()) throw Malformed{"a certificate is a JSON object"};
  if (need_text(cert, "format") != "nimlab-certificate")
    throw Malformed{"\"format\" must be \"nimlab-certificate\""};
  Claim c;
  c.version = need_count(cert, "version");
  if (c.version < 1 || c.version > 3) throw Malformed{"only versions 1 to 3 are known"};
  if (c.version == 3) {
    read_arithmetic_claim(cert, c);
    return c;
  }
  c.game = read_game(cert);
  c.mu = need_count(cert, "preperiod");
  c.p = need_count(cert, "period");
  if (c.p == 0) throw Malformed{"\"period\" must be at least 1"};
  c.proof = need_text(cert, "proof");
  if (c.proof != "window" && c.proof != "octal-theorem")
    throw Malformed{"\"proof\" must be \"window\" or \"octal-theorem\""};
  c.length = need_count(cert, "checked_up_to");
  const bool splitting = c.game.octal && c.game.splits();
  if (c.version == 2) {
    if (!splitting || c.game.grundy_or_outcome != "grundy")
      throw Malformed{"version 2 is for the Grundy values of octal codes that split heaps"};
    if (c.length > lim::max_sparse_values)
      throw Malformed{"checked_up_to " + std::to_string(c.length) +
                      " exceeds this checker's limit " + std::to_string(lim::max_sparse_values)};
    c.sparse = read_sparse(cert);
    return c;
  }
  const json& values = need(cert, "values");
  if (!values.is_array() || values.size() != c.length)
    throw Malformed{"\"values\" must hold exactly checked_up_to entries"};
  const u64 limit = splitting ? lim::max_listed_values_split : lim::max_listed_values;
  if (c.length > limit)
    throw Malformed{"checked_up_to " + std::to_string(c.length) + " exceeds this checker's limit " +
                    std::to_string(limit) + " for this rule"};
  for (const json& v : values) {
    if (c.game.grundy_or_outcome == "grundy") {
      if (!v.is_number_unsigned()) throw Malformed{"Grundy values must be non-negative integers"};
      c.listed.push_back(v.get<u64>());
    } else {
      const std::string s = v.is_string() ? v.get<std::string>() : "";
      if (s != "P" && s != "N" && s != "D") throw Malformed{"outcomes must be \"P\", \"N\", \"D\""};
      c.listed.push_back(s == "P" ? P : (s == "N" ? N : D));
    }
  }
  return c;
}

// ---- the check ---------------------------------------------------------------------------

// Throws Fails unless the stated proof applies to the rule and L reaches its bound.
void check_bound(const Claim& c) {
  const Game& g = c.game;
  // Sizes are compared after ruling out mu, p > L, so nothing overflows.
  if (c.mu > c.length || c.p > c.length)
    throw Fails{"preperiod and period exceed the " + std::to_string(c.length) + " values"};
  u64 bound = 0;
  if (c.proof == "window") {
    // Finite memory m from a0: subtraction sets m = max S from 0; plain octal codes m = t from 1
    // (a whole-heap move is open to heaps n <= t only).
    if (g.octal && g.splits())
      throw Fails{"a window proof needs finite memory, but " + g.name + " splits heaps"};
    const u64 m = g.octal ? g.t() : g.subtract.back();
    const u64 a0 = g.octal ? 1 : 0;
    bound = std::max(c.mu, a0) + m + c.p;
  } else {
    if (!g.octal || g.grundy_or_outcome != "grundy")
      throw Fails{"the octal theorem applies only to the Grundy values of an octal code"};
    bound = 2 * std::max<u64>(c.mu, 1) + 2 * c.p + g.t() - 1;
  }
  bound = std::max(bound, c.mu + 2 * c.p);
  if (c.length < bound)
    throw Fails{c.proof + " proof of preperiod " + std::to_string(c.mu) + " and period " +
                std::to_string(c.p) + " needs " + std::to_string(bound) + " values, " +
                std::to_string(c.length) + " given"};
}

// Throws Fails unless v (L recomputed values) repeats with period p from mu and both are minimal.
template <class Values>
void check_period(const Claim& c, const Values& v) {
  for (u64 n = c.mu; n + c.p < c.length; ++n)
    if (v[n + c.p] != v[n])
      throw Fails{"v(" + std::to_string(n + c.p) + ") != v(" + std::to_string(n) + "): period " +
                  std::to_string(c.p) + " fails from " + std::to_string(c.mu)};
  // Beyond mu the values are p-periodic, so a smaller eventual period divides p and already
  // holds on one period from mu.
  for (u64 q = 1; q < c.p; ++q) {
    if (c.p % q != 0) continue;
    bool holds = true;
    for (u64 n = c.mu; n < c.mu + c.p && holds; ++n) holds = v[n + q] == v[n];
    if (holds)
      throw Fails{"period " + std::to_string(q) + " also holds from " + std::to_string(c.mu) +
                  ": the period is not minimal"};
  }
  if (c.mu > 0 && v[c.mu - 1 + c.p] == v[c.mu - 1])
    throw Fails{"v(" + std::to_string(c.mu - 1 + c.p) + ") = v(" + std::to_string(c.mu - 1) +
                "): the preperiod is not minimal"};
}

void check_listed(const Claim& c, const Report& report) {
  const Game& g = c.game;
  report.stage("recomputing " + std::to_string(c.length) + " values by brute force");
  const auto start = std::chrono::steady_clock::now();
  Percent percent{report, c.length};
  const std::vector<u64> v = g.grundy_or_outcome == "grundy" ? grundy(g, c.length, &percent)
                                                             : outcomes(g, c.length, &percent);
  report.timing("recomputing the values", start);
  report.stage("comparing the values, checking the bound, the period and its minimality");
  for (u64 n = 0; n < c.length; ++n)
    if (v[n] != c.listed[n])
      throw Fails{"v(" + std::to_string(n) + ") is " + show(g, c.listed[n]) +
                  " in the certificate but " + show(g, v[n]) + " by recomputation"};
  check_bound(c);
  check_period(c, v);
}

// The mask in hexadecimal, as the published tables (and nimlab's reports) write it.
std::string hex_mask(std::uint32_t mask) {
  char text[16];
  std::snprintf(text, sizeof text, "%x", static_cast<unsigned>(mask));
  return text;
}

void check_sparse(const Claim& c, const Report& report) {
  const Game& g = c.game;
  const Sparse& s = c.sparse;
  check_bound(c);  // first: it is cheap
  bool even = false, odd = false;
  for (u64 k = 0; k <= g.t(); ++k)
    if (g.digits[k] & 4) (k % 2 ? odd : even) = true;
  if (s.position_parity && even && odd)
    throw Fails{"the heap-parity refinement needs splitting digits of one parity; " + g.name +
                " has both"};
  nimlab_check::SparseInput in{
      g.digits, s.mask, s.position_parity, c.length, s.rare_positions.size(), {}};
  Percent percent{report, c.length};
  if (report.show_progress()) in.progress = [&](u64 done) { percent.at(done); };
  report.stage("recomputing " + std::to_string(c.length) + " values by the sparse loop (mask " +
               hex_mask(s.mask) + ")");
  const auto start = std::chrono::steady_clock::now();
  const nimlab_check::SparseOutput out =
      nimlab_check::sparse_grundy(in, odd ? 1u : 0u, lim::max_check_work);
  if (out.failure.empty()) percent.at(c.length);
  report.timing("recomputing the values", start);
  report.stage("comparing the rare positions, checking the period and its minimality");
  if (!out.failure.empty()) throw Fails{out.failure};
  const std::vector<std::uint16_t>& v = out.values;
  for (std::size_t i = 0; i < s.rare_positions.size(); ++i) {
    if (i >= out.rare_positions.size() || out.rare_positions[i] != s.rare_positions[i])
      throw Fails{"rare position number " + std::to_string(i + 1) + " is " +
                  std::to_string(s.rare_positions[i]) + " in the certificate but " +
                  (i < out.rare_positions.size() ? std::to_string(out.rare_positions[i])
                                                 : std::string("absent")) +
                  " by recomputation under mask " + hex_mask(s.mask)};
    if (v[s.rare_positions[i]] != s.rare_values[i])
      throw Fails{"v(" + std::to_string(s.rare_positions[i]) + ") is " +
                  std::to_string(s.rare_values[i]) + " in the certificate but " +
                  std::to_string(v[s.rare_positions[i]]) + " by recomputation"};
  }
  u64 largest = 0, largest_heap = 0;
  for (u64 n = 0; n < c.length; ++n)
    if (v[n] > largest) {
      largest = v[n];
      largest_heap = n;
    }
  if (largest != s.largest || largest_heap != s.largest_heap)
    throw Fails{"the largest value is " + std::to_string(s.largest) + " first at heap " +
                std::to_string(s.largest_heap) + " in the certificate but " +
                std::to_string(largest) + " first at heap " + std::to_string(largest_heap) +
                " by recomputation"};
  check_period(c, v);
}

// Version 3: the values by brute force, then the theorem's instance and the claim.
void check_arithmetic(const Claim& c, const Report& report) {
  const nimlab_check::ArithmeticClaim& a = c.arithmetic;
  report.stage("recomputing " + std::to_string(c.length) + " values by brute force");
  const auto start = std::chrono::steady_clock::now();
  const std::vector<u64> v = a.hex ? nimlab_check::hex_grundy(a.digits, c.length)
                                   : nimlab_check::all_but_grundy(a.excluded, c.length);
  report.timing("recomputing the values", start);
  report.stage("comparing the values, checking the theorem's instance and the arithmetic period");
  for (u64 n = 0; n < c.length; ++n)
    if (v[n] != c.listed[n])
      throw Fails{"v(" + std::to_string(n) + ") is " + std::to_string(c.listed[n]) +
                  " in the certificate but " + std::to_string(v[n]) + " by recomputation"};
  const std::string failure = nimlab_check::arithmetic_failure(a, v);
  if (!failure.empty()) throw Fails{failure};
}

// Throws Fails with the first reason the claim does not stand.
void check(const Claim& c, const Report& report) {
  if (c.version == 3)
    check_arithmetic(c, report);
  else if (c.version == 2)
    check_sparse(c, report);
  else
    check_listed(c, report);
}

// The certificate's text as JSON, its nesting bounded before the parser builds anything (a value
// nested 100000 deep would overflow the stack when the verdict prints it).
json parse_certificate_text(const std::string& text) {
  if (nimlab::json_nests_deeper_than(text, lim::max_certificate_depth))
    throw Malformed{"arrays or objects nest more than " +
                    std::to_string(lim::max_certificate_depth) + " deep"};
  const json cert = json::parse(text, nullptr, false);
  if (cert.is_discarded()) throw Malformed{"not valid JSON"};
  return cert;
}

// The verdict as one JSON object (--json), with the claim in the certificate's own spelling.
json verdict_json(const std::string& path, const json& cert, const Claim& c,
                  const std::string& failure) {
  json j{{"certificate", path},
         {"verdict", failure.empty() ? "ok" : "fails"},
         {"version", c.version},
         {"rule", cert.at("rule")},
         {"kind", c.game.grundy_or_outcome},
         {"convention", cert.at("convention")},
         {"preperiod", c.mu},
         {"period", c.p},
         {"proof", c.proof},
         {"checked_up_to", c.length}};
  if (!failure.empty()) j["reason"] = failure;
  if (c.version == 3) j["saltus"] = c.arithmetic.s;
  return nimlab::with_envelope(std::move(j), NIMLAB_VERSION, "nimlab-check", "check");
}

const char* const usage =
    "usage: nimlab-check [--json] [--quiet | --progress | --verbose] CERTIFICATE.json\n"
    "\n"
    "Checks a nimlab periodicity certificate independently of nimlab: recomputes the values\n"
    "from the rule (by brute force, or for version 2 by its own sparse-space loop with the\n"
    "stated mask), compares them with the listed ones (version 2: the rare positions, their\n"
    "values and the largest value), and checks the claimed\n"
    "preperiod and period, the bound of the stated proof (window or octal theorem), and the\n"
    "minimality of both. Version 3 (hexadecimal codes, all-but games) claims an arithmetic\n"
    "period with a saltus: the checker verifies the stated instance of the hexadecimal or\n"
    "all-but theorem on the values, then the claim and its minimality.\n"
    "Format: proofs/certificate-format.md.\n"
    "\n"
    "  --json      print the verdict as one JSON object on stdout (schema:\n"
    "              data/schema/check.schema.json), also when the certificate fails\n"
    "  --quiet     print nothing on success (without --json) and nothing on stderr but errors\n"
    "  --progress  print the stage being checked, and each tenth of the values recomputed,\n"
    "              on stderr (default: only when stderr is a terminal)\n"
    "  --verbose   print timings on stderr\n"
    "  --help      show this help\n"
    "\n"
    "Exit codes: 0 certificate OK, 3 certificate fails (reason on stdout),\n"
    "2 unreadable or malformed input or a refused command line (reason on stderr),\n"
    "1 internal failure, out of memory, or a verdict that could not be written.\n";

}  // namespace

int main(int argc, char** argv) {
  Report report;
  std::string path;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      if (!(std::cout << usage).flush()) {
        std::cerr << "nimlab-check: cannot write the verdict to stdout\n";
        return 1;
      }
      return 0;
    }
    if (arg == "--quiet") {
      report.quiet = true;
    } else if (arg == "--json") {
      report.json = true;
    } else if (arg == "--progress") {
      report.progress = true;
    } else if (arg == "--verbose") {
      report.verbose = true;
    } else if (!arg.empty() && arg[0] == '-') {
      const std::string near =
          arg.rfind("--", 0) == 0
              ? nimlab::io::nearest_name(arg.substr(2),
                                         {"json", "quiet", "progress", "verbose", "help"})
              : std::string{};
      std::cerr << "nimlab-check: unknown option '" << arg << "'"
                << (near.empty() ? "" : "; did you mean --" + near + "?")
                << " (see nimlab-check --help)\n";
      return 2;
    } else if (path.empty()) {
      path = arg;
    } else {
      std::cerr << "nimlab-check: one certificate at a time (see nimlab-check --help)\n";
      return 2;
    }
  }
  if (path.empty()) {
    std::cerr << "nimlab-check: no certificate given (see nimlab-check --help)\n";
    return 2;
  }
  if (report.quiet && (report.progress || report.verbose)) {
    std::cerr << "nimlab-check: --quiet excludes --progress and --verbose (see nimlab-check "
                 "--help)\n";
    return 2;
  }
  try {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
      const bool exists = std::filesystem::exists(path, ec);
      std::cerr << "nimlab-check: cannot read " << path
                << (exists ? " (not a regular file)\n" : " (no such file)\n");
      return 2;
    }
    // Size and depth are bounded before anything is read or built.
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec || size > lim::max_certificate_bytes) {
      std::cerr << "nimlab-check: cannot read " << path << " (larger than the limit of "
                << lim::max_certificate_bytes << " bytes)\n";
      return 2;
    }
    // The stated size and no more: the buffer is allocated whole first (std::bad_alloc when
    // memory runs out, rather than a stream that stops early and keeps a prefix).
    std::ifstream in(path, std::ios::binary);
    std::string text(static_cast<std::size_t>(size), '\0');
    if (!in || !in.read(text.data(), static_cast<std::streamsize>(text.size()))) {
      std::cerr << "nimlab-check: cannot read " << path << "\n";
      return 2;
    }
    // Only the canonical text is read, so that every JSON reader sees the same certificate (its
    // grammar also bounds the nesting, which the parse checks again before it recurses).
    const std::string refusal = nimlab_check::canonical_text_error(text);
    if (!refusal.empty()) throw Malformed{"not the canonical certificate text " + refusal};
    const json cert = parse_certificate_text(text);
    const Claim claim = read_claim(cert);
    const auto start = std::chrono::steady_clock::now();
    std::string failure;
    try {
      check(claim, report);
    } catch (const Fails& e) {
      if (!report.json) throw;
      failure = e.why;
    }
    report.timing("the check", start);
    if (report.json)
      // A file name need not be UTF-8; JSON text must be: invalid bytes become U+FFFD.
      std::cout << verdict_json(path, cert, claim, failure)
                       .dump(-1, ' ', false, json::error_handler_t::replace)
                << '\n';
    else if (!report.quiet)
      // The convention too: a misere outcome claim is not the normal-play one.
      std::cout << "certificate OK: " << claim.game.name << " " << claim.game.grundy_or_outcome
                << ", " << (claim.game.misere ? "misere" : "normal") << "/"
                << (claim.game.draw ? "draw" : "standard") << ", preperiod " << claim.mu
                << ", period " << claim.p
                << (claim.version == 3 ? ", saltus " + std::to_string(claim.arithmetic.s) : "")
                << " (" << claim.proof << " proof, " << claim.length << " values)\n";
    // A verdict that did not reach stdout (a full disk) is not delivered.
    if (!std::cout.flush()) {
      std::cerr << "nimlab-check: cannot write the verdict to stdout\n";
      return 1;
    }
    return failure.empty() ? 0 : 3;
  } catch (const Malformed& e) {
    std::cerr << "nimlab-check: malformed certificate " << path << ": " << e.why << "\n";
    return 2;
  } catch (const Fails& e) {
    std::cout << "certificate FAILS: " << e.why << "\n";
    if (!std::cout.flush()) {
      std::cerr << "nimlab-check: cannot write the verdict to stdout\n";
      return 1;
    }
    return 3;
  } catch (const std::bad_alloc&) {
    std::cerr << "nimlab-check: out of memory\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "nimlab-check: internal error: " << e.what() << "\n";
    return 1;
  }
}
