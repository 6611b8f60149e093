// exp_octal13: the Grundy periods of the ".1-3" octal games and of their neighbours.
//
// Three scans, every period found by all applicable finders of the registry (naive, floyd, brent,
// suffix) and proven by a repeated window (no code here splits heaps, so every rule has finite
// memory t and every period is proven):
//   family  - the codes .1^k 3^m (k >= 0 ones, then m >= 1 threes) with k + m <= D, each checked
//             against the closed form of proofs/sats-ii.md (purely periodic, period 2k + m + 1,
//             block 0, k+1 ones, k+1 twos, ..., k zeros) and the Sats II step to (k, m + 1);
//             and the codes .1^k 3^m 1^j with k + m + j <= D (family conjectures);
//   ones-threes - every code over the digits {1, 3} with at most A digits (2^(A+1) - 2 codes), in
//             any arrangement, e.g. .13133;
//   any-digits - every code over {0, 1, 2, 3} with at most B digits (last digit non-zero).
// Per scan it records, per code, the preperiod, period, largest value and proof, and per length
// the number of purely periodic codes and the longest period and preperiod with their codes; it
// also tests the conjectures stated in paper/nimlab.md on every code (see `conjectures` below).
// Output (written atomically, each with provenance): DIR/family.csv, DIR/ones-threes.csv,
// DIR/ones-threes-lengths.csv, DIR/any-digits.csv, DIR/any-digits-lengths.csv,
// DIR/octal13.json (provenance, summaries, conjecture checks, run times) and DIR/summary.csv
// (the scalar results as key,value lines, for scripts/paper_tables.sh).
// Exit codes: 0 ok, 1 internal failure, 2 bad usage, 3 finders disagree or a finder found no
// proven period within its budget. The closed form failing is reported, not an exit code 3:
// it is a finding (a proof in proofs/sats-ii.md would then be wrong).
// Run time: dominated by the scans, O(sum over codes of finder steps); about 15 s for the
// defaults (D = 24, A = 18, B = 9) on one core. Memory: O(largest prefix).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <exception>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/sources/one_three_games.hpp"
#include "nimlab/values/sequence.hpp"
#include "provenance.hpp"
#include "statement_tally.hpp"

namespace {

using nimlab::OctalCode;
using nimlab::PeriodResult;
using nimlab::Sequence;
using nimlab::Value;
using Clock = std::chrono::steady_clock;

constexpr int exit_ok = 0;
constexpr int exit_internal = 1;
constexpr int exit_usage = 2;
constexpr int exit_disagree = 3;

// The per-code files list codes of at most this many digits (the scans may go further; their
// per-length summaries and conjecture checks cover every code scanned).
constexpr unsigned list_digits_13 = 14;
constexpr unsigned list_digits_0123 = 7;

struct Options {
  unsigned family_digits = 24;       // D
  unsigned ones_threes_digits = 18;  // A
  unsigned any_digits = 9;           // B
  std::string out = "data/octal13";
  std::size_t budget = std::size_t{1} << 22;
  bool quiet = false;
};

constexpr const char* usage_text =
    "usage: exp_octal13 [--max-digits D] [--ones-threes-digits A] [--any-digits B] [--out DIR]\n"
    "                   [--budget N] [--quiet] [--help]\n"
    "\n"
    "Grundy periods of the .1-3 octal games. Every period is found by all applicable finders of\n"
    "the registry (naive, floyd, brent, suffix), which must agree, and proven by a repeated\n"
    "window.\n"
    "  --max-digits D          the codes .1^k 3^m with k + m <= D, checked against the closed\n"
    "                          form of proofs/sats-ii.md, and .1^k 3^m 1^j with k + m + j <= D\n"
    "                          (default 24)\n"
    "  --ones-threes-digits A  every code over {1, 3} with at most A digits (default 18; the\n"
    "                          per-code file lists those of at most 14 digits)\n"
    "  --any-digits B          every code over {0, 1, 2, 3} with at most B digits (default 9;\n"
    "                          the per-code file lists those of at most 7 digits)\n"
    "  --out DIR               output directory, created if missing (default data/octal13)\n"
    "  --budget N              largest prefix or number of steps per finder (default 4194304)\n"
    "  --quiet                 no progress on stderr\n"
    "Exit status: 0 ok, 2 bad usage, 3 finders disagree or no proven period within the budget.\n";

// ---- provenance -------------------------------------------------------------------------------

using nimlab::experiments::Provenance;

// ---- one code ---------------------------------------------------------------------------------

struct CodeResult {
  std::string code;
  std::size_t digits = 0;
  std::size_t preperiod = 0;
  std::size_t period = 0;
  Value max_value = 0;
  std::string proof;
  Sequence block;  // one period from the preperiod
  Sequence start;  // G(0..preperiod-1)
  // The tail game: S = the places k whose digit has the 2-bit. For n > t the Grundy recurrence
  // of the code is that of the subtraction game S (no whole-heap move is left), so the tail is a
  // cycle of that recurrence, not necessarily the one the subtraction game itself reaches.
  std::string tail_set;         // S as "1,4,5", or "" when S is empty (tail all zeros)
  std::size_t tail_period = 0;  // Grundy period of the subtraction game S (1 when S is empty)
  bool same_cycle = false;      // the code's block is a rotation of the subtraction game's block
};

struct Disagreement : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The Grundy period and block of the subtraction game S, by the same cross-checked finders.
struct TailGame {
  std::size_t period = 1;
  Sequence block{0};
};

bool is_rotation(const Sequence& a, const Sequence& b) {
  if (a.size() != b.size()) return false;
  Sequence bb(b);
  bb.insert(bb.end(), b.begin(), b.end());
  return std::search(bb.begin(), bb.end(), a.begin(), a.end()) != bb.end();
}

// The unanimous proven period of every applicable finder, or a Disagreement naming `what`.
PeriodResult proven(const nimlab::SequenceSpec& spec, const nimlab::CrossCheckOptions& budget,
                    const std::string& what) {
  const nimlab::CrossCheckedPeriod checked = nimlab::cross_checked_period(spec, budget);
  if (const std::string dissent = checked.dissent(); !dissent.empty())
    throw Disagreement(what + ": " + dissent);
  return *checked.best;
}

void compare_tail(CodeResult& c, const OctalCode& code, const nimlab::CrossCheckOptions& budget,
                  std::map<std::string, TailGame>& cache) {
  // The tail game: the reductions alone, as a subtraction set.
  const nimlab::Game game(code);
  const std::vector<std::size_t>& reductions = game.moves().reductions;
  const std::vector<std::int64_t> s(reductions.begin(), reductions.end());
  TailGame tail;
  if (!s.empty()) {
    const nimlab::SubtractionSet set(s);
    c.tail_set = set.to_string();
    auto it = cache.find(c.tail_set);
    if (it == cache.end()) {
      const nimlab::SequenceSpec spec(set, nimlab::Kind::grundy);
      const PeriodResult first = proven(spec, budget, "subtraction game " + c.tail_set);
      const Sequence v = nimlab::compute_values(spec, first.preperiod + first.period);
      tail.period = first.period;
      tail.block.assign(v.begin() + static_cast<std::ptrdiff_t>(first.preperiod), v.end());
      it = cache.emplace(c.tail_set, std::move(tail)).first;
    }
    tail = it->second;
  }
  c.tail_period = tail.period;
  c.same_cycle = is_rotation(c.block, tail.block);
}

// Runs every applicable finder; all must find the same proven (preperiod, period).
CodeResult analyse(const std::string& text, const nimlab::CrossCheckOptions& budget,
                   std::map<std::string, TailGame>& tails) {
  const OctalCode code = OctalCode::parse(text);
  const nimlab::SequenceSpec spec(code, nimlab::Kind::grundy);
  const PeriodResult first = proven(spec, budget, text);
  CodeResult c;
  c.code = code.to_string();
  c.digits = code.length();
  c.preperiod = first.preperiod;
  c.period = first.period;
  c.proof = nimlab::proof_name(first.proof);
  const Sequence v = nimlab::compute_values(spec, c.preperiod + c.period);
  c.start.assign(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(c.preperiod));
  c.block.assign(v.begin() + static_cast<std::ptrdiff_t>(c.preperiod), v.end());
  c.max_value = *std::max_element(v.begin(), v.end());
  compare_tail(c, code, budget, tails);
  return c;
}

std::string values_text(const Sequence& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i) out += ' ';
    out += std::to_string(s[i]);
  }
  return out;
}

// ---- the closed form of proofs/sats-ii.md, written out again from the note ---------------------

Sequence closed_form_block(unsigned k, unsigned m) {
  const unsigned t = k + m, p = 2 * k + m + 1;
  Sequence b(p, 0);
  for (unsigned r = 1; r <= t; ++r) b[r] = (r - 1) / (k + 1) + 1;
  return b;
}

// ---- scans ------------------------------------------------------------------------------------

struct LengthSummary {
  std::size_t digits = 0, codes = 0, purely_periodic = 0;
  std::size_t longest_period = 0, longest_preperiod = 0;
  Value max_value = 0;
  std::vector<std::string> argmax_period, argmax_preperiod, argmax_value;
};

void update(LengthSummary& s, const CodeResult& c) {
  ++s.codes;
  if (c.preperiod == 0) ++s.purely_periodic;
  const auto keep = [&](auto best, auto value, std::vector<std::string>& argmax) {
    if (value > best) argmax.clear();
    if (value >= best) argmax.push_back(c.code);
    return std::max(best, value);
  };
  s.longest_period = keep(s.longest_period, c.period, s.argmax_period);
  s.longest_preperiod = keep(s.longest_preperiod, c.preperiod, s.argmax_preperiod);
  s.max_value = keep(s.max_value, c.max_value, s.argmax_value);
}

std::string join(const std::vector<std::string>& xs, std::size_t limit = 8) {
  std::string out;
  for (std::size_t i = 0; i < xs.size() && i < limit; ++i) {
    if (i) out += ' ';
    out += xs[i];
  }
  if (xs.size() > limit) out += " (+" + std::to_string(xs.size() - limit) + ")";
  return out;
}

nlohmann::json summary_json(const LengthSummary& s) {
  return {{"digits", s.digits},
          {"codes", s.codes},
          {"purely_periodic", s.purely_periodic},
          {"longest_period", s.longest_period},
          {"argmax_period", s.argmax_period},
          {"longest_preperiod", s.longest_preperiod},
          {"argmax_preperiod", s.argmax_preperiod},
          {"max_value", s.max_value},
          {"argmax_value", s.argmax_value}};
}

std::string summary_csv(const std::vector<LengthSummary>& rows) {
  std::ostringstream s;
  s << "digits,codes,purely_periodic,longest_period,argmax_period,longest_preperiod,"
       "argmax_preperiod,max_value,argmax_value\n";
  for (const LengthSummary& r : rows)
    s << r.digits << ',' << r.codes << ',' << r.purely_periodic << ',' << r.longest_period << ','
      << join(r.argmax_period) << ',' << r.longest_preperiod << ',' << join(r.argmax_preperiod)
      << ',' << r.max_value << ',' << join(r.argmax_value) << '\n';
  return s.str();
}

// A conjecture tested on a scan: how many codes it covers and the codes where it fails.
struct Check {
  std::string name, statement;
  std::function<bool(const CodeResult&)> covers;
  std::function<bool(const CodeResult&)> holds;
  nimlab::experiments::StatementTally tally;

  Check(std::string n, std::string s, std::function<bool(const CodeResult&)> c,
        std::function<bool(const CodeResult&)> h)
      : name(std::move(n)), statement(std::move(s)), covers(std::move(c)), holds(std::move(h)) {}

  void test(const CodeResult& c) {
    if (covers(c)) tally.record(c.code, c.digits, holds(c));
  }
  nlohmann::json json() const {
    nlohmann::json j = tally.json();
    j["name"] = name;
    j["statement"] = statement;
    return j;
  }
};

// The digits of a code, d1..dt.
std::string digits_of(const std::string& code) {
  return code.substr(code.find('.') + 1);
}

struct Scan {
  std::vector<CodeResult> codes;
  std::vector<LengthSummary> lengths;
  double seconds = 0;
};

// Every code of 1..max_digits digits over `alphabet` (last digit non-zero), in order of length
// then of digits. Codes of at most list_digits digits are kept for the per-code file.
Scan scan(const std::string& label, const std::string& alphabet, unsigned max_digits,
          unsigned list_digits, const nimlab::CrossCheckOptions& budget, bool quiet,
          std::vector<Check>& checks, std::map<std::string, TailGame>& tails) {
  Scan out;
  const auto t0 = Clock::now();
  const std::size_t base = alphabet.size();
  for (unsigned L = 1; L <= max_digits; ++L) {
    LengthSummary summary;
    summary.digits = L;
    std::size_t total = 1;
    for (unsigned i = 0; i < L; ++i) total *= base;
    for (std::size_t x = 0; x < total; ++x) {
      std::string digits(L, '0');
      std::size_t y = x;
      for (unsigned i = L; i-- > 0;) {
        digits[i] = alphabet[y % base];
        y /= base;
      }
      if (digits.back() == '0') continue;
      CodeResult c = analyse("." + digits, budget, tails);
      update(summary, c);
      for (Check& ch : checks) ch.test(c);
      if (L <= list_digits) out.codes.push_back(std::move(c));
    }
    out.lengths.push_back(summary);
    if (!quiet) {
      const std::chrono::duration<double> dt = Clock::now() - t0;
      std::cerr << "exp_octal13: " << label << ": " << L << " digits, " << summary.codes
                << " codes, longest period " << summary.longest_period << ", longest preperiod "
                << summary.longest_preperiod << " (" << dt.count() << " s)\n";
    }
  }
  out.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return out;
}

// "1,4,5" -> "1 4 5" (a CSV field).
std::string spaced(std::string s) {
  std::replace(s.begin(), s.end(), ',', ' ');
  return s;
}

std::string codes_csv(const std::vector<CodeResult>& codes, bool with_block) {
  std::ostringstream s;
  s << "code,digits,preperiod,period,max_value,proof,tail_set,tail_period,same_cycle"
    << (with_block ? ",block" : "") << '\n';
  for (const CodeResult& c : codes) {
    s << c.code << ',' << c.digits << ',' << c.preperiod << ',' << c.period << ',' << c.max_value
      << ',' << c.proof << ',' << (c.tail_set.empty() ? std::string("-") : spaced(c.tail_set))
      << ',' << c.tail_period << ',' << (c.same_cycle ? "yes" : "no");
    if (with_block) s << ',' << values_text(c.block);
    s << '\n';
  }
  return s.str();
}

// ---- conjectures tested on the scans ------------------------------------------------------------

// A code over {1, 3} read as 1^k 3^m 1^j (k, j >= 0, m >= 1); false if it has another shape.
struct Shape {
  std::size_t k = 0, m = 0, j = 0;
};
bool ones_threes_ones(const std::string& code, Shape& s) {
  const std::string d = digits_of(code);
  if (d.find_first_not_of("13") != std::string::npos) return false;
  s.k = d.find('3');
  if (s.k == std::string::npos) return false;
  const auto end = d.find('1', s.k);
  s.m = (end == std::string::npos ? d.size() : end) - s.k;
  s.j = d.size() - s.k - s.m;
  return d.find('3', s.k + s.m) == std::string::npos;
}

// Conjectures on the families .1^k 3^m 1^j and .3^m 1^k (paper/nimlab.md), tested on every such
// code with at most D digits.
std::vector<Check> family_checks() {
  std::vector<Check> checks;
  checks.push_back({"interval-tail",
                    "for k, j >= 0 and m >= 1 the Grundy period of .1^k 3^m 1^j is 2k + m + 1",
                    [](const CodeResult& c) {
                      Shape s;
                      return ones_threes_ones(c.code, s);
                    },
                    [](const CodeResult& c) {
                      Shape s;
                      ones_threes_ones(c.code, s);
                      return c.period == 2 * s.k + s.m + 1;
                    }});
  checks.push_back(
      {"threes-then-ones",
       "for m, k >= 1, .3^m 1^k has period m + 1, preperiod (m + 1) * ceil(k / (m + 1)) + 1 and "
       "largest value m + 1",
       [](const CodeResult& c) {
         Shape s;
         return ones_threes_ones(c.code, s) && s.k == 0 && s.j >= 1;
       },
       [](const CodeResult& c) {
         Shape s;
         ones_threes_ones(c.code, s);
         const std::size_t m = s.m, k = s.j;
         return c.period == m + 1 && c.preperiod == (m + 1) * ((k + m) / (m + 1)) + 1 &&
                c.max_value == m + 1;
       }});
  return checks;
}

// Statements tested on every code over {1, 3}: one theorem and two guesses the data refutes.
std::vector<Check> ones_threes_checks() {
  std::vector<Check> checks;
  checks.push_back({"last-digit-one",
                    "a code over {1,3} whose last digit is 1 is not purely periodic "
                    "(proofs/octal13-last-digit-one.md)",
                    [](const CodeResult& c) { return c.code.back() == '1'; },
                    [](const CodeResult& c) { return c.preperiod > 0; }});
  checks.push_back({"tail-period",
                    "the Grundy period of the code equals that of the subtraction game S of the "
                    "places of its threes",
                    [](const CodeResult& c) { return !c.tail_set.empty(); },
                    [](const CodeResult& c) { return c.period == c.tail_period; }});
  checks.push_back({"tail-cycle",
                    "the periodic part of the code is a cycle (rotation of the block) of the "
                    "subtraction game S of the places of its threes",
                    [](const CodeResult& c) { return !c.tail_set.empty(); },
                    [](const CodeResult& c) { return c.same_cycle; }});
  return checks;
}

// The interval rule tried on codes over {0,1,2,3}: S (digits with the 2-bit) an interval [a, b].
bool interval(const std::string& set, std::size_t& a, std::size_t& b) {
  if (set.empty()) return false;
  std::istringstream in(spaced(set));
  std::size_t x = 0, prev = 0;
  bool first = true;
  while (in >> x) {
    if (first) a = x;
    if (!first && x != prev + 1) return false;
    prev = x;
    first = false;
  }
  b = prev;
  return true;
}

std::vector<Check> any_digit_checks() {
  std::vector<Check> checks;
  checks.push_back({"interval-tail-any",
                    "a code over {0,1,2,3} whose digits with the 2-bit occupy an interval "
                    "[a, b] of places has Grundy period a + b",
                    [](const CodeResult& c) {
                      std::size_t a = 0, b = 0;
                      return interval(c.tail_set, a, b);
                    },
                    [](const CodeResult& c) {
                      std::size_t a = 0, b = 0;
                      interval(c.tail_set, a, b);
                      return c.period == a + b;
                    }});
  checks.push_back({"tail-period-any",
                    "the Grundy period of a code over {0,1,2,3} equals that of the subtraction "
                    "game S of the places whose digit has the 2-bit",
                    [](const CodeResult& c) { return !c.tail_set.empty(); },
                    [](const CodeResult& c) { return c.period == c.tail_period; }});
  return checks;
}

// ---- main -------------------------------------------------------------------------------------

unsigned parse_count(const std::string& flag, const std::string& text, unsigned lo, unsigned hi) {
  std::size_t used = 0;
  unsigned long v = 0;
  try {
    v = std::stoul(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || v < lo || v > hi)
    throw nimlab::error(flag + " needs an integer from " + std::to_string(lo) + " to " +
                        std::to_string(hi) + ", not '" + text + "'");
  return static_cast<unsigned>(v);
}

Options parse(int argc, char** argv, bool& help) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw nimlab::error(a + " needs a value");
      return argv[++i];
    };
    if (a == "--help" || a == "-h")
      help = true;
    else if (a == "--max-digits")
      o.family_digits = parse_count(a, value(), 1, 60);
    else if (a == "--ones-threes-digits")
      o.ones_threes_digits = parse_count(a, value(), 0, 20);
    else if (a == "--any-digits")
      o.any_digits = parse_count(a, value(), 0, 9);
    else if (a == "--out")
      o.out = value();
    else if (a == "--budget")
      o.budget = parse_count(a, value(), 64, 1u << 30);
    else if (a == "--quiet")
      o.quiet = true;
    else
      throw nimlab::error("unknown argument '" + a + "' (see --help)");
  }
  return o;
}

int run(const Options& o, const Provenance& prov) {
  const auto t0 = Clock::now();
  nimlab::CrossCheckOptions budget;
  budget.max_values = o.budget;
  std::filesystem::create_directories(o.out);
  const std::filesystem::path dir = o.out;
  std::map<std::string, TailGame> tails;                     // subtraction games already solved
  std::vector<std::pair<std::string, std::string>> numbers;  // summary.csv: key, value
  const auto number = [&](const std::string& key, const auto& value) {
    std::ostringstream s;
    s << value;
    numbers.emplace_back(key, s.str());
  };

  // Family .1^k 3^m against the closed form; .1^k 3^m 1^j against the family conjectures.
  std::vector<CodeResult> family;
  std::vector<std::pair<unsigned, unsigned>> km;
  nlohmann::json closed_failures = nlohmann::json::array();
  std::size_t sats_ii_steps = 0, sats_ii_failures = 0, family_codes = 0;
  std::vector<Check> cf = family_checks();
  const auto tf = Clock::now();
  for (unsigned t = 1; t <= o.family_digits; ++t) {
    for (unsigned k = 0; k < t; ++k)
      for (unsigned m = 1; k + m <= t; ++m) {
        const unsigned j = t - k - m;
        std::string code(1 + t, '1');
        code[0] = '.';
        std::fill_n(code.begin() + 1 + k, m, '3');
        CodeResult c = analyse(code, budget, tails);
        for (Check& ch : cf) ch.test(c);
        ++family_codes;
        if (j != 0) continue;
        const Sequence expected = closed_form_block(k, m);
        std::vector<std::string> why;
        if (c.preperiod != 0) why.push_back("preperiod " + std::to_string(c.preperiod));
        if (c.period != expected.size()) why.push_back("period " + std::to_string(c.period));
        if (c.block != expected) why.push_back("block " + values_text(c.block));
        if (nimlab::one_three_block(k, m) != expected) why.push_back("library block differs");
        if (!why.empty())
          closed_failures.push_back({{"code", c.code}, {"k", k}, {"m", m}, {"why", why}});
        if (t < o.family_digits) {
          ++sats_ii_steps;
          if (nimlab::sats_ii_step(expected, k) != closed_form_block(k, m + 1)) ++sats_ii_failures;
        }
        family.push_back(std::move(c));
        km.emplace_back(k, m);
      }
  }
  const double family_seconds = std::chrono::duration<double>(Clock::now() - tf).count();
  if (!o.quiet)
    std::cerr << "exp_octal13: family: " << family.size()
              << " codes .1^k3^m, closed form fails for " << closed_failures.size() << "; "
              << family_codes << " codes .1^k3^m1^j (" << family_seconds << " s)\n";
  {
    std::ostringstream s;
    s << prov.csv_header("The codes .1^k 3^m, k + m <= " + std::to_string(o.family_digits) +
                         "; closed_form: the block of proofs/sats-ii.md");
    s << "k,m,code,preperiod,period,block,max_value,proof,closed_form\n";
    for (std::size_t i = 0; i < family.size(); ++i) {
      const CodeResult& c = family[i];
      const auto [k, m] = km[i];
      const bool ok = c.preperiod == 0 && c.block == closed_form_block(k, m);
      s << k << ',' << m << ',' << c.code << ',' << c.preperiod << ',' << c.period << ','
        << values_text(c.block) << ',' << c.max_value << ',' << c.proof << ','
        << (ok ? "holds" : "fails") << '\n';
    }
    nimlab::write_file_atomically(dir / "family.csv", s.str());
  }
  number("family.max_digits", o.family_digits);
  number("family.codes", family.size());
  number("family.closed_form_failures", closed_failures.size());
  number("family.sats_ii_steps", sats_ii_steps);
  number("family.sats_ii_failures", sats_ii_failures);
  number("family.shapes_codes", family_codes);
  number("family.seconds", family_seconds);

  // One scan of all codes over `digits`, with its per-code and per-length files.
  const auto scan_and_write = [&](const std::string& name, const std::string& digits,
                                  unsigned max_digits, unsigned listed, std::vector<Check> checks,
                                  const std::string& what, const std::string& tail_note) {
    const Scan result = scan(name, digits, max_digits, listed, budget, o.quiet, checks, tails);
    nimlab::write_file_atomically(dir / (name + ".csv"),
                                  prov.csv_header("Every code over " + what + " with at most " +
                                                  std::to_string(std::min(max_digits, listed)) +
                                                  " digits; tail_set: " + tail_note) +
                                      codes_csv(result.codes, false));
    nimlab::write_file_atomically(dir / (name + "-lengths.csv"),
                                  prov.csv_header("Codes over " + what + ": per number of digits") +
                                      summary_csv(result.lengths));
    return std::pair{result, std::move(checks)};
  };
  auto [s13, c13] = scan_and_write("ones-threes", "13", o.ones_threes_digits, list_digits_13,
                                   ones_threes_checks(), "{1,3}", "the places of the threes");
  auto [s0123, c0123] =
      scan_and_write("any-digits", "0123", o.any_digits, list_digits_0123, any_digit_checks(),
                     "{0,1,2,3}", "the places whose digit has the 2-bit");

  const double total = std::chrono::duration<double>(Clock::now() - t0).count();
  nlohmann::json j = prov.json();
  j["finders"] = nlohmann::json::array();
  for (const nimlab::PeriodFinder& f : nimlab::period_finders())
    j["finders"].push_back(std::string(f.name));
  j["budget"] = o.budget;
  j["family"] = {{"max_digits", o.family_digits},
                 {"codes", family.size()},
                 {"closed_form_failures", closed_failures},
                 {"closed_form_holds", closed_failures.empty()},
                 {"sats_ii_steps", sats_ii_steps},
                 {"sats_ii_failures", sats_ii_failures},
                 {"shapes_codes", family_codes},
                 {"conjectures", nlohmann::json::array()},
                 {"seconds", family_seconds}};
  for (const Check& c : cf) j["family"]["conjectures"].push_back(c.json());
  const auto scan_json = [&](const std::string& key, const Scan& s,
                             const std::vector<Check>& checks, unsigned digits) {
    std::size_t codes = 0, pure = 0;
    for (const LengthSummary& l : s.lengths) {
      codes += l.codes;
      pure += l.purely_periodic;
    }
    nlohmann::json r{{"max_digits", digits},
                     {"codes", codes},
                     {"purely_periodic", pure},
                     {"seconds", s.seconds},
                     {"lengths", nlohmann::json::array()},
                     {"conjectures", nlohmann::json::array()}};
    for (const LengthSummary& l : s.lengths) r["lengths"].push_back(summary_json(l));
    for (const Check& c : checks) r["conjectures"].push_back(c.json());
    number(key + ".max_digits", digits);
    number(key + ".codes", codes);
    number(key + ".purely_periodic", pure);
    number(key + ".seconds", s.seconds);
    if (!s.lengths.empty()) {
      const LengthSummary& last = s.lengths.back();
      number(key + ".last.longest_period", last.longest_period);
      number(key + ".last.argmax_period", join(last.argmax_period));
      number(key + ".last.longest_preperiod", last.longest_preperiod);
      number(key + ".last.argmax_preperiod", join(last.argmax_preperiod));
    }
    return r;
  };
  j["ones_threes"] = scan_json("ones_threes", s13, c13, o.ones_threes_digits);
  j["any_digits"] = scan_json("any_digits", s0123, c0123, o.any_digits);
  for (const auto* checks : {&cf, &c13, &c0123})
    for (const Check& c : *checks) {
      const std::string key = "conjecture." + c.name;
      number(key + ".statement", c.statement);
      number(key + ".covered", c.tally.covered);
      number(key + ".largest_digits", c.tally.max_digits);
      number(key + ".failed", c.tally.failed);
      number(key + ".first_failure_digits", c.tally.first_failure_digits);
      number(key + ".first_failures",
             join({c.tally.failures.begin(),
                   c.tally.failures.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(
                                                  5, c.tally.failures.size()))}));
      number(key + ".holds", c.tally.failed == 0 ? "yes" : "no");
    }
  number("list.ones_threes_digits", std::min(o.ones_threes_digits, list_digits_13));
  number("list.any_digits", std::min(o.any_digits, list_digits_0123));
  number("seconds", total);
  j["seconds"] = total;
  nimlab::write_file_atomically(dir / "octal13.json", j.dump(2) + '\n');

  std::ostringstream s;
  s << prov.csv_header("Scalar results of exp_octal13, one per line (key,value)") << "key,value\n";
  for (const auto& [key, value] : numbers) s << key << ',' << value << '\n';
  nimlab::write_file_atomically(dir / "summary.csv", s.str());
  if (!o.quiet) std::cerr << "exp_octal13: done in " << total << " s, output in " << o.out << '\n';
  return exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
  Provenance prov;
  prov.command = "exp_octal13";
  for (int i = 1; i < argc; ++i) prov.command += std::string(" ") + argv[i];
  try {
    bool help = false;
    const Options o = parse(argc, argv, help);
    if (help) {
      std::cout << usage_text;
      return exit_ok;
    }
    return run(o, prov);
  } catch (const Disagreement& e) {
    std::cerr << "exp_octal13: finders disagree: " << e.what() << '\n';
    return exit_disagree;
  } catch (const nimlab::error& e) {
    std::cerr << "exp_octal13: " << e.what() << '\n';
    return exit_usage;
  } catch (const std::exception& e) {
    std::cerr << "exp_octal13: internal failure: " << e.what() << '\n';
    return exit_internal;
  }
}
