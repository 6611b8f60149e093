// Enumeration of the splits of n tokens into exactly k non-empty heaps: partitions as
// h1 <= ... <= hk (one call per partition, O(k) work each) or compositions (one call per
// composition, C(n-1, k-1) calls). Memory O(k). Also the number of distinct orderings of a
// multiset, k!/prod(m!), and the parser of heap lists.
#include "nimlab/count/splits.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "nimlab/error.hpp"

namespace nimlab {
namespace {

// Fills parts[i..k) with sizes >= lo summing to remaining; nondecreasing if unordered.
void fill(std::vector<std::uint32_t>& parts, std::size_t i, std::uint32_t remaining,
          std::uint32_t lo, SplitOrder order, const SplitVisitor& visit) {
  const std::size_t k = parts.size();
  if (i + 1 == k) {
    if (remaining >= lo) {
      parts[i] = remaining;
      visit(parts);
    }
    return;
  }
  const std::uint32_t left = static_cast<std::uint32_t>(k - i - 1);  // heaps after this one
  for (std::uint32_t h = lo;; ++h) {
    // The remaining heaps need at least `left` tokens, or left * h when they may not be smaller.
    const std::uint64_t need = order == SplitOrder::ordered ? left : std::uint64_t{left} * h;
    if (h + need > remaining) break;
    parts[i] = h;
    fill(parts, i + 1, remaining - h, order == SplitOrder::ordered ? 1 : h, order, visit);
  }
}

}  // namespace

std::string split_order_name(SplitOrder order) {
  return order == SplitOrder::ordered ? "ordered" : "unordered";
}

void for_each_split(std::uint32_t n, std::uint32_t k, SplitOrder order, const SplitVisitor& visit) {
  if (k == 0 || k > n) return;
  std::vector<std::uint32_t> parts(k);
  fill(parts, 0, n, 1, order, visit);
}

std::uint64_t distinct_orderings(std::span<const std::uint32_t> heaps) {
  if (heaps.size() > 20) throw error("distinct_orderings supports at most 20 heaps");
  std::map<std::uint32_t, std::uint64_t> multiplicity;
  for (std::uint32_t h : heaps) ++multiplicity[h];
  // k!/prod(m!) as a product of binomials C(placed + m, m), each exact in 64 bits for k <= 20.
  std::uint64_t result = 1, placed = 0;
  for (const auto& [value, m] : multiplicity) {
    std::uint64_t binom = 1;
    for (std::uint64_t i = 1; i <= m; ++i) binom = binom * (placed + i) / i;
    result *= binom;
    placed += m;
  }
  return result;
}

std::vector<std::uint32_t> parse_heaps(std::string_view text, std::uint32_t max_total) {
  std::vector<std::uint32_t> heaps;
  std::uint64_t total = 0;
  std::string body;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) body += c;
  if (body.empty()) throw error("the heap list is empty");
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = std::min(body.find(',', pos), body.size());
    const std::string item = body.substr(pos, comma - pos);
    if (item.empty()) throw error("malformed heap list '" + std::string(text) + "'");
    if (item.front() == '-') throw error("heap sizes must be positive, got " + item);
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
    if (ec == std::errc::result_out_of_range || (ec == std::errc{} && value > max_total))
      throw error("heap " + item + " exceeds the limit of " + std::to_string(max_total) +
                  " tokens");
    if (ec != std::errc{} || end != item.data() + item.size())
      throw error("malformed heap '" + item + "' in '" + std::string(text) + "'");
    if (value == 0) throw error("heap sizes must be positive, got 0");
    total += value;
    if (total > max_total)
      throw error("the heaps hold more than the limit of " + std::to_string(max_total) + " tokens");
    heaps.push_back(static_cast<std::uint32_t>(value));
    if (comma == body.size()) break;
    pos = comma + 1;
  }
  return heaps;
}

}  // namespace nimlab
