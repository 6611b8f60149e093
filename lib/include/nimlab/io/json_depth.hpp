#pragma once
// The nesting depth of JSON text, found before any parser builds a value from it: values nested
// deeper than a small limit are refused at the door, since printing, comparing or destroying
// them recurses once per level. Header-only and independent of the library, so that nimlab-check,
// which does not link the library, bounds its input the same way.
#include <string_view>

namespace nimlab {

// Whether the arrays and objects of `text` (outside strings) nest deeper than `limit`. O(size);
// text that is not JSON gives some answer, and the parser then refuses it.
inline bool json_nests_deeper_than(std::string_view text, unsigned limit) {
  unsigned depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return false;
}

}  // namespace nimlab
