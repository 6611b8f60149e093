// The bit engine's batch kernel (the method is described in bit_engine.cpp). Included by
// bit_engine.cpp after bit_engine_run.hpp, inside the same namespace, once per instruction set;
// it has no include guard and includes nothing. Expects what bit_engine_run.hpp expects, and its
// helpers (VecOf, Vectors, recurrence, mark_differences, any_bit, all_ones).

// Transposes a 64x64 bit matrix in place: afterwards bit j of a[k] is what bit k of a[j] was.
inline void transpose_bits(std::uint64_t* a) {
  std::uint64_t m = 0x00000000FFFFFFFFull;
  for (unsigned j = 32; j != 0; j >>= 1, m ^= m << j)
    for (unsigned k = 0; k < 64; k = ((k | j) + 1) & ~j) {
      const std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & m;
      a[k] ^= t << j;
      a[k | j] ^= t;
    }
}

// Runs 64 W sets side by side from heap 0 until all but a few have met their tortoise (or the
// step cap is reached). Writes the Period of every finished set to out and returns the positions
// (in masks) of the sets left over, which the caller hands to run() (the refilling kernel).
// The batch stops after this many steps at the latest.
constexpr std::int64_t batch_step_cap = 4096;

// h: M + batch_step_cap + 128 vectors, rmoves: M vectors, columns: any (scratch, overwritten).
template <std::size_t W, class V = typename VecOf<W>::type>
void run_batch(std::span<const std::uint64_t> masks, unsigned M, Play play, std::span<Period> out,
               std::vector<std::size_t>& left_over, std::size_t first_index, Vectors<V>& h,
               Vectors<V>& rmoves, std::vector<std::uint64_t>& columns) {
  constexpr std::size_t L = 64 * W;
  // Stop once at most this many sets still run: they go to the refilling kernel.
  constexpr std::size_t straggler_limit = L / 16;
  constexpr std::int64_t step_cap = batch_step_cap;
  const std::int64_t m_len = M;
  const std::int64_t gap0 = 2 * m_len;
  const std::size_t n = masks.size();  // at most L

  // rmoves[M - s] holds the lanes whose set contains s: the transpose of the masks, 64 lanes
  // at a time.
  for (std::size_t w = 0; w < W; ++w) {
    std::uint64_t rows[64] = {};
    for (std::size_t j = 0; j < 64 && 64 * w + j < n; ++j) rows[j] = masks[64 * w + j];
    transpose_bits(rows);
    for (unsigned k = 0; k < M; ++k) rmoves[M - 1 - k][w] = rows[k];
  }
  // h[M + g] = H[g], the values of every lane at heap g, from the virtual window H[-M..-1]
  // (all N; under misere P at -M .. -M+min(S)-1, see bit_engine.cpp) on.
  for (unsigned i = 0; i < M; ++i) h[i] = V{};
  if (play == Play::misere)
    for (std::size_t j = 0; j < n; ++j) {
      const unsigned least = static_cast<unsigned>(std::countr_zero(masks[j])) + 1;
      for (unsigned i = 0; i < least; ++i) h[i][j / 64] |= std::uint64_t{1} << (j % 64);
    }
  V running{};  // lanes with a set that has not met its tortoise
  for (std::size_t j = 0; j < n; ++j) running[j / 64] |= std::uint64_t{1} << (j % 64);
  std::size_t still = n;
  struct Pending {
    std::size_t lane;
    std::uint64_t t, lambda;
  };
  std::vector<Pending> pending;
  std::int64_t tortoise = 0, next_move = gap0;  // window positions
  for (std::int64_t g = 0; g < step_cap && still > straggler_limit; ++g) {
    V* x = h.data() + (g + m_len);
    recurrence(x, rmoves.data(), M);
    const std::int64_t a = g - (m_len - 1);  // the hare's window x_a = H[a .. g]
    if (a <= tortoise) continue;
    V d = ~running;
    mark_differences<W>(x - (m_len - 1), h.data() + (tortoise + m_len), M, d);
    if (!all_ones<W>(d)) {
      // The lanes in `met` find period lambda, with the tortoise at T >= mu; the preperiods of
      // those with T > 0 are read from the history at the end of the batch.
      const V met = ~d;
      running &= d;
      const auto lambda = static_cast<std::uint64_t>(a - tortoise);
      for (std::size_t w = 0; w < W; ++w) {
        for (std::uint64_t b = met[w]; b; b &= b - 1) {
          const std::size_t j = 64 * w + static_cast<std::size_t>(std::countr_zero(b));
          out[j] = {0, lambda, Proof::window};
          if (tortoise > 0) pending.push_back({j, static_cast<std::uint64_t>(tortoise), lambda});
          --still;
        }
      }
    }
    if (a == next_move) {
      tortoise = a;
      next_move = 2 * a + gap0;
    }
  }
  for (std::size_t w = 0; w < W; ++w)
    for (std::uint64_t b = running[w]; b; b &= b - 1)
      left_over.push_back(first_index + 64 * w + std::countr_zero(b));
  if (pending.empty()) return;
  // Per-lane words of the history (64 steps each, as in run()): columns[b * L + j] holds
  // v(64b .. 64b+63) of lane j. preperiod_from_words reads one word past the last value needed.
  std::uint64_t last = 0;
  for (const Pending& p : pending) last = std::max(last, p.t + p.lambda);
  const std::size_t blocks = static_cast<std::size_t>((last - 1) / 64 + 2);
  columns.resize(blocks * L);
  Vectors<V> block(64);
  for (std::size_t bl = 0; bl < blocks; ++bl) {
    for (unsigned k = 0; k < 64; ++k) block[63 - k] = h[M + 64 * bl + k];
    transpose64(block.data());
    for (std::size_t w = 0; w < W; ++w)
      for (unsigned c = 0; c < 64; ++c) columns[bl * L + 64 * w + c] = block[63 - c][w];
  }
  for (const Pending& p : pending) {
    const std::uint64_t* col = columns.data() + p.lane;
    out[p.lane].preperiod = detail::preperiod_from_words(
        [col](std::uint64_t k) { return col[k * L]; }, 0, p.t, p.lambda);
  }
}

// Every set: full batches of 64 W sets through run_batch, the rest and the left-over sets of
// the batches through run() (lanes refilled as sets finish).
template <std::size_t W>
void run_all(std::span<const std::uint64_t> masks, unsigned M, Play play, std::span<Period> out,
             BitEngineWorkspace& ws) {
  using V = typename VecOf<W>::type;
  constexpr std::size_t L = 64 * W;
  const std::size_t full = masks.size() / L * L;
  std::vector<std::size_t> left;
  if (full > 0) {
    Vectors<V> h(M + batch_step_cap + 128), rmoves(M);
    for (std::size_t start = 0; start < full; start += L)
      run_batch<W>(masks.subspan(start, L), M, play, out.subspan(start, L), left, start, h, rmoves,
                   ws.lane_words);
  }
  for (std::size_t i = full; i < masks.size(); ++i) left.push_back(i);
  if (left.empty()) return;
  std::vector<std::uint64_t> rest(left.size());
  std::vector<Period> rest_out(left.size());
  for (std::size_t k = 0; k < left.size(); ++k) rest[k] = masks[left[k]];
  run<W>(rest, M, play, rest_out, ws);
  for (std::size_t k = 0; k < left.size(); ++k) out[left[k]] = rest_out[k];
}
