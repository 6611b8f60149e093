// The record engines against each other and against the period registry, on every subtraction
// set with largest element M <= 12 (family "all", which contains every one-in-set set).
// Fact checked: the packed engine, the bit engine, the scalar Brent finder and the registry's
// naive finder (independent computations of the period of design.md) give the same
// (preperiod, period).
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/records/engines.hpp"
#include "nimlab/records/family.hpp"

namespace nimlab::records {

void PrintTo(const PeriodPair& p, std::ostream* os) {
  *os << "(preperiod " << p.preperiod << ", period " << p.period << ")";
}

namespace {

std::vector<std::uint64_t> all_sets(unsigned M) {
  std::vector<std::uint64_t> out;
  for (std::uint64_t i = 0; i < family_count(Family::all, M); ++i)
    out.push_back(family_member(Family::all, M, i));
  return out;
}

SearchSpec search_for(Kind kind, Convention c) {
  SearchSpec s;
  s.kind = kind;
  s.convention = c;
  return s;
}

PeriodPair naive_pair(const SequenceSpec& spec) {
  const PeriodResult r = period_finder("naive").run(spec, FinderOptions{});
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.proof, Proof::window);
  return {r.preperiod, r.period};
}

class BitEngineAgrees : public ::testing::TestWithParam<Play> {};

TEST_P(BitEngineAgrees, WithPackedScalarAndNaiveOnEverySetUpTo12) {
  const Play play = GetParam();
  const SearchSpec search = search_for(Kind::outcome, {play, Stuck::standard});
  BitEngineWorkspace ws;
  for (unsigned M = 1; M <= 13; ++M) {
    const auto sets = all_sets(M);
    // Uneven batch sizes exercise 1, 2 and 4 machine words and partly filled words.
    for (std::size_t from = 0, chunk = 1; from < sets.size();
         from += chunk, chunk = chunk * 3 + 5) {
      const std::size_t n = std::min({chunk, sets.size() - from, bit_engine_lanes});
      chunk = n;
      std::vector<PeriodPair> out(n);
      std::vector<PeriodPair> packed(n);
      bit_engine_periods(std::span(sets).subspan(from, n), M, play, out, ws);
      packed_engine_periods(std::span(sets).subspan(from, n), M, play, packed);
      for (std::size_t j = 0; j < n; ++j) {
        const SequenceSpec spec = sequence_spec(search, sets[from + j]);
        const PeriodPair scalar = scalar_brent_period(spec);
        ASSERT_EQ(out[j], scalar) << "set {" << rule_name(spec.rule) << "}";
        ASSERT_EQ(packed[j], scalar) << "set {" << rule_name(spec.rule) << "}";
        ASSERT_EQ(scalar, naive_pair(spec)) << "set {" << rule_name(spec.rule) << "}";
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Plays, BitEngineAgrees, ::testing::Values(Play::normal, Play::misere));

// Values that are not single bits (Grundy values, draws) go through the scalar finder only.
TEST(ScalarBrent, AgreesWithNaiveForGrundyAndDrawUpTo10) {
  const SearchSpec grundy = search_for(Kind::grundy, {});
  const SearchSpec draw_normal = search_for(Kind::outcome, {Play::normal, Stuck::draw});
  const SearchSpec draw_misere = search_for(Kind::outcome, {Play::misere, Stuck::draw});
  for (unsigned M = 1; M <= 10; ++M)
    for (std::uint64_t mask : all_sets(M))
      for (const SearchSpec* s : {&grundy, &draw_normal, &draw_misere}) {
        const SequenceSpec spec = sequence_spec(*s, mask);
        ASSERT_EQ(scalar_brent_period(spec), naive_pair(spec))
            << rule_name(spec.rule) << " " << kind_name(spec.kind) << " "
            << to_string(spec.convention);
      }
}

// Literature: in the subtraction game {1, ..., k} the P-positions are the multiples of k + 1
// (Winning Ways, ch. 4), so the outcome sequence has period k + 1 and preperiod 0.
TEST(BitEngine, SubtractUpToK) {
  BitEngineWorkspace ws;
  for (unsigned k = 1; k <= 64; ++k) {
    const std::uint64_t mask = k == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << k) - 1;
    PeriodPair out[1], packed[1];
    bit_engine_periods(std::span(&mask, 1), k, Play::normal, out, ws);
    packed_engine_periods(std::span(&mask, 1), k, Play::normal, packed);
    EXPECT_EQ(out[0], (PeriodPair{0, k + 1})) << "k = " << k;
    EXPECT_EQ(packed[0], (PeriodPair{0, k + 1})) << "k = " << k;
  }
}

TEST(BitEngine, RejectsMalformedBatches) {
  BitEngineWorkspace ws;
  const std::uint64_t wrong_max[] = {0b1011, 0b111};
  PeriodPair out[2];
  EXPECT_THROW(bit_engine_periods(wrong_max, 4, Play::normal, out, ws), nimlab::error);
  EXPECT_THROW(packed_engine_periods(wrong_max, 4, Play::normal, out), nimlab::error);
  const std::uint64_t empty_set[] = {0};
  EXPECT_THROW(bit_engine_periods(empty_set, 1, Play::normal, std::span(out, 1), ws),
               nimlab::error);
}

}  // namespace
}  // namespace nimlab::records
