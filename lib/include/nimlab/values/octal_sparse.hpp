#pragma once
// Grundy values of octal games that split heaps by the sparse-space method
// (Applegate-Jacobson-Sleator; Flammenkamp; Gangolli-Plambeck). The result is exactly that of
// grundy_values_classical (nimlab/values/sequence.hpp); only the work differs.
//
// A bit mask M divides values into a rare class and a common class. When every splitting digit
// k has the same parity, the class may also depend on the parity of the heap (the position
// refinement): value v at heap n is rare when popcount(v & M) + P * ((n - k0) mod 2) is even,
// with P in {0, 1} part of the mask and k0 the parity of the splitting digits. The class of a
// nim-sum is then the sum of the classes of its parts, so a split whose value is common at heap
// n has exactly one rare part; enumerating splits (r, m - r) over the few rare positions r marks
// every reachable common value. The mex is the smallest unmarked common value c, unless a rare
// value below c is unreachable, which a search over all splits (stopped as soon as every rare
// value below c is seen) decides. The mask is rechosen, by a Walsh-Hadamard transform of the
// histogram of (value, heap parity), at every doubling of n and whenever the largest value gains
// a bit, to minimise the number of rare positions.
//
// Values are stored in 8 bits while they fit, then 16, then 32: 2^28 values of a game whose
// values stay below 256 take 256 MiB, and the period finders read them there (storage()). The
// searches OR the values of blocks of splits into a bitset held in registers (eight splits per pair
// of 8-byte loads for 8-bit values).
//
// Threads (set_threads): G(n) needs values just below n, so heaps go in order, but most of a
// heap's work involves only values well below it. Heaps go in aligned blocks of B (a power of
// two, at most pause_interval, chosen so that at most 1/16 of the rare positions lie below B).
// The "far" part of a heap of the block [begin, begin + B) is everything that involves only
// values below base = begin - B: (1) the terms (r, m - r) whose two parts lie below base, into
// that heap's bitset, and (2) a search of the splits with both parts below base for the rare
// values below the smallest common value the far terms leave unmarked, recording every value
// seen and where it stopped. One thread finishes the heaps in order: the near terms, the mex,
// and, only when a rare value below it is still unseen, a search of the near splits and of the
// far splits the far search did not reach. Since the far part of the next block reads values
// below this block only, the other threads mark it while one thread finishes this one. The
// blocks stream through the threads with no barrier between them: the finishing thread, once a
// block is done, deals out the block after next (its far part reads values below the block
// just finished), and the others mark chunks of the dealt blocks in order, going on to the next
// block as soon as one runs out. When the finishing thread reaches a heap not marked yet, it
// marks a chunk itself (that heap's chunk if no one has taken it) rather than wait. A heap whose
// far search scans every far split (one whose value is rare) can take as long as hundreds of
// others, and a block may hold only about a hundred heaps (.161's do): a barrier at each block
// would leave a thread idle at each of these uneven ends, and on a busy machine whenever the
// scheduler lends a thread's core to another process for a time slice. Values, statistics and work
// counts do not depend on the number of threads. Measured (experiments/bench_threads.sh):
// data/octal/bench-threads.txt.
//
// Grundy's game (the unequal split of heap n - k into a != b) fits the same method: the split
// (r, m - r) with r = m - r is left out of the marking and of the search.
//
// Typical use, doubling until a period is proven (as `nimlab period` does):
//   SparseGrundy engine(code, [](const SparseProgress& p) { /* print the progress line */ });
//   for (std::size_t n = 64; n <= budget; n *= 2) {
//     engine.extend_to(n);                  // computes only G(old size .. n-1)
//     const SparseStorage& v = engine.storage();  // for naive_period / suffix_period
//     ...
//   }
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <variant>
#include <vector>

#include <boost/align/aligned_allocator.hpp>

#include "nimlab/error.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/values/sequence.hpp"
#include "nimlab/values/sharing_governor.hpp"
#include "nimlab/values/thread_team.hpp"
#include "nimlab/values/value_view.hpp"

namespace nimlab {

// The most values the engine computes (beyond max_sequence_length, the limit of the other
// generators): its storage takes 1, 2 or 4 bytes a value, so this is 4 GiB at 8 bits.
inline constexpr std::size_t max_sparse_length = std::size_t{1} << 32;

// Thrown by extend_to when the work limit (set_work_limit) is passed: the engine stopped between
// two heaps, consistent, with `values` values computed; a later extend_to under a higher limit
// goes on from there.
class WorkLimitReached : public error {
 public:
  WorkLimitReached(const std::string& message, std::size_t values, std::uint64_t steps)
      : error(message), values(values), steps(steps) {}
  std::size_t values;
  std::uint64_t steps;
};

// What the sparse computation did; for benchmarks, experiments and certificates.
struct SparseStats {
  std::uint32_t mask = 0;          // the value mask last chosen (0 and no parity: none yet)
  bool position_parity = false;    // the last choice uses the heap-parity refinement
  std::size_t rare_positions = 0;  // heaps n >= 1 whose value is rare under that choice
  std::size_t searches = 0;  // heaps whose mex needed a search of their own (beyond the far splits)
  std::size_t search_splits = 0;  // splits visited by every search, the far ones included
  std::size_t full_heaps = 0;     // heaps computed by plain enumeration of every split
  Value largest = 0;              // the largest value so far
  std::size_t largest_heap = 0;   // the first heap with that value
  unsigned value_bits = 8;        // bits per stored value (8, 16 or 32)
  // Elementary steps of this object's extend_to calls (a split or rare term visited, a move
  // applied): the measure of set_work_limit and of nimlab/values/work_estimate.hpp. A restored
  // engine counts from 0.
  std::uint64_t work = 0;
};

// Reported when the computation reaches n = 2^k values (k >= 0), after the mask is rechosen:
// the progress line of the literature ("n=2^k largest G[i]=v rare mask M num_rare R"). Below
// n = 128 no mask is chosen yet (every split is enumerated): mask and rare_positions are 0.
struct SparseProgress {
  std::size_t n = 0;
  Value largest = 0;
  std::size_t largest_heap = 0;
  std::uint32_t mask = 0;
  bool position_parity = false;
  std::size_t rare_positions = 0;
};

// Bytes of memory the engine's storage takes for count values whose largest value is below
// 2^bits, for messages and for callers that plan budgets (the rest of its state is
// O(rare positions + largest value)).
std::size_t sparse_memory_estimate(std::size_t count, unsigned bits = 8);

// The stored values G(0..size-1), in the narrowest of 8, 16 or 32 bits that holds every value.
using SparseStorage =
    std::variant<std::vector<std::uint8_t>, std::vector<std::uint16_t>, std::vector<std::uint32_t>>;

// The work counters of SparseStats, the one part of the engine's state its values do not imply.
struct SparseCounters {
  std::size_t searches = 0;
  std::size_t search_splits = 0;
  std::size_t full_heaps = 0;
};

// Incremental computation: extend_to(count) computes G(size()..count-1) and keeps everything
// needed to go on later, so a caller that doubles its budget pays for each value once.
// Not thread-safe; one object per thread.
class SparseGrundy {
 public:
  using Progress = std::function<void(const SparseProgress&)>;

  // Any game without three-heap splits: octal codes (splitting or not; they convert implicitly)
  // and Grundy's game. Throws nimlab::error for three-heap splits. The progress callback, if
  // given, is called at every power of two reached by extend_to. Uses every core (see
  // set_threads).
  explicit SparseGrundy(const Game& game, Progress progress = {});

  // Throws nimlab::error, before any work, when count exceeds max_sparse_length; the message
  // states the memory the request would take. Throws WorkLimitReached, between two heaps, once
  // stats().work passes the work limit. A smaller count than size() does nothing.
  void extend_to(std::size_t count);
  // The most steps extend_to may take in all (checked every pause_interval heaps); 0: no limit.
  void set_work_limit(std::uint64_t steps) { work_limit_ = steps; }
  // The threads extend_to uses (0, the default: OMP_NUM_THREADS when set, else one per core; 1:
  // the calling thread alone). The values and stats() are the same for every number of threads.
  // While the other threads mostly wait (other processes hold the cores), the engine goes on
  // alone for a while (nimlab/values/sharing_governor.hpp).
  void set_threads(unsigned threads);
  unsigned threads() const;

  std::size_t size() const;
  Value operator[](std::size_t n) const;  // n < size()
  // G(0..count-1) as a Sequence (count <= size()); O(count) time and 4*count bytes.
  Sequence prefix(std::size_t count) const;
  Sequence values() const { return prefix(size()); }
  // G(0..size()-1) where they are stored (no copy); valid until the next extend_to or restore.
  ValueView view() const;
  SparseStats stats() const { return stats_; }
  // The rare positions under the mask of stats() and their values, by increasing heap: the
  // "sparse values" of the literature.
  std::vector<std::pair<std::size_t, Value>> rare_values() const;

  // Saving and resuming (checkpoints): storage() and the counters of stats() are the whole state.
  // restore() rebuilds everything else from the values (the mask is the one the uninterrupted
  // computation had chosen at that size: it replays the last choice), so the computation goes on
  // exactly as if it had never stopped. Throws nimlab::error, leaving the engine as it was, when
  // the values cannot be this game's: G(0) != 0, a value above the number of options of its
  // heap, a storage wider than the values need, or more than max_sparse_length values.
  const SparseStorage& storage() const { return g_; }
  void restore(SparseStorage values, const SparseCounters& counters);

  // Called between two heaps, every pause_interval heaps computed, while the engine's state is
  // consistent (a checkpoint taken then resumes exactly); may be empty.
  static constexpr std::size_t pause_interval = 4096;
  // The smallest block of heaps whose far terms are marked together (see above).
  static constexpr std::size_t min_block_size = 16;
  void set_pause(std::function<void()> pause) { pause_ = std::move(pause); }
  // Called at the same moments as pause, with the number of values computed so far: the progress
  // line between two powers of two (ValuePrefix) reads it, while pause belongs to the caller
  // (checkpoints, interrupts); may be empty.
  void set_heartbeat(std::function<void(std::size_t)> heartbeat) {
    heartbeat_ = std::move(heartbeat);
  }

 private:
  // The rare positions and their values as they were when copied (FarBlock).
  struct RareCopy {
    std::vector<std::size_t> positions;
    std::vector<Value> values;
  };
  // The far part of a block of heaps [begin, begin + B), marked from heap `first` to `end`: the
  // terms with both parts below base = begin - B, for each heap in a bitset of `words` words
  // (values below the bound), and the rare values its far splits showed. It is computed from
  // copies of the state it needs (the rare positions below base, the class bitsets), so that
  // the threads can mark the next block while one thread finishes this one.
  // Buffers that threads write side by side start on a cache line of their own: with chunks of
  // a multiple of eight heaps, no two threads then write one line (a shared line costs each write
  // a hand-over between cores, and whether it happens would depend on where malloc put them).
  template <class T>
  using LineVector = std::vector<T, boost::alignment::aligned_allocator<T, 64>>;
  struct FarBlock {
    std::size_t base = 0, begin = 0, first = 0, end = 0, words = 0;
    std::uint64_t epoch = ~std::uint64_t{0};
    // The rare positions below base, and their values: the first rare_count of rare's.
    std::shared_ptr<const RareCopy> rare;
    std::size_t rare_count = 0;
    std::vector<std::uint64_t> classes[2][2];  // class_bits_ when marked
    LineVector<std::uint64_t> rows, found;     // per heap: far terms; values the far search saw
    LineVector<std::size_t> far_visits;        // per heap: splits the far search visited
    LineVector<std::size_t> far_stop;          // per heap: the split a it stopped at
    // When shared (deal_chunks): heaps are dealt in chunks of `chunk` (a multiple of eight), and
    // done[i] is set once chunk i is marked, so that one thread may finish the heaps of marked
    // chunks while the others still mark the rest.
    std::size_t chunk = 0, done_capacity = 0;
    std::unique_ptr<std::atomic<std::uint8_t>[]> done;
    bool holds(std::size_t n, std::uint64_t mask_epoch, std::size_t bound_words) const {
      return epoch == mask_epoch && words == bound_words && n >= first && n < end;
    }
    // Heap n's far part is marked (a block marked by one thread is marked whole).
    bool marked(std::size_t n) const {
      return chunk == 0 || done[(n - first) / chunk].load(std::memory_order_acquire) != 0;
    }
  };
  // Where finish_heaps stopped, and whether because G(n) needs wider storage.
  struct Finished {
    std::size_t n;
    bool widen;
  };
  template <class T>
  std::size_t run(std::vector<T>& g, std::size_t count);
  // Finishes heaps n .. stop - 1 of block b (which holds them) in order; returns early, at the
  // first heap whose far part is not marked yet, or when b no longer holds (a new mask or bound).
  template <class T>
  Finished finish_heaps(std::vector<T>& g, std::size_t n, std::size_t stop, FarBlock& b);
  template <class T>
  void mark_block(const std::vector<T>& g, std::size_t first, std::size_t count, std::size_t words);
  template <class T>
  void mark_far(FarBlock& b, const T* values, std::size_t thread, std::size_t from, std::size_t to);
  void prepare_block(FarBlock& b, std::size_t first, std::size_t count, std::size_t words);
  // Splits b into chunks, none marked yet; returns their number.
  std::size_t deal_chunks(FarBlock& b);
  // Marks b's far part on every thread.
  template <class T>
  void mark_shared(FarBlock& b, const T* values);
  // Finishes heaps from n on, block after block, on the calling thread, while the other threads
  // mark the far parts of the blocks ahead (see above). block_ must hold n, marked, and
  // next_block_ be prepared for the block after it. Stops at count, when G(n) needs wider
  // storage, when a new mask or bound makes the blocks stale, or when the governor stops the
  // sharing; block_ then holds n if a marked block does.
  template <class T>
  Finished stream_blocks(std::vector<T>& g, std::size_t n, std::size_t count, std::size_t words);
  bool may_share() const;  // more than one thread, and the governor lets them share
  bool worth_sharing(const FarBlock& b) const;  // enough far terms to pay for waking the threads
  detail::ThreadTeam& team();
  void reserve_scratch(std::size_t words);
  bool sparse_at(std::size_t n) const;  // heap n is computed by the sparse method
  // Every nim-sum of two values <= largest is below bit_ceil(largest + 1); so is the mex. The
  // bitsets over values have bound_words() words.
  Value value_bound() const;
  std::size_t bound_words() const;
  void refresh_classes(Value bound, std::size_t words);
  void record(std::size_t n, Value value);  // bookkeeping after G(n) is stored
  void choose_mask(std::size_t size);       // size: the values computed when it is chosen
  bool rare_at(Value v, std::size_t n) const;

  Game game_;
  Progress progress_;
  std::vector<std::size_t> split_digits_;  // k of every two-heap split, by increasing reach
  // Heap n splits (a, n - k - a) for 2a + reach <= n: reach k, or k + 1 for an unequal split.
  std::vector<std::size_t> split_reach_;
  std::vector<bool> split_unequal_;
  unsigned threads_ = 0;
  unsigned active_threads_ = 1;  // threads() as extend_to began
  // The threads that share blocks, started when first needed (held by pointer: the engine moves).
  std::unique_ptr<detail::ThreadTeam> team_;
  detail::SharingGovernor governor_;  // whether sharing blocks pays on this machine now
  bool parity_allowed_ = false;       // every splitting digit has the same parity
  std::size_t k0_ = 0;                // that parity
  std::function<void()> pause_;
  std::function<void(std::size_t)> heartbeat_;
  std::uint64_t work_limit_ = 0;
  SparseStorage g_;
  std::vector<std::size_t> histogram_;  // counts of (value << 1 | (n - k0) & 1) over n >= 1
  std::vector<std::size_t> rare_;       // rare positions n >= 1, increasing
  std::vector<Value> rare_values_;      // G at each rare position
  std::vector<std::uint32_t> seen_;     // stamp per value: marked at the current heap
  std::uint32_t stamp_ = 0;
  std::vector<std::uint64_t> found_, missing_;  // bitsets over values, for the searches
  std::size_t next_choice_ = 0;                 // the next size at which the mask is rechosen
  bool have_mask_ = false;
  std::uint64_t mask_epoch_ = 0;             // counts the mask choices; a block holds for one epoch
  std::size_t block_size_ = min_block_size;  // B, chosen with the mask
  std::shared_ptr<const RareCopy> rare_copy_;  // the latest copy made for a block
  std::uint64_t rare_copy_epoch_ = 0;          // the mask it was made under
  // The block being finished; the next one, marked meanwhile; the one after (stream_blocks).
  FarBlock block_, next_block_, third_block_;
  LineVector<std::uint64_t> block_scratch_;  // each thread's working memory
  std::size_t scratch_stride_ = 0;
  std::vector<std::uint64_t> class_bits_[2][2];      // [heap parity][rare?]: values of that class
  std::uint64_t classes_epoch_ = ~std::uint64_t{0};  // the mask and bound class_bits_ are for
  std::size_t classes_words_ = 0;
  SparseStats stats_;
};

// Whether the engine takes the game: it splits heaps, into two only (octal codes that split,
// hexadecimal codes without three-heap splits, Grundy's game).
bool sparse_engine_takes(const Game& game);

// Grundy values G(0..count-1) of any octal code (splitting or not) under normal play, on
// `threads` threads (as set_threads). Throws nimlab::error when count exceeds
// max_sequence_length (4 bytes a value here).
Sequence grundy_values_sparse(const Game& game, std::size_t count, SparseStats* stats = nullptr,
                              unsigned threads = 0);

// The mask minimising the rare positions of g[1..n) under the classification above, by one
// Walsh-Hadamard transform. Masks use the low bits of the largest value only. Used by the
// certificate producer, which needs one mask for a whole prefix.
struct RareChoice {
  std::uint32_t mask = 0;
  bool position_parity = false;
  std::size_t rare_positions = 0;
};
RareChoice best_rare_choice(const Game& game, ValueView g);
RareChoice best_rare_choice(const Game& game, const Sequence& g);
// Whether value v at heap n is rare under (mask, parity) for this game.
bool is_rare_value(const Game& game, std::uint32_t mask, bool position_parity, Value v,
                   std::size_t n);

}  // namespace nimlab
