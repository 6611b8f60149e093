#pragma once
// A faithful emulation of the floating-point program in the Swedish Nim report (seed 003,
// appendix "Bilaga 2"), which counts the plays of 3-heap Nim over the unordered splits of N
// tokens in IEEE double precision:
//  - rakna_spel_satt(h1, h2, h3): 1 if h1+h2+h3 <= 1; 2^(h-1) by repeated multiplication when
//    two heaps are empty; otherwise the sum, in this order, of the values after taking 1..h1 from
//    heap 1, then 1..h2 from heap 2, then 1..h3 from heap 3, stored in a table indexed by the
//    ordered triple. A stored 0 means "not computed"; base cases are never stored.
//  - main: the splits h1 <= h2 <= h3 in the order of its two while loops, each split's value
//    added to a running double total, printed with printf("%.0f").
// Every addition is a correctly rounded double addition, as on any IEEE machine evaluating in
// double precision. The observer sees each operation so that a diagnosis can shadow it exactly.
// Time O(N^4) double additions; memory (N-1)^3 doubles (the program's table).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace nimlab {

using HeapTriple = std::array<int, 3>;

class EmulationObserver {
 public:
  virtual ~EmulationObserver() = default;
  // summa += term while computing the table entry of `position` (loop of the report at `split`).
  virtual void inner_addition(const HeapTriple& split, const HeapTriple& position, double before,
                              double term, double after) = 0;
  // alla_tal[position] = value.
  virtual void stored(const HeapTriple& split, const HeapTriple& position, double value) = 0;
  // summa_spel_satt += del_summa for one split.
  virtual void split_added(const HeapTriple& split, double del_summa, double before,
                           double after) = 0;
};

struct EmulationResult {
  std::uint32_t tokens = 0;
  double total = 0;
  std::string printed;  // printf("%.0f", total): the digits the program prints
  std::vector<std::pair<HeapTriple, double>> splits;  // del_summa per split, in loop order
};

// Throws nimlab::error unless 3 <= tokens <= count_limits::max_emulated_tokens. (The published
// program declares its table [50][50][50], so it stays within bounds for tokens <= 51 only.)
EmulationResult emulate_published_program(std::uint32_t tokens,
                                          EmulationObserver* observer = nullptr);

// The largest token count for which the published program's table is large enough.
inline constexpr std::uint32_t published_program_max_tokens = 51;

}  // namespace nimlab
