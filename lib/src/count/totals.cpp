// Dispatch of exact play counting to its two methods, with the input checks shared by the CLI,
// the tests and the benchmarks. Cost: that of the chosen method (recursion.hpp,
// closed_form.hpp, generating_function.hpp).
#include "nimlab/count/totals.hpp"

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/closed_form.hpp"
#include "nimlab/count/generating_function.hpp"
#include "nimlab/count/recursion.hpp"
#include "nimlab/error.hpp"

namespace nimlab {

CountMethod parse_count_method(std::string_view text) {
  if (text == "recursion") return CountMethod::recursion;
  if (text == "closed-form") return CountMethod::closed_form;
  throw error("unknown method '" + std::string(text) + "' (expected recursion or closed-form)");
}

std::string count_method_name(CountMethod method) {
  return method == CountMethod::recursion ? "recursion" : "closed-form";
}

template <class Int>
Int count_plays(const PlayRule& rule, std::span<const std::uint32_t> heaps, CountMethod method,
                std::uint64_t recursion_budget) {
  std::uint64_t total = 0;
  for (std::uint32_t h : heaps) total += h;
  if (total > count_limits::max_tokens)
    throw error("the heaps hold more than the limit of " +
                std::to_string(count_limits::max_tokens) + " tokens");
  if (method == CountMethod::closed_form) return count_plays_closed_form<Int>(rule, heaps);
  return RecursiveCounter<Int>(rule, recursion_budget).plays(heaps);
}

template <class Int>
std::vector<Int> count_split_table(const PlayRule& rule, std::uint32_t k, SplitOrder order,
                                   std::uint32_t first, std::uint32_t last, CountMethod method,
                                   std::uint64_t recursion_budget) {
  if (k < 1) throw error("the number of heaps must be at least 1");
  if (k > count_limits::max_piles)
    throw error("at most " + std::to_string(count_limits::max_piles) + " heaps");
  if (last > count_limits::max_tokens)
    throw error(std::to_string(last) + " tokens exceed the limit of " +
                std::to_string(count_limits::max_tokens));
  if (first > last) throw error("empty token range");
  if (order == SplitOrder::unordered && last > count_limits::max_unordered_tokens(k))
    throw error("unordered totals with " + std::to_string(k) + " heaps are limited to " +
                std::to_string(count_limits::max_unordered_tokens(k)) + " tokens");
  std::vector<Int> out;
  if (method == CountMethod::closed_form) {
    std::vector<Int> all = split_totals_generating_function<Int>(rule, k, order, last);
    out.assign(all.begin() + first, all.end());
    return out;
  }
  RecursiveCounter<Int> counter(rule, recursion_budget);
  for (std::uint32_t n = first; n <= last; ++n) out.push_back(counter.split_total(n, k, order));
  return out;
}

#define NIMLAB_INSTANTIATE(Int)                                                                \
  template Int count_plays<Int>(const PlayRule&, std::span<const std::uint32_t>, CountMethod,  \
                                std::uint64_t);                                                \
  template std::vector<Int> count_split_table<Int>(const PlayRule&, std::uint32_t, SplitOrder, \
                                                   std::uint32_t, std::uint32_t, CountMethod,  \
                                                   std::uint64_t);
NIMLAB_INSTANTIATE(gmp_int)
NIMLAB_INSTANTIATE(boost_int)
#undef NIMLAB_INSTANTIATE

}  // namespace nimlab
