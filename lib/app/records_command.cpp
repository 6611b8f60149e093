// nimlab records: the longest periods and preperiods over whole families of subtraction sets,
// one row per largest element M, with threads, shards, checkpoints and MPI ranks; and
// nimlab records merge: the union of shard outputs. Every argmax set is rechecked by the period
// service (every finder of the registry, cross-checked) before anything is printed (exit 3 on a
// disagreement).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <sstream>
#include <thread>

#include "commands.hpp"
#include "common_options.hpp"
#include "integer_option.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/human_duration.hpp"
#include "nimlab/io/input_file.hpp"
#include "nimlab/records/recheck.hpp"
#include "nimlab/records/search.hpp"
#include "nimlab/records/shard_output.hpp"
#include "option_error.hpp"

#ifdef NIMLAB_HAVE_MPI
#include <mpi.h>
#endif

namespace nimlab::app {
namespace {

using namespace nimlab::records;

// --json, --quiet, --progress, --verbose (shared) and --csv.
struct OutputOptions {
  CommonOptions common;
  bool csv = false;
};

// The sets a search may take on before it is refused as hopeless: at 10^7 to 10^8 sets a second
// per core, hours to days. --max-sets raises it; sharding divides the count.
constexpr double default_max_sets = 1e12;

struct RecordsOptions {
  long long max = 0;
  long long min = 1;
  std::string family = "one-in-set";
  long long size = 0;
  std::string kind = "outcome";
  bool misere = false;
  std::string stuck = "standard";
  long long threads = -1;  // -1: every core
  double max_sets = default_max_sets;
  OutputOptions output;
  std::string checkpoint;
  double checkpoint_every = 5.0;
  bool trust_checkpoint = false;
  std::string shard;
  CLI::Option* max_option = nullptr;
  CLI::Option* size_option = nullptr;
  CLI::Option* shard_option = nullptr;
  CLI::Option* checkpoint_option = nullptr;
};

struct MergeOptions {
  std::vector<std::string> files;
  double max_sets = default_max_sets;
  bool trust_shards = false;
  long long threads = -1;  // -1: every core
  OutputOptions output;
};

unsigned checked_threads(long long v) {
  if (v < 1 || v > max_threads)
    throw error("--threads " + std::to_string(v) + " is out of range (expected 1 to " +
                std::to_string(max_threads) + ")");
  return static_cast<unsigned>(v);
}

SearchSpec search_spec(const RecordsOptions& o) {
  if (o.max_option->count() == 0) throw error("--max is required (see nimlab records --help)");
  const std::string range = " (expected 1 to " + std::to_string(max_largest_element) + ")";
  if (o.max < 1 || o.max > max_largest_element)
    throw error("--max " + std::to_string(o.max) + " is out of range" + range);
  if (o.min < 1 || o.min > max_largest_element)
    throw error("--min " + std::to_string(o.min) + " is out of range" + range);
  SearchSpec spec;
  spec.max_max = static_cast<unsigned>(std::min<long long>(o.max, max_largest_element + 1));
  spec.min_max = static_cast<unsigned>(std::min<long long>(o.min, max_largest_element + 1));
  spec.family = from_option("--family", [&] { return parse_family(o.family); });
  if (o.size_option->count()) {
    if (o.size < 1) throw error("--size must be at least 1, got " + std::to_string(o.size));
    if (o.size > static_cast<long long>(spec.max_max))
      throw error("--size " + std::to_string(o.size) + " is larger than --max " +
                  std::to_string(spec.max_max) +
                  ": a set has at most as many elements as its largest element");
    spec.size = static_cast<unsigned>(o.size);
  }
  spec.kind = from_option("--kind", [&] { return parse_kind(o.kind); });
  spec.convention = {o.misere ? Play::misere : Play::normal,
                     from_option("--stuck", [&] { return parse_stuck(o.stuck); })};
  check_search_bounds(spec);
  return spec;
}

std::string canonical_command(const SearchSpec& spec, const std::string& shard) {
  std::string c = "nimlab records --max " + std::to_string(spec.max_max);
  if (spec.min_max != 1) c += " --min " + std::to_string(spec.min_max);
  c += " --family " + family_name(spec.family);
  if (spec.size) c += " --size " + std::to_string(*spec.size);
  c += " --kind " + kind_name(spec.kind);
  if (spec.convention.play == Play::misere) c += " --misere";
  if (spec.convention.stuck == Stuck::draw) c += " --stuck draw";
  if (!shard.empty()) c += " --shard " + shard;
  return c;
}

// At most `limit` sets are written out; the rest are counted (--json and --csv list them all).
std::string sets_text(const std::vector<SetPeriod>& list, const char* open, const char* close,
                      const char* sep, std::size_t limit = static_cast<std::size_t>(-1)) {
  std::string s;
  for (std::size_t i = 0; i < list.size() && i < limit; ++i) {
    if (!s.empty()) s += sep;
    s += open + mask_text(list[i].mask) + close;
  }
  if (list.size() > limit) s += sep + ("(+" + std::to_string(list.size() - limit) + " more)");
  return s;
}

// The human table shows this many sets per record.
constexpr std::size_t sets_shown = 6;

// Prints the table in the chosen form; the provenance fields go into the JSON object.
void print_table(const SearchSpec& spec, const Table& table, const OutputOptions& out,
                 const std::string& command, const std::string& shard,
                 const RecheckReport& report) {
  if (out.common.json()) {
    nlohmann::json j{{"invocation", command},
                     {"search", describe(spec)},
                     {"family", family_name(spec.family)},
                     {"kind", kind_name(spec.kind)},
                     {"convention", convention_json(spec.convention)},
                     {"min", spec.min_max},
                     {"max", spec.max_max},
                     {"size", spec.size ? nlohmann::json(*spec.size) : nlohmann::json()},
                     {"recheck", {{"method", "cross-checked"}, {"checked", report.checked}}},
                     {"rows", rows_json(table)}};
    if (!shard.empty()) j["shard"] = shard;
    out.common.print_json(std::move(j));
    return;
  }
  if (out.csv) {
    std::cout << "max,sets,longest_period,argmax,longest_preperiod,argmax_preperiod,histogram\n";
    for (const Row& r : table.rows) {
      std::string hist;
      r.histogram.for_each([&](std::uint64_t p, std::uint64_t c) {
        hist += (hist.empty() ? "" : ";") + std::to_string(p) + ":" + std::to_string(c);
      });
      std::string argmax = sets_text(r.argmax, "", "", ";");
      std::string argmax_pre = sets_text(r.argmax_preperiod, "", "", ";");
      for (std::string* s : {&argmax, &argmax_pre})
        for (char& c : *s)
          if (c == ',') c = ' ';
      std::cout << r.max << ',' << r.sets << ',' << (r.sets ? std::to_string(r.longest_period) : "")
                << ',' << argmax << ',' << (r.sets ? std::to_string(r.longest_preperiod) : "")
                << ',' << argmax_pre << ',' << hist << '\n';
    }
    return;
  }
  std::cout << "# " << command << "\n# " << describe(spec)
            << "\n# max\tsets\tlongest_period\targmax\tlongest_preperiod\targmax_preperiod\n";
  for (const Row& r : table.rows) {
    if (r.sets == 0) {
      std::cout << r.max << "\t0\t-\t-\t-\t-\n";
      continue;
    }
    std::cout << r.max << '\t' << r.sets << '\t' << r.longest_period << '\t'
              << sets_text(r.argmax, "{", "}", " ", sets_shown) << '\t' << r.longest_preperiod
              << '\t' << sets_text(r.argmax_preperiod, "{", "}", " ", sets_shown) << '\n';
  }
}

// Rechecks and prints; exit 3 when the period service disagrees with a reported record.
int finish(const SearchSpec& spec, const Table& table, const OutputOptions& out,
           const std::string& command, const std::string& shard) {
  const RecheckReport report = recheck(spec, table);
  if (!report.failures.empty()) {
    for (const std::string& f : report.failures) std::cerr << "nimlab: disagreement: " << f << '\n';
    return exit_disagree;
  }
  print_table(spec, table, out, command, shard, report);
  return exit_ok;
}

std::string progress_line(const Progress& p) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(1);
  s << "M=" << p.current_max << ", " << 100 * p.done << "% done, " << human_duration(p.elapsed)
    << " elapsed";
  const double rate = (p.done - p.done_at_start) / std::max(p.elapsed, 1e-9);
  if (rate > 0) s << ", about " << human_duration((1 - p.done) / rate) << " left";
  return s.str();
}

#ifdef NIMLAB_HAVE_MPI
// MPI is initialized only when the process was started by mpirun with more than one rank.
struct MpiSession {
  int rank = 0, size = 1;
  bool active = false;
  MpiSession() {
    const char* env = std::getenv("OMPI_COMM_WORLD_SIZE");
    if (!env || std::atoi(env) <= 1) return;
    MPI_Init(nullptr, nullptr);
    active = true;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
  }
  ~MpiSession() {
    if (active) MPI_Finalize();
  }
  // Rank 0 receives every rank's text.
  std::vector<std::string> gather(const std::string& text) const {
    int length = static_cast<int>(text.size());
    std::vector<int> lengths(size), offsets(size);
    MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
    int total = 0;
    for (int r = 0; r < size; ++r) offsets[r] = total, total += lengths[r];
    std::string all(rank == 0 ? total : 0, '\0');
    MPI_Gatherv(text.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR,
                0, MPI_COMM_WORLD);
    std::vector<std::string> out;
    if (rank == 0)
      for (int r = 0; r < size; ++r) out.push_back(all.substr(offsets[r], lengths[r]));
    return out;
  }
};
#endif

// C(n, k) as a double (saturating far beyond any count a search could take on).
double binomial(unsigned n, unsigned k) {
  if (k > n) return 0;
  double c = 1;
  for (unsigned i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

// The sets of the family the search (one shard of it) walks through.
double sets_to_search(const SearchSpec& spec, Selection sel) {
  double total = 0;
  for (unsigned M = spec.min_max; M <= spec.max_max; ++M) {
    if (!spec.size) {
      total += static_cast<double>(family_count(spec.family, M));
      continue;
    }
    const unsigned k = *spec.size;
    if (spec.family == Family::all)
      total += binomial(M - 1, k - 1);  // M is in S, k - 1 of 1..M-1
    else if (M == 1)
      total += k == 1;
    else
      total += k >= 2 ? binomial(M - 2, k - 2) : 0;  // 1 and M in S, k - 2 of 2..M-1
  }
  return total / static_cast<double>(sel.stride);
}

// "5.76e+17", for counts of sets in messages.
std::string number_text(double x) {
  char text[64];
  std::snprintf(text, sizeof text, "%.3g", x);
  return text;
}

// Refuses, before any work, a search of more sets than --max-sets.
void check_records_work(const SearchSpec& spec, Selection sel, double max_sets) {
  const double sets = sets_to_search(spec, sel);
  if (sets <= max_sets) return;
  throw error("records: this search walks through about " + number_text(sets) +
              " sets, more than --max-sets " + number_text(max_sets) +
              " (at 10^7 to 10^8 sets a second per core); lower --max, choose --size, split it "
              "with --shard i/n, or raise --max-sets");
}

int run_records(const RecordsOptions& o) {
  const SearchSpec spec = search_spec(o);
  SearchControl control;
  control.threads = o.threads == -1 ? std::max(1u, std::thread::hardware_concurrency())
                                    : checked_threads(o.threads);
  if (o.shard_option->count())
    control.selection = from_option("--shard", [&] { return parse_shard(o.shard); });
  control.checkpoint_every = o.checkpoint_every;
  control.trust_checkpoint = o.trust_checkpoint;
  if (o.checkpoint_option->count()) {
    if (o.checkpoint.empty()) throw error("--checkpoint needs a file name");
    control.checkpoint = o.checkpoint;
  }
  check_records_work(spec, control.selection, o.max_sets);
  const std::string shard = o.shard_option->count() ? describe(control.selection) : "";
  const std::string command = canonical_command(spec, shard);
  int rank = 0;
#ifdef NIMLAB_HAVE_MPI
  MpiSession mpi;
  rank = mpi.rank;
  if (mpi.active) {
    control.selection = refine(control.selection, mpi.rank, mpi.size);
    if (control.checkpoint)
      control.checkpoint->concat("." + std::to_string(mpi.rank) + "-of-" +
                                 std::to_string(mpi.size));
  }
#endif
  const CommonOptions& common = o.output.common;
  if (rank == 0 && common.show_progress())
    control.on_progress = [&common](const Progress& p) { common.progress(progress_line(p)); };
  const Stopwatch watch;
  Table table = search(spec, control);
  if (rank == 0) common.timing("the search", watch.seconds());
#ifdef NIMLAB_HAVE_MPI
  if (mpi.active) {
    const auto parts = mpi.gather(rows_json(table).dump());
    if (rank != 0) return exit_ok;
    table = empty_table(spec);
    for (const std::string& part : parts)
      merge_into(table, table_from_json(nlohmann::json::parse(part), spec));
  }
#endif
  return finish(spec, table, o.output, command, shard);
}

int run_merge(const MergeOptions& o) {
  std::optional<SearchSpec> spec;
  std::string search_text;
  std::uint64_t shards = 0;
  std::vector<bool> seen;
  Table table;
  for (const std::string& file : o.files) {
    // The size limit is that of the largest search; the spec is known only after reading.
    SearchSpec largest;
    largest.max_max = max_largest_element;
    const ShardOutput part =
        parse_shard_output(read_input_file(file, checkpoint_limit(largest)), file);
    const SearchSpec& s = part.spec;
    const Selection sel = part.selection;
    if (!spec) {
      spec = s;
      search_text = describe(s);
      table = empty_table(s);
    } else if (describe(s) != search_text) {
      throw error(file + " is the output of another search (" + describe(s) + "; expected " +
                  search_text + ")");
    }
    if (shards == 0) {
      shards = sel.stride;
      seen.assign(shards, false);
    }
    if (sel.stride != shards)
      throw error(file + " is shard " + describe(sel) + ", others are of " +
                  std::to_string(shards));
    if (seen[sel.offset]) throw error("shard " + describe(sel) + " is given twice");
    seen[sel.offset] = true;
    // Each file's own records are rechecked too: a tampered file is refused, not merged.
    const RecheckReport report = recheck(*spec, part.table);
    if (!report.failures.empty())
      throw error(file + ": a record does not hold: " + report.failures.front());
    // A record is a maximum over every set: only the sets themselves show that none was left
    // out, so the shard is searched again unless the shards are taken on trust.
    if (!o.trust_shards) {
      if (sets_to_search(s, Selection{}) > o.max_sets)
        throw error("records merge: recomputing the shards searches about " +
                    number_text(sets_to_search(s, Selection{})) + " sets, more than --max-sets " +
                    number_text(o.max_sets) +
                    "; raise --max-sets, or take the shards' counts on trust with --trust-shards "
                    "(their records are still rechecked)");
      SearchControl again;
      again.threads = o.threads == -1 ? std::max(1u, std::thread::hardware_concurrency())
                                      : checked_threads(o.threads);
      again.selection = sel;
      const std::string why = first_table_difference(part.table, search(s, again));
      if (!why.empty())
        throw error(file + " does not match a new search of its shard " + describe(sel) + " (" +
                    why + "): the file was altered or damaged, and is not merged");
    }
    merge_into(table, part.table);
  }
  for (std::uint64_t i = 0; i < shards; ++i)
    if (!seen[i]) throw error("shard " + describe(Selection{i, shards}) + " is missing");
  if (o.trust_shards)
    o.output.common.note(
        "the shards' set counts and histograms are taken on trust (--trust-shards); their "
        "records were rechecked");
  return finish(*spec, table, o.output, canonical_command(*spec, ""), "");
}

void add_output_options(CLI::App& cmd, OutputOptions& out, const std::string& name) {
  out.common.add_to(cmd, name, "records");
  auto* csv =
      cmd.add_flag("--csv", out.csv, "print CSV, one line per largest element")->group("Output");
  out.common.json_option()->excludes(csv);
  csv->excludes(out.common.json_option());
}

}  // namespace

void add_records_command(CLI::App& root, Action& action) {
  auto o = std::make_shared<RecordsOptions>();
  auto* cmd = root.add_subcommand(
      "records",
      "longest periods and preperiods over every subtraction set with largest element M, for "
      "each M from --min to --max (at most " +
          std::to_string(max_largest_element) +
          "); each record is rechecked by every period finder");
  o->max_option = cmd->add_option("--max", o->max, "largest element M to search up to")
                      ->transform(integer_in_range(1, max_largest_element));
  cmd->add_option("--min", o->min, "smallest largest element to search")
      ->capture_default_str()
      ->transform(integer_in_range(1, max_largest_element));
  cmd->add_option("--family", o->family,
                  "one-in-set (1 in S, 2^(M-2) sets) or all (every S with max M, 2^(M-1) sets)")
      ->capture_default_str();
  o->size_option = cmd->add_option("--size", o->size, "only sets with exactly this many elements")
                       ->transform(integer_in_range(1, max_largest_element));
  cmd->add_option("--kind", o->kind, "outcome or grundy")
      ->capture_default_str()
      ->check(parsed_by([](const std::string& s) { parse_kind(s); }));
  cmd->add_flag("--misere", o->misere, "misere play: the player who makes the last move loses");
  cmd->add_option("--stuck", o->stuck,
                  "tokens left but no legal move: standard (mover loses under normal play, wins "
                  "under misere) or draw")
      ->capture_default_str()
      ->check(parsed_by([](const std::string& s) { parse_stuck(s); }));
  cmd->add_option("--max-sets", o->max_sets,
                  "refuse, before starting, a search (or shard) of more sets than this")
      ->capture_default_str()
      ->transform(integer_in_range(1, std::numeric_limits<std::uint64_t>::max()));
  cmd->add_option("--threads", o->threads, "worker threads (default: all cores)")
      ->transform(integer_in_range(1, max_threads));
  add_output_options(*cmd, o->output, "records");
  o->checkpoint_option = cmd->add_option(
      "--checkpoint", o->checkpoint,
      "save the state to FILE every few seconds and resume from it when it exists (a checkpoint "
      "of other arguments is refused); the units it marks done are searched again first "
      "and must agree with it");
  cmd->add_flag("--trust-checkpoint", o->trust_checkpoint,
                "take the counts of the units a resumed checkpoint marks done on trust instead of "
                "searching them again (their records are still rechecked); a checkpoint edited "
                "with its checksum recomputed could then hide the longest period");
  cmd->add_option("--checkpoint-every", o->checkpoint_every,
                  "seconds between checkpoints (a positive number)")
      ->check(finite_positive_seconds())
      ->capture_default_str();
  o->shard_option =
      cmd->add_option("--shard", o->shard,
                      "i/n: search only part i of n of the family (merge the outputs with "
                      "'nimlab records merge')");
  cmd->footer(
      "Under mpirun (OpenMPI) the work is split over the ranks and rank 0 prints the answer.");

  auto m = std::make_shared<MergeOptions>();
  auto* merge = cmd->add_subcommand(
      "merge", "combine the --json outputs of all shards i/n of one search into its answer");
  merge->add_option("files", m->files, "JSON outputs of nimlab records --shard i/n --json")
      ->required();
  merge
      ->add_option("--max-sets", m->max_sets,
                   "refuse to search the shards again when they hold more sets than this")
      ->capture_default_str()
      ->transform(integer_in_range(1, std::numeric_limits<std::uint64_t>::max()));
  merge->add_flag("--trust-shards", m->trust_shards,
                  "take the shards' set counts and histograms as they are instead of searching "
                  "every shard again (their records are still rechecked); a shard could then "
                  "hide a longer period");
  merge->add_option("--threads", m->threads, "worker threads (default: all cores)")
      ->transform(integer_in_range(1, max_threads));
  add_output_options(*merge, m->output, "records merge");

  cmd->callback([o, m, merge, &action] {
    if (merge->parsed()) {
      action = [m] { return run_merge(*m); };
    } else {
      action = [o] { return run_records(*o); };
    }
  });
}

}  // namespace nimlab::app
