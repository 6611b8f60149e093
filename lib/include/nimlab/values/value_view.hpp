#pragma once
// A read-only view of a prefix of values stored in 8, 16 or 32 bits: the sparse engine keeps its
// values in the narrowest width that holds them, and the period finders read them there, so a
// prefix of 4.4e8 values of a game whose values stay below 2^16 costs 2 bytes a value, not 4.
#include <cstddef>
#include <cstdint>
#include <span>
#include <variant>

#include "nimlab/values/sequence.hpp"

namespace nimlab {

using ValueView = std::variant<std::span<const std::uint8_t>, std::span<const std::uint16_t>,
                               std::span<const std::uint32_t>>;

inline std::size_t view_size(const ValueView& v) {
  return std::visit([](auto s) { return s.size(); }, v);
}

// The first count values of v (count <= view_size(v)).
inline ValueView view_first(const ValueView& v, std::size_t count) {
  return std::visit([count](auto s) { return ValueView(s.first(count)); }, v);
}

// v(first..last-1) widened to Values: for the few values a report shows.
inline Sequence view_copy(const ValueView& v, std::size_t first, std::size_t last) {
  return std::visit(
      [&](auto s) {
        const auto part = s.subspan(first, last - first);
        return Sequence(part.begin(), part.end());
      },
      v);
}

}  // namespace nimlab
