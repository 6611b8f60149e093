#pragma once
// The work a cross-check may take, estimated before it starts (see cross_check.hpp, max_work).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/prefix.hpp"

namespace nimlab::detail {

// The caps on values (or window steps) a cross-check uses.
struct WorkLimitedCaps {
  std::size_t prefix = 0;  // for the finders that read a prefix of values
  std::size_t floyd = 0;   // for the window finders (each step compares windows of the memory)
  std::size_t brent = 0;
  std::size_t for_finder(std::string_view name) const {
    return name == "floyd" ? floyd : name == "brent" ? brent : prefix;
  }
};

// The caps to use for `cap`: `cap` itself for every finder when the estimated work of all the
// selected finders together is within max_work. Otherwise, when the cap was given by the user
// (`explicit_cap`), throws nimlab::error with the estimate, the limit and the flags to change;
// when it is the default, the prefix finders get the largest power of two (at least 64) whose
// work fits and each window finder the number of steps that fits. `window_finders` are the
// selected finders that walk the state window; the prefix is probed for splitting games.
WorkLimitedCaps work_limited_caps(const SequenceSpec& spec, std::size_t cap, bool explicit_cap,
                                  std::uint64_t max_work,
                                  const std::vector<std::string>& window_finders,
                                  bool prefix_finders, ValuePrefix& shared);

}  // namespace nimlab::detail
