#include "nimlab/game/sequence_spec.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

std::string kind_name(Kind kind) {
  return kind == Kind::grundy ? "grundy" : "outcome";
}

Kind parse_kind(std::string_view text) {
  if (text == "grundy") return Kind::grundy;
  if (text == "outcome") return Kind::outcome;
  throw error("unknown kind '" + std::string(text) + "' (expected grundy or outcome)");
}

Kind default_kind(Convention convention) {
  return convention == Convention{} ? Kind::grundy : Kind::outcome;
}

SequenceSpec::SequenceSpec(Game game, Kind kind, Convention convention)
    : game_(std::move(game)), kind_(kind), convention_(convention) {
  const bool plain = convention_ == Convention{};
  if (kind_ == Kind::grundy && !plain)
    throw error("Grundy values exist only for normal play with the standard stuck rule");
  if (game_.splits() && !plain)
    throw error(game_.name() +
                " splits heaps: only normal play with the standard stuck rule is supported");
}

}  // namespace nimlab
