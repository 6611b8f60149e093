// Bit engine: the periods of many subtraction sets with the same largest element M, for outcome
// sequences under the standard stuck rule (every value is P or N: one bit), 64 W lanes at a time
// (W machine words per step), each lane refilled with the next set as soon as its set is done.
//
// Bit-sliced layout: the vector H[g] holds bit j = [v_j(n) = P] for the set in lane j, whose
// heap n sits at global step g = s_j + n. With moves[s] = the lanes whose set contains s, one
// recurrence serves every lane at every step:
//   H[g] = ~OR_{s=1..M} (H[g-s] & moves[s]).
// For heaps n >= M it is the rule itself (N iff some option is P). For n < M the lane's window
// before its heap 0 holds virtual values that make the same recurrence exact: all N under normal
// play (an option below 0 does not exist), and under misere, with m = min(S), v(-k) = P for
// M-m < k <= M: a heap n < m then reaches the virtual P at n-M (N: a player without a move wins;
// heap 0 is N), while for n >= m every option below 0 is n-s >= -(M-m), virtual N. So a refill
// writes the virtual window into the lane's last M bits and its set into moves[].
// Cycle detection, per lane, on the windows x_a = v(a..a+M-1), a >= 0: the tortoise takes x_0,
// then moves to the hare after G0, 2 G0, 4 G0, ... steps; before each move the hare's window is
// compared with it (Brent's method with a first gap G0 = 2M rounded up to C). The first meeting
// at distance lambda from a tortoise at T gives the period lambda, and T >= mu (a window before
// mu never recurs; see scalar_brent.cpp), so the preperiod is 1 + the last n < T with
// v(n) != v(n+lambda) (0 when T = 0, without looking at any value).
// Steps are grouped by C = 8: finished lanes are refilled at the last step of each group, so
// every lane's x_0 is complete at a step of the same residue mod C, and tortoise moves (whose
// distances are multiples of C) happen only there: one masked copy of M vectors per group for
// all the lanes that move. Values are transposed to per-lane words every 64 steps (64x64 bit
// blocks); the preperiods with T > 0 are read from these words at the end of the block.
// Run time: O((M W + W) ) word operations per step for 64 W lanes, i.e. O(M / 64 + 1) per
// set-step, over mu + lambda + O(mu + lambda + M + C) steps of each set (Brent's bound); plus
// O(M + |S|) per refill. Memory: O(M W) words for the recent steps, plus W words per step since
// the oldest set still running started (the per-lane value words).
#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <stdexcept>

#include "nimlab/error.hpp"
#include "nimlab/records/engines.hpp"
#include "records/period_scan.hpp"

namespace nimlab::records {
namespace {

// In-place transpose of a 64x64 bit matrix about its anti-diagonal: afterwards bit (63-k) of
// a[63-c] is what bit c of a[k] was. Six rounds of block swaps (Hacker's Delight, 7-3).
void transpose64(std::array<std::uint64_t, 64>& a) {
  std::uint64_t m = 0x00000000FFFFFFFFull;
  for (unsigned j = 32; j != 0; j >>= 1, m ^= m << j) {
    for (unsigned k = 0; k < 64; k = ((k | j) + 1) & ~j) {
      const std::uint64_t t = (a[k] ^ (a[k | j] >> j)) & m;
      a[k] ^= t;
      a[k | j] ^= t << j;
    }
  }
}

// W machine words as one GCC vector (bitwise operators act on all lanes).
template <std::size_t W>
struct VecOf;
template <>
struct VecOf<1> {
  typedef std::uint64_t type __attribute__((vector_size(8)));
};
template <>
struct VecOf<2> {
  typedef std::uint64_t type __attribute__((vector_size(16)));
};
template <>
struct VecOf<4> {
  typedef std::uint64_t type __attribute__((vector_size(32)));
};

constexpr std::int64_t group = 8;            // C: steps per refill group
constexpr std::size_t calendar_size = 1024;  // groups ahead a tortoise move can be booked
constexpr std::int64_t never = std::numeric_limits<std::int64_t>::max();

template <std::size_t W>
void run(std::span<const std::uint64_t> masks, unsigned M, Play play, std::span<PeriodPair> out,
         BitEngineWorkspace& ws) {
  using V = typename VecOf<W>::type;
  constexpr std::size_t L = 64 * W;
  const std::int64_t m_len = M;
  const std::int64_t gap0 = (std::max<std::int64_t>(2 * m_len, group) + group - 1) / group * group;

  auto any = [](const V& v) {
    std::uint64_t r = 0;
    for (std::size_t w = 0; w < W; ++w) r |= v[w];
    return r != 0;
  };
  auto all_ones = [](const V& v) {
    std::uint64_t r = ~std::uint64_t{0};
    for (std::size_t w = 0; w < W; ++w) r &= v[w];
    return r == ~std::uint64_t{0};
  };
  auto set_bit = [](V& v, std::size_t j) { v[j / 64] |= std::uint64_t{1} << (j % 64); };
  auto clear_bit = [](V& v, std::size_t j) { v[j / 64] &= ~(std::uint64_t{1} << (j % 64)); };
  // Calls f(j) for every lane j whose bit is set in v.
  auto for_each_lane = [](const V& v, auto&& f) {
    for (std::size_t w = 0; w < W; ++w)
      for (std::uint64_t x = v[w]; x; x &= x - 1) f(64 * w + std::countr_zero(x));
  };

  // buf[M + k] = H[base + k] for -M <= k < 64: the recurrence's last M steps and the current
  // block of 64 steps.
  std::vector<V> buf(M + 64, V{});
  std::vector<V> moves(M + 1, V{}), tortoise(M, V{});
  std::vector<V> calendar(calendar_size, V{});
  std::int64_t base = 0;

  struct Lane {
    std::uint64_t mask = 0;
    std::size_t index = 0;          // position in masks / out
    std::int64_t start = 0;         // global step of heap 0
    std::int64_t tortoise_at = 0;   // global step at which the tortoise took the hare's window
    std::int64_t gap = 0;           // steps from the tortoise to its next move; 0 before x_0
    std::int64_t next_move = never; // global step of the next tortoise move
  };
  std::array<Lane, L> lane{};
  V active{};    // lanes with a tortoise, compared every step
  V finished{};  // lanes whose set is done, refilled at the end of the group
  V live{};      // lanes with a set
  std::size_t next_set = 0;

  // Per-lane value words: values[(b - first_block) * L + j] holds bits 64b..64b+63 of lane j;
  // one zero block follows the last block written (read past the end by the preperiod scan).
  std::vector<std::uint64_t>& values = ws.lane_words;
  values.assign(L, 0);
  std::int64_t first_block = 0, blocks = 0;  // blocks written: first_block .. blocks-1
  struct Pending {
    std::size_t lane, index;
    std::int64_t start;
    std::uint64_t t, lambda;
  };
  std::vector<Pending> pending;

  auto book = [&](std::size_t j, std::int64_t g) {  // g: a step of the tortoise residue
    const std::int64_t ahead = std::min<std::int64_t>((lane[j].next_move - g) / group,
                                                      calendar_size - 1);
    set_bit(calendar[static_cast<std::size_t>(g / group + ahead) % calendar_size], j);
  };

  // Refill at step g (the last of its group): every finished lane and, at g = -1, every lane.
  auto refill = [&](std::int64_t g, const V& lanes) {
    V cleared{};
    for_each_lane(lanes, [&](std::size_t j) {
      Lane& l = lane[j];
      if (next_set == masks.size()) {
        clear_bit(live, j);
        l.next_move = never;
        return;
      }
      const std::uint64_t mask = masks[next_set];
      for (std::uint64_t d = l.mask ^ mask; d; d &= d - 1) {
        V& row = moves[std::countr_zero(d) + 1];
        row[j / 64] ^= std::uint64_t{1} << (j % 64);
      }
      l.mask = mask;
      l.index = next_set++;
      l.start = g + 1;
      l.gap = 0;
      l.next_move = g + m_len;  // x_0 is complete after M more steps
      set_bit(live, j);
      set_bit(cleared, j);
    });
    if (!any(cleared)) return;
    V* window = buf.data() + (g - base + 1);  // H[g-M+1 .. g]
    for (unsigned i = 0; i < M; ++i) window[i] &= ~cleared;
    if (play == Play::misere)
      for_each_lane(cleared, [&](std::size_t j) {
        const unsigned least = static_cast<unsigned>(std::countr_zero(lane[j].mask)) + 1;
        for (unsigned i = 0; i < least; ++i) set_bit(window[i], j);
      });
    for_each_lane(cleared, [&](std::size_t j) { book(j, g + m_len); });
  };

  // The lanes in `met` found their period at step g.
  auto finish = [&](std::int64_t g, const V& met) {
    for_each_lane(met, [&](std::size_t j) {
      Lane& l = lane[j];
      const std::uint64_t lambda = static_cast<std::uint64_t>(g - l.tortoise_at);
      const std::uint64_t t = static_cast<std::uint64_t>(l.tortoise_at - (m_len - 1) - l.start);
      if (t == 0)
        out[l.index] = {0, lambda};
      else
        pending.push_back({j, l.index, l.start, t, lambda});
      l.next_move = never;
    });
    active &= ~met;
    finished |= met;
  };

  // Tortoise moves at step g (a step of the tortoise residue).
  auto move_tortoises = [&](std::int64_t g) {
    V& booked = calendar[static_cast<std::size_t>(g / group) % calendar_size];
    const V due = booked;
    booked = V{};
    V movers{};
    for_each_lane(due, [&](std::size_t j) {
      Lane& l = lane[j];
      if (l.next_move == never) return;
      if (l.next_move != g) return book(j, g);
      if (static_cast<std::uint64_t>(g - (m_len - 1) - l.start) > max_engine_steps)
        throw std::runtime_error("bit engine: no repeated window within the step limit");
      l.tortoise_at = g;
      l.gap = l.gap == 0 ? gap0 : 2 * l.gap;
      l.next_move = g + l.gap;
      book(j, g);
      set_bit(movers, j);
    });
    if (!any(movers)) return;
    const V* window = buf.data() + (g - base + 1);
    for (unsigned i = 0; i < M; ++i) tortoise[i] ^= (tortoise[i] ^ window[i]) & movers;
    active |= movers;
  };

  // Transposes the current block into the per-lane words, then settles the pending preperiods
  // and drops the words no running set needs.
  auto end_block = [&] {
    std::array<std::uint64_t, 64> block;
    std::uint64_t* dst = values.data() + (blocks - first_block) * L;
    for (std::size_t w = 0; w < W; ++w) {
      for (unsigned k = 0; k < 64; ++k) block[63 - k] = buf[M + k][w];
      transpose64(block);
      for (unsigned c = 0; c < 64; ++c) dst[64 * w + c] = block[63 - c];
    }
    ++blocks;
    values.resize(values.size() + L, 0);
    for (const Pending& p : pending) {
      const std::uint64_t* col = values.data() + p.lane;
      const std::int64_t from = p.start / 64;  // the block of heap 0
      const std::uint64_t mu = detail::preperiod_from_words(
          [&](std::uint64_t k) { return col[(static_cast<std::int64_t>(k) + from - first_block) * L]; },
          static_cast<std::uint64_t>(p.start - 64 * from), p.t, p.lambda);
      out[p.index] = {mu, p.lambda};
    }
    pending.clear();
    std::int64_t keep = blocks;
    for_each_lane(live, [&](std::size_t j) { keep = std::min(keep, lane[j].start / 64); });
    if (keep - first_block >= 64 && 2 * (keep - first_block) >= blocks - first_block) {
      values.erase(values.begin(), values.begin() + (keep - first_block) * L);
      first_block = keep;
    }
  };

  V all{};
  for (std::size_t j = 0; j < L; ++j) set_bit(all, j);
  refill(-1, all);
  for (std::int64_t g = 0; any(live); ++g) {
    V* h = buf.data() + (g - base + m_len);
    V acc0{}, acc1{};
    unsigned s = 1;
    for (; s + 1 <= M; s += 2) {
      acc0 |= h[-static_cast<std::int64_t>(s)] & moves[s];
      acc1 |= h[-static_cast<std::int64_t>(s) - 1] & moves[s + 1];
    }
    if (s == M) acc0 |= h[-m_len] & moves[M];
    *h = ~(acc0 | acc1);

    if (any(active)) {
      // d has a 1 in every lane whose hare window differs from its tortoise.
      const V* window = h - (m_len - 1);
      V d = ~active;
      for (unsigned i = 0; i < M; ++i) {
        d |= window[i] ^ tortoise[i];
        if ((i & 7) == 7 && all_ones(d)) break;
      }
      if (!all_ones(d)) finish(g, ~d);
    }
    if ((g - (m_len - 1)) % group == 0 && g >= m_len - 1) move_tortoises(g);
    if ((g + 1) % group == 0) refill(g, finished), finished = V{};
    if ((g + 1) % 64 == 0) {
      end_block();
      std::copy(buf.begin() + 64, buf.end(), buf.begin());
      base += 64;
    }
  }
  // The last sets finished in a partial block: its values are written before their preperiods
  // are read.
  if (!pending.empty()) end_block();
}

}  // namespace

void bit_engine_periods(std::span<const std::uint64_t> masks, unsigned M, Play play,
                        std::span<PeriodPair> out, BitEngineWorkspace& workspace) {
  if (masks.size() != out.size()) throw error("bit engine: one output per set is needed");
  if (M < 1 || M > 64) throw error("bit engine: the largest element must be in 1..64");
  for (std::uint64_t m : masks)
    if (m == 0 || std::bit_width(m) != M)
      throw error("bit engine: every set must have largest element " + std::to_string(M));
  if (masks.empty()) return;
  if (masks.size() <= 64) return run<1>(masks, M, play, out, workspace);
  if (masks.size() <= 1024) return run<2>(masks, M, play, out, workspace);
  run<4>(masks, M, play, out, workspace);
}

}  // namespace nimlab::records
