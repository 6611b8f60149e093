// exp_octal13_variants: the .1-3 statements beyond the first scans of exp_octal13: misere play,
// codes of up to 30 digits, and the codes one digit away from .1-3.
//
// Scans (every period proven: a repeated window for codes without splitting, the octal
// periodicity theorem for codes with a 7; all applicable finders of the registry must agree):
//   misere   - every code over {1, 3} with at most A digits: the periods of its outcome
//              sequences under normal and misere play;
//   long     - the codes .1^k 3^m 1^j and .3^m 1^k with at most D digits, and R codes over
//              {1, 3} drawn at random (fixed seed) for each length from 19 to D;
//   one-away - every code over {1, 3} with at most B digits with one place changed to 0, 2 or 7
//              (the last place only to 2 or 7, so the number of digits stays).
// On each scan it tests the statements listed in `statements_text` below and records, per
// statement, the codes covered, the failures (the first few by number of digits) and the codes
// left unresolved (no period proven within the budget).
// Output (atomic, with provenance: command, version, commit, date, machine, wall time):
//   DIR/variants.json            provenance, options and every statement's record;
//   DIR/variants-statements.csv  one line per statement (scan, name, statement, counts).
// Exit codes: 0 ok, 1 internal failure, 2 bad usage, 3 finders disagree. A failed statement is a
// finding, not an error.
// Run time: dominated by the one-away codes with a 7 (their values cost O(n^2 t)); about a
// minute for the defaults on one core. Memory: O(largest prefix).
#include <algorithm>
#include <array>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/values/sequence.hpp"
#include "provenance.hpp"
#include "statement_tally.hpp"

namespace {

using nimlab::OctalCode;
using nimlab::Sequence;

struct Options {
  unsigned misere_digits = 18;     // A
  unsigned long_digits = 30;       // D
  unsigned random_codes = 1000;    // R
  unsigned away_digits = 9;        // B
  unsigned away_split_digits = 7;  // B7: the one-away codes with a 7
  std::uint64_t seed = 13;
  std::size_t budget = std::size_t{1} << 22;
  std::size_t splitting_budget = std::size_t{1} << 13;
  std::string out = "data/octal13";
};

constexpr const char* usage_text =
    "usage: exp_octal13_variants [--misere-digits A] [--long-digits D] [--random-codes R]\n"
    "                            [--away-digits B] [--away-split-digits B7] [--seed S]\n"
    "                            [--budget N] [--splitting-budget N] [--out DIR] [--help]\n"
    "\n"
    "Tests the .1-3 statements on misere play (every code over {1, 3} with at most A digits,\n"
    "default 18), on long codes (the families .1^k 3^m 1^j and .3^m 1^k with at most D digits,\n"
    "default 30, and R random codes over {1, 3} of each length 19..D, default 1000, seed S) and "
    "on\n"
    "the codes one digit away from .1-3 (at most B digits, default 9; with a 7, at most B7,\n"
    "default 7). N bounds the values of one period search (default 2^22; 2^13 for codes that\n"
    "split heaps). Writes DIR/variants.json and "
    "DIR/variants-statements.csv (default DIR: data/octal13).\n";

struct Disagreement : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// ---- codes and periods ----------------------------------------------------------------------

using Digits = std::vector<unsigned>;

std::string text_of(const Digits& d) {
  std::string s = ".";
  for (unsigned x : d) s += static_cast<char>('0' + x);
  return s;
}

Digits runs(std::initializer_list<std::pair<unsigned, unsigned>> parts) {
  Digits d;
  for (const auto& [digit, count] : parts) d.insert(d.end(), count, digit);
  return d;
}

using nimlab::Period;

// The period the period service proves; the proven answers of its finders must agree. Empty when
// none proves a period within the budget.
std::optional<Period> proven_period(const nimlab::SequenceSpec& spec, std::size_t budget) {
  nimlab::CrossCheckOptions options;
  options.max_values = budget;
  const nimlab::CrossCheckedPeriod checked = nimlab::cross_checked_period(spec, options);
  std::optional<Period> found;
  for (const nimlab::FinderRun& run : checked.runs) {
    const nimlab::PeriodResult& r = run.result;
    if (!run.ran || !r.found || r.proof == nimlab::Proof::none) continue;
    if (found && (found->preperiod != r.preperiod || found->period != r.period))
      throw Disagreement(spec.game().name() + ": finder " + std::string(run.finder->name) +
                         " disagrees with another finder");
    found = r;
  }
  return found;
}

nimlab::SequenceSpec grundy_spec(const Digits& d) {
  return {OctalCode::parse(text_of(d)), nimlab::Kind::grundy};
}
nimlab::SequenceSpec outcome_spec(const Digits& d, nimlab::Play play) {
  return {OctalCode::parse(text_of(d)), nimlab::Kind::outcome, {play, nimlab::Stuck::standard}};
}

// ---- statements -----------------------------------------------------------------------------

struct Statement {
  std::string scan, name, text;
  std::size_t unresolved = 0;
  nimlab::experiments::StatementTally tally{5};  // lists the first five failing codes

  // Records one code: holds = nullopt when no period was proven.
  void record(const Digits& d, std::optional<bool> holds) {
    if (!holds) {
      tally.saw(d.size());
      ++unresolved;
      return;
    }
    tally.record(text_of(d), d.size(), *holds);
  }
  nlohmann::json json() const {
    nlohmann::json j = tally.json();
    j["scan"] = scan;
    j["name"] = name;
    j["statement"] = text;
    j["unresolved"] = unresolved;
    return j;
  }
};

class Statements {
 public:
  Statement& operator()(const std::string& scan, const std::string& name, const std::string& text) {
    for (Statement& s : list_)
      if (s.scan == scan && s.name == name) return s;
    list_.push_back(Statement{scan, name, text});
    return list_.back();
  }
  const std::vector<Statement>& list() const { return list_; }

 private:
  std::vector<Statement> list_;
};

// For .1^k 3^m 1^j: (k, m, j) when the code has that shape.
std::optional<std::array<unsigned, 3>> interval_shape(const Digits& d) {
  std::size_t i = 0;
  while (i < d.size() && d[i] == 1) ++i;
  const std::size_t k = i;
  while (i < d.size() && d[i] == 3) ++i;
  const std::size_t m = i - k;
  while (i < d.size() && d[i] == 1) ++i;
  if (i != d.size() || m == 0) return std::nullopt;
  return std::array<unsigned, 3>{static_cast<unsigned>(k), static_cast<unsigned>(m),
                                 static_cast<unsigned>(d.size() - k - m)};
}

// The periodic parts of a and b (both periodic with period p from mu) are rotations of each other.
bool rotations(const Sequence& a, const Sequence& b, std::size_t mu, std::size_t p) {
  for (std::size_t s = 0; s < p; ++s) {
    bool same = true;
    for (std::size_t i = 0; i < p && same; ++i) same = a[mu + i] == b[mu + (i + s) % p];
    if (same) return true;
  }
  return false;
}

// ---- scans ----------------------------------------------------------------------------------

// Misere play on one code over {1, 3} (also used by the long scan).
void misere_statements(const std::string& scan, const Digits& d, const Options& o, Statements& st) {
  const auto normal = proven_period(outcome_spec(d, nimlab::Play::normal), o.budget);
  const auto misere = proven_period(outcome_spec(d, nimlab::Play::misere), o.budget);
  const bool both = normal && misere;
  st(scan, "misere-period",
     "the misere outcome sequence has the period of the normal outcome sequence")
      .record(d, both ? std::optional<bool>(normal->period == misere->period) : std::nullopt);
  st(scan, "misere-preperiod", "the misere preperiod is at most the normal preperiod plus one")
      .record(
          d, both ? std::optional<bool>(misere->preperiod <= normal->preperiod + 1) : std::nullopt);
  if (both && normal->period == misere->period) {
    const std::size_t mu = std::max(normal->preperiod, misere->preperiod), p = normal->period;
    const OctalCode code = OctalCode::parse(text_of(d));
    const Sequence a = nimlab::outcome_values(code, {nimlab::Play::normal, {}}, mu + p);
    const Sequence b = nimlab::outcome_values(code, {nimlab::Play::misere, {}}, mu + p);
    st(scan, "misere-rotation",
       "the periodic misere outcomes are a rotation of the periodic normal outcomes")
        .record(d, rotations(a, b, mu, p));
  }
  if (const auto shape = interval_shape(d)) {
    const auto [k, m, j] = *shape;
    st(scan, "misere-interval-tail",
       "for k, j >= 0 and m >= 1 the misere outcome period of .1^k 3^m 1^j is 2k + m + 1")
        .record(d, misere ? std::optional<bool>(misere->period == 2 * k + m + 1) : std::nullopt);
  }
}

void scan_misere(const Options& o, Statements& st) {
  for (unsigned t = 1; t <= o.misere_digits; ++t)
    for (std::uint32_t mask = 0; mask < (1u << t); ++mask) {
      Digits d(t);
      for (unsigned i = 0; i < t; ++i) d[i] = (mask >> i & 1) ? 3 : 1;
      misere_statements("misere", d, o, st);
    }
}

void scan_long(const Options& o, Statements& st) {
  for (unsigned t = 1; t <= o.long_digits; ++t)
    for (unsigned m = 1; m <= t; ++m)
      for (unsigned k = 0; k + m <= t; ++k) {
        const unsigned j = t - k - m;
        const Digits d = runs({{1, k}, {3, m}, {1, j}});
        const auto g = proven_period(grundy_spec(d), o.budget);
        st("long", "interval-tail",
           "for k, j >= 0 and m >= 1, .1^k 3^m 1^j has Grundy period 2k + m + 1 and preperiod at "
           "most t + 1 (proofs/interval-tail.md)")
            .record(d, g ? std::optional<bool>(g->period == 2 * k + m + 1 && g->preperiod <= t + 1)
                         : std::nullopt);
        if (k == 0 && j >= 1) {
          const unsigned p = m + 1, mu = p * ((j + p - 1) / p) + 1;
          const Sequence v = nimlab::grundy_values(OctalCode::parse(text_of(d)), mu + 2 * p);
          const bool max_ok = *std::max_element(v.begin(), v.end()) == m + 1;
          st("long", "threes-then-ones",
             "for m, k >= 1, .3^m 1^k has period m + 1, preperiod (m + 1) ceil(k / (m + 1)) + 1 "
             "and largest value m + 1 (proofs/threes-then-ones.md)")
              .record(d, g ? std::optional<bool>(g->period == p && g->preperiod == mu && max_ok)
                           : std::nullopt);
        }
        misere_statements("long", d, o, st);
      }
  std::mt19937_64 rng(o.seed);
  for (unsigned t = 19; t <= o.long_digits; ++t)
    for (unsigned r = 0; r < o.random_codes; ++r) {
      Digits d(t);
      for (unsigned& x : d) x = (rng() & 1) ? 3 : 1;
      const auto g = proven_period(grundy_spec(d), o.budget);
      if (d.back() == 1)
        st("long", "last-digit-one",
           "a code over {1,3} whose last digit is 1 is not purely periodic "
           "(proofs/octal13-last-digit-one.md)")
            .record(d, g ? std::optional<bool>(g->preperiod >= 1) : std::nullopt);
      misere_statements("long", d, o, st);
    }
}

void scan_one_away(const Options& o, Statements& st) {
  // A code can be one place away from several bases: the statements about the code alone count
  // it once; the statement about the base's period counts every (base, code) pair.
  std::set<Digits> seen;
  for (unsigned t = 1; t <= std::max(o.away_digits, o.away_split_digits); ++t)
    for (std::uint32_t mask = 0; mask < (1u << t); ++mask) {
      Digits base(t);
      for (unsigned i = 0; i < t; ++i) base[i] = (mask >> i & 1) ? 3 : 1;
      const auto shape = interval_shape(base);
      for (unsigned place = 0; place < t; ++place)
        for (unsigned digit : {0u, 2u, 7u}) {
          const bool splits = digit == 7;
          if (digit == 0 && place + 1 == t) continue;
          if (t > (splits ? o.away_split_digits : o.away_digits)) continue;
          Digits d = base;
          d[place] = digit;
          const auto g = proven_period(grundy_spec(d), splits ? o.splitting_budget : o.budget);
          const std::string kind = std::to_string(digit);
          if (shape) {
            const auto [k, m, j] = *shape;
            st("one-away", "one-away-interval-tail-" + kind,
               "one place of .1^k 3^m 1^j changed to " + kind +
                   ": the Grundy period is still 2k + m + 1")
                .record(d, g ? std::optional<bool>(g->period == 2 * k + m + 1) : std::nullopt);
          }
          if (!seen.insert(d).second) continue;
          if (base.back() == 1 && place + 1 < t)
            st("one-away", "one-away-last-digit-one-" + kind,
               "a code over {1,3} ending in 1 with one earlier place changed to " + kind +
                   ": not purely periodic")
                .record(d, g ? std::optional<bool>(g->preperiod >= 1) : std::nullopt);
          if (!splits) misere_statements("one-away-" + kind, d, o, st);
        }
    }
}

// ---- output ---------------------------------------------------------------------------------

std::string csv_field(const std::string& s) {
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

void write_outputs(const Options& o, const Statements& st,
                   const nimlab::experiments::Provenance& prov) {
  nlohmann::json statements = nlohmann::json::array();
  for (const Statement& s : st.list()) statements.push_back(s.json());
  const nlohmann::json doc = {{"provenance", prov.json()},
                              {"options",
                               {{"misere_digits", o.misere_digits},
                                {"long_digits", o.long_digits},
                                {"random_codes", o.random_codes},
                                {"away_digits", o.away_digits},
                                {"away_split_digits", o.away_split_digits},
                                {"seed", o.seed},
                                {"budget", o.budget},
                                {"splitting_budget", o.splitting_budget}}},
                              {"statements", statements}};
  std::ostringstream csv;
  csv << prov.csv_header("Statements tested on each scan of exp_octal13_variants")
      << "scan,name,statement,codes_covered,largest_digits,failed,unresolved,"
         "first_failure_digits,first_failures\n";
  for (const Statement& s : st.list()) {
    std::string first;
    for (const std::string& f : s.tally.failures) {
      if (!first.empty()) first += ' ';
      first += f;
    }
    csv << s.scan << ',' << s.name << ',' << csv_field(s.text) << ',' << s.tally.covered << ','
        << s.tally.max_digits << ',' << s.tally.failed << ',' << s.unresolved << ','
        << s.tally.first_failure_digits << ',' << csv_field(first) << '\n';
  }
  nimlab::write_file_atomically(o.out + "/variants.json", doc.dump(2) + "\n");
  nimlab::write_file_atomically(o.out + "/variants-statements.csv", csv.str());
}

// ---- command line ---------------------------------------------------------------------------

unsigned long parse_number(const std::string& flag, const std::string& text, unsigned long lo,
                           unsigned long hi) {
  std::size_t used = 0;
  unsigned long v = 0;
  try {
    v = std::stoul(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || text.empty() || text[0] == '-' || v < lo || v > hi)
    throw nimlab::error(flag + " needs a whole number from " + std::to_string(lo) + " to " +
                        std::to_string(hi) + ", got '" + text + "'");
  return v;
}

Options parse(int argc, char** argv, bool& help) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help") {
      help = true;
      return o;
    }
    if (i + 1 >= argc) throw nimlab::error("unknown option or missing value: " + a);
    const std::string v = argv[++i];
    if (a == "--misere-digits")
      o.misere_digits = parse_number(a, v, 1, 22);
    else if (a == "--long-digits")
      o.long_digits = parse_number(a, v, 1, 60);
    else if (a == "--random-codes")
      o.random_codes = parse_number(a, v, 0, 100000);
    else if (a == "--away-digits")
      o.away_digits = parse_number(a, v, 1, 14);
    else if (a == "--away-split-digits")
      o.away_split_digits = parse_number(a, v, 1, 14);
    else if (a == "--seed")
      o.seed = parse_number(a, v, 0, ~0ul);
    else if (a == "--budget")
      o.budget = parse_number(a, v, 64, std::size_t{1} << 28);
    else if (a == "--splitting-budget")
      o.splitting_budget = parse_number(a, v, 64, 1ul << 20);
    else if (a == "--out")
      o.out = v;
    else
      throw nimlab::error("unknown option: " + a);
  }
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    bool help = false;
    const Options o = parse(argc, argv, help);
    if (help) {
      std::cout << usage_text;
      return 0;
    }
    if (!std::filesystem::is_directory(o.out))
      throw nimlab::error("output directory " + o.out + " does not exist");
    nimlab::experiments::Provenance prov;
    for (int i = 0; i < argc; ++i) {
      if (i > 0) prov.command += ' ';
      prov.command += argv[i];
    }
    Statements st;
    scan_misere(o, st);
    std::cerr << "misere scan done (" << prov.seconds() << " s)\n";
    scan_long(o, st);
    std::cerr << "long scan done (" << prov.seconds() << " s)\n";
    scan_one_away(o, st);
    std::cerr << "one-away scan done (" << prov.seconds() << " s)\n";
    write_outputs(o, st, prov);
    for (const Statement& s : st.list())
      std::cerr << s.scan << ' ' << s.name << ": " << s.tally.covered << " codes, "
                << s.tally.failed << " failed, " << s.unresolved << " unresolved\n";
    return 0;
  } catch (const Disagreement& e) {
    std::cerr << "nimlab: " << e.what() << '\n';
    return 3;
  } catch (const nimlab::error& e) {
    std::cerr << "nimlab: " << e.what() << '\n';
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "nimlab: internal error: " << e.what() << '\n';
    return 1;
  }
}
