// Heap lists of `nimlab count --heaps`: every heap is positive, the total is within the limit,
// and the list printed with commas parses back to itself.
#include <numeric>

#include "fuzz_check.hpp"
#include "nimlab/count/splits.hpp"
#include "nimlab/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  constexpr std::uint32_t max_total = 1000;
  try {
    const auto heaps = parse_heaps(fuzz::text_of(data, size), max_total);
    std::uint64_t total = 0;
    std::string text;
    for (std::uint32_t h : heaps) {
      fuzz::check(h >= 1, "a heap of 0 tokens");
      total += h;
      text += (text.empty() ? "" : ",") + std::to_string(h);
    }
    fuzz::check(total <= max_total, "total above the limit");
    fuzz::check(parse_heaps(text, max_total) == heaps, "parse(print(h)) != h for " + text);
  } catch (const nimlab::error&) {
  }
  return 0;
}
