#pragma once
// Grundy's game (Grundy 1939; Winning Ways): a move splits one heap into two non-empty heaps of
// different sizes; nothing is removed. Heaps of 1 and 2 tokens have no move. The rule has no
// parameters; its one text form is "grundy".
#include <string>

namespace nimlab {

struct GrundysGame {
  std::string to_string() const { return "grundy"; }
  friend bool operator==(const GrundysGame&, const GrundysGame&) = default;
};

}  // namespace nimlab
