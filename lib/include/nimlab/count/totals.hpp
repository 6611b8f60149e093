#pragma once
// The entry points of exact play counting: one position, one split total or a table, by either
// method. recursion: the memoised recursion (recursion.hpp), summed split by split;
// closed_form: the closed form (closed_form.hpp) for a position and the generating functions
// (generating_function.hpp) for totals and tables.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/count/limits.hpp"
#include "nimlab/count/play_rule.hpp"
#include "nimlab/count/splits.hpp"

namespace nimlab {

enum class CountMethod { recursion, closed_form };
// Parses "recursion" or "closed-form"; throws nimlab::error otherwise.
CountMethod parse_count_method(std::string_view text);
std::string count_method_name(CountMethod method);

template <class Int>
Int count_plays(const PlayRule& rule, std::span<const std::uint32_t> heaps, CountMethod method,
                std::uint64_t recursion_budget = count_limits::recursion_budget);

// Totals for n = first..last (entry n - first); 0 where n < k, since no split of n tokens into
// k non-empty heaps exists. Throws nimlab::error unless 1 <= k <= count_limits::max_piles,
// first <= last <= count_limits::max_tokens and, for unordered totals,
// last <= count_limits::max_unordered_tokens(k).
template <class Int>
std::vector<Int> count_split_table(const PlayRule& rule, std::uint32_t k, SplitOrder order,
                                   std::uint32_t first, std::uint32_t last, CountMethod method,
                                   std::uint64_t recursion_budget = count_limits::recursion_budget);

}  // namespace nimlab
