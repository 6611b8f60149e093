// The interval-tail theorem (proofs/interval-tail.md): the code .1^k 3^m 1^j (k, j >= 0, m >= 1)
// has Grundy period 2k + m + 1, and from heap t + 1 on its values are the block beta of the proof.
// Each lemma of the proof is checked against a computation that shares no code with the library:
// the brute-force solver on the code decoded from its definition (plain_octal_oracle.hpp), the
// solver on the subtraction game [a, b], or a mex written here. The theorem itself is checked on
// the library (values and the naive period finder).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

#include "nimlab/games/heap_families.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/values/sequence.hpp"
#include "plain_octal_oracle.hpp"

namespace nimlab {
namespace {

using test::brute_force_grundy;
using test::digit_runs;
using test::Digits;

// The quantities of the proof: a = k + 1, b = k + m, P = a + b, t = b + j, rho = t mod P.
struct Tail {
  unsigned k, m, j;
  long a() const { return k + 1; }
  long b() const { return k + m; }
  long P() const { return a() + b(); }
  long t() const { return b() + j; }
  long rho() const { return t() % P(); }
  Digits digits() const { return digit_runs({{1, k}, {3, m}, {1, j}}); }

  // g(x) = floor((x mod P) / a), the interval game [a, b] (Lemma 3).
  std::uint32_t g(long x) const { return static_cast<std::uint32_t>((x % P() + P()) % P() / a()); }

  // beta(i), 0 <= i < P: the tail block of Lemma 5.
  std::uint32_t beta(long i) const {
    const long r = rho();
    if (r == 0 || r >= b()) return g(i);
    const long r1 = std::max(r, a()), L = b() - r1, u = (r + a() - 1) / a();
    if (i < a()) return 0;
    if (i < a() + L) return g(u * a() + i - a()) + 1;
    return g(i - a() - L) + 1;
  }
};

Tail random_tail(unsigned max_k, unsigned max_m, unsigned max_j) {
  return Tail{*rc::gen::inRange(0u, max_k + 1), *rc::gen::inRange(1u, max_m + 1),
              *rc::gen::inRange(0u, max_j + 1)};
}

std::uint32_t mex(const std::set<std::uint32_t>& s) {
  std::uint32_t v = 0;
  while (s.count(v)) ++v;
  return v;
}

// Lemma 1: heap h <= t has the options 0 and [max(1, h - b), h - a]; heap h > t has [h - b, h - a].
RC_GTEST_PROP(IntervalTail, Lemma1MovesAreTheWholeHeapAndAnInterval, ()) {
  const Tail c = random_tail(8, 8, 12);
  const test::PlainOctalHeap game{c.digits()};
  for (long h = 1; h <= c.t() + c.P() + 2; ++h) {
    std::set<std::uint32_t> want;
    if (h <= c.t()) want.insert(0);
    for (long x = std::max(1L, h - c.b()); x <= h - c.a(); ++x) want.insert(x);
    const auto got = game.moves(static_cast<std::uint32_t>(h));
    RC_ASSERT(std::set<std::uint32_t>(got.begin(), got.end()) == want);
  }
}

// Lemma 2: a run of exactly a positions of the cycle Z/P meets the window {i - b .. i - a} of
// every position i outside it.
RC_GTEST_PROP(IntervalTail, Lemma2FullRunMeetsTheWindowOfEveryOutsidePosition, ()) {
  const long a = *rc::gen::inRange(1, 12), b = a + *rc::gen::inRange(0, 12), P = a + b;
  const long start = *rc::gen::inRange(0L, P);
  for (long off = a; off < P; ++off) {
    const long i = (start + off) % P;
    bool meets = false;
    for (long d = a; d <= b; ++d) {
      const long x = ((i - d) % P + P) % P;
      meets |= (x - start + P) % P < a;
    }
    RC_ASSERT(meets);
  }
}

// Lemma 3: the subtraction game [a, b] has G(n) = floor((n mod P) / a) (brute-force solver).
RC_GTEST_PROP(IntervalTail, Lemma3IntervalGameIsRunsOfLengthA, ()) {
  const Tail c = random_tail(15, 15, 0);
  std::vector<std::int64_t> interval;
  for (long s = c.a(); s <= c.b(); ++s) interval.push_back(s);
  games::Solver<games::SubtractionHeap> solver{games::SubtractionHeap{SubtractionSet(interval)}};
  for (long n = 0; n < 3 * c.P(); ++n)
    RC_ASSERT(solver.grundy(static_cast<std::uint32_t>(n)) == c.g(n));
}

// Lemma 4: G(h) = g(h - 1) + 1 for 1 <= h <= t.
RC_GTEST_PROP(IntervalTail, Lemma4HeapsUpToTAreTheShiftedIntervalGame, ()) {
  const Tail c = random_tail(12, 12, 40);
  const auto G = brute_force_grundy(c.digits(), c.t() + 1);
  for (long h = 1; h <= c.t(); ++h) RC_ASSERT(G[h] == c.g(h - 1) + 1);
}

// Lemma 5: in beta every value fills one cyclic run of at most a positions, the values are
// 0..max, and beta(i) = mex { beta(i - d mod P) : a <= d <= b } for every i.
RC_GTEST_PROP(IntervalTail, Lemma5BetaIsACycleOfTheIntervalRecurrence, ()) {
  const Tail c = random_tail(15, 15, 60);
  const long P = c.P();
  std::uint32_t top = 0;
  for (long i = 0; i < P; ++i) top = std::max(top, c.beta(i));
  for (std::uint32_t v = 0; v <= top; ++v) {
    long count = 0, starts = 0;
    for (long i = 0; i < P; ++i) {
      count += c.beta(i) == v;
      starts += c.beta(i) == v && c.beta((i + P - 1) % P) != v;
    }
    RC_ASSERT(count >= 1 && count <= c.a());
    RC_ASSERT(starts == 1);
  }
  for (long i = 0; i < P; ++i) {
    std::set<std::uint32_t> window;
    for (long d = c.a(); d <= c.b(); ++d) window.insert(c.beta(((i - d) % P + P) % P));
    RC_ASSERT(c.beta(i) == mex(window));
  }
}

// Lemma 6 with Lemma 5: G(t + 1 + i) = beta(i mod P) for every i >= 0 (checked over 2P + b
// heaps, beyond which the window argument of the proof takes over).
RC_GTEST_PROP(IntervalTail, Lemma6TailIsBetaFromHeapTPlusOne, ()) {
  const Tail c = random_tail(12, 12, 60);
  const long t = c.t(), P = c.P();
  const auto G = brute_force_grundy(c.digits(), t + 1 + 2 * P + c.b());
  for (long i = 0; t + 1 + i < static_cast<long>(G.size()); ++i)
    RC_ASSERT(G[t + 1 + i] == c.beta(i % P));
}

// The theorem on the library: its values equal the brute force, and its naive period finder
// reports period 2k + m + 1 with a preperiod of at most t + 1.
void check_library(const Tail& c) {
  const std::size_t n = c.t() + 3 * c.P() + 2;
  const OctalCode code = OctalCode::parse(test::octal_text(c.digits()));
  EXPECT_EQ(grundy_values(code, n), brute_force_grundy(c.digits(), n))
      << test::octal_text(c.digits());
  const PeriodResult r =
      period_finder("naive").run(SequenceSpec{code, Kind::grundy, {}}, FinderOptions{});
  EXPECT_EQ(r.period, static_cast<std::size_t>(2 * c.k + c.m + 1)) << test::octal_text(c.digits());
  EXPECT_LE(r.preperiod, static_cast<std::size_t>(c.t() + 1)) << test::octal_text(c.digits());
}

TEST(IntervalTail, TheoremOnTheLibraryForAllKMJUpTo12) {
  for (unsigned k = 0; k <= 12; ++k)
    for (unsigned m = 1; m <= 12; ++m)
      for (unsigned j = 0; j <= 12; ++j) check_library(Tail{k, m, j});
}

RC_GTEST_PROP(IntervalTail, TheoremOnTheLibraryForRandomCodes, ()) {
  const Tail c = random_tail(20, 20, 23);
  const OctalCode code = OctalCode::parse(test::octal_text(c.digits()));
  const PeriodResult r =
      period_finder("naive").run(SequenceSpec{code, Kind::grundy, {}}, FinderOptions{});
  RC_ASSERT(r.period == static_cast<std::size_t>(c.P()));
  RC_ASSERT(r.preperiod <= static_cast<std::size_t>(c.t() + 1));
}

}  // namespace
}  // namespace nimlab
