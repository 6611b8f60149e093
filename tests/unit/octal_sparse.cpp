// Unit tests of the sparse-space Grundy values of octal codes against literature values and
// proven identities between codes.
#include <gtest/gtest.h>

#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

// Kayles (.77), G(0..83): Berlekamp, Conway, Guy, Winning Ways, ch. 4, table of Kayles
// nim-values (OEIS A002186); from n = 71 on the period 4 1 2 8 1 4 7 2 1 8 2 7 repeats.
const Sequence kayles_84 = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1,
                            4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4,
                            7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2,
                            8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7};

TEST(OctalSparse, KaylesMatchesWinningWays) {
  const OctalCode kayles = OctalCode::parse(".77");
  EXPECT_EQ(grundy_values_sparse(kayles, kayles_84.size()), kayles_84);
  EXPECT_EQ(grundy_values_classical(kayles, kayles_84.size()), kayles_84);
  // Far beyond the table the period of 12 from n = 71 continues (Winning Ways: Kayles has
  // period 12 after its last exceptional value at n = 70).
  const Sequence g = grundy_values_sparse(kayles, 200000);
  for (std::size_t n = 71; n + 12 < g.size(); ++n) ASSERT_EQ(g[n + 12], g[n]) << "n = " << n;
}

// Kayles values past the preperiod are 1, 2, 4, 7, 8, all of odd weight under mask 15, and the
// table above has exactly 9 heaps n >= 1 of even weight (values 3, 5, 6 at n = 3, 6, 11, 18, 22,
// 28, 34, 39, 70). Mask 15 is the only mask within four bits making 1, 2, 4 and 8 odd, so the
// sparse method must find it and keep exactly those 9 rare heaps.
TEST(OctalSparse, KaylesRareHeapsAreTheNineExceptions) {
  SparseStats stats;
  grundy_values_sparse(OctalCode::parse(".77"), 1000000, &stats);
  EXPECT_EQ(stats.mask, 15u);
  EXPECT_EQ(stats.rare_positions, 9u);
}

// .4 (take one token and split the rest into two non-empty heaps) and Dawson's Kayles .07: with
// a = a' + 1, b = b' + 1 the splits a + b = n - 1 of .4 are the moves a' + b' = n - 3 of .07 at
// heap n - 1, so G.4(n) = G.07(n-1) for n >= 1 by induction. Likewise Dawson's chess .137 is
// .07 shifted the other way: G.137(n) = G.07(n+1) (Winning Ways, ch. 4).
TEST(OctalSparse, ShiftIdentitiesBetweenDawsonCodes) {
  const std::size_t count = 6000;
  const Sequence d = grundy_values_sparse(OctalCode::parse(".07"), count + 1);
  const Sequence four = grundy_values_sparse(OctalCode::parse(".4"), count);
  const Sequence chess = grundy_values_sparse(OctalCode::parse(".137"), count);
  EXPECT_EQ(four[0], 0u);
  for (std::size_t n = 1; n < count; ++n) ASSERT_EQ(four[n], d[n - 1]) << "n = " << n;
  for (std::size_t n = 0; n < count; ++n) ASSERT_EQ(chess[n], d[n + 1]) << "n = " << n;
}

// Without splits there is nothing to skip, but the method stays exact.
TEST(OctalSparse, PlainCodesEqualClassical) {
  for (const char* text : {".1", ".3", ".0102", ".1133", ".333", ".0137"}) {
    const OctalCode code = OctalCode::parse(text);
    EXPECT_EQ(grundy_values_sparse(code, 3000), grundy_values_classical(code, 3000)) << text;
  }
}

TEST(OctalSparse, DispatcherEqualsClassical) {
  for (const char* text : {".6", ".64", "4.07", ".156"}) {
    const OctalCode code = OctalCode::parse(text);
    for (std::size_t count : {0u, 1u, 5u, 256u, 257u, 2000u})
      EXPECT_EQ(grundy_values(code, count), grundy_values_classical(code, count))
          << text << " count " << count;
  }
}

TEST(OctalSparse, AbsurdLengthIsBadInput) {
  EXPECT_THROW(grundy_values_sparse(OctalCode::parse(".6"), max_sequence_length + 1), error);
}

}  // namespace
}  // namespace nimlab
