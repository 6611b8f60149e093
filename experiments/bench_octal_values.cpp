// Grundy values of splitting octal codes: the classical O(n^2 t / 4) enumeration against the
// sparse-space method. Prints one table row per (code, n): seconds and values per second of each
// variant, whether they agree, and the sparse method's mask and number of rare heaps. The
// classical variant is run only up to --classical-limit heaps.
//
// Usage: bench_octal_values [--quick] [--classical-limit N]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "nimlab/game/octal_code.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace {

template <class F>
double seconds(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Row {
  const char* code;
  std::vector<std::size_t> sizes;
};

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  std::size_t classical_limit = 20000;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) {
      quick = true;
    } else if (!std::strcmp(argv[i], "--classical-limit") && i + 1 < argc) {
      classical_limit = std::strtoull(argv[++i], nullptr, 10);
    } else {
      std::fprintf(stderr,
                   "usage: bench_octal_values [--quick] [--classical-limit N]\n"
                   "Times Grundy values of splitting octal codes, classical vs sparse.\n");
      return std::strcmp(argv[i], "--help") ? 2 : 0;
    }
  }
  const std::vector<Row> rows =
      quick ? std::vector<Row>{{".77", {5000, 100000}}, {".4", {5000, 20000}}, {".6", {5000}}}
            : std::vector<Row>{{".77", {20000, 1000000, 10000000}},
                               {".07", {20000, 100000}},
                               {".137", {20000, 100000}},
                               {"4.07", {20000, 100000}},
                               {".4", {20000, 100000}},
                               {".156", {20000, 100000}},
                               {".6", {20000, 100000, 1000000}},
                               {".64", {20000, 100000, 1000000}},
                               {".74", {20000, 100000}}};
  std::printf("%-6s %10s %12s %12s %14s %14s %6s %6s %8s %8s\n", "code", "n", "classical_s",
              "sparse_s", "classical_v/s", "sparse_v/s", "equal", "mask", "rare", "full");
  bool all_equal = true;
  for (const Row& row : rows) {
    const nimlab::OctalCode code = nimlab::OctalCode::parse(row.code);
    for (std::size_t n : row.sizes) {
      nimlab::Sequence fast, slow;
      nimlab::SparseStats stats;
      const double ts = seconds([&] { fast = nimlab::grundy_values_sparse(code, n, &stats); });
      double tc = -1;
      if (n <= classical_limit)
        tc = seconds([&] { slow = nimlab::grundy_values_classical(code, n); });
      const bool compared = tc >= 0;
      const bool equal = !compared || fast == slow;
      all_equal = all_equal && equal;
      char tc_text[32] = "-", rate_text[32] = "-";
      if (compared) {
        std::snprintf(tc_text, sizeof tc_text, "%.4f", tc);
        std::snprintf(rate_text, sizeof rate_text, "%.3g", n / tc);
      }
      std::printf("%-6s %10zu %12s %12.4f %14s %14.3g %6s %6u %8zu %8zu\n", row.code, n, tc_text,
                  ts, rate_text, n / ts, compared ? (equal ? "yes" : "NO") : "-", stats.mask,
                  stats.rare_positions, stats.full_heaps);
      std::fflush(stdout);
    }
  }
  return all_equal ? 0 : 1;
}
