// The bit engine's batch kernel (the method is described in bit_engine.cpp). Included by
// bit_engine.cpp after bit_engine_run.hpp, inside the same namespace, once per instruction set;
// it has no include guard and includes nothing. Expects what bit_engine_run.hpp expects, and its
// helpers (VecOf, Vectors, transpose64, any_bit, all_ones).

// Runs 64 W sets side by side from heap 0 until all but a few have met their tortoise (or the
// step cap is reached). Writes the Period of every finished set to out and returns the positions
// (in masks) of the sets left over, which the caller hands to run() (the refilling kernel).
// The recurrence of a batch: H[g] = ~(OR over the offsets i in `masked` of H[g-M+i] & rmoves[i]
// | OR over the offsets i in `common` of H[g-M+i]). Consecutive sets of a family share their
// large elements, so most elements are in every set of a batch (no mask needed, two per
// operation) or in none (skipped); only the others are masked lane by lane.
template <class V>
[[gnu::always_inline]] inline void shared_recurrence(V* h, const V* rmoves, unsigned M,
                                                     const unsigned* masked, unsigned n_masked,
                                                     const unsigned* common, unsigned n_common) {
  const V* x = h - M;
  V a0{}, a1{}, a2{}, a3{};
  unsigned k = 0;
  for (; k + 2 <= n_masked; k += 2) {
    a0 |= x[masked[k]] & rmoves[masked[k]];
    a1 |= x[masked[k + 1]] & rmoves[masked[k + 1]];
  }
  if (k < n_masked) a0 |= x[masked[k]] & rmoves[masked[k]];
  k = 0;
  for (; k + 4 <= n_common; k += 4) {
    a2 |= x[common[k]] | x[common[k + 1]];
    a3 |= x[common[k + 2]] | x[common[k + 3]];
  }
  for (; k < n_common; ++k) a2 |= x[common[k]];
  *h = ~((a0 | a1) | (a2 | a3));
}

// The batch stops after this many steps at the latest.
constexpr std::int64_t batch_step_cap = 4096;

// Scratch memory of run_batch, reused from batch to batch.
template <class V>
struct BatchScratch {
  struct Pending {
    std::size_t lane;
    std::uint64_t t, lambda;
  };
  explicit BatchScratch(unsigned M)
      : h(M + batch_step_cap + 128), blocks(batch_step_cap + 128), rmoves(64), met_step(64) {}
  Vectors<V> h;         // the values of every lane, one vector per step
  Vectors<V> blocks;    // h transposed 64 steps at a time (per-lane words)
  Vectors<V> rmoves;    // the moves (64 vectors: the transpose of the masks)
  Vectors<V> met_step;  // the step at which each lane met its tortoise (bit-sliced)
  std::vector<Pending> pending;
};

template <std::size_t W, class V = typename VecOf<W>::type>
void run_batch(std::span<const std::uint64_t> masks, unsigned M, Play play, std::span<Period> out,
               std::vector<std::size_t>& left_over, std::size_t first_index,
               BatchScratch<V>& scratch) {
  constexpr std::size_t L = 64 * W;
  // Stop once at most this many sets still run: they go to the refilling kernel.
  constexpr std::size_t straggler_limit = L / 16;
  constexpr std::int64_t step_cap = batch_step_cap;
  const std::int64_t m_len = M;
  const std::int64_t gap0 = 2 * m_len;
  const std::size_t n = masks.size();  // at most L

  // rmoves[M - s] holds the lanes whose set contains s: the transpose of the masks (64x64 bit
  // blocks, see transpose64: row 63 - j holds lane j's mask, so that afterwards row 63 - e holds
  // element e + 1 of every lane).
  Vectors<V>& h = scratch.h;
  Vectors<V>& t = scratch.rmoves;
  for (unsigned k = 0; k < 64; ++k) t[k] = V{};
  for (std::size_t j = 0; j < n; ++j) t[63 - j % 64][j / 64] = masks[j];
  transpose64(t.data());
  // The recurrence reads rmoves[i] = moves[M - i] = t[63 - (M - 1 - i)] = t[64 - M + i].
  V* rmoves = t.data() + (64 - M);
  // The offsets i < M (element M - i) present in some set of the batch, split by whether every
  // set has them.
  std::uint64_t in_all = ~std::uint64_t{0}, in_some = 0;
  for (std::size_t j = 0; j < n; ++j) in_all &= masks[j], in_some |= masks[j];
  unsigned masked[64], common[64], n_masked = 0, n_common = 0;
  for (unsigned i = 0; i < M; ++i) {
    const std::uint64_t bit = std::uint64_t{1} << (M - 1 - i);
    if (in_all & bit)
      common[n_common++] = i;
    else if (in_some & bit)
      masked[n_masked++] = i;
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
  // The step g at which each lane met its tortoise, bit-sliced: bit b of g in met_step[63 - b]
  // (the row order transpose64 turns into one word per lane). Steps are below 2^12.
  static_assert(step_cap <= 4096);
  V* met_step = scratch.met_step.data();
  for (unsigned k = 0; k < 64; ++k) met_step[k] = V{};
  std::size_t still = n;
  std::int64_t tortoise = 0, next_move = gap0;  // window positions
  for (std::int64_t g = 0; g < step_cap && still > straggler_limit; ++g) {
    V* x = h.data() + (g + m_len);
    shared_recurrence(x, rmoves, M, masked, n_masked, common, n_common);
    const std::int64_t a = g - (m_len - 1);  // the hare's window x_a = H[a .. g]
    if (a <= tortoise) continue;
    // d: the running lanes whose window differs from the tortoise's. The first 16 values
    // separate almost every lane, so they are compared without a test in between.
    const V* y = h.data() + (tortoise + m_len);
    const V* z = x - (m_len - 1);
    V d = ~running;
    const unsigned head = std::min(M, 16u);
    for (unsigned i = 0; i < head; ++i) d |= z[i] ^ y[i];
    if (!all_ones<W>(d))
      for (unsigned i = head; i < M; ++i) d |= z[i] ^ y[i];
    const V met = ~d;
    if (any_bit<W>(met)) {
      // The lanes in `met` find period a - T with the tortoise at T >= mu; their results are
      // written at the end of the batch from the step recorded here.
      running &= d;
      for (unsigned b = 0; b < 12; ++b)
        met_step[63 - b] |= met & (V{} - static_cast<std::uint64_t>((g >> b) & 1));
      still = 0;
      for (std::size_t w = 0; w < W; ++w)
        still += static_cast<std::size_t>(std::popcount(static_cast<std::uint64_t>(running[w])));
    }
    if (a == next_move) {
      tortoise = a;
      next_move = 2 * a + gap0;
    }
  }
  for (std::size_t w = 0; w < W; ++w)
    for (std::uint64_t b = running[w]; b; b &= b - 1)
      left_over.push_back(first_index + 64 * w + std::countr_zero(b));
  // The results: the lane met at step g, so its hare window was a = g - M + 1 and its tortoise
  // the last schedule point T < a (0, G0, 3 G0, 7 G0, ...); the period is a - T.
  transpose64(met_step);
  auto& pending = scratch.pending;
  pending.clear();
  for (std::size_t j = 0; j < n; ++j) {
    const std::size_t w = j / 64, c = j % 64;
    if ((static_cast<std::uint64_t>(running[w]) >> c) & 1) continue;
    const auto g = static_cast<std::int64_t>(met_step[63 - c][w]);
    const std::int64_t a = g - (m_len - 1);
    std::int64_t t = 0;
    while (2 * t + gap0 < a) t = 2 * t + gap0;
    const auto lambda = static_cast<std::uint64_t>(a - t);
    out[j] = {0, lambda, Proof::window};
    if (t > 0) pending.push_back({j, static_cast<std::uint64_t>(t), lambda});
  }
  if (pending.empty()) return;
  // Per-lane words of the history (64 steps each, as in run()): after transpose64, word w of
  // blocks[64 b + 63 - c] holds v(64b .. 64b+63) of lane 64 w + c. preperiod_from_words reads one
  // word past the last value needed.
  std::uint64_t last = 0;
  for (const auto& p : pending) last = std::max(last, p.t + p.lambda);
  const std::size_t blocks = static_cast<std::size_t>((last - 1) / 64 + 2);
  V* b = scratch.blocks.data();
  for (std::size_t bl = 0; bl < blocks; ++bl) {
    for (unsigned k = 0; k < 64; ++k) b[64 * bl + 63 - k] = h[M + 64 * bl + k];
    transpose64(b + 64 * bl);
  }
  for (const auto& p : pending) {
    const std::size_t w = p.lane / 64, row = 63 - p.lane % 64;
    out[p.lane].preperiod = detail::preperiod_from_words(
        [b, w, row](std::uint64_t k) { return b[64 * k + row][w]; }, 0, p.t, p.lambda);
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
    BatchScratch<V> scratch(M);
    for (std::size_t start = 0; start < full; start += L)
      run_batch<W>(masks.subspan(start, L), M, play, out.subspan(start, L), left, start, scratch);
  }
  for (std::size_t i = full; i < masks.size(); ++i) left.push_back(i);
  if (left.empty()) return;
  std::vector<std::uint64_t> rest(left.size());
  std::vector<Period> rest_out(left.size());
  for (std::size_t k = 0; k < left.size(); ++k) rest[k] = masks[left[k]];
  run<W>(rest, M, play, rest_out, ws);
  for (std::size_t k = 0; k < left.size(); ++k) out[left[k]] = rest_out[k];
}
