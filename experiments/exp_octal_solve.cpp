// Solves octal codes the way researchers run sparse-space solvers: compute G by the sparse-space
// engine, doubling n from 64, and after each doubling look for a period that the octal theorem
// proves on the prefix (suffix finder, nimlab/period/finders.hpp). Stops at the first proof or at
// the budget. Progress ("n=2^k largest G[i]=v mask M rare R") goes to stderr; one line per code
// (or one JSON object per line with --json) goes to stdout:
//   code status mu p checked_up_to n largest largest_heap mask parity rare seconds
// status is "proven" or "unresolved" (then mu and p are "-", and n is how far the code was
// taken). Used by bench_octal_peer.sh and the sweep of all codes (sweep_octal.sh).
//
// --classical-limit N also times the classical enumeration (grundy_values_classical) over the
// same n when n <= N, checks that it gives the same values, and reports its seconds.
//
// --max-seconds S stops doubling once S seconds have passed (the step under way is finished, so
// a code may run up to about four times S when its cost is quadratic).
//
// --checkpoint-dir DIR keeps each code's engine state in DIR/<code>.ckpt, saved every 30 s of
// work through the safe writer and loaded when the file exists
// (nimlab/values/prefix_checkpoint.hpp), so a run killed at any moment goes on where the last save
// left it (its --max-seconds clock starts again). A damaged or foreign checkpoint stops the run
// with exit 2, the file kept.
//
// Usage: exp_octal_solve [--max-values N] [--max-seconds S] [--classical-limit N] [--json]
//                        [--quiet] [--checkpoint-dir DIR] CODE...
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/finders.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix_checkpoint.hpp"
#include "nimlab/values/value_view.hpp"

namespace {

struct Outcome {
  bool proven = false;
  nimlab::PeriodResult period;
  std::size_t n = 0;
  nimlab::SparseStats stats;
  double seconds = 0;
  double classical_seconds = -1;  // -1: not run
};

Outcome solve(const nimlab::OctalCode& code, std::size_t max_values, double max_seconds,
              std::size_t classical_limit, bool quiet, const std::string& checkpoint_dir) {
  const auto start = std::chrono::steady_clock::now();
  const std::string name = code.to_string();
  nimlab::SparseGrundy engine(code, [&](const nimlab::SparseProgress& p) {
    if (quiet || p.n < 64) return;
    std::fprintf(stderr, "%s n=2^%d largest G[%zu]=%u mask=%x%s rare=%zu\n", name.c_str(),
                 std::countr_zero(p.n), p.largest_heap, p.largest, p.mask,
                 p.position_parity ? "+pos" : "", p.rare_positions);
  });
  const nimlab::Evidence evidence =
      nimlab::evidence_for(nimlab::SequenceSpec{code, nimlab::Kind::grundy, {}});
  std::optional<nimlab::PrefixCheckpoint> checkpoint;
  if (!checkpoint_dir.empty())
    checkpoint.emplace(std::filesystem::path(checkpoint_dir) / (name + ".ckpt"),
                       nimlab::SequenceSpec{code, nimlab::Kind::grundy, {}}, engine, 30.0);
  // The values a checkpoint brought back (proven from the rules while it was read): the steps
  // up to them are the ones the stopped run took, and the --max-seconds clock starts after them.
  const std::size_t restored = engine.size();
  auto clock_start = std::chrono::steady_clock::now();
  Outcome out;
  for (std::size_t n = 64;; n *= 2) {
    n = std::min(n, max_values);
    engine.extend_to(n);
    out.n = n;
    // Only a proof counts here: no second pass for what is merely observed. The first n values
    // only: an engine restored from a checkpoint may hold more, and a resumed run must take the
    // steps, and report the n, of a run never stopped.
    out.period =
        nimlab::suffix_period(nimlab::view_first(engine.view(), n), evidence, /*observe=*/false);
    if (out.period.found && out.period.proof != nimlab::Proof::none) {
      out.proven = true;
      break;
    }
    if (n >= max_values) break;
    if (n < restored) {
      clock_start = std::chrono::steady_clock::now();
      continue;
    }
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - clock_start).count() >
        max_seconds)
      break;
  }
  if (checkpoint) checkpoint->save();
  out.stats = engine.stats();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (out.n <= classical_limit) {
    const auto c0 = std::chrono::steady_clock::now();
    const nimlab::Sequence classical = nimlab::grundy_values_classical(code, out.n);
    out.classical_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - c0).count();
    if (classical != engine.prefix(out.n))
      throw std::runtime_error("classical and sparse values differ for " + name);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t max_values = nimlab::max_sequence_length;
  std::size_t classical_limit = 0;
  double max_seconds = 1e300;
  bool json = false, quiet = false;
  std::string checkpoint_dir;
  std::vector<std::string> codes;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--max-values" && i + 1 < argc) {
      max_values = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--max-seconds" && i + 1 < argc) {
      max_seconds = std::strtod(argv[++i], nullptr);
    } else if (arg == "--classical-limit" && i + 1 < argc) {
      classical_limit = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--checkpoint-dir" && i + 1 < argc) {
      checkpoint_dir = argv[++i];
    } else if (arg == "--json") {
      json = true;
    } else if (arg == "--quiet") {
      quiet = true;
    } else if (arg == "--help" || arg.empty() || arg[0] == '-') {
      std::fprintf(arg == "--help" ? stdout : stderr,
                   "usage: exp_octal_solve [--max-values N] [--max-seconds S] [--classical-limit "
                   "N] [--json] "
                   "[--quiet] [--checkpoint-dir DIR] CODE...\n"
                   "Sparse-space values doubled from 64 until the octal theorem proves a "
                   "period.\n");
      return arg == "--help" ? 0 : 2;
    } else {
      codes.push_back(arg);
    }
  }
  if (codes.empty() || max_values < 64) {
    std::fprintf(stderr, "nimlab: give at least one code and a budget of at least 64 values\n");
    return 2;
  }
  try {
    for (const std::string& text : codes) {
      const nimlab::OctalCode code = nimlab::OctalCode::parse(text);
      const Outcome o =
          solve(code, max_values, max_seconds, classical_limit, quiet, checkpoint_dir);
      const nimlab::SparseStats& s = o.stats;
      if (json) {
        nlohmann::json j = {{"code", code.to_string()},
                            {"status", o.proven ? "proven" : "unresolved"},
                            {"n", o.n},
                            {"largest", s.largest},
                            {"largest_heap", s.largest_heap},
                            {"mask", s.mask},
                            {"position_parity", s.position_parity},
                            {"rare_positions", s.rare_positions},
                            {"searches", s.searches},
                            {"search_splits", s.search_splits},
                            {"seconds", o.seconds}};
        if (o.classical_seconds >= 0) j["classical_seconds"] = o.classical_seconds;
        if (o.proven) {
          j["preperiod"] = o.period.preperiod;
          j["period"] = o.period.period;
          j["checked_up_to"] = o.period.values_used;
        }
        std::printf("%s\n", j.dump().c_str());
      } else {
        std::printf("%s %s %s %s %zu %zu %u %zu %x %d %zu %.3f\n", code.to_string().c_str(),
                    o.proven ? "proven" : "unresolved",
                    o.proven ? std::to_string(o.period.preperiod).c_str() : "-",
                    o.proven ? std::to_string(o.period.period).c_str() : "-",
                    o.proven ? o.period.values_used : o.n, o.n, s.largest, s.largest_heap, s.mask,
                    s.position_parity ? 1 : 0, s.rare_positions, o.seconds);
      }
      std::fflush(stdout);
    }
  } catch (const nimlab::error& e) {
    std::fprintf(stderr, "nimlab: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nimlab: internal error: %s\n", e.what());
    return 1;
  }
  return 0;
}
