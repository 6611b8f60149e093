// Grundy values of hexadecimal codes with three-heap splits: the classical enumeration of every
// split (grundy_values_classical, up to 4096 values) against the pair-value bitsets that
// grundy_values uses (src/values/three_heap_grundy.hpp), side by side at 4096 values, then the
// bitsets alone at 65536. Prints one row per (code, n): seconds of each, whether they agree,
// and the largest value (the bitsets' width is the next power of two above it).
//
// Usage: bench_hex_values [--quick]   (--quick: three codes, 16384 values at most)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

#include "nimlab/game/game.hpp"
#include "nimlab/values/sequence.hpp"

namespace {

template <class F>
double seconds(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) {
      quick = true;
    } else {
      std::fprintf(stderr,
                   "usage: bench_hex_values [--quick]\n"
                   "Times Grundy values of hexadecimal codes, enumeration vs bitsets.\n");
      return std::strcmp(argv[i], "--help") ? 2 : 0;
    }
  }
  const std::vector<const char*> codes =
      quick ? std::vector<const char*>{".8", ".9", ".a"}
            : std::vector<const char*>{".8", ".9",  ".a",  ".b",  ".c",  ".d", ".e",
                                       ".f", "4.8", ".18", ".48", ".88", ".98"};
  const std::size_t enumerated_n = nimlab::max_three_heap_split_enumeration_length;
  const std::size_t long_n = quick ? std::size_t{1} << 14 : nimlab::max_three_heap_split_length;
  std::printf("%-5s %7s %14s %10s %6s %8s\n", "code", "n", "enumeration_s", "bitsets_s", "equal",
              "largest");
  bool all_equal = true;
  for (const char* text : codes) {
    const nimlab::Game game = nimlab::HexCode::parse(text);
    nimlab::Sequence slow, fast;
    const double ts = seconds([&] { slow = nimlab::grundy_values_classical(game, enumerated_n); });
    const double tf = seconds([&] { fast = nimlab::grundy_values(game, enumerated_n); });
    const bool equal = slow == fast;
    all_equal = all_equal && equal;
    std::printf("%-5s %7zu %14.3f %10.3f %6s %8u\n", text, enumerated_n, ts, tf,
                equal ? "yes" : "NO", *std::max_element(fast.begin(), fast.end()));
    std::fflush(stdout);
    const double tl = seconds([&] { fast = nimlab::grundy_values(game, long_n); });
    std::printf("%-5s %7zu %14s %10.3f %6s %8u\n", text, long_n, "-", tl, "-",
                *std::max_element(fast.begin(), fast.end()));
    std::fflush(stdout);
  }
  return all_equal ? 0 : 1;
}
