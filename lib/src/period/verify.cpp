// A direct check of a claimed (mu, p) on a prefix, from the definition of the period.
// O(|v| * d(p)) time, d(p) the number of divisors of p; O(1) extra memory.
#include "nimlab/period/verify.hpp"

#include "nimlab/error.hpp"

namespace nimlab {
namespace {

// The first n in [from, |v|-d) with v(n+d) != v(n), or |v| when there is none.
template <class T>
std::size_t first_mismatch(std::span<const T> v, std::size_t from, std::size_t d) {
  for (std::size_t n = from; n + d < v.size(); ++n)
    if (v[n + d] != v[n]) return n;
  return v.size();
}

template <class T>
std::string check_period_of(std::span<const T> v, std::size_t mu, std::size_t p) {
  if (p == 0 || v.size() < mu + 2 * p)
    throw error("a check of period " + std::to_string(p) + " from " + std::to_string(mu) +
                " needs at least " + std::to_string(mu + 2 * p) + " values");
  if (const std::size_t n = first_mismatch(v, mu, p); n != v.size())
    return "v(" + std::to_string(n + p) + ") != v(" + std::to_string(n) + ")";
  if (mu > 0 && v[mu - 1 + p] == v[mu - 1])
    return "the preperiod is not minimal: v(" + std::to_string(mu - 1 + p) + ") = v(" +
           std::to_string(mu - 1) + ")";
  for (std::size_t d = 1; d < p; ++d)
    if (p % d == 0 && first_mismatch(v, mu, d) == v.size())
      return "the period is not minimal: " + std::to_string(d) + " also fits";
  return {};
}

}  // namespace

std::string check_period_on_prefix(ValueView v, std::size_t mu, std::size_t p) {
  return std::visit([&](auto s) { return check_period_of(s, mu, p); }, v);
}

std::string check_period_on_prefix(const Sequence& v, std::size_t mu, std::size_t p) {
  return check_period_of(std::span<const Value>(v), mu, p);
}

}  // namespace nimlab
