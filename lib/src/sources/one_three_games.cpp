// Closed form of the Grundy period of the codes .1^k 3^m (proofs/sats-ii.md) and the Swedish
// report's Sats II step. O(k + m) time and memory each.
#include "nimlab/sources/one_three_games.hpp"

#include <algorithm>

#include "nimlab/error.hpp"

namespace nimlab {
namespace {

void check_km(unsigned k, unsigned m) {
  if (m == 0) throw error("a .1-3 game needs at least one 3");
  if (k + m > one_three_max_digits)
    throw error("a .1-3 game has at most " + std::to_string(one_three_max_digits) + " digits");
}

}  // namespace

OctalCode one_three_code(unsigned k, unsigned m) {
  check_km(k, m);
  std::string text(1, '.');
  text.append(k, '1').append(m, '3');
  return OctalCode::parse(text);
}

Sequence one_three_block(unsigned k, unsigned m) {
  check_km(k, m);
  const unsigned t = k + m;
  Sequence b(2 * k + m + 1, 0);
  for (unsigned r = 1; r <= t; ++r) b[r] = (r - 1) / (k + 1) + 1;
  return b;
}

Sequence sats_ii_step(const Sequence& block, unsigned k) {
  if (block.empty()) throw error("Sats II needs a non-empty period");
  const Value n = *std::max_element(block.begin(), block.end());
  const auto count = static_cast<std::size_t>(std::count(block.begin(), block.end(), n));
  const auto last = std::find(block.rbegin(), block.rend(), n).base();  // just after the last n
  Sequence out(block.begin(), last);
  out.push_back(count == std::size_t{k} + 1 ? n + 1 : n);
  out.insert(out.end(), last, block.end());
  return out;
}

std::string block_text(const Sequence& block) {
  const bool digits = std::all_of(block.begin(), block.end(), [](Value v) { return v < 10; });
  std::string s;
  for (std::size_t i = 0; i < block.size(); ++i) {
    if (!digits && i > 0) s.push_back(',');
    s.append(std::to_string(block[i]));
  }
  return s;
}

}  // namespace nimlab
