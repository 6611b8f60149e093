#pragma once
// What sequence is asked for: a single-heap rule, the kind of value, and the play convention.
#include <cstddef>
#include <string>
#include <variant>

#include "nimlab/rules/convention.hpp"
#include "nimlab/rules/octal_code.hpp"
#include "nimlab/rules/subtraction_set.hpp"

namespace nimlab {

using Rule = std::variant<SubtractionSet, OctalCode>;

enum class Kind : std::uint8_t { grundy, outcome };

struct SequenceSpec {
  Rule rule;
  Kind kind = Kind::outcome;
  Convention convention{};
};

// Throws nimlab::error when the combination has no meaning in nimlab: Grundy values under misere
// play or the draw rule, and misere or draw outcomes of octal codes that split heaps.
void validate(const SequenceSpec& spec);

// A finite-memory description of the value recurrence, when the rule has one: for every a >= start
// the values v(a..a+memory-1) (the window at a) determine v(a+memory). A repeated window at
// a >= start therefore proves periodicity. Octal codes that split heaps have no finite memory.
struct Memory {
  std::size_t memory = 0;  // window length: max(S) for a set, t for an octal code
  std::size_t start = 0;   // first window position from which the recurrence holds
};
// Returns memory {0, 0} when the rule splits heaps (no finite state).
Memory memory_of(const SequenceSpec& spec);
bool has_finite_memory(const SequenceSpec& spec);

std::string rule_name(const Rule& rule);  // "subtract 1,4,9,10" or "octal .1133"
std::string kind_name(Kind kind);         // "grundy" / "outcome"
// Parses "grundy" or "outcome"; throws nimlab::error otherwise.
Kind parse_kind(std::string_view text);

}  // namespace nimlab
