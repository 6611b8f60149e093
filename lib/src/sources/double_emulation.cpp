// Emulation of the Swedish report's floating-point play counter (seed 003, "Bilaga 2"), kept
// operation for operation: the same recursion, base cases, power() by repeated multiplication,
// memo table keyed by ordered triples with 0 meaning "not computed", loop orders and order of
// additions, all in IEEE double. Time O(N^4) additions (O(N^3) entries, O(N) terms each);
// memory (N-1)^3 doubles.
#include "nimlab/sources/double_emulation.hpp"

#include <cstdio>

#include "nimlab/count/limits.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

class PublishedProgram {
 public:
  PublishedProgram(int tokens, EmulationObserver* observer)
      : dim_(static_cast<std::size_t>(tokens) - 1),
        table_(dim_ * dim_ * dim_, 0.0),
        observer_(observer) {}

  // double power(double number, double multiplier)
  static double power(double number, double multiplier) {
    double sum = 1;
    while (multiplier > 0) {
      sum *= number;
      multiplier--;
    }
    return sum;
  }

  // double rakna_spel_satt(int hog_1, int hog_2, int hog_3)
  double count(int h1, int h2, int h3) {
    double summa = 0;
    double& cell =
        table_[(static_cast<std::size_t>(h1) * dim_ + static_cast<std::size_t>(h2)) * dim_ +
               static_cast<std::size_t>(h3)];
    if (cell != 0.0) {  // the program's test: a stored 0 means "not computed"
      summa = cell;
    } else {
      if (h1 + h2 + h3 <= 1) {
        summa = 1;
      } else if (h1 + h2 == 0) {
        summa = power(2, h3 - 1);
      } else if (h2 + h3 == 0) {
        summa = power(2, h1 - 1);
      } else if (h1 + h3 == 0) {
        summa = power(2, h2 - 1);
      } else {
        const HeapTriple here{h1, h2, h3};
        for (int i = 1; i <= h1; ++i) add(here, summa, count(h1 - i, h2, h3));
        for (int i = 1; i <= h2; ++i) add(here, summa, count(h1, h2 - i, h3));
        for (int i = 1; i <= h3; ++i) add(here, summa, count(h1, h2, h3 - i));
        cell = summa;
        if (observer_) observer_->stored(split_, here, summa);
      }
    }
    return summa;
  }

  // The body of main() for argv[1] = tokens.
  EmulationResult run(int tokens) {
    EmulationResult result;
    result.tokens = static_cast<std::uint32_t>(tokens);
    double summa_spel_satt = 0;
    int hog1 = 1, hog2 = 1;
    int hog3 = tokens - hog1 - hog2;
    while (hog1 <= hog2 && hog2 <= hog3) {
      while (hog3 >= hog2) {
        split_ = {hog1, hog2, hog3};
        const double del_summa = count(hog1, hog2, hog3);
        result.splits.push_back({split_, del_summa});
        const double before = summa_spel_satt;
        summa_spel_satt += del_summa;
        if (observer_) observer_->split_added(split_, del_summa, before, summa_spel_satt);
        hog2++;
        hog3--;
      }
      hog1++;
      hog2 = hog1;
      hog3 = tokens - hog1 - hog2;
    }
    result.total = summa_spel_satt;
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.0f", summa_spel_satt);
    result.printed = buffer;
    return result;
  }

 private:
  void add(const HeapTriple& here, double& summa, double term) {
    const double before = summa;
    summa += term;
    if (observer_) observer_->inner_addition(split_, here, before, term, summa);
  }

  std::size_t dim_;
  std::vector<double> table_;  // alla_tal, indices 0..tokens-2 in each coordinate
  EmulationObserver* observer_;
  HeapTriple split_{};
};

}  // namespace

EmulationResult emulate_published_program(std::uint32_t tokens, EmulationObserver* observer) {
  if (tokens < 3 || tokens > count_limits::max_emulated_tokens)
    throw error("the emulation takes 3 to " + std::to_string(count_limits::max_emulated_tokens) +
                " tokens, got " + std::to_string(tokens));
  const int n = static_cast<int>(tokens);
  return PublishedProgram(n, observer).run(n);
}

}  // namespace nimlab
