// The bit engine's kernel (the method is described in bit_engine.cpp). This file is included
// twice by bit_engine.cpp, inside a namespace each time: once for the baseline instruction set
// and once under `#pragma GCC target("avx2")`; it has no include guard and includes nothing.
// Expects: std::uint64_t, std::span, std::vector, Period, Play, BitEngineWorkspace,
// max_engine_steps, detail::preperiod_from_words and the headers <algorithm>, <bit>, <memory>,
// <stdexcept>.

// W machine words as one GCC vector (the bitwise operators act on all W words).
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
template <>
struct VecOf<8> {
  typedef std::uint64_t type __attribute__((vector_size(64)));
};

// n zeroed vectors (new[] honours their alignment; std::vector's allocator does not under
// the avx2 target pragma).
template <class V>
class Vectors {
 public:
  explicit Vectors(std::size_t n) : p_(new V[n]()) {}
  V& operator[](std::size_t i) { return p_[i]; }
  V* data() { return p_.get(); }

 private:
  std::unique_ptr<V[]> p_;
};

// Lane sets as W plain words (cheap to update one lane at a time).
template <std::size_t W>
struct LaneSet {
  std::uint64_t word[W] = {};
  void set(std::size_t j) { word[j / 64] |= std::uint64_t{1} << (j % 64); }
  void clear(std::size_t j) { word[j / 64] &= ~(std::uint64_t{1} << (j % 64)); }
  bool any() const {
    std::uint64_t r = 0;
    for (std::size_t w = 0; w < W; ++w) r |= word[w];
    return r != 0;
  }
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t w = 0; w < W; ++w)
      for (std::uint64_t x = word[w]; x; x &= x - 1) f(64 * w + std::countr_zero(x));
  }
};

template <std::size_t W, class V>
[[gnu::always_inline]] inline V to_vec(const LaneSet<W>& s) {
  V v;
  for (std::size_t w = 0; w < W; ++w) v[w] = s.word[w];
  return v;
}
template <std::size_t W, class V>
[[gnu::always_inline]] inline LaneSet<W> to_set(const V& v) {
  LaneSet<W> s;
  for (std::size_t w = 0; w < W; ++w) s.word[w] = v[w];
  return s;
}
// The AND (OR) of the W words of v, folded in halves inside the vector registers (reading the
// words one by one moves each out of the register, which is slow for wide vectors).
template <std::size_t W, class V>
[[gnu::always_inline]] inline std::uint64_t fold_and(const V& v) {
  if constexpr (W == 8)
    return fold_and<4>(__builtin_shufflevector(v, v, 0, 1, 2, 3) &
                       __builtin_shufflevector(v, v, 4, 5, 6, 7));
  else if constexpr (W == 4)
    return fold_and<2>(__builtin_shufflevector(v, v, 0, 1) & __builtin_shufflevector(v, v, 2, 3));
  else if constexpr (W == 2)
    return v[0] & v[1];
  else
    return v[0];
}
template <std::size_t W, class V>
[[gnu::always_inline]] inline std::uint64_t fold_or(const V& v) {
  if constexpr (W == 8)
    return fold_or<4>(__builtin_shufflevector(v, v, 0, 1, 2, 3) |
                      __builtin_shufflevector(v, v, 4, 5, 6, 7));
  else if constexpr (W == 4)
    return fold_or<2>(__builtin_shufflevector(v, v, 0, 1) | __builtin_shufflevector(v, v, 2, 3));
  else if constexpr (W == 2)
    return v[0] | v[1];
  else
    return v[0];
}
template <std::size_t W, class V>
[[gnu::always_inline]] inline bool any_bit(const V& v) {
  return fold_or<W>(v) != 0;
}
template <std::size_t W, class V>
[[gnu::always_inline]] inline bool all_ones(const V& v) {
  return fold_and<W>(v) == ~std::uint64_t{0};
}

// H[g] = ~OR_i (H[g-M+i] & rmoves[i]), i < M, with rmoves[i] = moves[M-i]; h points at H[g].
template <class V>
[[gnu::always_inline]] inline void recurrence(V* h, const V* rmoves, unsigned M) {
  const V* x = h - M;
  V a0{}, a1{}, a2{}, a3{};
  unsigned i = 0;
  for (; i + 4 <= M; i += 4) {
    a0 |= x[i] & rmoves[i];
    a1 |= x[i + 1] & rmoves[i + 1];
    a2 |= x[i + 2] & rmoves[i + 2];
    a3 |= x[i + 3] & rmoves[i + 3];
  }
  for (; i < M; ++i) a0 |= x[i] & rmoves[i];
  *h = ~((a0 | a1) | (a2 | a3));
}

// d |= the lanes whose windows x and y (M vectors each) differ; stops early once d is all ones.
template <std::size_t W, class V>
[[gnu::always_inline]] inline void mark_differences(const V* x, const V* y, unsigned M, V& d) {
  V e = d;
  unsigned i = 0;
  for (; i + 8 <= M; i += 8) {
    const V u =
        ((x[i] ^ y[i]) | (x[i + 1] ^ y[i + 1])) | ((x[i + 2] ^ y[i + 2]) | (x[i + 3] ^ y[i + 3]));
    const V v = ((x[i + 4] ^ y[i + 4]) | (x[i + 5] ^ y[i + 5])) |
                ((x[i + 6] ^ y[i + 6]) | (x[i + 7] ^ y[i + 7]));
    e |= u | v;
    if (all_ones<W>(e)) break;
  }
  if (!all_ones<W>(e))
    for (; i < M; ++i) e |= x[i] ^ y[i];
  d = e;
}

// In-place transpose of W 64x64 bit matrices at once (word w of a[k] is row k of matrix w)
// about their anti-diagonals: afterwards bit (63-k) of word w of a[63-c] is what bit c of word w
// of a[k] was. Six rounds of block swaps (Hacker's Delight, 7-3).
template <class V>
void transpose64(V* a) {
  std::uint64_t m = 0x00000000FFFFFFFFull;
  for (unsigned j = 32; j != 0; j >>= 1, m ^= m << j) {
    for (unsigned k = 0; k < 64; k = ((k | j) + 1) & ~j) {
      const V t = (a[k] ^ (a[k | j] >> j)) & m;
      a[k] ^= t;
      a[k | j] ^= t << j;
    }
  }
}

constexpr std::int64_t group = 8;  // C: steps per group; refills happen at the end of a group

template <std::size_t W>
void run(std::span<const std::uint64_t> masks, unsigned M, Play play, std::span<Period> out,
         BitEngineWorkspace& ws) {
  using V = typename VecOf<W>::type;
  using Lanes = LaneSet<W>;
  constexpr std::size_t L = 64 * W;
  const std::int64_t m_len = M;
  const std::int64_t gap0 = (std::max<std::int64_t>(2 * m_len, group) + group - 1) / group * group;

  // buf[M + k] = H[base + k] for -M <= k < 64: the recurrence's last M steps and the current
  // block of 64 steps.
  Vectors<V> buf(M + 64);
  // rmoves[M - s]: the lanes whose set contains s.
  Vectors<V> rmoves(M), tortoise(M);
  std::int64_t base = 0;

  struct Lane {
    std::uint64_t mask = 0;
    std::size_t index = 0;   // position in masks / out
    std::int64_t start = 0;  // global step of heap 0
  };
  std::vector<Lane> lane(L);
  V active{};      // lanes with a tortoise, compared every step
  Lanes finished;  // lanes whose set is done, refilled at the end of the group
  Lanes live;      // lanes with a set

  // Cohorts: the lanes refilled at the end of one group (id = the next group's number) move
  // their tortoises together; cohorts[id % size] holds the members still running.
  struct Cohort {
    std::int64_t id = -1;
    Lanes lanes;
  };
  std::vector<Cohort> cohorts(64);
  auto cohort_of = [&cohorts](std::int64_t id) -> Cohort& {
    return cohorts[static_cast<std::size_t>(id) & (cohorts.size() - 1)];
  };

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

  std::size_t next_set = 0;

  // Refill at step g (the last of its group): every finished lane and, at g = -1, every lane.
  auto refill = [&](std::int64_t g, const Lanes& lanes) {
    // The virtual window: all N, then the misere P-values (set lane by lane below).
    V* window = buf.data() + (g - base + 1);  // H[g-M+1 .. g]
    const V keep = ~to_vec<W, V>(lanes);
    for (unsigned i = 0; i < M; ++i) window[i] &= keep;
    Lanes filled;
    lanes.for_each([&](std::size_t j) {
      Lane& l = lane[j];
      if (next_set == masks.size()) {
        live.clear(j);
        return;
      }
      const std::size_t index = next_set++;
      const std::uint64_t mask = masks[index];
      // The elements that differ from the lane's last set.
      const unsigned w = static_cast<unsigned>(j / 64), b = static_cast<unsigned>(j % 64);
      for (std::uint64_t d = l.mask ^ mask; d; d &= d - 1)
        rmoves[M - 1 - std::countr_zero(d)][w] ^= std::uint64_t{1} << b;
      if (play == Play::misere) {
        const unsigned least = static_cast<unsigned>(std::countr_zero(mask)) + 1;
        for (unsigned i = 0; i < least; ++i) window[i][w] |= std::uint64_t{1} << b;
      }
      l.mask = mask;
      l.index = index;
      l.start = g + 1;
      live.set(j);
      filled.set(j);
    });
    if (!filled.any()) return;
    const std::int64_t id = (g + 1) / group;
    while (cohort_of(id).lanes.any()) {  // an old cohort still runs: make room
      std::vector<Cohort> old(2 * cohorts.size());
      old.swap(cohorts);
      for (const Cohort& c : old)
        if (c.lanes.any()) cohort_of(c.id) = c;
    }
    cohort_of(id) = {id, filled};
  };

  // The lanes in `met` found their period at step g: the tortoise of such a lane is at the
  // largest schedule point 0, G0, 3 G0, 7 G0, ... below the hare's window a.
  auto finish = [&](std::int64_t g, const Lanes& met) {
    met.for_each([&](std::size_t j) {
      const Lane& l = lane[j];
      const std::int64_t a = g - (m_len - 1) - l.start;
      std::int64_t t = 0;
      while (2 * t + gap0 < a) t = 2 * t + gap0;
      const auto lambda = static_cast<std::uint64_t>(a - t);
      if (t == 0)
        out[l.index] = {0, lambda, Proof::window};
      else
        pending.push_back({j, l.index, l.start, static_cast<std::uint64_t>(t), lambda});
      cohort_of(l.start / group).lanes.clear(j);
      finished.set(j);
    });
  };

  // Tortoise moves at step g = M-1 (mod C): the cohorts whose hare window is at a schedule
  // point take it.
  auto move_tortoises = [&](std::int64_t g) {
    Lanes movers;
    for (std::int64_t t = 0;; t = 2 * t + gap0) {
      const std::int64_t start = g - (m_len - 1) - t;  // heap 0 of the cohort at this point
      if (start < 0) break;
      const Cohort& c = cohort_of(start / group);
      if (c.id != start / group || !c.lanes.any()) continue;
      if (static_cast<std::uint64_t>(t) > max_engine_steps)
        throw std::runtime_error("bit engine: no repeated window within the step limit");
      for (std::size_t w = 0; w < W; ++w) movers.word[w] |= c.lanes.word[w];
    }
    if (!movers.any()) return;
    const V move = to_vec<W, V>(movers);
    const V* window = buf.data() + (g - base + 1);
    for (unsigned i = 0; i < M; ++i) tortoise[i] ^= (tortoise[i] ^ window[i]) & move;
    active |= move;
  };

  // Transposes the current block into the per-lane words, then settles the pending preperiods
  // and drops the words no running set needs.
  Vectors<V> block(64);
  auto end_block = [&] {
    for (unsigned k = 0; k < 64; ++k) block[63 - k] = buf[M + k];
    transpose64(block.data());
    std::uint64_t* dst = values.data() + (blocks - first_block) * L;
    for (std::size_t w = 0; w < W; ++w)
      for (unsigned c = 0; c < 64; ++c) dst[64 * w + c] = block[63 - c][w];
    ++blocks;
    values.resize(values.size() + L, 0);
    for (const Pending& p : pending) {
      const std::uint64_t* col = values.data() + p.lane;
      const std::int64_t from = p.start / 64 - first_block;  // the block of heap 0
      auto word = [&](std::uint64_t k) {
        return col[static_cast<std::size_t>(static_cast<std::int64_t>(k) + from) * L];
      };
      const std::uint64_t mu = detail::preperiod_from_words(
          word, static_cast<std::uint64_t>(p.start % 64), p.t, p.lambda);
      out[p.index] = {mu, p.lambda, Proof::window};
    }
    pending.clear();
    if (blocks - first_block >= 128) {
      std::int64_t keep = blocks;
      live.for_each([&](std::size_t j) { keep = std::min(keep, lane[j].start / 64); });
      if (2 * (keep - first_block) >= blocks - first_block) {
        values.erase(values.begin(), values.begin() + (keep - first_block) * L);
        first_block = keep;
      }
    }
  };

  Lanes all;
  for (std::size_t j = 0; j < L; ++j) all.set(j);
  refill(-1, all);
  const std::int64_t checkpoint = (m_len - 1) % group;  // the step of a group that may move
  for (std::int64_t g = 0; live.any();) {
    for (std::int64_t k = 0; k < group; ++k, ++g) {
      V* h = buf.data() + (g - base + m_len);
      recurrence(h, rmoves.data(), M);
      if (any_bit<W>(active)) {
        // d has a 1 in every lane whose hare window differs from its tortoise.
        V d = ~active;
        mark_differences<W>(h - (m_len - 1), tortoise.data(), M, d);
        if (!all_ones<W>(d)) {
          active &= d;
          finish(g, to_set<W>(~d));
        }
      }
      if (k == checkpoint) move_tortoises(g);
    }
    refill(g - 1, finished);
    finished = Lanes{};
    if (g % 64 == 0) {
      end_block();
      std::copy(buf.data() + 64, buf.data() + 64 + M, buf.data());
      base += 64;
    }
  }
  // The last sets finished in a partial block: its values are written before their preperiods
  // are read.
  if (!pending.empty()) end_block();
}
