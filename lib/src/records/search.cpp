// The record search: work units over the families of every M, worker threads, progress, and
// checkpoints. The engines do the work (packed_engine.cpp, bit_engine.cpp, scalar_period.cpp);
// this file only distributes it. Run time: the engines' time over every set plus O(units)
// bookkeeping; memory: one table row per M plus one engine workspace per thread.
#include "nimlab/records/search.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <exception>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"

namespace nimlab::records {
namespace {

using Clock = std::chrono::steady_clock;

// Units of every M, numbered in order of M and index.
struct UnitPlan {
  std::vector<std::uint64_t> first_unit;  // first_unit[M - min]: id of the first unit of M
  std::uint64_t total = 0;
  unsigned min_max = 1;

  explicit UnitPlan(const SearchSpec& spec) : min_max(spec.min_max) {
    for (unsigned M = spec.min_max; M <= spec.max_max; ++M) {
      first_unit.push_back(total);
      total += (family_count(spec.family, M) + unit_indices - 1) / unit_indices;
    }
  }
  unsigned max_of(std::uint64_t u) const {
    const auto it = std::upper_bound(first_unit.begin(), first_unit.end(), u);
    return min_max + static_cast<unsigned>(it - first_unit.begin()) - 1;
  }
};

// Rough cost of a unit, for the progress estimate: sets times window length times period.
double unit_weight(const SearchSpec& spec, unsigned M) {
  const double sets = static_cast<double>(std::min(family_count(spec.family, M), unit_indices));
  return sets * M * M;
}

// Work of one unit: the row of its sets, with the engine asked for (the packed or bit engine
// only where it applies, the scalar finder elsewhere).
Row run_unit(const SearchSpec& spec, unsigned M, std::uint64_t first, std::uint64_t last,
             Engine engine, BitEngineWorkspace& ws) {
  Row row;
  row.max = M;
  if (engine == Engine::scalar || !bit_engine_applies(spec.kind, spec.convention)) {
    for (std::uint64_t i = first; i < last; ++i) {
      const std::uint64_t mask = family_member(spec.family, M, i);
      if (keeps(spec, mask)) row.add(mask, scalar_period(sequence_spec(spec, mask)));
    }
    return row;
  }
  // The bit engine takes the whole unit in one call (its lanes are refilled set by set); the
  // packed engine takes batches of 4096.
  const std::size_t batch_size =
      engine == Engine::bit ? static_cast<std::size_t>(last - first) : 4096;
  std::vector<std::uint64_t> batch;
  std::vector<Period> out;
  batch.reserve(batch_size);
  auto flush = [&] {
    out.resize(batch.size());
    if (engine == Engine::bit)
      bit_engine_periods(batch, M, spec.convention.play, out, ws);
    else
      packed_engine_periods(batch, M, spec.convention.play, out);
    for (std::size_t j = 0; j < batch.size(); ++j) row.add(batch[j], out[j]);
    batch.clear();
  };
  for (std::uint64_t i = first; i < last; ++i) {
    const std::uint64_t mask = family_member(spec.family, M, i);
    if (!keeps(spec, mask)) continue;
    batch.push_back(mask);
    if (batch.size() == batch_size) flush();
  }
  if (!batch.empty()) flush();
  return row;
}

struct Done {
  std::uint64_t below = 0;        // every selected unit with ordinal < below is done
  std::set<std::uint64_t> extra;  // done ordinals >= below
  void mark(std::uint64_t k) {
    extra.insert(k);
    while (!extra.empty() && *extra.begin() == below) {
      extra.erase(extra.begin());
      ++below;
    }
  }
  bool contains(std::uint64_t k) const { return k < below || extra.count(k); }
};

constexpr const char* checkpoint_format = "nimlab-records-checkpoint/1";

std::string checkpoint_text(const SearchSpec& spec, Selection sel, const Table& t,
                            const Done& done) {
  nlohmann::json j{{"format", checkpoint_format}, {"version", NIMLAB_VERSION},
                   {"search", describe(spec)},    {"selection", describe(sel)},
                   {"done_below", done.below},    {"done_extra", done.extra},
                   {"rows", rows_json(t)}};
  return j.dump() + "\n";
}

// Loads a checkpoint into (table, done); false when the file does not exist.
bool load_checkpoint(const std::filesystem::path& path, const SearchSpec& spec, Selection sel,
                     Table& table, Done& done) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return false;
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) throw error("cannot read checkpoint " + path.string());
  nlohmann::json j = nlohmann::json::parse(text.str(), nullptr, false);
  if (j.is_discarded() || !j.is_object() || j.value("format", "") != checkpoint_format)
    throw error("checkpoint " + path.string() + " is not a records checkpoint");
  const std::string want = describe(spec) + " shard=" + describe(sel);
  const std::string got =
      j.value("search", "") + " shard=" + j.value("selection", std::string("?"));
  if (got != want)
    throw error("checkpoint " + path.string() + " was written for other arguments (" + got +
                "; this run: " + want + ")");
  try {
    table = table_from_json(j.at("rows"), spec);
    done.below = j.at("done_below").get<std::uint64_t>();
    for (std::uint64_t k : j.at("done_extra")) done.extra.insert(k);
  } catch (const nlohmann::json::exception& e) {
    throw error("checkpoint " + path.string() + " is malformed: " + e.what());
  }
  return true;
}

}  // namespace

Selection parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  auto number = [&](std::string_view s, std::uint64_t& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return !s.empty() && ec == std::errc() && p == s.data() + s.size();
  };
  std::uint64_t i = 0, n = 0;
  if (slash == std::string_view::npos || !number(text.substr(0, slash), i) ||
      !number(text.substr(slash + 1), n) || n == 0 || i == 0 || i > n || n > (1u << 20))
    throw error("malformed shard '" + std::string(text) + "' (expected i/n with 1 <= i <= n)");
  return {i - 1, n};
}

Selection refine(Selection outer, std::uint64_t index, std::uint64_t n) {
  return {outer.offset + outer.stride * index, outer.stride * n};
}

std::string describe(Selection s) {
  return std::to_string(s.offset + 1) + "/" + std::to_string(s.stride);
}

Table search(const SearchSpec& spec, const SearchControl& control) {
  check_search_bounds(spec);
  if (control.threads < 1) throw error("at least one thread is needed");
  const Selection sel = control.selection;
  if (sel.stride == 0 || sel.offset >= sel.stride) throw error("invalid selection of work units");
  if (control.checkpoint) {
    const auto dir = control.checkpoint->has_parent_path() ? control.checkpoint->parent_path()
                                                           : std::filesystem::path(".");
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
      throw error("cannot write checkpoint " + control.checkpoint->string() + ": directory " +
                  dir.string() + " does not exist");
  }
  const UnitPlan plan(spec);
  Table table = empty_table(spec);
  Done done;
  if (control.checkpoint) load_checkpoint(*control.checkpoint, spec, sel, table, done);

  // Ordinal k <-> unit id offset + k * stride.
  const std::uint64_t ordinals =
      plan.total > sel.offset ? (plan.total - sel.offset + sel.stride - 1) / sel.stride : 0;
  double total_weight = 0, done_weight = 0;
  for (std::uint64_t k = 0; k < ordinals; ++k) {
    const double w = unit_weight(spec, plan.max_of(sel.offset + k * sel.stride));
    total_weight += w;
    if (done.contains(k)) done_weight += w;
  }
  const double weight_at_start = done_weight;

  std::mutex mutex;  // guards table, done, done_weight, failure
  std::atomic<std::uint64_t> next{0};
  std::atomic<bool> stop{false};
  std::atomic<unsigned> current_max{spec.min_max};
  std::exception_ptr failure;
  auto worker = [&] {
    BitEngineWorkspace ws;
    try {
      for (std::uint64_t k; !stop && (k = next++) < ordinals;) {
        {
          std::lock_guard lock(mutex);
          if (done.contains(k)) continue;
        }
        const std::uint64_t u = sel.offset + k * sel.stride;
        const unsigned M = plan.max_of(u);
        current_max = M;
        const std::uint64_t first = (u - plan.first_unit[M - spec.min_max]) * unit_indices;
        const std::uint64_t last = std::min(first + unit_indices, family_count(spec.family, M));
        Row row = run_unit(spec, M, first, last, Engine::bit, ws);
        std::lock_guard lock(mutex);
        table.rows[M - spec.min_max].merge(row);
        done.mark(k);
        done_weight += unit_weight(spec, M);
      }
    } catch (...) {
      std::lock_guard lock(mutex);
      if (!failure) failure = std::current_exception();
      stop = true;
    }
  };

  const auto start = Clock::now();
  auto seconds_since = [](Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  };
  auto save = [&] {
    std::string text;
    {
      std::lock_guard lock(mutex);
      text = checkpoint_text(spec, sel, table, done);
    }
    write_file_atomically(*control.checkpoint, text);
  };
  {
    std::vector<std::jthread> threads;
    for (unsigned t = 0; t < control.threads; ++t) threads.emplace_back(worker);
    auto last_progress = Clock::now(), last_save = Clock::now();
    for (;;) {
      bool finished;
      {
        std::lock_guard lock(mutex);
        finished = stop || done.below >= ordinals;
      }
      if (finished) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      try {
        if (control.on_progress && seconds_since(last_progress) >= control.progress_every) {
          last_progress = Clock::now();
          Progress p;
          {
            std::lock_guard lock(mutex);
            p.done = total_weight > 0 ? done_weight / total_weight : 1;
            p.done_at_start = total_weight > 0 ? weight_at_start / total_weight : 1;
          }
          p.elapsed = seconds_since(start);
          p.current_max = current_max;
          control.on_progress(p);
        }
        if (control.checkpoint && seconds_since(last_save) >= control.checkpoint_every) {
          last_save = Clock::now();
          save();
        }
      } catch (...) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        stop = true;
      }
    }
  }
  if (failure) std::rethrow_exception(failure);
  if (control.checkpoint) save();
  for (Row& r : table.rows) r.normalize();
  return table;
}

Row search_row(const SearchSpec& spec, unsigned M, Engine engine) {
  BitEngineWorkspace ws;
  Row row = run_unit(spec, M, 0, family_count(spec.family, M), engine, ws);
  row.normalize();
  return row;
}

}  // namespace nimlab::records
