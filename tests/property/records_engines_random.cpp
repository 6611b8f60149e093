// The record engines against the reference on random subtraction sets with largest element up to
// 40 (beyond the exhaustive cross-check of tests/crosscheck/records_engines.cpp, M <= 13).
// Fact checked: for outcome sequences under normal and misere play (standard stuck rule), the
// bit engine (every kernel this CPU runs, on batches large enough for its batch path and its
// refilling path) and the packed engine give the (preperiod, period) of the period registry's
// Brent finder (nimlab/period/result.hpp), which shares no code with them. RapidCheck prints the
// seed of a failing case for reproduction.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <bit>

#include "nimlab/records/engines.hpp"
#include "nimlab/records/family.hpp"
#include "nimlab/records/table.hpp"

namespace nimlab::records {
namespace {

std::vector<BitKernel> kernels() {
  std::vector<BitKernel> out{BitKernel::automatic, BitKernel::baseline};
  for (BitKernel k : {BitKernel::avx2, BitKernel::avx512})
    if (bit_kernel_available(k)) out.push_back(k);
  return out;
}

// n random sets with largest element M: each smaller element present with probability 1/2, or,
// for sparse sets, 1/8 (long periods are more frequent among sets with few elements).
std::vector<std::uint64_t> random_sets(unsigned M, std::size_t n, bool sparse, bool with_one) {
  std::vector<std::uint64_t> out;
  const std::uint64_t below = M == 1 ? 0 : (std::uint64_t{1} << (M - 1)) - 1;
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t mask = *rc::gen::arbitrary<std::uint64_t>() & below;
    if (sparse) mask &= *rc::gen::arbitrary<std::uint64_t>() & *rc::gen::arbitrary<std::uint64_t>();
    mask |= std::uint64_t{1} << (M - 1);
    if (with_one) mask |= 1;
    out.push_back(mask);
  }
  return out;
}

void check_engines(Play play) {
  const auto M = *rc::gen::inRange(1u, 41u);
  // Enough sets for one or two full batches of the widest kernel plus a remainder.
  const auto n = *rc::gen::inRange<std::size_t>(1, 1400);
  const bool sparse = *rc::gen::arbitrary<bool>();
  const bool with_one = *rc::gen::arbitrary<bool>();
  RC_TAG(M);
  const std::vector<std::uint64_t> sets = random_sets(M, n, sparse, with_one);
  SearchSpec search;
  search.convention = {play, Stuck::standard};
  std::vector<Period> reference(n);
  for (std::size_t j = 0; j < n; ++j) reference[j] = scalar_period(sequence_spec(search, sets[j]));
  std::vector<Period> packed(n);
  packed_engine_periods(sets, M, play, packed);
  for (std::size_t j = 0; j < n; ++j) RC_ASSERT(packed[j] == reference[j]);
  BitEngineWorkspace ws;
  for (BitKernel kernel : kernels()) {
    std::vector<Period> out(n);
    bit_engine_periods(sets, M, play, out, ws, kernel);
    for (std::size_t j = 0; j < n; ++j) {
      if (!(out[j] == reference[j]))
        RC_FAIL("set {" + mask_text(sets[j]) + "}, kernel " +
                std::to_string(static_cast<int>(kernel)) + ": preperiod " +
                std::to_string(out[j].preperiod) + " period " + std::to_string(out[j].period) +
                ", reference " + std::to_string(reference[j].preperiod) + " / " +
                std::to_string(reference[j].period));
    }
  }
}

RC_GTEST_PROP(RecordEngines, AgreeWithTheReferenceOnRandomSetsNormalPlay, ()) {
  check_engines(Play::normal);
}

RC_GTEST_PROP(RecordEngines, AgreeWithTheReferenceOnRandomSetsMiserePlay, ()) {
  check_engines(Play::misere);
}

}  // namespace
}  // namespace nimlab::records
