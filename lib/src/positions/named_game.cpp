// The catalogue of game names and the parser of NAME[:PARAMS].
#include "nimlab/positions/named_game.hpp"

#include <charconv>
#include <utility>

#include "nimlab/error.hpp"

namespace nimlab::positions {
namespace {

std::uint32_t parse_parameter(std::string_view name, std::string_view text, std::uint32_t least) {
  std::uint32_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || v < least ||
      v > 1000000)
    throw error("--game " + std::string(name) + ":" + std::string(text) +
                ": the parameter must be an integer from " + std::to_string(least) + " to 1000000");
  return v;
}

std::string allowed_names() {
  std::string out;
  for (const CatalogueEntry& e : game_catalogue()) out += (out.empty() ? "" : ", ") + e.name;
  return out;
}

}  // namespace

const std::vector<CatalogueEntry>& game_catalogue() {
  static const std::vector<CatalogueEntry> entries{
      {"nim", "heap", "take any number of tokens from one heap"},
      {"misere-nim", "heap", "Nim under misere play: who takes the last token loses"},
      {"lasker", "heap", "take any number from one heap, or split a heap in two"},
      {"kayles", "heap", "knock down one pin or two adjacent pins of a row: octal .77"},
      {"dawson", "heap", "Dawson's Kayles: octal .07"},
      {"dawsons-chess", "heap", "Dawson's chess: octal .137"},
      {"officers", "heap", "Officers: octal .6"},
      {"subtract:S", "heap", "take s tokens from one heap, s in the set S (e.g. subtract:1,2)"},
      {"octal:CODE", "heap", "the octal game CODE (e.g. octal:.137)"},
      {"hex:CODE", "heap",
       "the hexadecimal game CODE: octal digits plus bit 8 = leave three heaps (e.g. hex:.8)"},
      {"grundy", "heap", "Grundy's game: split one heap into two heaps of different sizes"},
      {"all-but:X", "heap",
       "take any number of tokens from one heap except the numbers in the finite set X (e.g. "
       "all-but:2,3)"},
      {"powers:A", "heap", "take a power of A (1, A, A^2, ...) from one heap"},
      {"up-to-half", "heap", "take 1 to floor(n/2) tokens from a heap of n"},
      {"at-least-half", "heap", "take ceil(n/2) to n tokens from a heap of n"},
      {"divisors", "heap", "take d tokens from a heap of n, d a divisor of n"},
      {"proper-divisors", "heap", "take d tokens from a heap of n, d a divisor of n, d < n"},
      {"set-plus-whole:S", "heap", "take s in S, or the whole heap"},
      {"moore:K", "whole", "Moore's Nim_K: take from at least one and at most K heaps at once"},
      {"staircase", "whole",
       "Staircase Nim: move tokens from step i to step i-1; tokens on step 1 leave the game"},
      {"card", "whole",
       "remove a card, turn another; the last card face up loses for the player to move "
       "(heaps: face-up[,face-down] cards)"},
  };
  return entries;
}

NamedGame NamedGame::of(const Game& game) {
  const Game::Notation& n = game.notation();
  NamedGame g(std::holds_alternative<SubtractionSet>(n)      ? "subtract"
              : std::holds_alternative<OctalCode>(n)         ? "octal"
              : std::holds_alternative<HexCode>(n)           ? "hex"
              : std::holds_alternative<AllButSubtraction>(n) ? "all-but"
                                                             : "grundy",
              Rule::octal);
  g.game_ = game;
  return g;
}

NamedGame NamedGame::parse(std::string_view text) {
  const auto colon = text.find(':');
  const std::string_view name = text.substr(0, colon);
  const bool has_params = colon != std::string_view::npos;
  const std::string_view params = has_params ? text.substr(colon + 1) : std::string_view{};
  auto no_params = [&](Rule rule) {
    if (has_params)
      throw error("--game " + std::string(name) + " takes no parameters (got '" +
                  std::string(text) + "')");
    return NamedGame(std::string(name), rule);
  };
  auto need_params = [&](std::string_view what) {
    if (!has_params || params.empty())
      throw error("--game " + std::string(name) + " needs " + std::string(what) + ", e.g. " +
                  std::string(name) +
                  (name == "moore" || name == "powers" ? ":2"
                   : name == "octal"                   ? ":.77"
                   : name == "hex"                     ? ":.8"
                                                       : ":1,2"));
  };
  if (name == "nim") return no_params(Rule::nim);
  if (name == "misere-nim") {
    NamedGame g = no_params(Rule::nim);
    g.implied_play_ = Play::misere;
    return g;
  }
  if (name == "lasker") return no_params(Rule::lasker);
  // The octal games known by name, each the name of its code.
  for (const auto& [octal_name, code] :
       {std::pair{"kayles", ".77"}, std::pair{"dawson", ".07"}, std::pair{"dawsons-chess", ".137"},
        std::pair{"officers", ".6"}})
    if (name == octal_name) {
      NamedGame g = no_params(Rule::octal);
      g.game_ = Game(OctalCode::parse(code));
      return g;
    }
  if (name == "grundy") {
    NamedGame g = no_params(Rule::octal);
    g.game_ = Game(GrundysGame{});
    return g;
  }
  if (name == "all-but") {
    if (!has_params || params.empty())
      throw error("--game all-but needs the excluded numbers: positive integers from 1 to " +
                  std::to_string(AllButSubtraction::max_excluded_limit) +
                  " separated by commas, e.g. all-but:2,3 (Nim, which excludes nothing, is "
                  "--game nim)");
    NamedGame g(std::string(name), Rule::octal);
    try {
      g.game_ = Game(AllButSubtraction::parse(params));
    } catch (const error& e) {
      throw error("--game " + std::string(text) + ": " + e.what());
    }
    return g;
  }
  if (name == "subtract" || name == "octal" || name == "hex") {
    need_params(name == "subtract" ? "a subtraction set"
                : name == "octal"  ? "an octal code"
                                   : "a hexadecimal code");
    NamedGame g(std::string(name), Rule::octal);
    g.game_ = name == "subtract" ? Game(SubtractionSet::parse(params))
              : name == "octal"  ? Game(OctalCode::parse(params))
                                 : Game(HexCode::parse(params));
    return g;
  }
  if (name == "powers" || name == "moore") {
    need_params(name == "powers" ? "the base A" : "the number K of heaps");
    NamedGame g(std::string(name), name == "powers" ? Rule::powers : Rule::moore);
    g.parameter_ = parse_parameter(name, params, 1);
    return g;
  }
  if (name == "set-plus-whole") {
    need_params("a subtraction set");
    NamedGame g(std::string(name), Rule::set_plus_whole);
    g.set_ = SubtractionSet::parse(params);
    return g;
  }
  if (name == "up-to-half") return no_params(Rule::up_to_half);
  if (name == "at-least-half") return no_params(Rule::at_least_half);
  if (name == "divisors") return no_params(Rule::divisors);
  if (name == "proper-divisors") return no_params(Rule::proper_divisors);
  if (name == "staircase") return no_params(Rule::staircase);
  if (name == "card") return no_params(Rule::card);
  throw error("--game: unknown game '" + std::string(text) + "' (known: " + allowed_names() +
              "; see nimlab games)");
}

std::string NamedGame::text() const {
  if (implied_play_) return "misere-nim";
  if (rule_ == Rule::octal &&
      (name_ == "subtract" || name_ == "octal" || name_ == "hex" || name_ == "all-but"))
    return name_ + ":" +
           std::visit([](const auto& notation) { return notation.to_string(); }, game_->notation());
  if (rule_ == Rule::powers || rule_ == Rule::moore)
    return name_ + ":" + std::to_string(parameter_);
  if (rule_ == Rule::set_plus_whole) return name_ + ":" + set_->to_string();
  return name_;
}

}  // namespace nimlab::positions
