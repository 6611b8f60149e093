#pragma once
// The text form of a finite set of integers, "1,4,9,10" or "{1, 4, 9, 10}" (white space ignored,
// braces optional), shared by subtraction sets and all-but exclusion sets so that both read the
// same shapes.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace nimlab::detail {

// What to say of the text: nothing in it, an item that is no decimal integer, and an integer item
// beyond 64 bits (given the item).
struct NumberListMessages {
  std::string empty;
  std::string malformed;
  std::function<std::string(const std::string& item)> too_large;
};

// The items, in the order written. Throws nimlab::error with the matching message; checking the
// values (sign, range, duplicates) is the caller's.
std::vector<std::int64_t> parse_number_list(std::string_view text,
                                            const NumberListMessages& messages);

}  // namespace nimlab::detail
