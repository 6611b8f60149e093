#pragma once
// The position options of `solve` and `play` (--heaps, --plus GAME=HEAPS) and the text and JSON
// forms of positions and moves they print.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_fwd.hpp"
#include "game_options.hpp"
#include "nimlab/positions/solve.hpp"

namespace nimlab::app {

// Largest heap and number of heaps accepted (every option of a heap is listed when moves are
// shown, so a heap costs time and memory in proportion to its size). `solve` takes up to
// max_solve_heap_count heaps, which positions::solve() answers through the misere quotient only.
inline constexpr std::uint32_t max_heap_size = 1000000;
inline constexpr std::size_t max_heap_count = positions::max_heaps_outside_quotient;
inline constexpr std::size_t max_solve_heap_count = 1000000;

// "3,4,5" -> {3, 4, 5}; an item SIZExCOUNT stands for COUNT heaps of SIZE ("3,4x2" -> {3, 4, 4}).
// Throws nimlab::error naming `option` on bad text or more than max_heaps heaps.
std::vector<std::uint32_t> parse_heap_list(const std::string& option, const std::string& text,
                                           std::size_t max_heaps = max_heap_count);

class PositionOptions {
 public:
  // Adds --heaps (required unless `heaps_required` is false) and --plus.
  void add_to(CLI::App& command, bool heaps_required);
  bool has_heaps() const { return !heaps_.empty(); }
  // The position: the heaps of --heaps (or `default_heaps`) in `game`, followed by the heaps of
  // every --plus, in order; at most max_heaps heaps in all.
  positions::Position position(const positions::NamedGame& game,
                               const std::vector<std::uint32_t>& default_heaps = {},
                               std::size_t max_heaps = max_heap_count) const;

 private:
  std::string heaps_;
  std::vector<std::string> plus_;
};

// "3,4,5" for one game; "5 (kayles) + 3 (subtract:1,2)" for a sum of several. Positions of more
// than max_heap_count heaps of one game are written with runs of equal heaps as SIZExCOUNT.
std::string position_text(const positions::Position& p, const std::vector<positions::Heap>& heaps);
// A move on one heap (numbered from 0 here, from 1 in the text): "from heap 2 take 3", "from heap
// 2 take 3 and split the rest into 1 + 4", or "split heap 2 into 1 + 4" when nothing is taken.
std::string heap_move_text(std::size_t heap, std::uint64_t take,
                           const std::vector<std::uint32_t>& parts);
// The move and what it leaves: "from heap 2 take 3 and split the rest into 1 + 4, leaving 3,1,4"
// (without ", leaving ..." in positions of more than max_heap_count heaps, whose moves solve()
// gives without what they leave).
std::string move_text(const positions::Position& p, const positions::Move& m);
nlohmann::json heaps_json(const std::vector<positions::Heap>& heaps);
nlohmann::json move_json(const positions::Position& p, const positions::Move& m);

}  // namespace nimlab::app
