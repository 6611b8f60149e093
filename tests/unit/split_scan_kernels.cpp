// The inner loops of the three-heap engine (src/values/split_scan_kernels.hpp) against their
// definitions, bit by bit: xoring a value v by x moves bit v of a word to bit v ^ x. The loops
// are built in several versions (plain, AVX2, AVX-512) and the loader picks one for this
// processor; whichever it is must give these results, on runs of every length (the vector
// versions have tails).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <vector>

#include "values/pair_value_sets.hpp"
#include "values/split_scan_kernels.hpp"

namespace nimlab::detail {
namespace {

using Word = std::uint64_t;

// The word whose bit b ^ shift is bit b of `word`, one bit at a time.
Word moved_bit_by_bit(Word word, unsigned shift) {
  Word out = 0;
  for (unsigned b = 0; b < 64; ++b)
    if ((word >> b) & 1) out |= Word{1} << (b ^ shift);
  return out;
}

// Random parts c in [1, span] (any order, repeats allowed) with shifts below 64, and the words
// below[-c] they read: below points at the end of `words`.
struct Run {
  std::vector<Part> parts;
  std::vector<Word> words;
  const Word* below() const { return words.data() + words.size() - 1; }
};

Run random_run() {
  const auto count = *rc::gen::inRange<std::size_t>(0, 100);
  const auto span = *rc::gen::inRange<std::uint32_t>(1, 300);
  Run run;
  // Sparse words as well as dense ones, as the pair sets have both.
  run.words = *rc::gen::container<std::vector<Word>>(
      span + 1,
      rc::gen::oneOf(rc::gen::arbitrary<Word>(),
                     rc::gen::map(rc::gen::inRange(0, 64), [](int b) { return Word{1} << b; })));
  for (std::size_t i = 0; i < count; ++i)
    run.parts.push_back(
        {*rc::gen::inRange<std::uint32_t>(1, span + 1), *rc::gen::inRange<std::uint32_t>(0, 64)});
  return run;
}

RC_GTEST_PROP(SplitScanKernels, MovedUnionIsTheUnionOfTheMovedWords, ()) {
  const Run run = random_run();
  Word want = 0;
  for (const Part& p : run.parts) want |= moved_bit_by_bit(*(run.below() - p.c), p.shift);
  RC_ASSERT(moved_union(run.parts.data(), run.parts.size(), run.below()) == want);
}

RC_GTEST_PROP(SplitScanKernels, HitsBitIsWhetherAMovedWordHasTheBit, ()) {
  const Run run = random_run();
  const auto bit = *rc::gen::inRange<unsigned>(0, 64);
  bool want = false;
  for (const Part& p : run.parts)
    want = want || ((moved_bit_by_bit(*(run.below() - p.c), p.shift) >> bit) & 1) != 0;
  RC_ASSERT(hits_bit(run.parts.data(), run.parts.size(), run.below(), bit) == want);
}

RC_GTEST_PROP(SplitScanKernels, MoveEveryWayMovesByEachShift, (Word missing)) {
  std::vector<Word> moved(64);
  move_every_way(missing, moved.data());
  for (unsigned s = 0; s < 64; ++s) RC_ASSERT(moved[s] == moved_bit_by_bit(missing, s));
}

// A block of 64 sizes of `words` words each, in PairValueSets' layout, and values g[c]: the
// union of word w ^ (g[c] >> 6) of size r - c, masked by moved[g[c] & 63], over a run of parts
// whose sizes r - c all lie in the block.
RC_GTEST_PROP(SplitScanKernels, HitsInBlockIsTheUnionOfTheMaskedPairWords, ()) {
  const auto words = *rc::gen::element<std::size_t>(1, 2, 4, 8);
  const std::vector<Word> block = *rc::gen::container<std::vector<Word>>(
      64 * words, rc::gen::oneOf(rc::gen::arbitrary<Word>(), rc::gen::just(Word{0})));
  const std::vector<Word> moved = *rc::gen::container<std::vector<Word>>(
      64,
      rc::gen::oneOf(rc::gen::arbitrary<Word>(),
                     rc::gen::map(rc::gen::inRange(0, 64), [](int b) { return Word{1} << b; })));
  const auto w = *rc::gen::inRange<std::size_t>(0, words);
  // Sizes r - c for c in [first, last] within the block of sizes [64 * b, 64 * b + 63].
  const auto b = *rc::gen::inRange<std::size_t>(0, 4);
  const auto top = *rc::gen::inRange<std::size_t>(0, 64);  // the largest size's offset
  const auto first = *rc::gen::inRange<std::size_t>(1, 50);
  const auto length = *rc::gen::inRange<std::size_t>(0, top + 1);
  const std::size_t r = 64 * b + top + first, last = first + length;
  std::vector<Value> g(last + 1);
  for (std::size_t c = 0; c <= last; ++c)
    g[c] = static_cast<Value>(*rc::gen::inRange<std::size_t>(0, 64 * words));
  Word want = 0;
  for (std::size_t c = first; c <= last; ++c) {
    const std::size_t m = r - c, j = w ^ (g[c] >> 6);
    want |= block[j * 64 + m % 64] & moved[g[c] & 63];
  }
  RC_ASSERT(hits_in_block(g.data(), first, last, r, w, block.data(), moved.data()) == want);
}

}  // namespace
}  // namespace nimlab::detail
