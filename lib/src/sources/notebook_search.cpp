// The Dutch notebook's period search (source 000), step for step: losses (misere P-positions) are
// generated one at a time by BerekenVolgendeVerlies, and after each one every (StartDDLlen,
// PeriodeDDLlen) pair is tried in the notebook's order until CheckPeriodeDD accepts one.
// Run time: O(L^3) comparisons in the worst case per added loss (L differences so far), as in the
// notebook; memory O(x_L), one flag per heap size up to the last loss.
#include "nimlab/sources/notebook_search.hpp"

#include <numeric>

#include "nimlab/error.hpp"

namespace nimlab {
namespace {

// The state of the notebook's lists NimVerlies (as flags) and NimDD.
class LossList {
 public:
  explicit LossList(const SubtractionSet& set) : set_(set), is_loss_{false, true}, last_(1) {}

  // BerekenVolgendeVerlies: the next N above the last loss from which no move reaches a loss
  // N - c >= 1 (a move to 0 takes the last match and loses), appended to the lists.
  std::size_t add_next() {
    std::size_t n = last_;
    bool wins = true;
    while (wins) {
      ++n;
      wins = false;
      for (std::uint32_t c : set_.elements())
        if (n > c && is_loss(n - c)) wins = true;
    }
    is_loss_.resize(n + 1, false);
    is_loss_[n] = true;
    dd_.push_back(n - last_);
    last_ = n;
    ++count_;
    return n;
  }

  bool is_loss(std::size_t n) const { return n < is_loss_.size() && is_loss_[n]; }
  const std::vector<std::size_t>& dd() const { return dd_; }
  std::size_t count() const { return count_; }

 private:
  const SubtractionSet& set_;
  std::vector<bool> is_loss_;
  std::vector<std::size_t> dd_;
  std::size_t last_;
  std::size_t count_ = 1;
};

// CheckPeriodeDD: do the len differences from s recur num times, num = max(2, ceil(M / sum))?
bool check_period_dd(const std::vector<std::size_t>& dd, std::size_t s, std::size_t len,
                     std::size_t m) {
  const std::size_t sum = std::accumulate(dd.begin() + s, dd.begin() + s + len, std::size_t{0});
  const std::size_t num = std::max<std::size_t>(2, (m + sum - 1) / sum);
  if (dd.size() < s + num * len) return false;
  for (std::size_t n = 0; n < num; ++n)
    for (std::size_t p = 0; p < len; ++p)
      if (dd[s + p] != dd[s + p + n * len]) return false;
  return true;
}

}  // namespace

NotebookSearch notebook_period_search(const SubtractionSet& set) {
  if (!set.contains(1))
    throw error("the notebook's period search assumes 1 is in the set, got {" + set.to_string() +
                "}");
  const std::size_t m = set.max();
  LossList list(set);
  NotebookSearch result;
  // The notebook's first loop: while VolgendeVerlies < 2*M.
  std::size_t next = 1;
  while (next < 2 * m) next = list.add_next();
  for (;;) {
    list.add_next();
    const std::vector<std::size_t>& dd = list.dd();
    const std::size_t length = dd.size();
    std::size_t s = 0, len = 0;
    while (s + 2 * len < length && length - s >= 4) {
      while (s + 2 * len < length) {
        ++len;
        ++result.checks;
        if (check_period_dd(dd, s, len, m)) {
          result.start_dd.assign(dd.begin(), dd.begin() + s);
          result.period_dd.assign(dd.begin() + s, dd.begin() + s + len);
          result.losses_generated = list.count();
          return result;
        }
      }
      ++s;
      len = 0;
    }
  }
}

SubtractionSet notebook_enumeration_set(std::uint64_t k) {
  if (k >= (std::uint64_t{1} << 62)) throw error("notebook enumeration index too large");
  std::vector<std::int64_t> elements{1};
  for (std::int64_t c = 2; k > 0; k >>= 1, ++c)
    if (k & 1) elements.push_back(c);
  return SubtractionSet(std::move(elements));
}

}  // namespace nimlab
