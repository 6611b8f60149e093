// Packed engine: the periods of many subtraction sets with outcome values under the standard
// stuck rule, each set's whole state window in one machine word.
//
// Window word w with bit i = [v(a+i) = P], i < M. With R = OR_{s in S} bit (M-s), the next value
// is v(a+M) = P iff w & R == 0 (no move reaches a P-position; for a+M >= M every move exists),
// and the window slides as w' = (w >> 1) | [P] << (M-1): O(1) word operations per step.
// The first M values, where only the moves s <= n exist, come from the same rule on a growing
// word (normal play: P iff no option is P; misere: additionally some move must exist, since heap
// 0 is N and a player without a move wins).
// Cycle detection: Brent's (tortoise at the window of the last power-of-two checkpoint), one
// word comparison per step. Each set's values are appended to a bit string, from which the
// preperiod follows (period_scan.hpp).
// Run time O(2 max(mu, p) + p + M) word operations per set; memory O((mu + p) / 64) words.
#include <bit>
#include <stdexcept>

#include "nimlab/error.hpp"
#include "nimlab/records/engines.hpp"
#include "records/period_scan.hpp"

namespace nimlab::records {
namespace {

// The period of one set; bits is scratch for its value string.
Period one_set(std::uint64_t mask, unsigned M, Play play, std::vector<std::uint64_t>& bits) {
  bits.clear();
  // options: bit s-1 = [v(n-s) = P]; its low n bits are the options of heap n.
  std::uint64_t options = 0, window = 0;
  for (unsigned n = 0; n < M; ++n) {
    const bool has_move = n > 0 && (mask & ((std::uint64_t{1} << n) - 1)) != 0;
    const std::uint64_t p = (options & mask) == 0 && (play == Play::normal || has_move);
    options = (options << 1) | p;
    window |= p << n;
  }
  std::uint64_t reach = 0;
  for (std::uint64_t x = mask; x; x &= x - 1)
    reach |= std::uint64_t{1} << (M - 1 - std::countr_zero(x));
  const unsigned top = M - 1;
  // acc collects v(64k .. 64k+63) before it is stored; `next` is the heap computed next.
  std::uint64_t acc = window, next = M;
  if (M == 64) {
    bits.push_back(acc);
    acc = 0;
  }
  std::uint64_t hare = window, tortoise = window, a = 0, t = 0, power = 1;
  for (;;) {
    const std::uint64_t p = (hare & reach) == 0;
    hare = (hare >> 1) | (p << top);
    acc |= p << (next & 63);
    if ((++next & 63) == 0) {
      bits.push_back(acc);
      acc = 0;
    }
    ++a;
    if (hare == tortoise) break;
    if (a - t == power) {
      tortoise = hare;
      t = a;
      power *= 2;
      if (a > max_engine_steps)
        throw std::runtime_error("packed engine: no repeated window within the step limit");
    }
  }
  bits.push_back(acc);
  bits.push_back(0);
  bits.push_back(0);
  // The window at t recurs at a: the period is a - t (Brent).
  return {detail::preperiod_from_bits(bits.data(), t, a - t), a - t, Proof::window};
}

}  // namespace

void packed_engine_periods(std::span<const std::uint64_t> masks, unsigned M, Play play,
                           std::span<Period> out) {
  if (masks.size() != out.size()) throw error("packed engine: one output per set is needed");
  if (M < 1 || M > 64) throw error("packed engine: the largest element must be in 1..64");
  for (std::uint64_t m : masks)
    if (m == 0 || std::bit_width(m) != M)
      throw error("packed engine: every set must have largest element " + std::to_string(M));
  std::vector<std::uint64_t> bits;
  for (std::size_t j = 0; j < masks.size(); ++j) out[j] = one_set(masks[j], M, play, bits);
}

}  // namespace nimlab::records
