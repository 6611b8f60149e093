// Published periods checked against every applicable finder (at least two for each value:
// naive and suffix always, floyd and brent for finite memory).
#include <gtest/gtest.h>

#include <string>

#include "nimlab/period/loss_differences.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/period/verify.hpp"

namespace nimlab {
namespace {

constexpr Convention misere{Play::misere, Stuck::standard};

SequenceSpec octal(const char* code) {
  return {OctalCode::parse(code), Kind::grundy, {}};
}
SequenceSpec losses(const char* set) {
  return {SubtractionSet::parse(set), Kind::outcome, misere};
}

// Runs every applicable finder; each must prove (mu, p). Returns how many finders ran.
int expect_period(const SequenceSpec& spec, std::size_t mu, std::size_t p) {
  int ran = 0;
  for (const PeriodFinder& f : period_finders()) {
    if (!f.applies(spec)) continue;
    ++ran;
    const PeriodResult r = f.run(spec, {.max_values = std::size_t{1} << 16});
    EXPECT_TRUE(r.found && r.proof != Proof::none) << f.name << " on " << spec.game().name();
    EXPECT_EQ(r.preperiod, mu) << f.name << " on " << spec.game().name();
    EXPECT_EQ(r.period, p) << f.name << " on " << spec.game().name();
  }
  EXPECT_GE(ran, 2);
  return ran;
}

std::string block_text(const SequenceSpec& spec, std::size_t mu, std::size_t p) {
  const Sequence v = compute_values(spec, mu + p);
  std::string s;
  for (std::size_t n = mu; n < mu + p; ++n) s += std::to_string(v[n]);
  return s;
}

// Kayles .77: period 12, last exceptional value at n = 70 (Guy & Smith 1956; Berlekamp, Conway &
// Guy, Winning Ways, ch. 4).
TEST(Literature, Kayles) {
  expect_period(octal(".77"), 71, 12);
}

// Dawson's chess .137: period 34, last exceptional value 51 (Winning Ways ch. 4; OEIS A002187).
// Dawson's Kayles .07 is the same game on one more pin, G.07(n+1) = G.137(n), so its last
// exceptional value is 52: the often quoted 51 counts heaps as in Dawson's chess.
TEST(Literature, DawsonsChessAndDawsonsKayles) {
  expect_period(octal(".137"), 52, 34);
  expect_period(octal(".07"), 53, 34);
  const Sequence chess = compute_values(octal(".137"), 400);
  const Sequence kayles = compute_values(octal(".07"), 401);
  for (std::size_t n = 0; n < chess.size(); ++n) ASSERT_EQ(kayles[n + 1], chess[n]) << n;
}

// .4 starts 0, 0, 0 but has preperiod 54 and period 34 (proofs/octal-bound.md): a finder must not certify a
// short period from its first values.
TEST(Literature, OctalFourIsNotFooledByItsStart) {
  expect_period(octal(".4"), 54, 34);
  const Sequence v = compute_values(octal(".4"), 3);
  EXPECT_EQ(v, (Sequence{0, 0, 0}));
}

// .0102: the recurrence on the last 4 values holds only for heaps > 4; preperiod 1, period 8.
TEST(Literature, ZeroOneZeroTwo) {
  expect_period(octal(".0102"), 1, 8);
}

// Swedish report on octal games (004_*.txt, Sats I and Sats II tables): .1-3 codes are purely
// periodic from n = 0 with the listed blocks; the program example .11133 gives 011112000.
TEST(Literature, SwedishOctalTables) {
  const std::pair<const char*, const char*> table[] = {
      {".13", "0110"},          {".113", "011100"},          {".1113", "01111000"},
      {".11113", "0111110000"}, {".111113", "011111100000"}, {".1133", "0111200"},
      {".11333", "01112200"},   {".1113333", "01111222000"}, {".13333", "0112230"},
      {".33333", "012345"},     {".11133", "011112000"},
  };
  for (const auto& [code, block] : table) {
    const std::string b = block;
    expect_period(octal(code), 0, b.size());
    EXPECT_EQ(block_text(octal(code), 0, b.size()), b) << code;
  }
}

// Dutch notebook (000_*.txt, sections 1.3-1.4): {1,4,9,10} under misere play loses at
// 1 3 6 8 14 19 21 26 32 34, with period 31 and differences 2 3 2 6 5 2 5 6.
TEST(Literature, DutchNotebookExample) {
  const SequenceSpec spec = losses("1,4,9,10");
  expect_period(spec, 0, 31);
  const Sequence o = compute_values(spec, 35);
  std::vector<std::size_t> lost;
  for (std::size_t n = 1; n < o.size(); ++n)
    if (o[n] == static_cast<Value>(Outcome::P)) lost.push_back(n);
  EXPECT_EQ(lost, (std::vector<std::size_t>{1, 3, 6, 8, 14, 19, 21, 26, 32, 34}));
  const LossDifferences d =
      loss_differences(compute_values(spec, loss_differences_length(0, 31)), 0, 31);
  EXPECT_TRUE(d.start.empty());
  EXPECT_EQ(d.period, (std::vector<std::size_t>{2, 3, 2, 6, 5, 2, 5, 6}));
}

struct DutchEntry {
  const char* set;
  std::size_t period;
  std::vector<std::size_t> period_diffs, start_diffs;
};

// Dutch notebook (000_*.txt, cell [48]): the sets with max <= 11 whose loss differences do not
// start periodic at once. The notebook accepts a period after ceil(M / period) >= 2 repetitions
// of the differences, which is not a proof; four of its entries are refuted below.
TEST(Literature, DutchNotebookIrregularStarts) {
  const DutchEntry reproduced[] = {
      {"1,6,9", 5, {2, 3}, {2, 2, 3, 5}},
      {"1,4,10", 11, {3, 2, 3, 3}, {2, 3, 2, 6}},
      {"1,4,5,10", 3, {3}, {2, 6}},
      {"1,4,5,7,10", 3, {3}, {2, 6}},
      {"1,2,6,11", 12, {4, 3, 5}, {3}},
      {"1,2,6,7,11", 4, {4}, {3, 5}},
      {"1,4,5,8,11", 3, {3}, {2, 7}},
      {"1,3,4,5,8,11", 6, {6}, {2, 7}},
      {"1,6,9,11", 5, {2, 3}, {2, 2, 3, 5}},
      {"1,4,10,11", 7, {5, 2}, {2, 3, 2, 7}},
      {"1,3,6,10,11", 7, {2, 5}, {2, 2, 5, 7}},
      {"1,4,6,10,11", 7, {5, 2}, {2, 3, 2, 7}},
      {"1,2,6,7,10,11", 4, {4}, {3, 5}},
      {"1,4,8,10,11", 7, {5, 2}, {2, 3, 2, 7}},
      {"1,4,5,8,10,11", 3, {3}, {2, 7, 6}},
      {"1,3,4,5,8,10,11", 6, {6}, {2, 7}},
      {"1,3,6,8,10,11", 7, {2, 5}, {2, 2, 5, 7}},
      {"1,4,6,8,10,11", 7, {5, 2}, {2, 3, 2, 7}},
      {"1,2,6,7,9,10,11", 4, {4}, {3, 5, 8}},
  };
  for (const DutchEntry& e : reproduced) {
    const SequenceSpec spec = losses(e.set);
    const PeriodResult r = period_finder("naive").run(spec, {});
    expect_period(spec, r.preperiod, e.period);
    const Sequence o = compute_values(spec, loss_differences_length(r.preperiod, r.period));
    const LossDifferences d = loss_differences(o, r.preperiod, r.period);
    EXPECT_EQ(d.period, e.period_diffs) << e.set;
    EXPECT_EQ(d.start, e.start_diffs) << e.set;
  }
  // Published (period, start) that the values contradict: the claimed period does not hold from
  // the end of the claimed start, checked on 1000 values from the definition.
  const DutchEntry refuted[] = {
      {"1,4,8,9", 5, {5}, {2, 3, 2}},
      {"1,4,6,8,9", 5, {5}, {2, 3, 2}},
      {"1,8,11", 7, {2, 3, 2}, {2, 2, 2, 3, 7}},
      {"1,6,8,11", 7, {2, 3, 2}, {2, 2, 3, 2, 5}},
  };
  for (const DutchEntry& e : refuted) {
    std::size_t from = 1;
    for (std::size_t s : e.start_diffs) from += s;
    const Sequence o = compute_values(losses(e.set), 1000);
    bool holds = true;
    for (std::size_t n = from; n + e.period < o.size(); ++n)
      holds = holds && o[n + e.period] == o[n];
    EXPECT_FALSE(holds) << e.set;
  }
  expect_period(losses("1,4,8,9"), 0, 17);
  expect_period(losses("1,8,11"), 13, 19);
}

// Dutch notebook (000_*.txt, cell [47]): the longest misere loss period for each max(S) <= 20
// among sets containing 1, with the set that attains it.
TEST(Literature, DutchNotebookRecordSets) {
  const std::pair<const char*, std::size_t> records[] = {
      {"1,3,4", 7},
      {"1,4,5", 8},
      {"1,5,6", 11},
      {"1,4,6,7", 13},
      {"1,4,7,8", 25},
      {"1,6,8,9", 17},
      {"1,6,9,10", 33},
      {"1,2,6,9,10,11", 39},
      {"1,6,11,12", 61},
      {"1,4,6,12,13", 64},
      {"1,8,13,14", 73},
      {"1,2,6,10,13,14,15", 83},
      {"1,8,15,16", 113},
      {"1,4,13,17", 118},
      {"1,4,6,17,18", 144},
      {"1,4,8,11,15,18,19", 237},
      {"1,3,4,9,16,17,19,20", 253},
  };
  for (const auto& [set, period] : records) expect_period(losses(set), 0, period);
}

}  // namespace
}  // namespace nimlab
