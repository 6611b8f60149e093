// Exclusion sets of all-but games: a parsed set is non-empty, sorted, free of duplicates and
// within 1..max_excluded_limit, printing then parsing gives the same set, and the compiled game
// stores exactly that set.
#include <algorithm>
#include <functional>

#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  try {
    const AllButSubtraction x = AllButSubtraction::parse(fuzz::text_of(data, size));
    const auto& e = x.excluded();
    fuzz::check(!e.empty() && e.front() >= 1 && e.back() <= AllButSubtraction::max_excluded_limit,
                "excluded numbers out of range");
    fuzz::check(std::adjacent_find(e.begin(), e.end(), std::greater_equal<>()) == e.end(),
                "excluded numbers not strictly increasing");
    const std::string text = x.to_string();
    fuzz::check(AllButSubtraction::parse(text) == x, "parse(print(X)) != X for " + text);
    const Game game(x);
    fuzz::check(
        game.moves().all_but && std::equal(e.begin(), e.end(), game.moves().excluded.begin(),
                                           game.moves().excluded.end()),
        "the compiled moves do not hold X for " + text);
  } catch (const nimlab::error&) {
  }
  return 0;
}
