#pragma once
// The checker's own sparse-space recomputation of the Grundy values of an octal code that splits
// heaps, with one fixed mask (proofs/sparse-certificate.md proves it exact for every mask; the
// mask only decides how much work it takes). Independent of the nimlab library.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace nimlab_check {

struct SparseInput {
  std::vector<unsigned> digits;  // digits[0] = d0, digits[k] for k = 1..t
  std::uint32_t mask = 0;
  bool position_parity = false;  // only when every splitting digit has the same parity
  std::uint64_t length = 0;      // values to compute
  std::uint64_t max_rare = 0;    // give up once more rare positions than this appear
  // Called with the number of values computed, every 2^16 heaps (--progress); may be empty.
  std::function<void(std::uint64_t)> progress;
};

struct SparseOutput {
  std::vector<std::uint16_t> values;
  std::vector<std::uint64_t> rare_positions;  // n >= 1 whose value is rare at n, increasing
  std::string failure;                        // non-empty: the computation gave up, and why
};

// Whether value v is rare at heap n under the input's mask (k0: parity of the splitting digits).
bool rare_at(const SparseInput& in, unsigned k0, std::uint32_t v, std::uint64_t n);

// G(0..length-1). Gives up (failure set, values incomplete) when a value exceeds 16 bits, when
// more than max_rare rare positions appear, or after max_work split evaluations.
SparseOutput sparse_grundy(const SparseInput& in, unsigned k0, std::uint64_t max_work);

}  // namespace nimlab_check
