#include "nimlab/rules/game.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

void validate(const SequenceSpec& spec) {
  const bool plain = spec.convention == Convention{};
  if (spec.kind == Kind::grundy && !plain)
    throw error("Grundy values exist only for normal play with the standard stuck rule");
  if (const auto* code = std::get_if<OctalCode>(&spec.rule); code && code->splits() && !plain)
    throw error("octal code " + code->to_string() +
                " splits heaps: only normal play with the standard stuck rule is supported");
}

Memory memory_of(const SequenceSpec& spec) {
  if (const auto* set = std::get_if<SubtractionSet>(&spec.rule)) {
    // For n >= max(S) every move is available, so v(n) depends on v(n-max(S)..n-1) alone.
    return {set->max(), 0};
  }
  const auto& code = std::get<OctalCode>(spec.rule);
  if (code.splits()) return {0, 0};
  // For n > t a whole-heap move is impossible and every k <= t leaves a non-empty heap, so
  // v(n) depends on v(n-t..n-1) alone; the first window that predicts such an n starts at 1.
  return {code.length(), 1};
}

bool has_finite_memory(const SequenceSpec& spec) { return memory_of(spec).memory > 0; }

std::string rule_name(const Rule& rule) {
  if (const auto* set = std::get_if<SubtractionSet>(&rule)) return "subtract " + set->to_string();
  return "octal " + std::get<OctalCode>(rule).to_string();
}

std::string kind_name(Kind kind) { return kind == Kind::grundy ? "grundy" : "outcome"; }

Kind parse_kind(std::string_view text) {
  if (text == "grundy") return Kind::grundy;
  if (text == "outcome") return Kind::outcome;
  throw error("unknown kind '" + std::string(text) + "' (expected grundy or outcome)");
}

}  // namespace nimlab
