#include "values/split_scan_kernels.hpp"

#include "values/pair_value_sets.hpp"
#include "values/xor_bit_positions.hpp"

// Function versions for wider vector units, chosen at load time (GNU ifunc), where the
// toolchain has them.
#if defined(__x86_64__) && defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define NIMLAB_WIDE_VERSIONS \
  __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define NIMLAB_WIDE_VERSIONS
#endif

namespace nimlab::detail {

NIMLAB_WIDE_VERSIONS std::uint64_t moved_union(const Part* parts, std::size_t count,
                                               const std::uint64_t* below) {
  std::uint64_t got = 0;
  for (std::size_t i = 0; i < count; ++i)
    got |= xor_bit_positions(*(below - parts[i].c), parts[i].shift);
  return got;
}

NIMLAB_WIDE_VERSIONS bool hits_bit(const Part* parts, std::size_t count, const std::uint64_t* below,
                                   unsigned bit) {
  std::uint64_t any = 0;
  for (std::size_t i = 0; i < count; ++i) any |= *(below - parts[i].c) >> (bit ^ parts[i].shift);
  return (any & 1) != 0;
}

NIMLAB_WIDE_VERSIONS void move_every_way(std::uint64_t missing, std::uint64_t* moved) {
  for (unsigned s = 0; s < 64; ++s) moved[s] = xor_bit_positions(missing, s);
}

NIMLAB_WIDE_VERSIONS std::uint64_t hits_in_block(const Value* g, std::size_t first,
                                                 std::size_t last, std::size_t r, std::size_t w,
                                                 const std::uint64_t* block,
                                                 const std::uint64_t* moved) {
  std::uint64_t any = 0;
  for (std::size_t c = first; c <= last; ++c) {
    const Value x = g[c];
    any |= block[PairValueSets::index_in_block(r - c, w ^ (x >> 6))] & moved[x & 63];
  }
  return any;
}

}  // namespace nimlab::detail
