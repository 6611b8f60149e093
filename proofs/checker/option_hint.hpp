#pragma once
// The option nimlab-check knows nearest to a mistyped one ("--jsn": "--json"), so that its
// refusal can say "did you mean"; the checker's own code, as the checker links no library.
#include <string>
#include <string_view>
#include <vector>

namespace nimlab_check {

// The name among `known` within two edits of `typed`, or the only one `typed` begins; "" when
// none is close.
std::string nearest_option(std::string_view typed, const std::vector<std::string>& known);

}  // namespace nimlab_check
