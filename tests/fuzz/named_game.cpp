// Game names of `--game NAME[:PARAMS]`: a name that parses prints a canonical text that parses
// back to the same game and prints the same text again, and its JSON rule is well-formed.
#include "nimlab/positions/named_game.hpp"
#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/positions/named_game_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nimlab;
  try {
    const positions::NamedGame game = positions::NamedGame::parse(fuzz::text_of(data, size));
    const std::string text = game.text();
    const positions::NamedGame again = positions::NamedGame::parse(text);
    fuzz::check(again == game, "parse(print(g)) != g for " + text);
    fuzz::check(again.text() == text, "the canonical text of " + text + " is not stable");
    const nlohmann::json rule = positions::rule_json(game);
    fuzz::check(rule.is_object() && rule.size() == 1, "rule_json of " + text + " is not one field");
    fuzz::check(game.rule() != positions::Rule::octal || game.game().has_value(),
                "no compiled game for the single-heap rule " + text);
  } catch (const nimlab::error&) {
  }
  return 0;
}
