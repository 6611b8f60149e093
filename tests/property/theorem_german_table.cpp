// The single-heap formulas of the German table (source 002), each against the brute-force solver
// on the rule's definition; where the printed form is false, the counterexample and the corrected
// form are both checked. Proofs: proofs/german-table.md.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/games/heap_families.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/sources/published_theorems.hpp"

namespace nimlab::games {
namespace {

using namespace nimlab::sources;

SubtractionSet random_set(std::uint32_t max_element) {
  const auto mask = *rc::gen::inRange<std::uint32_t>(1, 1u << max_element);
  std::vector<std::int64_t> el;
  for (std::uint32_t b = 0; b < max_element; ++b)
    if (mask >> b & 1) el.push_back(b + 1);
  return SubtractionSet(el);
}

TEST(GermanTable, PowersOfA) {
  for (std::uint32_t a = 1; a <= 12; ++a) {
    Solver<PowerSubtraction> s{PowerSubtraction{a}};
    for (std::uint32_t n = 0; n <= 300; ++n)
      EXPECT_EQ(s.grundy(n), power_subtraction_grundy(a, n)) << "a=" << a << " n=" << n;
  }
}

TEST(GermanTable, UpToHalf) {
  Solver<UpToHalf> s{UpToHalf{}};
  for (std::uint32_t n = 0; n <= 300; ++n) EXPECT_EQ(s.grundy(n), up_to_half_grundy(n)) << n;
}

// Read as the interval {ceil(n/2), ..., n} the formula holds; read literally as the two-element set
// {ceil(n/2), n} it fails first at n = 4 (options 2 and 0 have values 2 and 0, so SG_4 = 1, not 3).
TEST(GermanTable, AtLeastHalfHoldsForTheIntervalOnly) {
  Solver<AtLeastHalf> interval{AtLeastHalf{AtLeastHalf::Reading::interval}};
  Solver<AtLeastHalf> literal{AtLeastHalf{AtLeastHalf::Reading::literal}};
  for (std::uint32_t n = 0; n <= 300; ++n)
    EXPECT_EQ(interval.grundy(n), at_least_half_grundy(n)) << n;
  for (std::uint32_t n = 0; n < 4; ++n) EXPECT_EQ(literal.grundy(n), at_least_half_grundy(n));
  EXPECT_EQ(literal.grundy(4), 1u);
  EXPECT_EQ(at_least_half_grundy(4), 3u);
}

TEST(GermanTable, DivisorsAndProperDivisors) {
  Solver<Divisors> all{Divisors{}};
  Solver<ProperDivisors> proper{ProperDivisors{}};
  EXPECT_EQ(proper.grundy(1), 0u);  // printed "ST_1 = 0"
  for (std::uint32_t n = 1; n <= 400; ++n) {
    EXPECT_EQ(proper.grundy(n), proper_divisors_grundy(n)) << n;
    EXPECT_EQ(all.grundy(n), proper.grundy(n) + 1) << n;
  }
  EXPECT_EQ(all.grundy(0), 0u);
}

RC_GTEST_PROP(GermanTable, SubtractOneToK, ()) {
  const auto k = *rc::gen::inRange<std::uint32_t>(1, 12);
  std::vector<std::int64_t> el;
  for (std::uint32_t s = 1; s <= k; ++s) el.push_back(s);
  Solver<SubtractionHeap> s{SubtractionHeap{SubtractionSet(el)}};
  for (std::uint32_t n = 0; n <= 100; ++n) RC_ASSERT(s.grundy(n) == subtract_k_grundy(k, n));
}

// Normal play is lost at SG = 0 (Sprague-Grundy); misere play is lost at SG = 1. The misere form
// holds for a single heap of any subtraction set (proof: proofs/german-table.md); checked here.
RC_GTEST_PROP(GermanTable, LossAtSgZeroNormalAndSgOneMisere, ()) {
  const SubtractionSet set = random_set(10);
  Solver<SubtractionHeap> s{SubtractionHeap{set}};
  for (std::uint32_t n = 0; n <= 120; ++n) {
    RC_ASSERT(s.is_loss(n, Play::normal) == (s.grundy(n) == 0));
    RC_ASSERT(s.is_loss(n, Play::misere) == (s.grundy(n) == 1));
  }
}

// Printed: SG_3(n) = SG_2(n) + 1 for M_3 = S u {pile}. Corrected: SG_3(n) = SG_2(n-1) + 1 (n >= 1).
RC_GTEST_PROP(GermanTable, SetPlusWholeHeapIsShiftedByOne, ()) {
  const SubtractionSet set = random_set(9);
  Solver<SubtractionHeap> plain{SubtractionHeap{set}};
  Solver<SetPlusWhole> whole{SetPlusWhole{set}};
  for (std::uint32_t n = 1; n <= 120; ++n) RC_ASSERT(whole.grundy(n) == plain.grundy(n - 1) + 1);
}

// Counterexample to the printed form: at n = min S both rules have only moves to 0, so
// SG_3 = SG_2 = 1, not SG_2 + 1 = 2.
TEST(GermanTable, SetPlusWholeHeapPrintedFormFails) {
  const SubtractionSet set({3, 5});
  Solver<SubtractionHeap> plain{SubtractionHeap{set}};
  Solver<SetPlusWhole> whole{SetPlusWhole{set}};
  EXPECT_EQ(plain.grundy(3), 1u);
  EXPECT_EQ(whole.grundy(3), 1u);
  EXPECT_NE(whole.grundy(3), plain.grundy(3) + 1);
}

}  // namespace
}  // namespace nimlab::games
