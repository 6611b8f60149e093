// The octal periodicity bound (proofs/octal-bound.md) against a Grundy oracle written here from
// the definition of an octal code (mex over taking the whole heap, leaving one heap, leaving two
// heaps with the xor of their values), sharing no code with the library: for random codes that
// split heaps, every (mu, p) whose repetition holds over mu <= n <= 2 max(mu, 1) + p + t - 2 goes
// on as far as the values are computed.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace {

// digits[0] = d0 (0 or 4), digits[k] = dk for k = 1..t.
std::vector<std::uint32_t> octal_grundy(const std::vector<unsigned>& digits, std::size_t count) {
  const std::size_t t = digits.size() - 1;
  std::vector<std::uint32_t> g(count, 0);
  std::vector<char> seen;
  for (std::size_t n = 1; n < count; ++n) {
    seen.assign(2 * n + 2, 0);
    for (std::size_t k = 0; k <= t && k <= n; ++k) {
      const unsigned d = digits[k];
      if (k >= 1 && k == n && (d & 1)) seen[0] = 1;
      if (k >= 1 && k < n && (d & 2)) seen[g[n - k]] = 1;
      if ((d & 4) && n - k >= 2)
        for (std::size_t a = 1; 2 * a <= n - k; ++a) {
          const std::uint32_t x = g[a] ^ g[n - k - a];
          if (x < seen.size()) seen[x] = 1;
        }
    }
    while (seen[g[n]]) ++g[n];
  }
  return g;
}

bool repeats(const std::vector<std::uint32_t>& g, std::size_t p, std::size_t mu, std::size_t last) {
  for (std::size_t n = mu; n <= last; ++n)
    if (g[n + p] != g[n]) return false;
  return true;
}

RC_GTEST_PROP(OctalBoundOracle, RepetitionOverTheRangeNeverBreaksLater, ()) {
  const auto t = *rc::gen::inRange<std::size_t>(1, 4);
  std::vector<unsigned> digits(t + 1);
  digits[0] = *rc::gen::element(0u, 4u);
  for (std::size_t k = 1; k <= t; ++k) digits[k] = *rc::gen::inRange(0u, 8u);
  if (digits[t] == 0) digits[t] = 4;
  if (std::none_of(digits.begin(), digits.end(), [](unsigned d) { return d & 4; })) digits[1] |= 4;
  const std::size_t count = 500;
  const auto g = octal_grundy(digits, count);
  for (std::size_t p = 1; p <= 30; ++p)
    for (std::size_t mu = 0; mu <= 30; ++mu) {
      const std::size_t M = std::max<std::size_t>(mu, 1);
      if (!repeats(g, p, mu, 2 * M + p + t - 2)) continue;
      RC_ASSERT(repeats(g, p, mu, count - p - 1));
    }
}

// The bound is sharp: .4 (t = 1) repeats with mu = 1, p = 1 over n = 1 (one comparison short of
// the range 1..2) and breaks at n = 2.
TEST(OctalBoundOracle, OneLessIsNotEnoughForDotFour) {
  const auto g = octal_grundy({0, 4}, 10);
  EXPECT_TRUE(repeats(g, 1, 1, 1));
  EXPECT_NE(g[3], g[2]);
}

}  // namespace
