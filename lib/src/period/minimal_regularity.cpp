// The minimal regularity implied by a proven one (see period/value_criteria.hpp). O(p * d(p) + mu).
#include "period/value_criteria.hpp"

namespace nimlab::detail {
namespace {

template <class T>
Period minimal_of(std::span<const T> v, std::size_t mu, std::size_t p, std::int64_t s,
                  Proof proof) {
  const auto d = [&](std::size_t i) {
    return static_cast<std::int64_t>(v[mu + i + 1]) - static_cast<std::int64_t>(v[mu + i]);
  };
  std::size_t q = p;
  for (std::size_t c = 1; c < p; ++c) {
    if (p % c != 0) continue;
    bool repeats = true;
    for (std::size_t i = 0; i + c < p && repeats; ++i) repeats = d(i) == d(i + c);
    if (repeats) {
      q = c;
      break;
    }
  }
  const std::int64_t sq = s / static_cast<std::int64_t>(p / q);
  std::size_t m = mu;
  while (m > 0 &&
         static_cast<std::int64_t>(v[m - 1 + q]) - static_cast<std::int64_t>(v[m - 1]) == sq)
    --m;
  return Period{m, q, proof, sq};
}

}  // namespace

Period minimal_regularity(ValueView v, std::size_t mu, std::size_t p, std::int64_t s, Proof proof) {
  return std::visit([&](auto span) { return minimal_of(span, mu, p, s, proof); }, v);
}

}  // namespace nimlab::detail
