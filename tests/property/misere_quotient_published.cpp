// Misere quotients against the published ones (data/misere/published.csv): the period of the
// pretending function (heap -> element) that Plambeck and Siegel publish for wild octal games whose
// misere play they solved, and, for every game of that table, the outcome Q_n gives every position
// of at most 30 tokens against the brute-force oracle (tests/support/misere_quotient_compare.hpp).
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "misere_quotient_compare.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/misere/quotient.hpp"

namespace nimlab::misere {
namespace {

using test::compare_with_brute_force;

struct Published {
  std::vector<unsigned> digits;
  std::size_t period;
};

// T. E. Plambeck and A. N. Siegel, "Misere quotients for impartial games: supplementary material",
// arXiv:0705.2404, Appendix B: the charts of complete misere solutions of wild two- and
// three-digit octal games and of wild four-digit quaternaries, column p (the period of the
// pretending function). Only the codes printed there without a mark over their last digit are
// listed (see data/misere/README.md).
const std::vector<Published> kPublished = {
    {{3, 4}, 8},       {{3, 1, 0, 1}, 2}, {{3, 1, 3, 1}, 2}, {{1, 0, 2, 3}, 7}, {{1, 0, 3, 2}, 7},
    {{1, 0, 3, 3}, 7}, {{1, 3, 3, 1}, 5}, {{3, 1, 0, 3}, 5}, {{3, 1, 1, 2}, 5}, {{1, 3, 2, 3}, 6}};

// The smallest q such that the elements of heaps n - 2p + 1 .. n repeat with period q: over the
// last two published periods, so a preperiod that ends by heap n - 2p does not hide the period.
std::size_t tail_period(const Quotient& q, std::size_t p) {
  const std::size_t n = q.max_heap();
  for (std::size_t period = 1; period <= p; ++period) {
    bool repeats = true;
    for (std::size_t h = n - 2 * p + 1; h + period <= n && repeats; ++h)
      repeats = q.heap_element(h) == q.heap_element(h + period);
    if (repeats) return period;
  }
  return 0;
}

TEST(MisereQuotientPublished, PretendingPeriodsArePlambeckSiegels) {
  for (const auto& g : kPublished) {
    const std::string code = test::octal_code_text(g.digits);
    const Quotient q = misere_quotient(Game(OctalCode::parse(code)), 24);
    EXPECT_EQ(tail_period(q, g.period), g.period) << code;
  }
}

// Q_30 decides every position of at most 30 tokens: all 28629 of them (the partitions of 0..30,
// the empty position included) are compared.
TEST(MisereQuotientPublished, EveryPositionUpToThirtyTokensAgreesWithBruteForce) {
  for (const auto& g : kPublished)
    EXPECT_EQ(compare_with_brute_force(g.digits, 30, 30), 28629u)
        << test::octal_code_text(g.digits);
}

// Dawson's Kayles: Q_30 has 360 elements (Siegel's MisereSolver run, quoted in "Some MisereSolver
// questions answered", miseregames.wordpress.com, 2007-08-28; data/misere/README.md), and it
// decides all 28629 positions of at most 30 tokens as the game-graph solver does.
TEST(MisereQuotientPublished, DawsonsKaylesThirtyHasSiegelsOrderAndAgreesWithBruteForce) {
  EXPECT_EQ(misere_quotient(Game(OctalCode::parse(".07")), 30).order(), 360u);
  EXPECT_EQ(compare_with_brute_force({0, 7}, 30, 30), 28629u);
}

}  // namespace
}  // namespace nimlab::misere
