// The move rule of play counting: Nim or a subtraction set. moves(h) is O(h) for Nim and
// O(|S|) for a set; parsing is linear in the text.
#include "nimlab/count/play_rule.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

PlayRule PlayRule::parse(std::string_view text) {
  if (text == "nim") return PlayRule{};
  constexpr std::string_view prefix = "subtract:";
  if (text.substr(0, prefix.size()) == prefix) {
    const std::string_view body = text.substr(prefix.size());
    if (body.empty()) throw error("rule 'subtract:' needs a set, e.g. subtract:1,2,3");
    return PlayRule{SubtractionSet::parse(body)};
  }
  throw error("unknown rule '" + std::string(text) + "' (expected nim or subtract:1,2,3)");
}

std::vector<std::uint32_t> PlayRule::moves(std::uint32_t heap) const {
  std::vector<std::uint32_t> out;
  if (!set_) {
    out.reserve(heap);
    for (std::uint32_t s = 1; s <= heap; ++s) out.push_back(s);
    return out;
  }
  for (std::uint32_t s : set_->elements()) {
    if (s > heap) break;  // elements are sorted
    out.push_back(s);
  }
  return out;
}

std::string PlayRule::to_string() const {
  return set_ ? "subtract:" + set_->to_string() : std::string("nim");
}

}  // namespace nimlab
