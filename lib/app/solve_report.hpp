#pragma once
// The JSON object of `nimlab solve --json`, built in one place for the CLI command and the
// Python module.
#include <nlohmann/json.hpp>

#include "nimlab/game/convention.hpp"
#include "nimlab/positions/solve.hpp"

namespace nimlab::app {

// {"games", "heaps", "convention", "outcome", "nim_value", "method", "winning_moves",
// "winning_move_count"}, with "heap_games" for sums of several games, "positions_searched"
// for brute force, "quotient" ({"max_heap", "order", "p_size"}) for the misere quotient and
// "note" when a route was passed over. "winning_moves" lists the first max_moves winning moves
// (all when max_moves is 0) of those `a` lists; "winning_move_count" counts them all.
nlohmann::json solve_report(const positions::Position& p, const Convention& c,
                            const positions::Answer& a, std::size_t max_moves = 0);

}  // namespace nimlab::app
