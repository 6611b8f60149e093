// nimlab play: a game against the computer in the terminal. The computer's IQ q (0..200) is the
// Nimbler's (Swedish report, 003): with probability q/200 it plays a winning move when it has one,
// otherwise a legal move chosen at random.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <random>
#include <sstream>
#include <variant>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "position_options.hpp"

namespace nimlab::app {
namespace {

struct PlayOptions {
  GameOptions game;
  PositionOptions position;
  int iq = 100;
  std::uint64_t seed = 0;
  bool seeded = false;
  std::string first = "me";
  CommonOptions common;
};

std::size_t pick(std::mt19937_64& rng, std::size_t n) {
  return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

// The move a line of input names ("2 3" or "2 3 1+4"), or a message saying why there is none.
// The longest line of input read as a move; no move of any game is nearly this long.
constexpr std::size_t max_line = 4096;

// std::getline with a bound: a longer line (endless input without a newline, /dev/zero) is
// refused with nimlab::error before it fills the memory.
bool read_bounded_line(std::istream& in, std::string& line) {
  line.clear();
  for (int c; (c = in.get()) != std::char_traits<char>::eof();) {
    if (c == '\n') return true;
    if (line.size() == max_line)
      throw error("a line of input is longer than " + std::to_string(max_line) +
                  " bytes; a move is one short line, e.g. 2 3");
    line.push_back(static_cast<char>(c));
  }
  return !line.empty();
}

std::variant<positions::Move, std::string> read_move(const std::string& line,
                                                     const std::vector<positions::Move>& legal) {
  std::istringstream in(line);
  long long heap = 0, take = -1;
  std::string split, extra;
  if (!(in >> heap >> take) || heap < 1 || take < 0)
    return "type the heap number and how many to take, e.g. '2 3'";
  in >> split >> extra;
  if (!extra.empty()) return "too much input: type e.g. '2 3' or '2 1 3+4'";
  std::vector<std::uint32_t> parts;
  if (!split.empty()) {
    // Two or three parts a+b or a+b+c, each a whole number.
    std::istringstream pieces(split);
    std::string piece;
    while (std::getline(pieces, piece, '+')) {
      if (piece.empty() || piece.size() > 9 ||
          piece.find_first_not_of("0123456789") != std::string::npos) {
        parts.clear();
        break;
      }
      parts.push_back(static_cast<std::uint32_t>(std::stoul(piece)));
    }
    if (parts.size() < 2 || parts.size() > 3 || split.back() == '+')
      return "write the parts of a split as a+b (or a+b+c), e.g. '2 1 3+4'";
    for (std::uint32_t part : parts)
      if (part < 1) return "the parts of a split must be at least 1";
    std::sort(parts.begin(), parts.end());
  }
  bool splits_only = false;
  for (const positions::Move& m : legal) {
    if (*m.heap + 1 != static_cast<std::size_t>(heap) || m.take != take) continue;
    if (split.empty() && m.parts.size() >= 2) {
      splits_only = true;
      continue;
    }
    if (split.empty() || m.parts == parts) return m;
  }
  if (splits_only)
    return "that move must split the rest: add the parts, e.g. '" + std::to_string(heap) + " " +
           std::to_string(take) + " 1+2'";
  return "not a legal move in this game";
}

// A whole-position rule's move, typed as the heaps it leaves ("1,4,5").
std::variant<positions::Move, std::string> read_whole_move(
    const std::string& line, const std::vector<positions::Move>& legal) {
  std::vector<std::uint32_t> wanted;
  try {
    wanted = parse_heap_list("your move", line);
  } catch (const error&) {
    return "type the heaps your move leaves, e.g. 1,4,5";
  }
  for (const positions::Move& m : legal) {
    std::vector<std::uint32_t> left;
    for (const positions::Heap& h : m.leaves) left.push_back(h.size);
    if (left == wanted) return m;
  }
  return "no legal move leaves these heaps";
}

// The result at a position without moves, read off its outcome for the player to move (the card
// game and the draw rule have endings of their own).
std::string ending(const positions::Position& p, Convention c, bool computer_to_move) {
  const Outcome o = positions::solve(p, c).outcome;
  if (o == Outcome::D) return "no move is legal: the game is drawn";
  return ((o == Outcome::N) != computer_to_move) ? "you win" : "the computer wins";
}

int run_play(const PlayOptions& o) {
  if (o.first != "me" && o.first != "computer" && o.first != "random")
    throw error("--first '" + o.first + "': allowed values are me, computer, random");
  const std::uint64_t seed = o.seeded ? o.seed : std::random_device{}();
  std::mt19937_64 rng(seed);
  std::vector<std::uint32_t> start;  // the Swedish report's start: three random heaps of 5..15
  for (int i = 0; i < 3; ++i) start.push_back(static_cast<std::uint32_t>(5 + pick(rng, 11)));
  positions::Position p = o.position.position(o.game.named_or_nim(), start);
  const bool whole = !p.games[0].heap_game();
  const Convention c = o.game.convention();
  positions::solve(p, c);  // refuses here, before the first move, a position too large to solve
  bool computer = o.first == "computer" || (o.first == "random" && pick(rng, 2) == 1);
  std::cout << "nimlab play: " << p.games[0].text();
  for (std::size_t i = 1; i < p.games.size(); ++i) std::cout << " + " << p.games[i].text();
  std::cout << ", " << to_string(c) << ", computer IQ " << o.iq << ", seed " << seed << '\n'
            << (whole ? "Type a move as the heaps it leaves, in order, e.g. '1,4,0'."
                      : "Type a move as the heap number and how many to take, e.g. '2 3'; when "
                        "the rest is split, add the parts, e.g. '2 1 3+4'.")
            << " Type q to quit.\n";
  while (true) {
    std::cout << "position: " << position_text(p, p.heaps) << '\n';
    const std::vector<positions::Move> legal = positions::legal_moves(p);
    if (legal.empty()) {
      std::cout << "game over: " << ending(p, c, computer) << '\n';
      return exit_ok;
    }
    positions::Move move;
    if (computer) {
      const Stopwatch watch;
      const positions::Answer a = positions::solve(p, c);
      o.common.timing("choosing a move (" + a.method + ")", watch.seconds());
      const bool smart = static_cast<int>(pick(rng, 200)) < o.iq;
      move = smart && !a.winning_moves.empty() ? a.winning_moves[pick(rng, a.winning_moves.size())]
                                               : legal[pick(rng, legal.size())];
      std::cout << "computer: " << move_text(p, move) << '\n';
    } else {
      std::cout << "your move: " << std::flush;
      std::string line;
      if (!read_bounded_line(std::cin, line)) {
        std::cout << "\nend of input: game abandoned\n";
        return exit_ok;
      }
      if (line == "q" || line == "quit") {
        std::cout << "you quit\n";
        return exit_ok;
      }
      auto read = whole ? read_whole_move(line, legal) : read_move(line, legal);
      if (const auto* why = std::get_if<std::string>(&read)) {
        std::cout << "illegal move '" << line << "': " << *why << "; try again\n";
        continue;
      }
      move = std::get<positions::Move>(read);
      std::cout << "you: " << move_text(p, move) << '\n';
    }
    p.heaps = move.leaves;
    computer = !computer;
  }
}

}  // namespace

void add_play_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<PlayOptions>();
  auto* cmd = root.add_subcommand(
      "play",
      "play a game against the computer (default: Nim); moves are read from stdin, one a line");
  options->game.add_to(*cmd);
  options->position.add_to(*cmd, false);
  cmd->add_option("--iq", options->iq,
                  "the computer's IQ, 0..200: it plays a winning move with probability IQ/200, "
                  "a random legal move otherwise")
      ->capture_default_str()
      ->transform(integer_in_range(0, 200));
  auto* seed = cmd->add_option("--seed", options->seed,
                               "seed of the random choices (default: a fresh one, printed)")
                   ->transform(integer_in_range(0, 9'999'999'999'999'999'999ULL));
  cmd->add_option("--first", options->first, "who moves first: me, computer or random")
      ->capture_default_str();
  options->common.add_to(*cmd, "play", {}, CommonOptions::Json::not_offered);
  cmd->callback([options, seed, &action] {
    options->seeded = seed->count() > 0;
    action = [options] { return run_play(*options); };
  });
}

}  // namespace nimlab::app
