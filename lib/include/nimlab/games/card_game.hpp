#pragma once
// The card game "remove a card, turn a card":
// a row of cards, all face up at the start. A move removes one card and turns another card over,
// so every move shortens the row by one. The game ends when one card remains: the player who made
// the last move wins if that card lies face up and loses if it lies face down.
//
// The text lets a player remove any card and turn any other card; nothing depends on where a
// card lies. CardRow models the row literally (an ordered list of faces, any card removed, any
// other card turned); CardCounts keeps only the numbers of face-up and face-down cards. That the
// two give the same outcomes is a test (tests/unit/games_card_game.cpp), not an assumption.
//
// The ending is the game's own rule, not "no move loses": a final face-up card is a loss for the
// player to move (P) under normal play, a final face-down card a win (N); misere play swaps them.
// Because a final face-down card is not a normal-play loss, the game has no Grundy values.
#include <array>
#include <cstdint>
#include <vector>

#include "nimlab/game/convention.hpp"

namespace nimlab::games {

struct CardRow {
  using Position = std::vector<std::uint8_t>;  // one entry per card: 1 face up, 0 face down
  Position canonical(const Position& p) const { return p; }
  // No moves when fewer than two cards remain.
  std::vector<Position> moves(const Position& p) const;
  // Defined for rows of one card (and, vacuously, zero cards: P under normal play).
  Outcome ending(const Position& p, Play play) const;
};

struct CardCounts {
  using Position = std::array<std::uint32_t, 2>;  // {face up, face down}
  Position canonical(const Position& p) const { return p; }
  std::vector<Position> moves(const Position& p) const;
  Outcome ending(const Position& p, Play play) const;
};

// The starting row of n face-up cards in both models.
CardRow::Position card_row_start(std::uint32_t n);
CardCounts::Position card_counts_start(std::uint32_t n);

}  // namespace nimlab::games
