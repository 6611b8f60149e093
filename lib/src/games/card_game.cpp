// Moves of the card game (remove one card, turn another) in two models. CardRow: remove card i and turn card j != i
// of the row, n(n-1) moves for n cards. CardCounts: with u cards face up and d face down, the
// removed card and the turned card are each up or down, at most 4 moves. The last card decides:
// face up is a loss for the player to move (the previous player left it face up and wins).
#include "nimlab/games/card_game.hpp"

namespace nimlab::games {
namespace {

Outcome final_card(bool face_up, Play play) {
  const bool mover_loses = face_up == (play == Play::normal);
  return mover_loses ? Outcome::P : Outcome::N;
}

}  // namespace

std::vector<CardRow::Position> CardRow::moves(const Position& p) const {
  std::vector<Position> out;
  if (p.size() < 2) return out;
  for (std::size_t removed = 0; removed < p.size(); ++removed) {
    for (std::size_t turned = 0; turned < p.size(); ++turned) {
      if (turned == removed) continue;
      Position q;
      q.reserve(p.size() - 1);
      for (std::size_t c = 0; c < p.size(); ++c) {
        if (c == removed) continue;
        q.push_back(c == turned ? static_cast<std::uint8_t>(1 - p[c]) : p[c]);
      }
      out.push_back(std::move(q));
    }
  }
  return out;
}

Outcome CardRow::ending(const Position& p, Play play) const {
  return final_card(p.empty() || p.front() == 1, play);
}

std::vector<CardCounts::Position> CardCounts::moves(const Position& p) const {
  std::vector<Position> out;
  const std::uint32_t up = p[0], down = p[1];
  if (up + down < 2) return out;
  // Remove a face-up card, then turn a face-up or a face-down card.
  if (up >= 2) out.push_back({up - 2, down + 1});
  if (up >= 1 && down >= 1) out.push_back({up, down - 1});
  // Remove a face-down card, then turn a face-up or a face-down card.
  if (down >= 1 && up >= 1) out.push_back({up - 1, down});
  if (down >= 2) out.push_back({up + 1, down - 2});
  return out;
}

Outcome CardCounts::ending(const Position& p, Play play) const {
  return final_card(p[1] == 0, play);
}

CardRow::Position card_row_start(std::uint32_t n) {
  return CardRow::Position(n, 1);
}
CardCounts::Position card_counts_start(std::uint32_t n) {
  return {n, 0};
}

}  // namespace nimlab::games
