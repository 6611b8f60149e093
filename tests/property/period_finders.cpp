// Properties of the period finders on random games and planted sequences. RapidCheck prints the
// seed of a failing case for reproduction.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>

#include "nimlab/period/finders.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/period/verify.hpp"

namespace nimlab {
namespace {

constexpr std::size_t budget = std::size_t{1} << 20;

// A random subtraction set with max <= 24, possibly without 1.
rc::Gen<SubtractionSet> gen_set() {
  return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::int64_t>(1, 25),
                                    rc::gen::inRange<std::uint32_t>(0, 1u << 23)),
                      [](std::pair<std::int64_t, std::uint32_t> x) {
                        std::vector<std::int64_t> s;
                        for (std::int64_t k = 1; k < x.first; ++k)
                          if (x.second >> (k - 1) & 1) s.push_back(k);
                        s.push_back(x.first);
                        return SubtractionSet(s);
                      });
}

// Grundy values, or outcomes under any convention.
rc::Gen<std::pair<Kind, Convention>> gen_kind() {
  return rc::gen::map(rc::gen::inRange(0, 5), [](int k) {
    if (k == 4) return std::pair{Kind::grundy, Convention{}};
    return std::pair{Kind::outcome, Convention{k & 1 ? Play::misere : Play::normal,
                                               k & 2 ? Stuck::draw : Stuck::standard}};
  });
}

// Every applicable finder proves the same (mu, p), and a prefix of 10 (mu + p) values from the
// reference generator confirms it from the definition.
void check_all_finders(const SequenceSpec& spec) {
  std::vector<PeriodResult> results;
  for (const PeriodFinder& f : period_finders())
    if (f.applies(spec)) results.push_back(f.run(spec, {.max_values = budget}));
  RC_ASSERT(results.size() >= 2u);
  for (const PeriodResult& r : results) {
    RC_ASSERT(r.found);
    RC_ASSERT(r.proof != Proof::none);
    RC_ASSERT(same_period(r, results.front()));
  }
  const PeriodResult& r = results.front();
  const Sequence v = compute_values(spec, 10 * (r.preperiod + r.period));
  RC_ASSERT(check_period_on_prefix(v, r.preperiod, r.period) == "");
}

RC_GTEST_PROP(PeriodFinders, AgreeOnSubtractionSets, ()) {
  const SubtractionSet set = *gen_set();
  const auto [kind, convention] = *gen_kind();
  RC_TAG(set.max());
  check_all_finders({set, kind, convention});
}

RC_GTEST_PROP(PeriodFinders, AgreeOnOctalCodesWithoutSplitting, ()) {
  const auto digits = *rc::gen::container<std::vector<int>>(*rc::gen::inRange<std::size_t>(1, 9),
                                                            rc::gen::inRange(0, 4));
  std::string text = ".";
  for (int d : digits) text += static_cast<char>('0' + d);
  text += *rc::gen::element('1', '2', '3');  // a non-zero last digit
  const auto [kind, convention] = *gen_kind();
  check_all_finders({OctalCode::parse(text), kind, convention});
}

// A sequence with period p0 from mu0 satisfies the recurrence v(n) = v(n - p0) for n >= mu0 + p0,
// of memory m >= p0 from start a0 >= mu0 + p0 - m: window evidence (m, a0) applies. Naive and
// suffix must return exactly (mu0, p0) once the prefix is as long as the criterion asks, and
// prove nothing on a shorter one (a proven result is exact, and (mu0, p0) needs that length).
RC_GTEST_PROP(PeriodFinders, RecoverPlantedSequences, ()) {
  const auto alphabet = *rc::gen::inRange<Value>(2, 5);
  const auto block = *rc::gen::suchThat(
      rc::gen::container<std::vector<Value>>(*rc::gen::inRange<std::size_t>(1, 40),
                                             rc::gen::inRange<Value>(0, alphabet)),
      [](const std::vector<Value>& b) {  // primitive: no smaller period of the cyclic block
        for (std::size_t d = 1; d < b.size(); ++d)
          if (b.size() % d == 0 &&
              std::equal(b.begin() + static_cast<std::ptrdiff_t>(d), b.end(), b.begin()))
            return false;
        return true;
      });
  const std::size_t p0 = block.size();
  auto pre = *rc::gen::container<std::vector<Value>>(*rc::gen::inRange<std::size_t>(0, 30),
                                                     rc::gen::inRange<Value>(0, alphabet));
  const std::size_t mu0 = pre.size();
  // The last preperiod value must differ from the periodic one it faces, so mu0 is exact.
  if (mu0 > 0) pre.back() = (block[p0 - 1] + 1) % alphabet;
  const std::size_t m = p0 + *rc::gen::inRange<std::size_t>(0, 5);
  const std::size_t a0 = (mu0 + p0 > m ? mu0 + p0 - m : 0) + *rc::gen::inRange<std::size_t>(0, 4);
  const Evidence evidence = window_evidence(m, a0);
  const std::size_t needed = evidence.required_length(mu0, p0);
  const std::size_t L = *rc::gen::inRange<std::size_t>(1, needed + 50);
  Sequence v(pre.begin(), pre.end());
  while (v.size() < L) v.push_back(block[(v.size() - mu0) % p0]);
  for (const PeriodResult& r : {naive_period(v, evidence), suffix_period(v, evidence)}) {
    if (L >= needed) {
      RC_ASSERT(r.proof == Proof::window);
      RC_ASSERT(r.preperiod == mu0);
      RC_ASSERT(r.period == p0);
    } else {
      RC_ASSERT(r.proof == Proof::none);
    }
  }
  RC_ASSERT(naive_period(v, evidence).proof == suffix_period(v, evidence).proof);
  // The same values stored in 8 bits, read in place, give the same answers.
  const std::vector<std::uint8_t> narrow(v.begin(), v.end());
  const ValueView view = std::span<const std::uint8_t>(narrow);
  RC_ASSERT(naive_period(view, evidence) == naive_period(v, evidence));
  RC_ASSERT(suffix_period(view, evidence) == suffix_period(v, evidence));
  // Unproven but shown twice: the planted period's own proving length bounds the one reported,
  // which is where the finders' prefix grows next.
  if (L < needed && L >= mu0 + 2 * p0)
    for (const PeriodResult& r : {naive_period(v, evidence), suffix_period(v, evidence)}) {
      RC_ASSERT(r.proving_length > L);
      RC_ASSERT(r.proving_length <= needed);
    }
}

// The observation of the naive and suffix finders, against the definition: with no proof on the
// prefix, among the p whose tail (the longest stretch at the end with v(n+p) - v(n) equal to the
// saltus s = v(L-1) - v(L-1-p)) is at least 2p long (2p + 1 when s != 0: the first comparison
// only sets s), the one with the longest tail, then the smallest p, with the tail's start and s,
// and
// (naive) the shortest proving length over every period (s = 0) seen twice. The sequences are
// planted with a saltus (0 included). Every mu(p) is computed here by a plain backward scan,
// without the naive scan's reuse of shorter periods' tails or the suffix finder's differences.
RC_GTEST_PROP(PeriodFinders, ObservationsMatchTheDefinition, ()) {
  const auto alphabet = *rc::gen::inRange<Value>(1, 4);
  const auto block = *rc::gen::container<std::vector<Value>>(*rc::gen::inRange<std::size_t>(1, 13),
                                                             rc::gen::inRange<Value>(0, alphabet));
  const auto pre = *rc::gen::container<std::vector<Value>>(*rc::gen::inRange<std::size_t>(0, 60),
                                                           rc::gen::inRange<Value>(0, alphabet));
  const auto saltus = *rc::gen::inRange<Value>(0, 3);
  const std::size_t repeats = *rc::gen::inRange<std::size_t>(1, 12);
  Sequence v(pre.begin(), pre.end());
  for (std::size_t i = 0; i < repeats * block.size(); ++i)
    v.push_back(block[i % block.size()] + saltus * static_cast<Value>(i / block.size()));
  const std::size_t L = v.size();
  // A criterion no prefix here meets: only observations.
  const Evidence evidence = window_evidence(L, 0);
  std::optional<Period> first;  // the observation
  std::size_t proving = 0;
  for (std::size_t p = 1; p < L; ++p) {
    const std::int64_t s = std::int64_t{v[L - 1]} - std::int64_t{v[L - 1 - p]};
    std::size_t mu = L - p;
    while (mu > 0 && std::int64_t{v[mu - 1 + p]} - std::int64_t{v[mu - 1]} == s) --mu;
    if (L - mu < 2 * p + (s != 0 ? 1 : 0)) continue;
    if (!first || mu < first->preperiod) first = Period{mu, p, Proof::none, s};
    if (s != 0) continue;
    const std::size_t needed = evidence.required_length(mu, p);
    proving = proving == 0 ? needed : std::min(proving, needed);
  }
  const PeriodResult naive = naive_period(v, evidence), suffix = suffix_period(v, evidence);
  for (const PeriodResult& r : {naive, suffix}) {
    RC_ASSERT(r.proof == Proof::none);
    RC_ASSERT(r.found == first.has_value());
    if (first) {
      RC_ASSERT(r.preperiod == first->preperiod);
      RC_ASSERT(r.period == first->period);
      RC_ASSERT(r.saltus == first->saltus);
    }
  }
  RC_ASSERT(naive.proving_length == proving);
}

// Outcome letters only repeat: with the evidence of an outcome sequence (numeric false), the same
// values observe a period with saltus 0 only.
TEST(PeriodFinders, OutcomeLettersHaveNoSaltus) {
  Evidence evidence = window_evidence(1000, 0);
  evidence.numeric = false;
  const Sequence v{0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7};  // as numbers: +1 every 2 heaps
  for (const PeriodResult& r : {naive_period(v, evidence), suffix_period(v, evidence)}) {
    EXPECT_FALSE(r.found);  // 7 appears once: nothing repeats at the end
    EXPECT_EQ(r.saltus, 0);
  }
  evidence.numeric = true;
  for (const PeriodResult& r : {naive_period(v, evidence), suffix_period(v, evidence)}) {
    EXPECT_TRUE(r.found);
    EXPECT_EQ(r.period, 2u);
    EXPECT_EQ(r.preperiod, 0u);
    EXPECT_EQ(r.saltus, 1);
  }
}

// Misere shift lemma (proofs/misere-shift.md): for a set containing 1 and the standard stuck rule,
// misere(n) = normal(n-1) for every n >= 1. Checked on 300 values of each sequence.
RC_GTEST_PROP(MisereShift, HoldsForSetsContainingOne, ()) {
  const SubtractionSet drawn = *gen_set();
  std::vector<std::int64_t> s(drawn.elements().begin(), drawn.elements().end());
  if (!drawn.contains(1)) s.push_back(1);
  const SubtractionSet set(s);
  const Sequence normal = compute_values({set, Kind::outcome, {}}, 300);
  const Sequence misere =
      compute_values({set, Kind::outcome, {Play::misere, Stuck::standard}}, 300);
  for (std::size_t n = 1; n < 300; ++n) RC_ASSERT(misere[n] == normal[n - 1]);
}

// Without 1 the lemma fails: {2} leaves the mover stuck at n = 1, a win under misere play
// (misere(1) = N) while normal(0) = P. The search finds every set with max <= 6 that breaks it.
TEST(MisereShift, FailsForSomeSetsWithoutOne) {
  int broken = 0;
  for (std::int64_t max = 2; max <= 6; ++max)
    for (std::int64_t mask = 0; mask < (std::int64_t{1} << (max - 2)); ++mask) {
      std::vector<std::int64_t> s;
      for (std::int64_t k = 2; k < max; ++k)
        if (mask >> (k - 2) & 1) s.push_back(k);
      s.push_back(max);
      const SubtractionSet set(s);
      const Sequence normal = compute_values({set, Kind::outcome, {}}, 100);
      const Sequence misere =
          compute_values({set, Kind::outcome, {Play::misere, Stuck::standard}}, 100);
      for (std::size_t n = 1; n < 100; ++n)
        if (misere[n] != normal[n - 1]) {
          ++broken;
          break;
        }
    }
  EXPECT_GT(broken, 0);
  const Sequence normal = compute_values({SubtractionSet::parse("2"), Kind::outcome, {}}, 2);
  const Sequence misere = compute_values(
      {SubtractionSet::parse("2"), Kind::outcome, {Play::misere, Stuck::standard}}, 2);
  EXPECT_EQ(misere[1], static_cast<Value>(Outcome::N));
  EXPECT_EQ(normal[0], static_cast<Value>(Outcome::P));
}

}  // namespace
}  // namespace nimlab
