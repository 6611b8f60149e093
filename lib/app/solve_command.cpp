// nimlab solve: who wins a position, its nim-value, every winning move, and the method used.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <limits>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/positions/misere_quotient_route.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "position_options.hpp"
#include "solve_report.hpp"

namespace nimlab::app {
namespace {

struct SolveOptions {
  GameOptions game;
  PositionOptions position;
  CommonOptions common;
  std::size_t max_moves = 20;
};

int run_solve(const SolveOptions& o) {
  const positions::Position p =
      o.position.position(o.game.named_or_nim(), {}, max_solve_heap_count);
  const Convention c = o.game.convention();
  const Stopwatch watch;
  const positions::Answer a =
      positions::solve(p, c, o.max_moves == 0 ? positions::all_moves : o.max_moves);
  if (a.quotient && a.quotient->seconds > 0)
    o.common.timing("computing the misere quotient Q_" + std::to_string(a.quotient->max_heap),
                    a.quotient->seconds);
  o.common.timing("solving by " + a.method, watch.seconds());
  if (o.common.json()) {
    o.common.print_json(solve_report(p, c, a, o.max_moves));
    return exit_ok;
  }
  std::cout << "game: ";
  for (std::size_t i = 0; i < p.games.size(); ++i)
    std::cout << (i ? " + " : "") << p.games[i].text();
  std::cout << "\nposition: " << position_text(p, p.heaps) << "\nconvention: " << to_string(c)
            << "\noutcome: " << outcome_letter(a.outcome)
            << (a.outcome == Outcome::P   ? " (the player to move loses)"
                : a.outcome == Outcome::N ? " (the player to move wins)"
                                          : " (draw)")
            << "\nnim-value: " << (a.nim_value ? std::to_string(*a.nim_value) : "undefined")
            << "\nmethod: " << a.method;
  if (a.method == "brute-force") std::cout << " (" << a.positions_searched << " positions)";
  if (a.quotient)
    std::cout << " (Q_" << a.quotient->max_heap << " of order " << a.quotient->order << ", "
              << a.quotient->p_size << " elements in P)";
  if (!a.note.empty()) std::cout << "\nnote: " << a.note;
  std::cout << "\nwinning moves: " << a.winning_move_count << '\n';
  for (const positions::Move& m : a.winning_moves) std::cout << "  " << move_text(p, m) << '\n';
  if (a.winning_moves.size() < a.winning_move_count)
    std::cout << "  ... and " << a.winning_move_count - a.winning_moves.size()
              << " more (--max-moves N shows N, --max-moves 0 all)\n";
  return exit_ok;
}

}  // namespace

void add_solve_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<SolveOptions>();
  auto* cmd = root.add_subcommand(
      "solve",
      "who wins a position (of Nim unless a game is named), its nim-value and its winning moves. "
      "Normal play of heap games: "
      "Sprague-Grundy (any heap size); misere Nim: Bouton's misere rule; misere sums of tame "
      "heaps: the tame theorem (proofs/misere-tame.md); other misere sums of one octal code or "
      "subtraction set: its misere quotient Q_n, n the largest heap, up to " +
          std::to_string(positions::max_quotient_heap) +
          " (proofs/misere-quotient.md; positions of any size, up to " +
          std::to_string(max_solve_heap_count) +
          " heaps, e.g. --heaps 4x5000,7); Staircase Nim and "
          "moore:K: their theorems; everything else (misere play the quotient cannot reach, "
          "--stuck draw, card): brute force over the position's game graph, refused (exit 2) "
          "beyond " +
          std::to_string(positions::max_brute_force_tokens) + " tokens in all (" +
          std::to_string(positions::max_brute_force_whole_tokens) +
          " for card and misere staircase)");
  options->game.add_to(*cmd);
  options->position.add_to(*cmd, true);
  cmd->add_option("--max-moves", options->max_moves,
                  "list at most this many winning moves (0: all); the count is always printed")
      ->capture_default_str()
      ->transform(integer_in_range(0, std::numeric_limits<std::uint32_t>::max()));
  options->common.add_to(*cmd, "solve");
  cmd->callback([options, &action] { action = [options] { return run_solve(*options); }; });
}

}  // namespace nimlab::app
