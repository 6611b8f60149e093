#pragma once
// The published total of the Swedish Nim report against the exact count, with a diagnosis of
// where the report's double arithmetic first loses the exact value. The reproduction report
// calls compare_with_published_program(45, figure) with the figure of its transcription
// (data/published/003_*.json, claim 003-count-45).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/sources/double_emulation.hpp"

namespace nimlab {

// One place where the double computation and exact arithmetic part.
struct RoundingEvent {
  bool found = false;
  HeapTriple split{};     // the split the report's loop was at
  HeapTriple position{};  // the table entry being computed (inner additions and entries)
  std::string before;     // running sum before the addition (additions only)
  std::string term;       // the addend (additions only)
  std::string exact;      // the exact result
  std::string computed;   // the double result
  nlohmann::json to_json() const;
};

struct PublishedComparison {
  std::uint32_t tokens = 0;
  std::string emulated;                  // what the report's program prints
  std::optional<std::string> published;  // the report's figure, when one was given
  bool matches_published = false;
  std::string exact;            // exact number of plays over the unordered splits
  std::string absolute_error;   // exact - emulated
  double relative_error = 0;    // (exact - emulated) / exact
  std::string split_error;      // sum over splits of (double split value - exact split value)
  std::string summation_error;  // error added by the outer running sum
  RoundingEvent first_inexact_addition;     // first rounded addition anywhere
  RoundingEvent first_inexact_entry;        // first table entry that differs from the exact count
  RoundingEvent first_inexact_split;        // first split value that differs
  RoundingEvent first_inexact_partial_sum;  // first running total that differs
  std::uint64_t additions = 0, inexact_additions = 0;
  std::uint64_t entries = 0, inexact_entries = 0;
  std::uint64_t splits = 0, inexact_splits = 0;
  // Multisets of heaps whose table entries differ between two orderings of the same heaps
  // (the table is keyed by ordered triples, and each ordering adds in its own order).
  std::uint64_t asymmetric_multisets = 0;
  std::vector<std::string> explanation;  // the diagnosis in sentences

  nlohmann::json to_json() const;
};

// Runs the emulation, shadows every operation with exact arithmetic (GMP) and explains the
// difference; compares the printed total with `published` when given. Throws nimlab::error for
// tokens outside 3..count_limits::max_emulated_tokens.
PublishedComparison compare_with_published_program(
    std::uint32_t tokens, std::optional<std::string> published = std::nullopt);

}  // namespace nimlab
