// nimlab._core: the compiled half of the Python package `nimlab`. Each function takes the
// options of one CLI command (without --json) and returns the JSON text that command prints
// with --json, built by the same functions (lib/app/*_report.hpp, count_query.hpp); the package
// turns it into Python objects. nimlab::error, the library's bad-input error, becomes
// nimlab.Error, a subclass of ValueError, with the CLI's message. The computation runs without
// the GIL; it cannot be interrupted with Ctrl-C.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "arguments.hpp"
#include "automaton_report.hpp"
#include "common_options.hpp"
#include "count_query.hpp"
#include "game_options.hpp"
#include "games_report.hpp"
#include "graph_report.hpp"
#include "integer_option.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/io/json_envelope.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/registry.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix.hpp"
#include "nimlab/values/sequence.hpp"
#include "nimlab/values/work_estimate.hpp"
#include "option_error.hpp"
#include "period_report.hpp"
#include "position_options.hpp"
#include "solve_report.hpp"
#include "values_request.hpp"

namespace py = pybind11;

namespace nimlab::python {
namespace {

using Arguments = std::vector<std::string>;

// Runs Python's pending signal handlers from inside a computation that released the GIL (at most
// every 20 ms); the exception a handler raises (KeyboardInterrupt for Ctrl-C) unwinds the
// computation as py::error_already_set and reaches the caller unchanged.
class SignalCheck {
 public:
  void operator()() {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(20)) return;
    last_ = now;
    py::gil_scoped_acquire locked;
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }

 private:
  std::chrono::steady_clock::time_point last_{};
};

// The report as the CLI prints it: with nimlab_version, command and schema.
std::string stamped(nlohmann::json body, const char* command) {
  return with_envelope(std::move(body), NIMLAB_VERSION, command, command).dump();
}

// `nimlab values --json`: game options, --count N and --max-work W, refused before any work as
// the CLI refuses them.
std::string values(const Arguments& args) {
  CLI::App app;
  app::GameOptions game;
  game.add_to(app);
  std::size_t count = 100;
  std::uint64_t max_work = 0;  // 0: none given (request_work_limit)
  unsigned threads = 0;
  app.add_option("-n,--count", count)->transform(app::integer_in_range(1, max_sequence_length));
  app.add_option("--max-work", max_work)
      ->transform(app::integer_in_range(1, std::numeric_limits<std::uint64_t>::max()));
  app::add_engine_threads_option(app, threads);
  parse_arguments(app, args);
  const app::ValuesRequest request(game);
  request.check_length(count);
  request.check_work(count, request_work_limit(max_work, true));
  SignalCheck check_signals;
  app::ValuesHooks hooks;
  hooks.threads = threads;
  hooks.pause = [&](std::size_t) { check_signals(); };
  py::gil_scoped_release unlocked;
  return stamped(request.report(request.compute(count, hooks)), "values");
}

// The options of `nimlab period` and the cross-check they ask for, run without the GIL.
struct PeriodRun {
  SequenceSpec spec;
  std::unique_ptr<ValuePrefix> values;
  CrossCheckedPeriod checked;
};

// A certificate request is refused before any work for games no certificate covers.
PeriodRun run_period(const Arguments& args, bool for_certificate = false) {
  CLI::App app;
  app::GameOptions game;
  game.add_to(app);
  std::string method;
  std::size_t max_values = 0;
  std::uint64_t max_work = 0;  // 0: none given (request_work_limit)
  unsigned threads = 0;
  app.add_option("--method", method);
  app.add_option("--max-values", max_values)
      ->transform(app::integer_in_range(1, max_sparse_length));
  app.add_option("--max-work", max_work)
      ->transform(app::integer_in_range(1, std::numeric_limits<std::uint64_t>::max()));
  app::add_engine_threads_option(app, threads);
  parse_arguments(app, args);
  PeriodRun run{game.spec(), nullptr, {}};
  if (for_certificate) check_certificate_covers(run.spec.game());
  app::check_max_values(run.spec, max_values);
  CrossCheckOptions options;
  options.max_values = max_values;
  options.max_work = request_work_limit(max_work, max_values != 0);
  if (!method.empty()) {
    app::from_option("--method", [&] { return period_finder(method); });
    options.methods = {method};
  }
  SignalCheck check_signals;
  run.values = std::make_unique<ValuePrefix>(shared_prefix_spec(run.spec),
                                             [&](std::string_view) { check_signals(); });
  if (SparseGrundy* engine = run.values->sparse_engine()) {
    engine->set_pause([&] { check_signals(); });
    engine->set_threads(threads);
  }
  options.values = run.values.get();
  py::gil_scoped_release unlocked;
  run.checked = cross_checked_period(run.spec, options);
  return run;
}

// `nimlab period --json`: game options, --method NAME, --max-values N, --max-work W, --threads T.
std::string period(const Arguments& args) {
  const PeriodRun run = run_period(args);
  return stamped(app::period_report(run.spec, run.checked,
                                    app::period_details(run.spec, run.checked, run.values.get())),
                 "period");
}

// The text `nimlab period --certificate` writes, for the same options: refused unless the
// finders agree on a proven period.
std::string certificate(const Arguments& args) {
  PeriodRun run = run_period(args, true);
  if (!run.checked.agree) throw error("no certificate: the finders disagree");
  const std::optional<PeriodResult>& best = run.checked.best;
  if (!best || !best->found || best->proof == Proof::none)
    throw error("no certificate: the period is not proven within the budget");
  py::gil_scoped_release unlocked;
  return certificate_json(make_certificate(run.spec, static_cast<const Period&>(*best),
                                           CertificateForm::automatic, run.values.get()))
             .dump() +
         "\n";
}

// `nimlab count --json`: the count options; the second string is empty unless the two counting
// methods disagree (the CLI's exit status 3), and then says where.
std::pair<std::string, std::string> count(const Arguments& args) {
  CLI::App app;
  app::CountOptions options;
  app::add_count_options(app, options);
  parse_arguments(app, args);
  const app::Query query = app::count_query(options);
  py::gil_scoped_release unlocked;
  const app::CountResult result = app::count_checked(query);
  return {stamped(app::count_report(query, result), "count"), result.disagreement};
}

// The game and position options of solve, graph and automaton (--heaps, --plus; Nim unless a
// game is named), added to `app`; position() and convention() after parsing.
struct PositionArguments {
  app::GameOptions game;
  app::PositionOptions position_options;
  explicit PositionArguments(CLI::App& app) {
    game.add_to(app);
    position_options.add_to(app, true);
  }
  PositionArguments(const PositionArguments&) = delete;  // the parser holds its address
  positions::Position position() const { return position_options.position(game.named_or_nim()); }
  Convention convention() const { return game.convention(); }
};

// `nimlab solve --json`: game options, --heaps, --plus.
std::string solve(const Arguments& args) {
  CLI::App app;
  PositionArguments position(app);
  std::size_t max_moves = 0;
  app.add_option("--max-moves", max_moves)
      ->transform(app::integer_in_range(0, std::numeric_limits<std::uint32_t>::max()));
  parse_arguments(app, args);
  const positions::Position p = position.position_options.position(position.game.named_or_nim(), {},
                                                                   app::max_solve_heap_count);
  const Convention c = position.convention();
  py::gil_scoped_release unlocked;
  const positions::Answer a =
      positions::solve(p, c, max_moves == 0 ? positions::all_moves : max_moves);
  return stamped(app::solve_report(p, c, a, max_moves), "solve");
}

// `nimlab graph`: game options, --heaps, --plus, --unordered, --tree, --max-nodes, --labels; DOT
// text, or with --json the JSON text of `graph --json`.
std::string graph(const Arguments& args) {
  CLI::App app;
  PositionArguments position(app);
  bool unordered = false, tree = false, json = false;
  std::string labels = "article";
  std::size_t max_nodes = app::default_max_nodes;
  app.add_flag("--unordered", unordered);
  app.add_flag("--tree", tree);
  app.add_flag("--json", json);
  app.add_option("--labels", labels);
  app.add_option("--max-nodes", max_nodes)
      ->transform(app::integer_in_range(1, app::most_max_nodes));
  parse_arguments(app, args);
  const positions::Position p = position.position();
  const Convention c = position.convention();
  const auto order = unordered ? positions::HeapOrder::unordered : positions::HeapOrder::ordered;
  const app::GraphLabels how =
      app::from_option("--labels", [&] { return app::parse_graph_labels(labels); });
  py::gil_scoped_release unlocked;
  const positions::GameGraph g = app::position_graph(p, c, order, tree, max_nodes);
  return json ? stamped(app::graph_json(g, c, order, tree), "graph")
              : app::graph_dot(g, c, order, tree, how);
}

// `nimlab automaton --json`: game options, --heaps, --plus, --max-states; the second string is
// empty unless the two routes disagree (the CLI's exit status 3), and then says how.
std::pair<std::string, std::string> automaton(const Arguments& args) {
  CLI::App app;
  PositionArguments position(app);
  std::size_t max_states = 16;
  app.add_option("--max-states", max_states)
      ->transform(app::integer_in_range(1, positions::max_automaton_states));
  parse_arguments(app, args);
  const positions::Position p = position.position();
  const Convention c = position.convention();
  py::gil_scoped_release unlocked;
  const app::AutomatonFindings found = app::find_automaton(p, c, max_states);
  return {stamped(app::automaton_report(p, c, max_states, found), "automaton"), found.disagreement};
}

// `nimlab games --json`.
std::string games() {
  return stamped(app::games_report(), "games");
}

}  // namespace
}  // namespace nimlab::python

PYBIND11_MODULE(_core, m) {
  using namespace nimlab::python;
  m.doc() = "nimlab's compiled functions; use the package nimlab instead";
  m.attr("version") = NIMLAB_VERSION;
  py::register_exception<nimlab::error>(m, "Error", PyExc_ValueError);
  m.def("values", &values, py::arg("args"), "nimlab values --json, as JSON text");
  m.def("period", &period, py::arg("args"), "nimlab period --json, as JSON text");
  m.def("certificate", &certificate, py::arg("args"),
        "the certificate nimlab period --certificate writes, as its text");
  m.def("count", &count, py::arg("args"),
        "nimlab count --json, as JSON text, and the disagreement of the methods (or '')");
  m.def("games", &games, "nimlab games --json, as JSON text");
  m.def("automaton", &automaton, py::arg("args"),
        "nimlab automaton --json, as JSON text, and the disagreement of the two routes (or '')");
  m.def("graph", &graph, py::arg("args"), "nimlab graph, as DOT text (or --json: JSON text)");
  m.def("solve", &solve, py::arg("args"), "nimlab solve --json, as JSON text");
}
