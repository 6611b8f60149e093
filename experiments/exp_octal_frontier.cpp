// The open games of the frontier computations, replicated: Grundy values by the sparse-space
// engine (every core) up to 2^K + 1 values, and at every n = 2^k (k from --from to K) the
// frequency of each Grundy value over heaps 1..n, the form the published frequency files take.
//
// For each game and k it writes OUT/<game>-n<2^k>.txt (game: the code without its leading dot,
// e.g. 0.161, or grundy): '#' lines of provenance (command, commit, date, machine, threads, and
// the wall time, CPU time and peak memory of the run so far), a '#' line of the engine's state
// (largest value and its first heap, the mask, the rare positions), then "value frequency" lines
// in increasing value, values of frequency 0 left out. OUT/summary.csv gets one row per file.
// Existing files are replaced, each atomically.
//
// --checkpoint-dir DIR keeps each game's engine state in DIR/<game>.ckpt (saved every 60 s,
// loaded, and every value re-proven, when it exists), so a long run killed at any moment goes on
// from the last save, and a finished one can be continued to a larger K.
//
// Usage: exp_octal_frontier [--from k] [--to K] [--threads T] [--out DIR]
//                           [--checkpoint-dir DIR] GAME...
//   GAME: an octal code (.161) or grundy. Defaults: --from 10, --to 24, every core,
//   --out data/octal/frontier.
#include <sys/resource.h>

#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix_checkpoint.hpp"
#include "provenance.hpp"

namespace {

struct Usage {
  double cpu_seconds = 0;
  double peak_mib = 0;
};

Usage usage_so_far() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  const auto seconds = [](const timeval& t) { return t.tv_sec + t.tv_usec / 1e6; };
  return {seconds(u.ru_utime) + seconds(u.ru_stime), u.ru_maxrss / 1024.0};
}

nimlab::Game game_named(const std::string& text) {
  if (text == "grundy") return nimlab::GrundysGame{};
  return nimlab::OctalCode::parse(text);
}

// File names: "0.161" for .161 (no leading dot: hidden files), "grundy".
std::string file_stem(const std::string& text) {
  if (text == "grundy") return text;
  const std::string code = nimlab::OctalCode::parse(text).to_string();
  return code.front() == '.' ? "0" + code : code;
}

// Frequencies of G(1..n) (n < values computed).
std::map<nimlab::Value, std::size_t> frequencies(const nimlab::SparseGrundy& engine,
                                                 std::size_t n) {
  std::vector<std::size_t> counts;
  std::visit(
      [&](auto g) {
        for (std::size_t h = 1; h <= n; ++h) {
          if (g[h] >= counts.size()) counts.resize(std::size_t{g[h]} + 1, 0);
          ++counts[g[h]];
        }
      },
      engine.view());
  std::map<nimlab::Value, std::size_t> out;
  for (std::size_t v = 0; v < counts.size(); ++v)
    if (counts[v] != 0) out[static_cast<nimlab::Value>(v)] = counts[v];
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  unsigned from = 10, to = 24, threads = 0;
  std::filesystem::path out_dir = "data/octal/frontier";
  std::string checkpoint_dir;
  std::vector<std::string> games;
  nimlab::experiments::Provenance provenance;
  for (int i = 0; i < argc; ++i) provenance.command += (i ? " " : "") + std::string(argv[i]);
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--from" && has_value) {
      from = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
    } else if (arg == "--to" && has_value) {
      to = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
    } else if (arg == "--threads" && has_value) {
      threads = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
    } else if (arg == "--out" && has_value) {
      out_dir = argv[++i];
    } else if (arg == "--checkpoint-dir" && has_value) {
      checkpoint_dir = argv[++i];
    } else if (arg == "--help" || arg.empty() || arg[0] == '-') {
      std::fprintf(arg == "--help" ? stdout : stderr,
                   "usage: exp_octal_frontier [--from k] [--to K] [--threads T] [--out DIR] "
                   "[--checkpoint-dir DIR] GAME...\n"
                   "Frequencies of the Grundy values of heaps 1..2^k, k = from..K (GAME: an "
                   "octal code or grundy).\n");
      return arg == "--help" ? 0 : 2;
    } else {
      games.push_back(arg);
    }
  }
  // 2^K + 1 values must fit the engine (2^32 at most).
  if (games.empty() || from > to || to > 31) {
    std::fprintf(stderr,
                 "exp_octal_frontier: give at least one game and 0 <= --from <= --to <= 31\n");
    return 2;
  }
  try {
    std::filesystem::create_directories(out_dir);
    const std::filesystem::path summary_path = out_dir / "summary.csv";
    std::string summary;
    {
      std::ifstream in(summary_path);
      std::ostringstream old;
      old << in.rdbuf();
      summary = old.str();
    }
    if (summary.empty())
      summary =
          "game,n,largest,largest_heap,mask,parity,rare,threads,wall_s,cpu_s,peak_mib,commit\n";
    for (const std::string& text : games) {
      // Times are per game: the clock and the CPU time restart with each.
      provenance.start = std::chrono::steady_clock::now();
      const Usage at_start = usage_so_far();
      const nimlab::Game game = game_named(text);
      const std::string stem = file_stem(text);
      nimlab::SparseGrundy engine(game, [&](const nimlab::SparseProgress& p) {
        if (p.n >= (std::size_t{1} << 16))
          std::fprintf(stderr, "%s n=2^%d largest G[%zu]=%u mask=%x%s rare=%zu; %.0f s\n",
                       stem.c_str(), std::countr_zero(p.n), p.largest_heap, p.largest, p.mask,
                       p.position_parity ? "+parity" : "", p.rare_positions, provenance.seconds());
      });
      engine.set_threads(threads);
      const nimlab::SequenceSpec spec(game, nimlab::Kind::grundy);
      std::optional<nimlab::PrefixCheckpoint> checkpoint;
      if (!checkpoint_dir.empty()) {
        std::filesystem::create_directories(checkpoint_dir);
        checkpoint.emplace(std::filesystem::path(checkpoint_dir) / (stem + ".ckpt"), spec, engine,
                           60.0);
      }
      for (unsigned k = from; k <= to; ++k) {
        const std::size_t n = std::size_t{1} << k;
        if (engine.size() > n + 1) {
          // The engine's statistics are those of every value it holds, not of heaps 1..n.
          std::fprintf(stderr,
                       "exp_octal_frontier: %s: the checkpoint already holds %zu values, past "
                       "2^%u + 1; no file for 2^%u\n",
                       stem.c_str(), engine.size(), k, k);
          continue;
        }
        engine.extend_to(n + 1);
        const nimlab::SparseStats s = engine.stats();
        Usage u = usage_so_far();
        u.cpu_seconds -= at_start.cpu_seconds;
        const double wall = provenance.seconds();
        std::ostringstream file;
        file << provenance.csv_header("Grundy values of " + game.name() +
                                      ": frequency of each "
                                      "value over heaps 1.." +
                                      std::to_string(n))
             << "# threads: " << engine.threads() << "; CPU time " << u.cpu_seconds
             << " s (this game"
             << (checkpoint && checkpoint->resumed_values() > 0 ? ", resumed" : "")
             << "); peak memory of the process " << static_cast<long>(u.peak_mib) << " MiB\n"
             << "# largest G[" << s.largest_heap << "]=" << s.largest << " mask " << std::hex
             << s.mask << std::dec << (s.position_parity ? "+parity" : "") << " num_rare "
             << s.rare_positions << " (n = " << engine.size() << " values)\n"
             << "# value frequency\n";
        for (const auto& [value, count] : frequencies(engine, n))
          file << value << ' ' << count << '\n';
        nimlab::write_file_atomically(out_dir / (stem + "-n" + std::to_string(n) + ".txt"),
                                      file.str());
        std::ostringstream row;
        row << stem << ',' << n << ',' << s.largest << ',' << s.largest_heap << ',' << std::hex
            << s.mask << std::dec << ',' << (s.position_parity ? 1 : 0) << ',' << s.rare_positions
            << ',' << engine.threads() << ',' << wall << ',' << u.cpu_seconds << ','
            << static_cast<long>(u.peak_mib) << ',' << provenance.commit << '\n';
        summary += row.str();
        nimlab::write_file_atomically(summary_path, summary);
      }
      if (checkpoint) checkpoint->save();
    }
  } catch (const nimlab::error& e) {
    std::fprintf(stderr, "exp_octal_frontier: %s\n", e.what());
    return 2;
  }
  return 0;
}
