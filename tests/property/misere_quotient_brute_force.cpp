// Misere quotients (nimlab/misere/quotient.hpp) against brute force: for Kayles (.77), Dawson's
// Kayles (.07), Dawson's chess (.137), duplicate Kayles (.1377) and random two-digit codes, the
// outcome Q_n gives every position of heaps of at most n tokens, up to a total of 30 tokens (20
// for the random codes), is the misere outcome the game-graph solver finds from the rules
// (tests/support/misere_octal_oracle.hpp, through misere_quotient_compare.hpp). Orders are compared
// with values derived from theorems: misere Nim (Bouton's misere rule), the identity of Dawson's
// chess with Dawson's Kayles shifted by one heap, and two published structure theorems (even order;
// the orders of quotients with two P-positions).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "misere_octal_oracle.hpp"
#include "misere_quotient_compare.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/misere/quotient.hpp"

namespace nimlab::misere {
namespace {

Game octal(const std::string& code) {
  return Game(OctalCode::parse(code));
}

using test::compare_with_brute_force;

TEST(MisereQuotient, KaylesAgreesWithBruteForce) {
  EXPECT_GT(compare_with_brute_force({7, 7}, 12, 30), 20000u);
}

TEST(MisereQuotient, DawsonsKaylesAgreesWithBruteForce) {
  EXPECT_GT(compare_with_brute_force({0, 7}, 14, 30), 20000u);
}

TEST(MisereQuotient, DawsonsChessAgreesWithBruteForce) {
  EXPECT_GT(compare_with_brute_force({1, 3, 7}, 13, 30), 20000u);
}

TEST(MisereQuotient, DuplicateKaylesAgreesWithBruteForce) {
  EXPECT_GT(compare_with_brute_force({1, 3, 7, 7}, 12, 30), 20000u);
}

// .71's learned candidates are not reduced until they give every outcome (its Q_10 has 36
// elements); .35 and .74 have the largest quotients of the two-digit codes up to heap 9 and 10.
TEST(MisereQuotient, LargerTwoDigitQuotientsAgreeWithBruteForce) {
  EXPECT_GT(compare_with_brute_force({7, 1}, 10, 22), 3000u);
  EXPECT_GT(compare_with_brute_force({3, 5}, 9, 22), 3000u);
  EXPECT_GT(compare_with_brute_force({7, 4}, 10, 22), 3000u);
}

// Heap n of Dawson's chess (.137) is heap n + 1 of Dawson's Kayles (.07) (Winning Ways, ch. 4):
// the same game, so Q_n(.137) and Q_{n+1}(.07) have the same order and P-portion, and heap n of
// one has the element of heap n + 1 of the other (normal forms name elements the same way once
// the generators correspond, heap 1 of .07 having no move at all).
TEST(MisereQuotient, DawsonsChessIsDawsonsKaylesShifted) {
  for (std::size_t n = 1; n <= 16; ++n) {
    const Quotient chess = misere_quotient(octal(".137"), n);
    const Quotient kayles = misere_quotient(octal(".07"), n + 1);
    ASSERT_EQ(chess.order(), kayles.order()) << n;
    ASSERT_EQ(chess.p_size(), kayles.p_size()) << n;
    for (std::size_t h = 1; h <= n; ++h) {
      EXPECT_EQ(chess.word_text(chess.normal_form(chess.heap_element(h))),
                kayles.word_text(kayles.normal_form(kayles.heap_element(h + 1))))
          << "heap " << h << " of .137, Q_" << n;
    }
  }
}

// The code .3...3 with n digits is Nim on heaps of at most n tokens. By Bouton's misere rule a
// position is lost iff either every heap is 0 or 1 and the nim-sum is 1, or some heap is 2 or
// more and the nim-sum is 0. So the class of a position is fixed by its nim-sum v and whether it
// has a heap of 2 or more; all these classes differ (v against w: add a heap of v, both big;
// small v against big v: add nothing), so with heaps up to 2^k - 1 (k >= 2) the quotient has the
// 2 small classes v = 0, 1 and the 2^k big ones, 2^k + 2 in all, two of them in P (small 1,
// big 0). Heaps of one token only: 2 classes (the parity), one in P.
TEST(MisereQuotient, MisereNimOrdersFollowBoutonsRule) {
  const struct {
    std::string code;
    std::size_t n, order;
  } cases[] = {{".3", 1, 2}, {".333", 3, 6}, {".3333333", 7, 10}, {".333333333333333", 15, 18}};
  for (const auto& c : cases) {
    const Quotient q = misere_quotient(octal(c.code), c.n);
    EXPECT_EQ(q.order(), c.order) << c.code;
    EXPECT_EQ(q.p_size(), c.n == 1 ? 1u : 2u) << c.code;
  }
}

// Two published structure theorems on every quotient Q_1..Q_9 of the 56 two-digit codes:
// - a misere quotient has even order (Plambeck and Siegel 2008, as restated in the introduction
//   of Rubinstein-Salzedo and Zhou, "Finite cardinalities of misere quotients", arXiv:2603.18244);
//   the one exception is the trivial quotient of order 1, where no position has a move (Q_1 of
//   .07: heap 1 has no move, so every position is won by the player to move);
// - a finite quotient whose P-portion has 2 elements has order 2^m + 2 or 2^m + 4 (Siegel, "The
//   structure and classification of misere quotients", arXiv:math/0703070, abstract).
TEST(MisereQuotient, TwoDigitQuotientsObeyPublishedStructureTheorems) {
  std::size_t with_two_p = 0;
  for (unsigned d1 = 0; d1 <= 7; ++d1) {
    for (unsigned d2 = 1; d2 <= 7; ++d2) {
      const std::string code = test::octal_code_text({d1, d2});
      for (std::size_t n = 1; n <= 9; ++n) {
        const Quotient q = misere_quotient(octal(code), n);
        if (q.order() == 1) {
          EXPECT_EQ(q.p_size(), 0u) << code << " Q_" << n;
          continue;
        }
        EXPECT_EQ(q.order() % 2, 0u) << code << " Q_" << n;
        if (q.p_size() != 2) continue;
        ++with_two_p;
        bool fits = false;
        for (std::size_t m = 0; m < 20; ++m)
          fits = fits || q.order() == (std::size_t{1} << m) + 2 ||
                 q.order() == (std::size_t{1} << m) + 4;
        EXPECT_TRUE(fits) << code << " Q_" << n << " has order " << q.order();
      }
    }
  }
  EXPECT_GT(with_two_p, 50u);
}

// The contract: a commutative monoid with identity 0, reduced, heap 0 the identity.
TEST(MisereQuotient, IsAReducedCommutativeMonoid) {
  for (const char* code : {".77", ".07", ".137", ".1377", ".64", ".4"}) {
    const Quotient q = misere_quotient(octal(code), 10);
    const auto n = static_cast<std::uint32_t>(q.order());
    EXPECT_EQ(q.heap_element(0), 0u);
    for (std::uint32_t a = 0; a < n; ++a) {
      ASSERT_EQ(q.product(0, a), a) << code;
      for (std::uint32_t b = 0; b < n; ++b) {
        ASSERT_EQ(q.product(a, b), q.product(b, a)) << code;
        for (std::uint32_t c = 0; c < n; ++c)
          ASSERT_EQ(q.product(q.product(a, b), c), q.product(a, q.product(b, c))) << code;
      }
      for (std::uint32_t b = a + 1; b < n; ++b) {
        bool told_apart = false;
        for (std::uint32_t z = 0; z < n && !told_apart; ++z)
          told_apart = q.in_p(q.product(a, z)) != q.in_p(q.product(b, z));
        EXPECT_TRUE(told_apart) << code << ": elements " << a << " and " << b;
      }
    }
  }
}

// Relations and normal forms present the monoid: rewriting any word with the relations reaches
// the normal form of the product the table gives.
TEST(MisereQuotient, RelationsRewriteEveryWordToItsNormalForm) {
  const Quotient q = misere_quotient(octal(".77"), 12);
  const auto rels = q.relations();
  ASSERT_FALSE(rels.empty());
  for (const auto& r : rels) {
    // The left side, multiplied out generator by generator, is the right side.
    std::uint32_t e = 0;
    for (std::size_t i = 0; i < r.left.size(); ++i)
      for (std::uint32_t c = 0; c < r.left[i]; ++c)
        e = q.product(e, q.heap_element(q.generators()[i]));
    EXPECT_EQ(e, r.right) << q.word_text(r.left);
    EXPECT_NE(r.left, q.normal_form(r.right));
  }
}

TEST(MisereQuotient, RefusesBeyondItsLimits) {
  auto message = [](auto&& f) {
    try {
      f();
    } catch (const nimlab::error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message([] { misere_quotient(octal(".77"), 8, {.max_order = 5}); }).find("max_order"),
            std::string::npos);
  EXPECT_NE(message([] { misere_quotient(octal(".77"), 300); }).find("max_heap"),
            std::string::npos);
  EXPECT_NE(message([] {
              misere_quotient(octal(".07"), 14, {.max_positions = 10});
            }).find("max_positions"),
            std::string::npos);
  EXPECT_NE(message([] { misere_quotient(octal(".77"), 0); }).find("at least 1"),
            std::string::npos);
  EXPECT_NE(
      message([] { misere_quotient(octal(".77"), 12, {.max_states = 20}); }).find("max_states"),
      std::string::npos);
  const Quotient q = misere_quotient(octal(".77"), 6);
  EXPECT_NE(message([&] { q.element_of({3, 7}); }).find("larger than"), std::string::npos);
}

RC_GTEST_PROP(MisereQuotient, RandomTwoDigitCodesAgreeWithBruteForce, ()) {
  const auto d1 = *rc::gen::inRange(0u, 8u);
  const auto d2 = *rc::gen::inRange(1u, 8u);
  // Heaps up to 9: every two-digit code's Q_9 takes under a second (Q_10 of .45 takes 30).
  const auto n = *rc::gen::inRange<std::size_t>(1, 10);
  const std::vector<unsigned> digits{d1, d2};
  RC_ASSERT(compare_with_brute_force(digits, n, 20) > 0u);
  RC_ASSERT(!::testing::Test::HasFailure());
}

}  // namespace
}  // namespace nimlab::misere
