#pragma once
// Games known by name: the text NAME[:PARAMS] of `--game` ("kayles", "moore:2", "subtract:1,2"),
// parsed once into a NamedGame whose text form round-trips (parse(g.text()) == g).
//
// Two shapes of game:
//   - heap games: every heap is a game of its own and a position is a disjunctive sum of heaps
//     (Nim, Lasker's Nim, the infinite single-heap families, subtraction sets, all-but sets and
//     octal codes); heaps of different heap games may be added together;
//   - whole-position rules, whose moves touch several heaps at once or depend on their order
//     (Moore's Nim_k, Staircase Nim) or that have their own ending (the card game).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/game/convention.hpp"
#include "nimlab/game/game.hpp"

namespace nimlab::positions {

enum class Rule : std::uint8_t {
  nim,              // take any number from one heap
  lasker,           // Nim, or split a heap in two without taking
  octal,            // a compiled Game: subtraction set, octal or hexadecimal code, Grundy's game,
                    // all-but set (kayles, dawson, ...)
  powers,           // take a power of a (1 included)
  up_to_half,       // take 1..floor(n/2)
  at_least_half,    // take ceil(n/2)..n
  divisors,         // take a divisor of n
  proper_divisors,  // take a divisor d < n of n
  set_plus_whole,   // take s in S, or the whole heap
  moore,            // Moore's Nim_k (whole position)
  staircase,        // Staircase Nim (whole position, ordered piles)
  card              // remove a card, turn a card (whole position, its own ending)
};

// One line of the catalogue `nimlab games` prints (where each rule is published is
// sources/game_sources.hpp).
struct CatalogueEntry {
  std::string name;   // as typed: "moore:K", "kayles"
  std::string shape;  // "heap" or "whole"
  std::string description;
};

// Every name --game accepts, in the order they are listed.
const std::vector<CatalogueEntry>& game_catalogue();

class NamedGame {
 public:
  // Throws nimlab::error naming the allowed names (or the parameter expected) on bad text.
  static NamedGame parse(std::string_view text);
  // The game of a --subtract or --octal option: "subtract:1,2" / "octal:.77".
  static NamedGame of(const Game& game);

  // The canonical text, e.g. "moore:2", "kayles", "subtract:1,2,3".
  std::string text() const;
  Rule rule() const { return rule_; }
  // True for heap games (sums allowed), false for whole-position rules.
  bool heap_game() const { return rule_ < Rule::moore; }
  // The compiled single-heap game of Rule::octal.
  const std::optional<Game>& game() const { return game_; }
  // k of moore:K, a of powers:A.
  std::uint32_t parameter() const { return parameter_; }
  // S of set-plus-whole:S.
  const std::optional<SubtractionSet>& set() const { return set_; }
  // misere-nim names Nim under misere play; std::nullopt for every other name.
  std::optional<Play> implied_play() const { return implied_play_; }

  friend bool operator==(const NamedGame&, const NamedGame&) = default;

 private:
  NamedGame(std::string name, Rule rule) : name_(std::move(name)), rule_(rule) {}
  std::string name_;  // the catalogue name without parameters
  Rule rule_;
  std::optional<Game> game_;
  std::uint32_t parameter_ = 0;
  std::optional<SubtractionSet> set_;
  std::optional<Play> implied_play_;
};

}  // namespace nimlab::positions
