// nimlab period: the period and preperiod of a single-heap game, found by every applicable
// finder of the registry (or one chosen with --method), cross-checked, with the proof that holds.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <limits>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "common_options.hpp"
#include "game_options.hpp"
#include "integer_option.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/physical_memory.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/loss_differences.hpp"
#include "nimlab/values/format.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix_checkpoint.hpp"
#include "nimlab/values/work_estimate.hpp"
#include "option_error.hpp"
#include "period_report.hpp"

namespace nimlab::app {
namespace {

// The human summary shows at most this many values of the block.
constexpr std::size_t block_shown = 200;

struct PeriodOptions {
  GameOptions game;
  std::string method;
  std::size_t max_values = 0;
  std::uint64_t max_work = 0;  // 0: none given (request_work_limit)
  CommonOptions common;
  std::optional<std::string> certificate;
  std::optional<std::string> checkpoint;
  double checkpoint_every = 5.0;
  unsigned threads = 0;
};

// At most `shown` entries, then how many more.
std::string list_text(const std::vector<std::size_t>& xs, std::size_t shown) {
  std::ostringstream s;
  s << '[';
  for (std::size_t i = 0; i < xs.size() && i < shown; ++i) s << (i ? ", " : "") << xs[i];
  if (xs.size() > shown) s << ", ... (" << xs.size() - shown << " more)";
  s << ']';
  return s.str();
}

// States the memory a cap beyond the default takes, and refuses it when it cannot fit: the values
// in 1 or 2 bytes each (more only when they pass 2^16) and the suffix finder's 4 bytes a value.
void check_memory(const PeriodOptions& o) {
  const std::size_t at8 = sparse_memory_estimate(o.max_values, 8) + 4 * o.max_values,
                    at16 = sparse_memory_estimate(o.max_values, 16) + 4 * o.max_values;
  const std::size_t physical = physical_memory_bytes();
  if (physical != 0 && at8 > physical)
    throw error("--max-values " + std::to_string(o.max_values) + " would take at least " +
                memory_text(at8) + " (values in 8 bits and the suffix finder's 4 bytes a value), " +
                "more than this machine's " + memory_text(physical));
  o.common.note("up to " + std::to_string(o.max_values) + " values take " + memory_text(at8) +
                " with values below 256, " + memory_text(at16) + " below 65536 (this machine has " +
                memory_text(physical) + ")");
}

// "period 3, saltus 1, preperiod 1" (the saltus only when it is not 0).
std::string pair_text(const PeriodResult& r) {
  return "period " + std::to_string(r.period) +
         (r.saltus != 0 ? ", saltus " + std::to_string(r.saltus) : std::string()) + ", preperiod " +
         std::to_string(r.preperiod);
}

std::string method_text(const PeriodResult& r) {
  if (!r.found) return "no period found within " + std::to_string(r.values_used) + " values";
  if (r.proof == Proof::none)
    return "observed " + pair_text(r) + " on " + std::to_string(r.values_used) +
           " values, not proven";
  return pair_text(r) + ", proof " + proof_name(r.proof) + ", " + std::to_string(r.values_used) +
         " values checked";
}

// The block of `count` values, at most block_shown of them.
std::string block_text(Kind kind, const Sequence& block, std::size_t count) {
  std::string text;
  const std::size_t shown = std::min(count, block_shown);
  for (std::size_t i = 0; i < shown; ++i) text += ' ' + format_value(kind, block[i]);
  if (shown < count) text += " ... (" + std::to_string(count - shown) + " more)";
  return text;
}

int run_period(const PeriodOptions& o) {
  const SequenceSpec spec = o.game.spec();
  if (o.certificate) check_certificate_covers(spec.game());
  if (o.certificate && !names_stdout(*o.certificate)) output_target(*o.certificate);
  if (o.certificate && names_stdout(*o.certificate) && o.common.json())
    throw error(
        "--certificate - and --json would both write a JSON document to stdout; give "
        "--certificate a file name");
  if (o.certificate && o.checkpoint && same_output(*o.certificate, *o.checkpoint))
    throw error("--certificate and --checkpoint name the same file " + *o.checkpoint +
                "; one would overwrite the other");
  const std::string no_theorem = no_period_theorem(spec);
  const bool sparse = uses_sparse_engine(shared_prefix_spec(spec));
  check_max_values(spec, o.max_values);
  if (sparse && o.max_values > max_sequence_length) check_memory(o);
  CrossCheckOptions options;
  options.max_values = o.max_values;
  options.max_work = request_work_limit(o.max_work, o.max_values != 0);
  if (!o.method.empty()) {
    from_option("--method", [&] { return period_finder(o.method); });  // known before any work
    options.methods = {o.method};
  }
  options.progress = o.common.progress_sink();
  // The shared prefix lives here, so that a checkpoint can restore and save it and the block
  // below is read from it.
  ValuePrefix values(shared_prefix_spec(spec), options.progress);
  if (SparseGrundy* engine = values.sparse_engine()) engine->set_threads(o.threads);
  options.values = &values;
  std::optional<PrefixCheckpoint> checkpoint;
  if (o.checkpoint) {
    if (!(o.checkpoint_every > 0)) throw error("--checkpoint-every must be positive");
    checkpoint.emplace(*o.checkpoint, values, o.checkpoint_every);
    if (checkpoint->resumed_values())
      o.common.note("resumed " + std::to_string(checkpoint->resumed_values()) + " values from " +
                    *o.checkpoint + ", proven on " +
                    threads_text(values.sparse_engine()->threads()));
  }
  const CrossCheckedPeriod checked = cross_checked_period(spec, options);
  if (checkpoint) checkpoint->save();
  for (const FinderRun& r : checked.runs)
    if (r.ran) o.common.timing(r.finder->name, r.seconds);
  const PeriodResult* best = checked.best ? &*checked.best : nullptr;
  const bool agree = checked.agree;
  const bool proven = best && best->proof != Proof::none;
  const std::size_t next_cap = continue_with_max_values(spec, checked);

  // A certificate is written only for an agreed, proven result (make_certificate re-checks it).
  if (o.certificate) {
    if (!agree) throw error("no certificate written: the finders disagree");
    if (!best || best->proof == Proof::none)
      throw error("no certificate written: the period is not proven within the budget");
    write_certificate(*o.certificate, make_certificate(spec, static_cast<const Period&>(*best),
                                                       CertificateForm::automatic, &values));
    if (!names_stdout(*o.certificate)) o.common.note("certificate written to " + *o.certificate);
  }

  const PeriodDetails details = period_details(spec, checked, &values);
  const LossDifferences& losses = details.losses;
  const bool outcome = spec.kind() == Kind::outcome;
  // With the certificate on stdout, the report goes to stderr: stdout stays one certificate.
  std::ostream& out = o.certificate && names_stdout(*o.certificate) ? std::cerr : std::cout;

  if (o.common.json()) {
    o.common.print_json(period_report(spec, checked, details));
  } else {
    out << "rule: " << spec.game().name() << '\n'
        << "kind: " << kind_name(spec.kind()) << ", convention: " << to_string(spec.convention())
        << '\n';
    // The first line of the answer is what is proven, or that nothing is.
    if (proven) {
      out << "period: " << best->period << '\n';
      if (best->saltus != 0)
        out << "saltus: " << best->saltus << " (v(n + " << best->period << ") = v(n) + "
            << best->saltus << " for every n >= " << best->preperiod << ")\n";
      out << "preperiod: " << best->preperiod;
      if (best->preperiod > 0)
        out << " (last exceptional value at n = " << best->preperiod - 1 << ')';
      out << "\nblock:" << block_text(spec.kind(), details.block, best->period)
          << "\nproof: " << proof_name(best->proof) << ", values checked: " << best->values_used
          << '\n';
      if (outcome)
        out << "loss differences: start " << list_text(losses.start, block_shown) << ", period "
            << list_text(losses.period, block_shown) << '\n';
    } else if (best) {
      out << "not proven: no period proven within " << values_reached(checked) << " values\n"
          << "observed: " << pair_text(*best) << " on the " << best->values_used
          << " values examined (not a proof)\n"
          << "observed block:" << block_text(spec.kind(), details.block, best->period) << '\n';
    } else {
      out << "not proven: no period found within " << values_reached(checked) << " values\n";
    }
    for (const FinderRun& r : checked.runs)
      if (r.ran) out << r.finder->name << ": " << method_text(r.result) << '\n';
    // Agreement means every finder that ran proved the same pair; otherwise say who did not.
    // The same word as --json's "agree": no finder contradicts another.
    if (checked.unanimous_proof())
      out << "agree: yes\n";
    else if (agree && !proven)
      out << "agree: yes, no finder contradicts another; none proves anything\n";
    else
      out << "agree: " << (agree ? "yes, no finder contradicts another, but " : "NO: ")
          << checked.dissent() << '\n';
    if (details.sparse) out << sparse_text(*details.sparse) << '\n';
    if (!no_theorem.empty())
      out << "why: " << no_theorem << '\n';
    else if (!proven && best && best->saltus != 0)
      out << "why: the values grow (observed saltus " << best->saltus
          << "), and no criterion of nimlab proves an arithmetic period of " << spec.game().name()
          << '\n';
    else if (!proven && checked.work_limit_reached)
      out << "why: the work limit (" << steps_text(options.max_work) << ") was reached at "
          << values_reached(checked) << " values; to go further: nimlab period "
          << o.game.arguments() << " --max-work " << 4 * options.max_work
          << (o.checkpoint ? " --checkpoint " + *o.checkpoint : std::string())
          << (o.max_values ? " --max-values " + std::to_string(o.max_values) : "") << '\n';
    else if (!proven && next_cap != 0)
      out << "to go further: nimlab period " << o.game.arguments() << " --max-values " << next_cap
          << '\n';
    else if (!proven)
      out << "why: " << checked.max_values << " values are the most nimlab computes for "
          << spec.game().name() << '\n';
  }
  return agree ? exit_ok : exit_disagree;
}

}  // namespace

void add_period_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<PeriodOptions>();
  auto* cmd = root.add_subcommand(
      "period",
      "find the period, preperiod and saltus of a single-heap game with every applicable finder "
      "(naive, floyd, brent, suffix), cross-check them and state the proof");
  options->game.add_to(*cmd);
  std::string names;
  for (const PeriodFinder& f : period_finders())
    names += "\n  " + std::string(f.name) + ": " + std::string(f.description);
  cmd->add_option("--method", options->method, "run only this finder:" + names);
  cmd->add_option("--max-values", options->max_values,
                  "cap on the prefix (or number of window steps) a finder may use; prefixes "
                  "grow from 64 (doubling, or to the length that would prove the period they "
                  "show) until the period is proven or the cap is reached; default " +
                      std::to_string(max_sequence_length) + " (games that split heaps: up to " +
                      std::to_string(max_sparse_length) +
                      ", values stored in 1 or 2 bytes, 5 to 6 bytes a value with the finders; "
                      "the memory is stated and checked first); lowered to fit --max-work")
      ->transform(integer_in_range(1, max_sparse_length));
  cmd->add_option("--max-work", options->max_work,
                  "limit on the work, in steps (10^8 to 10^9 per second): a --max-values whose "
                  "work is estimated above it is refused before starting (the default cap is "
                  "lowered to fit); games that split heaps stop when their measured work passes "
                  "it and report what they found; default 2^36 = " +
                      std::to_string(default_max_work) + " (minutes), or 2^41 = " +
                      std::to_string(sized_max_work) + " (about an hour) with --max-values")
      ->transform(integer_in_range(1, std::numeric_limits<std::uint64_t>::max()));
  options->common.add_to(*cmd, "period");
  add_engine_threads_option(*cmd, options->threads);
  cmd->add_option("--certificate", options->certificate,
                  "write a certificate of the proven period to this file (check it with "
                  "nimlab-check; format: proofs/certificate-format.md; '-': stdout, and the report "
                  "goes to stderr)");
  cmd->add_option("--checkpoint", options->checkpoint,
                  "save the state of the computation of values to this file every few seconds, "
                  "and resume from it when it exists (games that split heaps; a run killed at "
                  "any moment resumes to the same answer; a damaged checkpoint or one of another "
                  "game or version is refused and left in place)");
  cmd->add_option("--checkpoint-every", options->checkpoint_every,
                  "seconds of work between two saves of the checkpoint")
      ->check(finite_positive_seconds())
      ->capture_default_str();
  cmd->footer(
      "The answer is the regularity proven: v(n + period) = v(n) + saltus for every n >= "
      "preperiod (saltus 0: periodic, shown only when not 0), or 'not proven' first, with what the "
      "values examined show labelled 'observed'. Exit status: 0 ok, 2 bad input, 3 two finders "
      "disagree. Proofs: window (a repeated state window), octal-theorem (the octal periodicity "
      "bound), hex-theorem (its form for three-heap splits), hex-arithmetic-theorem (arithmetic "
      "periods of hexadecimal codes, proofs/hex-arithmetic.md), all-but-theorem (the repeated "
      "state of an all-but game, proofs/all-but.md), none (observed only).");
  cmd->callback([options, &action] { action = [options] { return run_period(*options); }; });
}

}  // namespace nimlab::app
