// Bit engine: the periods of up to 256 subtraction sets with the same largest element M at once,
// for outcome sequences under the standard stuck rule (every value is P or N: one bit).
//
// Bit-sliced layout: the word H[n] holds bit j = [v_j(n) = P] for the set in lane j. With
// mask[s] = the lanes whose set contains s, the recurrence for every lane at once is
//   normal: H[n] = ~OR_{s <= n} (H[n-s] & mask[s])
//   misere: H[n] = ~OR_{s <= n} (H[n-s] & mask[s]) & OR_{s <= n} mask[s]
// (under misere a player with no move wins, and heap 0 is N: the previous player took the last
// token). For n >= M every lane has every move, so both reduce to the first line.
// Cycle detection is Brent's on the windows v(a..a+M-1), in lockstep for every lane: the tortoise
// waits at window 2^k - 1 (the same for all lanes), and each step compares the hare's window with
// it for all lanes at once (M XORs, stopping early once every lane differs). A lane whose windows
// meet at distance lambda has period lambda (see scalar_brent.cpp), and its window at the
// tortoise position T repeats, so its preperiod is 1 + the last n < T with v(n) != v(n+lambda).
// That last step runs on per-lane bit strings obtained by transposing 64x64 bit blocks of H.
// Run time per pass: O(h * M * lanes/64) word operations for the hare's walk of h steps (the
// slowest lane's 2 max(mu, lambda) + lambda at most) plus O(h * lanes / 64) for the transposes;
// memory O(h * lanes / 64) words.
#include <algorithm>
#include <array>
#include <bit>
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

template <std::size_t W>
void run(std::span<const std::uint64_t> masks, unsigned M, Play play, std::span<PeriodPair> out,
         BitEngineWorkspace& ws) {
  using Word = std::array<std::uint64_t, W>;
  const std::size_t lanes = masks.size();
  std::vector<Word> moves(M + 1, Word{});  // moves[s]: lanes whose set contains s
  Word used{};
  for (std::size_t j = 0; j < lanes; ++j) {
    const std::uint64_t bit = std::uint64_t{1} << (j % 64);
    used[j / 64] |= bit;
    for (std::uint64_t x = masks[j]; x; x &= x - 1) moves[std::countr_zero(x) + 1][j / 64] |= bit;
  }

  std::vector<std::uint64_t>& H = ws.history;
  auto ensure = [&H](std::uint64_t positions) {
    if (H.size() < positions * W) H.resize(std::max<std::size_t>(2 * H.size(), positions * W));
  };
  ensure(4 * std::uint64_t{M} + 256);

  // Heaps 0..M-1: only the moves s <= n exist.
  for (unsigned n = 0; n < M; ++n) {
    Word acc{}, any{};
    for (unsigned s = 1; s <= n; ++s)
      for (std::size_t w = 0; w < W; ++w) {
        acc[w] |= H[(n - s) * W + w] & moves[s][w];
        any[w] |= moves[s][w];
      }
    for (std::size_t w = 0; w < W; ++w)
      H[n * W + w] = ~acc[w] & (play == Play::misere ? any[w] : ~std::uint64_t{0}) & used[w];
  }

  std::vector<std::uint64_t> tortoise(H.begin(), H.begin() + M * W);
  std::vector<std::uint64_t> cycle_at(lanes), length(lanes);
  Word pending = used;
  std::uint64_t T = 0, power = 1;
  for (std::uint64_t a = 1;; ++a) {
    const std::uint64_t n = a + M - 1;  // the hare's window a ends at heap n
    if (a > max_engine_steps)
      throw std::runtime_error("bit engine: no repeated window within the step limit");
    ensure(n + 1);
    const std::uint64_t* h = H.data();
    Word acc{};
    for (unsigned s = 1; s <= M; ++s)
      for (std::size_t w = 0; w < W; ++w) acc[w] |= h[(n - s) * W + w] & moves[s][w];
    for (std::size_t w = 0; w < W; ++w) H[n * W + w] = ~acc[w] & used[w];

    // Lanes whose hare window equals the tortoise's: d has a 1 wherever some value differs.
    Word d;
    for (std::size_t w = 0; w < W; ++w) d[w] = ~pending[w];
    for (unsigned i = 0; i < M; ++i) {
      for (std::size_t w = 0; w < W; ++w) d[w] |= h[(a + i) * W + w] ^ tortoise[i * W + w];
      if ((i & 7) == 7 && std::all_of(d.begin(), d.end(), [](std::uint64_t x) { return !~x; }))
        break;
    }
    bool any_pending = false;
    for (std::size_t w = 0; w < W; ++w) {
      for (std::uint64_t met = ~d[w] & pending[w]; met; met &= met - 1) {
        const std::size_t j = 64 * w + std::countr_zero(met);
        cycle_at[j] = T;
        length[j] = a - T;
      }
      pending[w] &= d[w];
      any_pending |= pending[w] != 0;
    }
    if (!any_pending) break;
    if (a - T == power) {
      std::copy(H.begin() + a * W, H.begin() + (a + M) * W, tortoise.begin());
      T = a;
      power *= 2;
    }
  }

  // Per-lane bit strings of v(0..T+lambda+126), block by block; a block of a word of lanes is
  // transposed only when some lane of that word needs it.
  std::vector<std::uint64_t> needed(W, 0);  // blocks needed per word of lanes
  for (std::size_t j = 0; j < lanes; ++j) {
    const std::uint64_t b = cycle_at[j] == 0 ? 0 : (cycle_at[j] + length[j] + 127) / 64 + 1;
    needed[j / 64] = std::max(needed[j / 64], b);
  }
  const std::uint64_t blocks =
      std::max<std::uint64_t>(1, *std::max_element(needed.begin(), needed.end()));
  ensure(blocks * 64);
  std::vector<std::uint64_t>& bits = ws.lane_bits;
  bits.assign(lanes * blocks, 0);
  std::array<std::uint64_t, 64> block;
  for (std::size_t w = 0; w * 64 < lanes; ++w)
    for (std::uint64_t b = 0; b < needed[w]; ++b) {
      for (unsigned k = 0; k < 64; ++k) block[63 - k] = H[(64 * b + k) * W + w];
      transpose64(block);
      for (std::size_t c = 0; c < 64 && 64 * w + c < lanes; ++c)
        bits[(64 * w + c) * blocks + b] = block[63 - c];
    }

  for (std::size_t j = 0; j < lanes; ++j) {
    const std::uint64_t* v = bits.data() + j * blocks;
    const std::uint64_t lambda = length[j];
    const std::uint64_t mu = detail::preperiod_from_bits(v, cycle_at[j], lambda);
    out[j] = {mu, lambda};
  }
}

}  // namespace

void bit_engine_periods(std::span<const std::uint64_t> masks, unsigned M, Play play,
                        std::span<PeriodPair> out, BitEngineWorkspace& workspace) {
  if (masks.size() != out.size()) throw error("bit engine: one output per set is needed");
  if (masks.size() > bit_engine_lanes) throw error("bit engine: at most 256 sets per call");
  if (M < 1 || M > 64) throw error("bit engine: the largest element must be in 1..64");
  for (std::uint64_t m : masks)
    if (m == 0 || std::bit_width(m) != M)
      throw error("bit engine: every set must have largest element " + std::to_string(M));
  if (masks.empty()) return;
  if (masks.size() <= 64) return run<1>(masks, M, play, out, workspace);
  if (masks.size() <= 128) return run<2>(masks, M, play, out, workspace);
  run<4>(masks, M, play, out, workspace);
}

}  // namespace nimlab::records
