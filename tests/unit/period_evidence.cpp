// Unit tests of the period contracts: proof names, agreement, the two proof criteria, the
// registry, and loss differences on hand-checked sequences.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/period/loss_differences.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/period/verify.hpp"

namespace nimlab {
namespace {

constexpr Value P = static_cast<Value>(Outcome::P);
constexpr Value N = static_cast<Value>(Outcome::N);

TEST(PeriodResult, ProofNamesFollowTheCliContract) {
  EXPECT_EQ(proof_name(Proof::window), "window");
  EXPECT_EQ(proof_name(Proof::octal_theorem), "octal-theorem");
  EXPECT_EQ(proof_name(Proof::none), "none");
}

TEST(PeriodResult, SamePeriodNeedsBothFoundAndEqualPairs) {
  const PeriodResult a = found_period("naive", 3, 4, Proof::none, 0);
  PeriodResult b = a;
  b.method = "suffix";
  b.proof = Proof::window;  // how it was proven does not matter, only (mu, p)
  EXPECT_TRUE(same_period(a, b));
  b.preperiod = 2;
  EXPECT_FALSE(same_period(a, b));
  PeriodResult c = a;
  c.found = false;
  EXPECT_FALSE(same_period(a, c));
  EXPECT_FALSE(same_period(c, c));
}

// The window criterion needs the whole window W(max(mu, a0)) and its copy p later inside the
// prefix: L >= max(mu, a0) + m + p.
TEST(Evidence, WindowCriterion) {
  const Evidence e = window_evidence(4, 1);
  EXPECT_EQ(e.proof, Proof::window);
  EXPECT_EQ(e.required_length(0, 8), 1u + 4 + 8);  // mu below a0: the window starts at a0
  EXPECT_EQ(e.required_length(5, 3), 5u + 4 + 3);
}

// The octal theorem: G(n+p) = G(n) checked for mu <= n <= 2 max(mu,1) + p + t - 2 needs
// L = 2 max(mu,1) + 2p + t - 1 values (e.g. Kayles .77: mu 71, p 12, t 2 -> 167).
TEST(Evidence, OctalTheoremCriterion) {
  const Evidence e = evidence_for({OctalCode::parse(".77"), Kind::grundy, {}});
  EXPECT_EQ(e.proof, Proof::octal_theorem);
  EXPECT_EQ(e.memory, 2u);
  EXPECT_EQ(e.required_length(71, 12), 167u);
  // Heap 0 is never part of a split: mu = 0 costs as much as mu = 1.
  EXPECT_EQ(e.required_length(0, 34), e.required_length(1, 34));
}

TEST(Evidence, CriterionPerRule) {
  const Evidence set = evidence_for({SubtractionSet::parse("1,4,9,10"), Kind::outcome, {}});
  EXPECT_EQ(set.proof, Proof::window);
  EXPECT_EQ(set.memory, 10u);
  EXPECT_EQ(set.start, 0u);
  const Evidence plain = evidence_for({OctalCode::parse(".0102"), Kind::grundy, {}});
  EXPECT_EQ(plain.proof, Proof::window);
  EXPECT_EQ(plain.memory, 4u);
  EXPECT_EQ(plain.start, 1u);
  // Outcomes of a splitting code do not carry the nim-sums the octal theorem needs.
  const Evidence none = evidence_for({OctalCode::parse(".77"), Kind::outcome, {}});
  EXPECT_EQ(none.proof, Proof::none);
  EXPECT_EQ(none.required_length(0, 1), static_cast<std::size_t>(-1));
  EXPECT_THROW(evidence_for({OctalCode::parse(".77"), Kind::grundy, {Play::misere}}), error);
}

TEST(Registry, FixedOrderAndLookup) {
  const auto finders = period_finders();
  ASSERT_EQ(finders.size(), 4u);
  EXPECT_EQ(finders[0].name, "naive");
  EXPECT_EQ(finders[1].name, "floyd");
  EXPECT_EQ(finders[2].name, "brent");
  EXPECT_EQ(finders[3].name, "suffix");
  EXPECT_EQ(&period_finder("brent"), &finders[2]);
  EXPECT_THROW(period_finder("rho"), error);
  const SequenceSpec kayles{OctalCode::parse(".77"), Kind::grundy, {}};
  EXPECT_TRUE(period_finder("naive").applies(kayles));
  EXPECT_FALSE(period_finder("floyd").applies(kayles));
  EXPECT_THROW(floyd_cycle(kayles, {}), error);
  EXPECT_THROW(naive_scan(kayles, {.max_values = 0}), error);
}

// A prefix that ends before a proof is possible yields an observation, never a proof.
TEST(SequenceFinders, ShortPrefixIsOnlyObserved) {
  const Sequence v{0, 1, 0, 1, 0, 1};
  const Evidence e = window_evidence(4);  // needs L >= 0 + 4 + 2 = 6 for (0, 2): just enough
  const PeriodResult naive = naive_period(v, e), suffix = suffix_period(v, e);
  EXPECT_EQ(naive.proof, Proof::window);
  EXPECT_EQ(naive.period, 2u);
  EXPECT_TRUE(same_period(naive, suffix));
  const Evidence longer = window_evidence(5);
  for (const PeriodResult& r : {naive_period(v, longer), suffix_period(v, longer)}) {
    EXPECT_TRUE(r.found);
    EXPECT_EQ(r.proof, Proof::none);
    EXPECT_EQ(r.period, 2u);
    EXPECT_EQ(r.preperiod, 0u);
  }
}

// {1,6,9} under misere play (the Dutch notebook, 000_*.txt, section 1.4): losses (P, n >= 1) at
// 1 3 5 8 13 15 18 20 ..., preperiod 11: start [2,2,3,5] ends at 13, the first loss >= 11.
TEST(LossDifferences, StartEndsAtTheFirstLossFromThePreperiod) {
  const Sequence o = compute_values(
      {SubtractionSet::parse("1,6,9"), Kind::outcome, {Play::misere, Stuck::standard}}, 40);
  const LossDifferences d = loss_differences(o, 11, 5);
  EXPECT_EQ(d.start, (std::vector<std::size_t>{2, 2, 3, 5}));
  EXPECT_EQ(d.period, (std::vector<std::size_t>{2, 3}));
}

TEST(LossDifferences, HandMadeSequences) {
  // Losses at 2, 5, 6 then none: no loss in the periodic part.
  const Sequence few{N, N, P, N, N, P, P, N, N, N, N, N};
  const LossDifferences a = loss_differences(few, 7, 1);
  EXPECT_EQ(a.start, (std::vector<std::size_t>{3, 1}));
  EXPECT_TRUE(a.period.empty());
  // Purely periodic P N N from 0: the loss at 0 is not counted (n >= 1), so no start.
  const Sequence pnn{P, N, N, P, N, N, P, N, N};
  const LossDifferences b = loss_differences(pnn, 0, 3);
  EXPECT_TRUE(b.start.empty());
  EXPECT_EQ(b.period, (std::vector<std::size_t>{3}));
  EXPECT_THROW(loss_differences(pnn, 4, 3), error);  // needs 4 + 6 values
  EXPECT_THROW(loss_differences(Sequence(pnn.begin(), pnn.begin() + 6), 0, 3), error);  // 1 + 6
  EXPECT_THROW(loss_differences(pnn, 0, 0), error);
}

TEST(CheckPeriod, ReportsEachKindOfFailure) {
  const Sequence v{5, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2};  // period 3 from 1
  EXPECT_EQ(check_period_on_prefix(v, 1, 3), "");
  EXPECT_NE(check_period_on_prefix(v, 0, 3), "");        // v(3) != v(0)
  EXPECT_NE(check_period_on_prefix(v, 2, 3), "");        // mu = 1 already works
  EXPECT_NE(check_period_on_prefix(v, 1, 6), "");        // 3 divides 6 and fits
  EXPECT_THROW(check_period_on_prefix(v, 1, 7), error);  // needs 15 values
}

}  // namespace
}  // namespace nimlab
