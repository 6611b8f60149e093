// Exact play counting: the memoised recursion, the closed form (binomial convolutions), the
// generating-function tables and brute-force enumeration agree on random small inputs, on both
// big-integer backends.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <vector>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/brute_force.hpp"
#include "nimlab/count/closed_form.hpp"
#include "nimlab/count/generating_function.hpp"
#include "nimlab/count/recursion.hpp"
#include "nimlab/count/splits.hpp"

namespace nimlab {
namespace {

// Nim, or subtraction-set Nim with a random set inside 1..6 (with or without 1).
rc::Gen<PlayRule> rules() {
  return rc::gen::oneOf(rc::gen::just(PlayRule{}),
                        rc::gen::map(rc::gen::nonEmpty(rc::gen::container<std::set<std::int64_t>>(
                                         rc::gen::inRange<std::int64_t>(1, 7))),
                                     [](const std::set<std::int64_t>& s) {
                                       return PlayRule{SubtractionSet({s.begin(), s.end()})};
                                     }));
}

rc::Gen<std::vector<std::uint32_t>> positions(std::uint32_t max_heaps, std::uint32_t max_heap) {
  return rc::gen::mapcat(rc::gen::inRange<std::size_t>(0, max_heaps + 1),
                         [max_heap](std::size_t n) {
                           return rc::gen::container<std::vector<std::uint32_t>>(
                               n, rc::gen::inRange<std::uint32_t>(0, max_heap + 1));
                         });
}

RC_GTEST_PROP(CountMethodsAgree, RecursionClosedFormAndBruteForceOnTinyPositions, ()) {
  const PlayRule rule = *rules();
  const auto heaps = *positions(4, 4);
  const std::uint64_t brute = count_plays_brute_force(rule, heaps);
  RC_ASSERT(RecursiveCounter<gmp_int>(rule).plays(heaps) == brute);
  RC_ASSERT(count_plays_closed_form<gmp_int>(rule, heaps) == brute);
  RC_ASSERT(count_plays_closed_form<boost_int>(rule, heaps) == brute);
}

RC_GTEST_PROP(CountMethodsAgree, RecursionAndClosedFormOnBothBackends, ()) {
  const PlayRule rule = *rules();
  const auto heaps = *positions(5, 14);
  const gmp_int a = RecursiveCounter<gmp_int>(rule).plays(heaps);
  const boost_int b = RecursiveCounter<boost_int>(rule).plays(heaps);
  const gmp_int c = count_plays_closed_form<gmp_int>(rule, heaps);
  const boost_int d = count_plays_closed_form<boost_int>(rule, heaps);
  RC_ASSERT(a == c);
  RC_ASSERT(a.str() == b.str());
  RC_ASSERT(b == d);
}

RC_GTEST_PROP(CountMethodsAgree, HeapOrderDoesNotMatter, ()) {
  const PlayRule rule = *rules();
  auto heaps = *positions(4, 10);
  const gmp_int before = count_plays_closed_form<gmp_int>(rule, heaps);
  std::reverse(heaps.begin(), heaps.end());
  RC_ASSERT(count_plays_closed_form<gmp_int>(rule, heaps) == before);
}

RC_GTEST_PROP(CountMethodsAgree, GeneratingFunctionTablesMatchSplitBySplitSums, ()) {
  const PlayRule rule = *rules();
  const auto k = *rc::gen::inRange<std::uint32_t>(1, 6);
  const auto max_tokens = *rc::gen::inRange<std::uint32_t>(k, 22);
  const SplitOrder order = *rc::gen::element(SplitOrder::unordered, SplitOrder::ordered);
  const std::vector<gmp_int> table =
      split_totals_generating_function<gmp_int>(rule, k, order, max_tokens);
  const std::vector<boost_int> table2 =
      split_totals_generating_function<boost_int>(rule, k, order, max_tokens);
  RecursiveCounter<gmp_int> recursion(rule);
  for (std::uint32_t n = 0; n <= max_tokens; ++n) {
    gmp_int closed_form_sum = 0;
    for_each_split(n, k, order, [&](std::span<const std::uint32_t> split) {
      closed_form_sum += count_plays_closed_form<gmp_int>(rule, split);
    });
    RC_ASSERT(table[n] == closed_form_sum);
    RC_ASSERT(table[n] == recursion.split_total(n, k, order));
    RC_ASSERT(table2[n].str() == table[n].str());
  }
}

RC_GTEST_PROP(CountMethodsAgree, OrderedTotalWeighsEachSplitByItsOrderings, ()) {
  // Each unordered split with heap multiplicities m_1, m_2, ... stands for k!/prod(m_i!)
  // compositions, all with the same number of plays.
  const PlayRule rule = *rules();
  const auto k = *rc::gen::inRange<std::uint32_t>(1, 6);
  const auto n = *rc::gen::inRange<std::uint32_t>(k, 30);
  RecursiveCounter<gmp_int> recursion(rule);
  gmp_int weighted = 0;
  for_each_split(n, k, SplitOrder::unordered, [&](std::span<const std::uint32_t> split) {
    weighted += recursion.plays(split) * distinct_orderings(split);
  });
  RC_ASSERT(weighted ==
            split_totals_generating_function<gmp_int>(rule, k, SplitOrder::ordered, n)[n]);
}

}  // namespace
}  // namespace nimlab
