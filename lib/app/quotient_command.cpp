// nimlab quotient: the misere quotient Q_n of an octal code or subtraction set restricted to heaps
// of at most n tokens (nimlab/misere/quotient.hpp): its order, P-portion, generators, relations
// and the element of every heap. Text or --json (data/schema/quotient.schema.json).
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <optional>

#include "commands.hpp"
#include "common_options.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/game/subtraction_set.hpp"
#include "nimlab/misere/quotient.hpp"

namespace nimlab::app {
namespace {

struct QuotientOptions {
  std::string octal;
  std::string subtract;
  // Q_12 of Kayles, Dawson's Kayles and chess and duplicate Kayles takes hundredths of a second
  // (measured; some codes take longer: .35 about 15 s).
  std::size_t max_heap = 12;
  CommonOptions common;
};

Game chosen_game(const QuotientOptions& o) {
  if (!o.octal.empty()) return Game(OctalCode::parse(o.octal));
  if (!o.subtract.empty()) return Game(SubtractionSet::parse(o.subtract));
  throw error("quotient needs a game: --octal CODE or --subtract S");
}

nlohmann::json word_json(const misere::Quotient& q, const misere::Word& w) {
  return {{"exponents", w}, {"text", q.word_text(w)}};
}

nlohmann::json every_heap_json(const Game& game, const misere::Quotient& q) {
  const auto period = misere::quotient_period(q, game);
  if (!period)
    return {{"proven", false}, {"period", nullptr}, {"from", nullptr}, {"needs_max_heap", nullptr}};
  return {{"proven", period->proven},
          {"period", period->period},
          {"from", period->from},
          {"needs_max_heap", period->needs}};
}

nlohmann::json quotient_json(const Game& game, const misere::Quotient& q) {
  nlohmann::json generators = nlohmann::json::array();
  for (std::size_t i = 0; i < q.generators().size(); ++i)
    generators.push_back(
        {{"name", misere::Quotient::generator_name(i)}, {"heap", q.generators()[i]}});
  nlohmann::json elements = nlohmann::json::array();
  for (std::uint32_t e = 0; e < q.order(); ++e) {
    nlohmann::json el = word_json(q, q.normal_form(e));
    el["p"] = q.in_p(e);
    elements.push_back(el);
  }
  nlohmann::json relations = nlohmann::json::array();
  for (const auto& r : q.relations())
    relations.push_back({{"left", word_json(q, r.left)}, {"right", r.right}});
  nlohmann::json heaps = nlohmann::json::array();
  for (std::size_t h = 1; h <= q.max_heap(); ++h)
    heaps.push_back({{"heap", h}, {"element", q.heap_element(h)}});
  nlohmann::json table = nlohmann::json::array();
  for (std::uint32_t a = 0; a < q.order(); ++a) {
    nlohmann::json row = nlohmann::json::array();
    for (std::uint32_t b = 0; b < q.order(); ++b) row.push_back(q.product(a, b));
    table.push_back(row);
  }
  return {{"rules", nlohmann::json::array({rule_json(game)})},
          {"convention", convention_json({Play::misere, Stuck::standard})},
          {"max_heap", q.max_heap()},
          {"order", q.order()},
          {"p_size", q.p_size()},
          {"generators", generators},
          {"elements", elements},
          {"relations", relations},
          {"heap_elements", heaps},
          {"table", table},
          {"every_heap", every_heap_json(game, q)},
          {"proof", {{"experiments", q.experiments()}, {"checked_states", q.checked_states()}}}};
}

// One line: whether Q_n is fixed for every n (misere::quotient_period).
std::string every_heap_text(const Game& game, const misere::Quotient& q) {
  const auto period = misere::quotient_period(q, game);
  const std::string n = std::to_string(q.max_heap());
  if (!period) return "not proven: the heap -> element map shows no period within heaps 1.." + n;
  const std::string shape = "the heap -> element map has period " + std::to_string(period->period) +
                            " from heap " + std::to_string(period->from);
  if (period->proven)
    return "Q_n = Q_" + n + " for every n >= " + n + " (" + shape + ", and " + n +
           " >= " + std::to_string(period->needs) +
           "; proofs/misere-quotient.md, section 9): the quotient of the game with heaps of "
           "every size";
  return "not proven: " + shape + " up to " + n + ", which proves it from --max-heap " +
         std::to_string(period->needs) + " if it lasts";
}

int run_quotient(const QuotientOptions& o) {
  const Game game = chosen_game(o);
  const Stopwatch watch;
  o.common.progress("computing Q_" + std::to_string(o.max_heap) + " of " + game.name());
  const misere::Quotient q = misere::misere_quotient(game, o.max_heap);
  o.common.timing("quotient", watch.seconds());
  if (o.common.json()) {
    o.common.print_json(quotient_json(game, q));
    return exit_ok;
  }
  std::cout << "game: " << game.name() << "\nheaps: 1.." << q.max_heap()
            << "\nconvention: misere/standard\norder: " << q.order()
            << "\nP-portion: " << q.p_size() << " element" << (q.p_size() == 1 ? "" : "s") << ":";
  const char* separator = " ";
  for (std::uint32_t e = 0; e < q.order(); ++e) {
    if (!q.in_p(e)) continue;
    std::cout << separator << q.word_text(q.normal_form(e));
    separator = ", ";
  }
  std::cout << "\ngenerators:";
  for (std::size_t i = 0; i < q.generators().size(); ++i)
    std::cout << ' ' << misere::Quotient::generator_name(i) << " = heap " << q.generators()[i]
              << (i + 1 < q.generators().size() ? "," : "");
  if (q.generators().empty()) std::cout << " none";
  const auto relations = q.relations();
  std::cout << "\nrelations: " << relations.size() << '\n';
  for (const auto& r : relations)
    std::cout << "  " << q.word_text(r.left) << " = " << q.word_text(q.normal_form(r.right))
              << '\n';
  std::cout << "heap elements:\n";
  for (std::size_t h = 1; h <= q.max_heap(); ++h)
    std::cout << "  " << h << ": " << q.word_text(q.normal_form(q.heap_element(h)))
              << (q.in_p(q.heap_element(h)) ? " (P)" : "") << '\n';
  std::cout << "proof: every position of heaps 1.." << q.max_heap() << " checked through "
            << q.checked_states() << " states (element, elements of its options); "
            << q.experiments() << " positions told the elements apart\n"
            << "every heap: " << every_heap_text(game, q) << '\n';
  return exit_ok;
}

}  // namespace

void add_quotient_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<QuotientOptions>();
  const misere::QuotientLimits limits;
  auto* cmd = root.add_subcommand(
      "quotient",
      "the misere quotient Q_n of a game restricted to heaps of at most n tokens (Plambeck and "
      "Siegel): a finite commutative monoid whose P-portion gives the misere outcome of every "
      "position of such heaps, with its generators (heaps), relations and the element of each "
      "heap, and whether it is already the quotient for heaps of every size (the 'every heap' "
      "line). Each quotient is proven before it is printed (proofs/misere-quotient.md); larger "
      "quotients are refused when they exceed the engine's limits (at most " +
          std::to_string(limits.max_order) + " elements, " + std::to_string(limits.max_positions) +
          " positions searched)");
  auto* octal =
      cmd->add_option("--octal", options->octal, "an octal code, e.g. .77 (Kayles)")->group("Game");
  cmd->add_option("--subtract", options->subtract, "a subtraction set, e.g. 1,2,3")
      ->group("Game")
      ->excludes(octal);
  cmd->add_option("--max-heap", options->max_heap, "n: the largest heap of the quotient")
      ->capture_default_str()
      ->transform(integer_in_range(1, limits.max_heap));
  options->common.add_to(*cmd, "quotient");
  cmd->callback([options, &action] { action = [options] { return run_quotient(*options); }; });
}

}  // namespace nimlab::app
