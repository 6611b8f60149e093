// Speed and memory of exact play counting (nimlab count). Prints figures; asserts nothing.
//   1. N = 45, k = 3 (the Swedish report's question): each method on each backend.
//   2. The unordered table N = 3..200, k = 3.
//   3. Growth of the generating-function table with N and k, until a point takes about
//      --max-seconds (default 60).
// Every measurement runs in a forked child, so its peak resident memory is its own.
// Usage: bench_count [--max-seconds S] [--quick]
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/limits.hpp"
#include "nimlab/count/totals.hpp"

namespace {

using namespace nimlab;

struct Measurement {
  double seconds = -1;  // wall time of the fastest repetition; < 0 if the child failed
  long peak_kib = 0;    // peak resident set of the child
  std::string value;    // a short digest of the result (last count, first digits)
};

// Runs job() `repeat` times in a child; reports the fastest time and the child's peak memory.
Measurement measure(const std::function<std::string()>& job, int repeat = 1) {
  int fds[2];
  if (pipe(fds) != 0) return {};
  const pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    double best = 1e300;
    std::string value;
    for (int r = 0; r < repeat; ++r) {
      const auto start = std::chrono::steady_clock::now();
      value = job();
      const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
      best = std::min(best, took.count());
    }
    const std::string message = std::to_string(best) + " " + value;
    if (write(fds[1], message.data(), message.size()) < 0) _exit(1);
    _exit(0);
  }
  close(fds[1]);
  std::string message;
  char buffer[512];
  ssize_t n;
  while ((n = read(fds[0], buffer, sizeof buffer)) > 0) message.append(buffer, n);
  close(fds[0]);
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  Measurement m;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || message.empty()) return m;
  const std::size_t space = message.find(' ');
  m.seconds = std::stod(message.substr(0, space));
  m.value = message.substr(space + 1);
  m.peak_kib = usage.ru_maxrss;
  return m;
}

template <class Int>
std::string digest(const std::vector<Int>& counts) {
  const std::string s = counts.back().str();
  return s.size() <= 30 ? s : s.substr(0, 12) + "...(" + std::to_string(s.size()) + " digits)";
}

template <class Int>
std::function<std::string()> table_job(std::uint32_t k, SplitOrder order, std::uint32_t first,
                                       std::uint32_t last, CountMethod method) {
  return [=] {
    return digest(
        count_split_table<Int>(PlayRule{}, k, order, first, last, method, std::uint64_t{1} << 40));
  };
}

void print(const char* label, const Measurement& m) {
  if (m.seconds < 0)
    std::printf("%-44s failed\n", label);
  else
    std::printf("%-44s %10.4f s %9ld KiB  %s\n", label, m.seconds, m.peak_kib, m.value.c_str());
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  double max_seconds = 60;
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--max-seconds") && i + 1 < argc)
      max_seconds = std::atof(argv[++i]);
    else if (!std::strcmp(argv[i], "--quick"))
      quick = true;
    else {
      std::fprintf(stderr, "usage: bench_count [--max-seconds S] [--quick]\n");
      return 2;
    }
  }

  std::printf("== N = 45 tokens, k = 3 heaps (fastest of 5 runs)\n");
  const auto un = SplitOrder::unordered;
  const auto ord = SplitOrder::ordered;
  const auto cf = CountMethod::closed_form;
  const auto rec = CountMethod::recursion;
  print("unordered, closed form, gmp", measure(table_job<gmp_int>(3, un, 45, 45, cf), 5));
  print("unordered, closed form, cpp_int", measure(table_job<boost_int>(3, un, 45, 45, cf), 5));
  print("unordered, recursion, gmp", measure(table_job<gmp_int>(3, un, 45, 45, rec), 5));
  print("unordered, recursion, cpp_int", measure(table_job<boost_int>(3, un, 45, 45, rec), 5));
  print("ordered, closed form, gmp", measure(table_job<gmp_int>(3, ord, 45, 45, cf), 5));
  print("ordered, recursion, gmp", measure(table_job<gmp_int>(3, ord, 45, 45, rec), 5));

  std::printf("\n== table N = 3..200, k = 3, unordered\n");
  print("closed form (generating functions), gmp", measure(table_job<gmp_int>(3, un, 3, 200, cf)));
  print("closed form (generating functions), cpp_int",
        measure(table_job<boost_int>(3, un, 3, 200, cf)));
  if (!quick) print("recursion, gmp", measure(table_job<gmp_int>(3, un, 3, 200, rec)));

  std::printf("\n== growth: unordered table N = k..Nmax by generating functions, gmp\n");
  std::printf("   (a row stops when its next point is predicted above %.0f s)\n", max_seconds);
  const std::vector<std::uint32_t> piles =
      quick ? std::vector<std::uint32_t>{2, 3} : std::vector<std::uint32_t>{2, 3, 4, 6, 8, 12};
  for (std::uint32_t k : piles) {
    double last = 0;
    for (std::uint32_t n = 25; n <= count_limits::max_unordered_tokens(k); n *= 2) {
      if (last * 12 > max_seconds) break;  // doubling N costs about 8 to 12 times more
      const std::string label = "k = " + std::to_string(k) + ", Nmax = " + std::to_string(n);
      const Measurement m = measure(table_job<gmp_int>(k, un, k, n, cf));
      print(label.c_str(), m);
      if (m.seconds < 0) break;
      last = m.seconds;
    }
  }
  std::printf("\n== the largest tables the CLI accepts, gmp\n");
  for (std::uint32_t k : {3u, 8u, 16u, 24u}) {
    const std::uint32_t n = count_limits::max_unordered_tokens(k);
    if (quick && k > 3) break;
    const std::string label =
        "unordered k = " + std::to_string(k) + ", Nmax = " + std::to_string(n);
    print(label.c_str(), measure(table_job<gmp_int>(k, un, k, n, cf)));
  }
  for (std::uint32_t k : {3u, 24u}) {
    const std::uint32_t n = count_limits::max_tokens;
    const std::string label = "ordered k = " + std::to_string(k) + ", Nmax = " + std::to_string(n);
    print(label.c_str(), measure(table_job<gmp_int>(k, ord, k, n, cf)));
  }
  return 0;
}
