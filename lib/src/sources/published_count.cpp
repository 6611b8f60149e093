// The Swedish report's published play count against the exact count. The emulation of its
// double-precision program runs with an observer that shadows every operation in exact GMP
// arithmetic: an addition is exact iff the sum of its two double operands equals the double
// result; a table entry or split value is exact iff it equals the exact count of its position
// (memoised recursion). Time O(N^4) additions plus O(N^3) exact look-ups; memory O(N^3) doubles
// (the program's table) and O(N^3/6) big integers (the exact memo over multisets).
#include "nimlab/sources/published_count.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/generating_function.hpp"
#include "nimlab/count/recursion.hpp"

namespace nimlab {
namespace {

gmp_int exact_of(double x) {
  return gmp_int(x);
}  // exact: every value here is an integer

std::string str(const gmp_int& x) {
  return x.str();
}

std::string triple(const HeapTriple& t) {
  std::string out = "(";
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(t[i]);
  }
  return out += ')';
}

class ExactShadow : public EmulationObserver {
 public:
  explicit ExactShadow(PublishedComparison& out) : out_(out), exact_(PlayRule{}) {}

  void inner_addition(const HeapTriple& split, const HeapTriple& position, double before,
                      double term, double after) override {
    ++out_.additions;
    const gmp_int sum = exact_of(before) + exact_of(term);
    if (exact_of(after) == sum) return;
    ++out_.inexact_additions;
    if (record(out_.first_inexact_addition, split, position, sum, after)) {
      out_.first_inexact_addition.before = str(exact_of(before));
      out_.first_inexact_addition.term = str(exact_of(term));
    }
  }

  void stored(const HeapTriple& split, const HeapTriple& position, double value) override {
    ++out_.entries;
    const gmp_int exact = plays(position);
    if (exact_of(value) != exact) {
      ++out_.inexact_entries;
      record(out_.first_inexact_entry, split, position, exact, value);
    }
    HeapTriple key = position;
    std::sort(key.begin(), key.end());
    const auto [it, inserted] = first_value_.emplace(key, value);
    if (!inserted && it->second != value) asymmetric_.insert(key);
  }

  void split_added(const HeapTriple& split, double del_summa, double before,
                   double after) override {
    ++out_.splits;
    const gmp_int exact = plays(split);
    if (exact_of(del_summa) != exact) {
      ++out_.inexact_splits;
      record(out_.first_inexact_split, split, split, exact, del_summa);
    }
    split_error_ += exact_of(del_summa) - exact;
    summation_error_ += exact_of(after) - (exact_of(before) + exact_of(del_summa));
    exact_total_ += exact;
    if (exact_of(after) != exact_total_)
      record(out_.first_inexact_partial_sum, split, split, exact_total_, after);
  }

  void finish() {
    out_.split_error = str(split_error_);
    out_.summation_error = str(summation_error_);
    out_.asymmetric_multisets = asymmetric_.size();
  }
  const gmp_int& exact_total() const { return exact_total_; }

 private:
  gmp_int plays(const HeapTriple& t) {
    const std::uint32_t heaps[3] = {static_cast<std::uint32_t>(t[0]),
                                    static_cast<std::uint32_t>(t[1]),
                                    static_cast<std::uint32_t>(t[2])};
    return exact_.plays(heaps);
  }
  // Fills the event if it is the first of its kind; returns whether it was.
  static bool record(RoundingEvent& event, const HeapTriple& split, const HeapTriple& position,
                     const gmp_int& exact, double computed) {
    if (event.found) return false;
    event.found = true;
    event.split = split;
    event.position = position;
    event.exact = str(exact);
    event.computed = str(exact_of(computed));
    return true;
  }

  PublishedComparison& out_;
  RecursiveCounter<gmp_int> exact_;
  gmp_int split_error_, summation_error_, exact_total_;
  std::map<HeapTriple, double> first_value_;
  std::set<HeapTriple> asymmetric_;
};

std::vector<std::string> explain(const PublishedComparison& c) {
  std::vector<std::string> lines;
  std::ostringstream s;
  s << "The program counts in IEEE double, whose 53-bit significand holds every integer up to "
       "2^53 = 9007199254740992 but above 2^53 only multiples of 2, 4, 8, ...; the exact total "
       "for "
    << c.tokens << " tokens in 3 unordered heaps is " << c.exact << " ("
    << msb(gmp_int(c.exact)) + 1 << " bits).";
  lines.push_back(s.str());
  s.str("");
  if (c.published)
    s << "The emulated program prints " << c.emulated
      << (c.matches_published ? ", exactly" : ", not") << " the published " << *c.published << ".";
  else
    s << "The emulated program prints " << c.emulated << ".";
  s << " Exact minus printed is " << c.absolute_error << " (relative error " << c.relative_error
    << ").";
  lines.push_back(s.str());
  s.str("");
  if (!c.first_inexact_addition.found) {
    lines.push_back("Every addition was exact, so the printed value is the exact count.");
    return lines;
  }
  const RoundingEvent& a = c.first_inexact_addition;
  s << "Rounding first loses the exact value inside rakna_spel_satt" << triple(a.position)
    << " (the loop is at split " << triple(a.split) << "): " << a.before << " + " << a.term << " = "
    << a.exact << " is not a double and becomes " << a.computed << ". Of " << c.additions
    << " additions inside the recursion, " << c.inexact_additions << " round.";
  lines.push_back(s.str());
  s.str("");
  if (c.first_inexact_entry.found) {
    const RoundingEvent& e = c.first_inexact_entry;
    s << "The first stored table entry that differs from its exact count is " << triple(e.position)
      << ": " << e.computed << " instead of " << e.exact << "; " << c.inexact_entries << " of "
      << c.entries << " stored entries are wrong, and later entries sum the wrong ones.";
    lines.push_back(s.str());
    s.str("");
  }
  if (c.first_inexact_split.found) {
    const RoundingEvent& e = c.first_inexact_split;
    s << "The first split whose value differs is " << triple(e.split) << ": " << e.computed
      << " instead of " << e.exact << "; " << c.inexact_splits << " of " << c.splits
      << " split values are wrong, together by " << c.split_error
      << " (double minus exact), and the running total over the splits adds " << c.summation_error
      << " by its own rounding";
    if (c.first_inexact_partial_sum.found)
      s << " (first wrong running total after split " << triple(c.first_inexact_partial_sum.split)
        << ")";
    s << ".";
    lines.push_back(s.str());
    s.str("");
  }
  if (c.asymmetric_multisets > 0) {
    s << "The table is keyed by ordered triples and each ordering adds its terms in another "
         "order, so "
      << c.asymmetric_multisets
      << " multisets of heaps get different double values for different orderings, although "
         "the exact count is symmetric.";
    lines.push_back(s.str());
  }
  return lines;
}

}  // namespace

nlohmann::json RoundingEvent::to_json() const {
  if (!found) return nullptr;
  nlohmann::json j{
      {"split", split}, {"position", position}, {"exact", exact}, {"computed", computed}};
  if (!before.empty()) {
    j["before"] = before;
    j["term"] = term;
  }
  return j;
}

nlohmann::json PublishedComparison::to_json() const {
  return {{"tokens", tokens},
          {"piles", 3},
          {"published", published ? nlohmann::json(*published) : nlohmann::json(nullptr)},
          {"emulated", emulated},
          {"matches_published", matches_published},
          {"exact", exact},
          {"absolute_error", absolute_error},
          {"relative_error", relative_error},
          {"split_error", split_error},
          {"summation_error", summation_error},
          {"first_inexact_addition", first_inexact_addition.to_json()},
          {"first_inexact_entry", first_inexact_entry.to_json()},
          {"first_inexact_split", first_inexact_split.to_json()},
          {"first_inexact_partial_sum", first_inexact_partial_sum.to_json()},
          {"additions", additions},
          {"inexact_additions", inexact_additions},
          {"entries", entries},
          {"inexact_entries", inexact_entries},
          {"splits", splits},
          {"inexact_splits", inexact_splits},
          {"asymmetric_multisets", asymmetric_multisets},
          {"explanation", explanation}};
}

PublishedComparison compare_with_published_program(std::uint32_t tokens,
                                                   std::optional<std::string> published) {
  PublishedComparison c;
  c.tokens = tokens;
  ExactShadow shadow(c);
  const EmulationResult run = emulate_published_program(tokens, &shadow);
  shadow.finish();
  // The exact total by the second method must agree with the sum of the exact split values.
  const gmp_int exact =
      split_totals_generating_function<gmp_int>(PlayRule{}, 3, SplitOrder::unordered, tokens)
          .back();
  if (exact != shadow.exact_total())
    throw std::logic_error("recursion and generating function disagree for N = " +
                           std::to_string(tokens));
  const gmp_int emulated = exact_of(run.total);
  c.emulated = run.printed;
  if (published) {
    c.matches_published = run.printed == *published;
    c.published = std::move(published);
  }
  c.exact = str(exact);
  c.absolute_error = str(gmp_int(exact - emulated));
  c.relative_error =
      static_cast<double>(boost::multiprecision::mpq_rational(exact - emulated, exact));
  c.explanation = explain(c);
  return c;
}

}  // namespace nimlab
