// The record engines against each other and against the period registry, on every subtraction
// set with largest element M <= 13 (family "all", which contains every one-in-set set), and the
// bit engine's lane refills on batches that mix sets of very different lengths.
// Fact checked: the packed engine, the bit engine (every kernel this CPU runs), the scalar Brent
// finder and the registry's naive finder (independent computations of the period,
// nimlab/period/result.hpp) give the same (preperiod, period).
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/records/engines.hpp"
#include "nimlab/records/family.hpp"
#include "nimlab/records/table.hpp"

namespace nimlab::records {

void PrintTo(const Period& p, std::ostream* os) {
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

Period naive_pair(const SequenceSpec& spec) {
  const PeriodResult r = period_finder("naive").run(spec, FinderOptions{});
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.proof, Proof::window);
  return r;
}

std::vector<BitKernel> kernels() {
  std::vector<BitKernel> out{BitKernel::automatic, BitKernel::baseline};
  for (BitKernel k : {BitKernel::avx2, BitKernel::avx512})
    if (bit_kernel_available(k)) out.push_back(k);
  return out;
}

const char* kernel_name(BitKernel k) {
  return k == BitKernel::automatic  ? "automatic"
         : k == BitKernel::baseline ? "baseline"
         : k == BitKernel::avx2     ? "avx2"
                                    : "avx512";
}

class BitEngineAgrees : public ::testing::TestWithParam<Play> {};

TEST_P(BitEngineAgrees, WithPackedScalarAndNaiveOnEverySetUpTo13) {
  const Play play = GetParam();
  const SearchSpec search = search_for(Kind::outcome, {play, Stuck::standard});
  BitEngineWorkspace ws;
  for (unsigned M = 1; M <= 13; ++M) {
    const auto sets = all_sets(M);
    std::vector<Period> scalar(sets.size()), packed(sets.size());
    packed_engine_periods(sets, M, play, packed);
    for (std::size_t j = 0; j < sets.size(); ++j) {
      const SequenceSpec spec = sequence_spec(search, sets[j]);
      scalar[j] = scalar_period(spec);
      ASSERT_EQ(packed[j], scalar[j]) << "set {" << spec.game().name() << "}";
      ASSERT_EQ(scalar[j], naive_pair(spec)) << "set {" << spec.game().name() << "}";
    }
    for (BitKernel kernel : kernels()) {
      // The whole family in one call (lanes refilled many times), then uneven batches (1, 2 and
      // 4 machine words of lanes, partly filled).
      std::vector<Period> out(sets.size());
      bit_engine_periods(sets, M, play, out, ws, kernel);
      for (std::size_t from = 0, chunk = 1; from < sets.size();
           from += chunk, chunk = chunk * 3 + 5) {
        chunk = std::min(chunk, sets.size() - from);
        std::vector<Period> part(chunk);
        bit_engine_periods(std::span(sets).subspan(from, chunk), M, play, part, ws, kernel);
        for (std::size_t j = 0; j < chunk; ++j)
          ASSERT_EQ(part[j], scalar[from + j])
              << "set {" << mask_text(sets[from + j]) << "}, kernel " << kernel_name(kernel)
              << ", batch of " << chunk;
      }
      for (std::size_t j = 0; j < sets.size(); ++j)
        ASSERT_EQ(out[j], scalar[j])
            << "set {" << mask_text(sets[j]) << "}, kernel " << kernel_name(kernel);
    }
  }
}

// Lane refills: a few sets with long periods or preperiods (hundreds to a thousand steps) among
// thousands of short ones, at the start, the middle and the end of one batch, so that lanes are
// refilled many times while the long sets run, and the last lanes finish long after the others.
// The long sets are the records of data/records for M = 24 and 27: {1,3,12,21,23,24} (period
// 1107), {1,6,8,11,13,16,23,24} (preperiod 633), {1,10,17,26,27} (period 1248),
// {1,2,6,9,14,18,21,25,26,27} (preperiod 705) under misere play.
TEST_P(BitEngineAgrees, WithScalarWhenLongAndShortSetsShareABatch) {
  const Play play = GetParam();
  const SearchSpec search = search_for(Kind::outcome, {play, Stuck::standard});
  const std::vector<std::vector<std::vector<std::uint32_t>>> long_sets = {
      {{1, 3, 12, 21, 23, 24}, {1, 6, 8, 11, 13, 16, 23, 24}},
      {{1, 10, 17, 26, 27}, {1, 2, 6, 9, 14, 18, 21, 25, 26, 27}}};
  BitEngineWorkspace ws;
  for (const auto& group : long_sets) {
    const auto M = group.front().back();
    std::vector<std::uint64_t> batch;
    const std::uint64_t n = family_count(Family::one_in_set, M);
    for (std::uint64_t i = 0; i < 3000; ++i) {
      if (i == 0 || i == 1500 || i == 2999)
        for (const auto& e : group) batch.push_back(elements_mask(e));
      if (i == 700) batch.push_back(elements_mask({1, M}));
      batch.push_back(family_member(Family::one_in_set, M, (i * 2654435761u + 12345) % n));
    }
    std::vector<Period> scalar(batch.size());
    std::uint64_t longest = 0;
    for (std::size_t j = 0; j < batch.size(); ++j) {
      scalar[j] = scalar_period(sequence_spec(search, batch[j]));
      longest = std::max(longest, scalar[j].preperiod + scalar[j].period);
    }
    EXPECT_GT(longest, 600u) << "the batch should hold long sets";
    for (BitKernel kernel : kernels()) {
      std::vector<Period> out(batch.size());
      bit_engine_periods(batch, M, play, out, ws, kernel);
      for (std::size_t j = 0; j < batch.size(); ++j)
        ASSERT_EQ(out[j], scalar[j])
            << "set {" << mask_text(batch[j]) << "}, kernel " << kernel_name(kernel);
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
        ASSERT_EQ(scalar_period(spec), naive_pair(spec))
            << spec.game().name() << " " << kind_name(spec.kind()) << " "
            << to_string(spec.convention());
      }
}

// Literature: in the subtraction game {1, ..., k} the P-positions are the multiples of k + 1
// (Winning Ways, ch. 4), so the outcome sequence has period k + 1 and preperiod 0.
TEST(BitEngine, SubtractUpToK) {
  BitEngineWorkspace ws;
  for (unsigned k = 1; k <= 64; ++k) {
    const std::uint64_t mask = k == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << k) - 1;
    Period out[1], packed[1];
    packed_engine_periods(std::span(&mask, 1), k, Play::normal, packed);
    EXPECT_EQ(packed[0], (Period{0, k + 1, Proof::window})) << "k = " << k;
    for (BitKernel kernel : kernels()) {
      bit_engine_periods(std::span(&mask, 1), k, Play::normal, out, ws, kernel);
      EXPECT_EQ(out[0], (Period{0, k + 1, Proof::window}))
          << "k = " << k << ", " << kernel_name(kernel);
    }
  }
}

TEST(BitEngine, RejectsMalformedBatches) {
  BitEngineWorkspace ws;
  const std::uint64_t wrong_max[] = {0b1011, 0b111};
  Period out[2];
  EXPECT_THROW(bit_engine_periods(wrong_max, 4, Play::normal, out, ws), nimlab::error);
  EXPECT_THROW(packed_engine_periods(wrong_max, 4, Play::normal, out), nimlab::error);
  const std::uint64_t empty_set[] = {0};
  EXPECT_THROW(bit_engine_periods(empty_set, 1, Play::normal, std::span(out, 1), ws),
               nimlab::error);
}

}  // namespace
}  // namespace nimlab::records
