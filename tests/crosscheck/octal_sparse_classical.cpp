// The sparse-space Grundy values equal the classical enumeration on every splitting octal code
// with at most three digits after the point (d0 = 0 or 4), and on named codes further out.
#include <gtest/gtest.h>

#include <string>

#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

TEST(OctalSparseCrosscheck, AllSplittingCodesUpToThreeDigits) {
  const std::size_t count = 700;  // masks are chosen at 128, 256 and 512
  std::size_t codes = 0, mostly_sparse = 0, searched = 0, heap_parity = 0;
  for (const char* head : {".", "4."})
    for (int digits = 1; digits <= 3; ++digits)
      for (int x = 0; x < (1 << (3 * digits)); ++x) {
        std::string text = head;
        for (int i = digits - 1; i >= 0; --i) text += static_cast<char>('0' + ((x >> (3 * i)) & 7));
        if (text.back() == '0') continue;  // shorter codes come with fewer digits
        const OctalCode code = OctalCode::parse(text);
        if (!code.splits()) continue;
        SparseStats stats;
        ASSERT_EQ(grundy_values_sparse(code, count, &stats), grundy_values_classical(code, count))
            << text;
        ++codes;
        mostly_sparse += 2 * stats.full_heaps < count;
        searched += stats.searches > 0;
        heap_parity += stats.position_parity;
      }
  // 7 + 56 + 448 = 511 codes per head end in a non-zero digit; after "." the 3 + 12 + 48 = 63
  // codes with digits in {0, 1, 2, 3} only do not split: 448 + 511.
  EXPECT_EQ(codes, 959u);
  // Both paths of the method were exercised, not only the plain enumeration.
  EXPECT_GT(mostly_sparse, 100u);
  EXPECT_GT(searched, 100u);
  // The heap-parity refinement was chosen, and checked, on a good number of codes.
  EXPECT_GT(heap_parity, 20u);
}

TEST(OctalSparseCrosscheck, NamedCodesFurtherOut) {
  for (const char* text :
       {".77", ".07", ".137", ".4", ".6", ".64", "4.07", ".156", ".74", ".007", "4.7", ".36"}) {
    const OctalCode code = OctalCode::parse(text);
    EXPECT_EQ(grundy_values_sparse(code, 4000), grundy_values_classical(code, 4000)) << text;
  }
}

}  // namespace
}  // namespace nimlab
