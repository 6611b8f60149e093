#include "misere/position_outcomes.hpp"

#include <algorithm>
#include <functional>

#include "nimlab/error.hpp"

namespace nimlab::misere {

HeapOptions::HeapOptions(const Game& game, std::size_t max_heap) : options_(max_heap + 1) {
  const Moves& moves = game.moves();
  if (!game.octal_moves_only()) {
    throw error(
        "misere quotients cover games whose moves are eliminations, reductions and "
        "splits into two heaps; " +
        game.name() + " has other moves");
  }
  for (std::size_t n = 1; n <= max_heap; ++n) {
    auto& list = options_[n];
    for (std::size_t k : moves.eliminations) {
      if (k == n) list.push_back({});
    }
    for (std::size_t k : moves.reductions) {
      if (k < n) list.push_back({static_cast<std::uint8_t>(n - k)});
    }
    for (std::size_t k : moves.splits) {
      if (k + 2 > n) continue;
      const std::size_t rest = n - k;
      for (std::size_t b = 1; b <= rest / 2; ++b) {
        list.push_back({static_cast<std::uint8_t>(rest - b), static_cast<std::uint8_t>(b)});
      }
    }
  }
}

MisereOutcomes::MisereOutcomes(const HeapOptions& options, std::size_t max_positions)
    : options_(options), max_positions_(max_positions), keys_(1 << 12, 0), lost_(1 << 12, 0) {}

namespace {

std::uint64_t fingerprint(const Position& p) {
  std::uint64_t h = 0x9e3779b97f4a7c15ull ^ p.size();
  for (char c : p) {
    h = (h ^ static_cast<unsigned char>(c)) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
  }
  h ^= h >> 30;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 31;
  return h == 0 ? 1 : h;
}

}  // namespace

std::size_t MisereOutcomes::slot(std::uint64_t f) const {
  const std::size_t mask = keys_.size() - 1;
  std::size_t i = static_cast<std::size_t>(f) & mask;
  while (keys_[i] != 0 && keys_[i] != f) i = (i + 1) & mask;
  return i;
}

void MisereOutcomes::grow() {
  std::vector<std::uint64_t> keys(keys_.size() * 2, 0);
  std::vector<std::uint8_t> lost(keys.size(), 0);
  keys_.swap(keys);
  lost_.swap(lost);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] == 0) continue;
    const std::size_t j = slot(keys[i]);
    keys_[j] = keys[i];
    lost_[j] = lost[i];
  }
}

Position sum(const Position& a, const Position& b) {
  Position s;
  s.resize(a.size() + b.size());
  std::merge(a.begin(), a.end(), b.begin(), b.end(), s.begin(), [](char x, char y) {
    return static_cast<unsigned char>(x) > static_cast<unsigned char>(y);
  });
  return s;
}

bool MisereOutcomes::lost(const Position& p) {
  // Heaps are sorted in decreasing order: the first one decides whether p lies in A_k.
  if (p.empty() || static_cast<unsigned char>(p[0]) <= proven_.max_heap()) {
    std::uint32_t e = 0;
    for (char h : p) e = proven_.product(e, proven_.heap_element[static_cast<unsigned char>(h)]);
    return proven_.p[e];
  }
  const std::uint64_t f = fingerprint(p);
  if (const std::size_t i = slot(f); keys_[i] == f) return lost_[i] != 0;
  // Lost iff there is a move and every move leads to a won position.
  bool any_move = false;
  bool lost = true;
  Position option;
  for (std::size_t i = 0; i < p.size() && lost; ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // the same heap size gives the same options
    const auto heap = static_cast<unsigned char>(p[i]);
    Position rest = p;
    rest.erase(i, 1);
    for (const auto& leaves : options_[heap]) {
      any_move = true;
      option = sum(rest, Position(leaves.begin(), leaves.end()));
      if (this->lost(option)) {
        lost = false;
        break;
      }
    }
  }
  const bool result = any_move && lost;
  if (size_ >= max_positions_) {
    throw error("the misere quotient needs the outcomes of more than max_positions = " +
                std::to_string(max_positions_) + " positions");
  }
  if (2 * (size_ + 1) > keys_.size()) grow();
  const std::size_t i = slot(f);
  keys_[i] = f;
  lost_[i] = result ? 1 : 0;
  ++size_;
  return result;
}

std::vector<Position> positions_up_to(std::size_t max_heap, std::size_t tokens) {
  std::vector<Position> out;
  Position current;
  // Heaps in decreasing order, each at most the previous one.
  std::function<void(std::size_t, std::size_t)> extend = [&](std::size_t largest,
                                                             std::size_t left) {
    out.push_back(current);
    for (std::size_t h = std::min(largest, left); h >= 1; --h) {
      current.push_back(static_cast<char>(h));
      extend(h, left - h);
      current.pop_back();
    }
  };
  extend(max_heap, tokens);
  return out;
}

}  // namespace nimlab::misere
