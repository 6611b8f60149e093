// The record search: work units over the families of every M, worker threads, progress, and
// checkpoints. The engines do the work (packed_engine.cpp, bit_engine.cpp, scalar_period.cpp);
// this file only distributes it. Run time: the engines' time over every set plus O(units)
// bookkeeping; memory: one table row per M plus one engine workspace per thread.
#include "nimlab/records/search.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cerrno>
#include <charconv>
#include <exception>
#include <fstream>
#include <functional>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/input_file.hpp"
#include "nimlab/io/json_input.hpp"

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
    row.add_all(batch, out);
    batch.clear();
  };
  // family_member is affine in the index (base + i * stride), so the members are generated
  // without a call per set.
  const std::uint64_t base = family_member(spec.family, M, 0);
  const std::uint64_t stride =
      family_count(spec.family, M) > 1 ? family_member(spec.family, M, 1) - base : 0;
  for (std::uint64_t i = first; i < last; ++i) {
    const std::uint64_t mask = base + i * stride;
    if (spec.size && !keeps(spec, mask)) continue;
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

// Number of i in [0, x) with popcount(i) == r: for each set bit b of x, the numbers that agree
// with x above b and have 0 at b leave b free bits. O(64^2) with the binomials below.
std::uint64_t popcount_below(std::uint64_t x, int r) {
  static const auto binomial = [] {
    std::array<std::array<std::uint64_t, 65>, 65> c{};
    for (int n = 0; n <= 64; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
    return c;
  }();
  std::uint64_t count = 0;
  int ones = 0;
  for (int b = 63; b >= 0 && ones <= r; --b) {
    if (!((x >> b) & 1)) continue;
    if (r - ones <= b) count += binomial[b][r - ones];
    ++ones;
  }
  return count;
}

// Sets of the family of M with index in [first, last) that the size filter keeps.
std::uint64_t kept_in_range(const SearchSpec& spec, unsigned M, std::uint64_t first,
                            std::uint64_t last) {
  if (!spec.size) return last - first;
  const int fixed = std::popcount(family_member(spec.family, M, 0));
  const int free = static_cast<int>(*spec.size) - fixed;
  if (free < 0) return 0;
  return popcount_below(last, free) - popcount_below(first, free);
}

// The index of a member of the family of M (inverse of family_member).
std::uint64_t family_index(Family f, unsigned M, std::uint64_t mask) {
  const std::uint64_t top = std::uint64_t{1} << (M - 1);
  if (f == Family::one_in_set) return M == 1 ? 0 : (mask & ~top & ~std::uint64_t{1}) >> 1;
  return mask & ~top;
}

// The most work units a shard or checkpoint may cover: 2^44 sets, far beyond any search that
// ends, and few enough that the check below takes seconds at most (a file claiming M up to 60
// would otherwise make it walk 2^42 units).
constexpr std::uint64_t max_covered_units = std::uint64_t{1} << 28;

// Throws unless the table holds exactly the sets of the units whose ordinal `covered` accepts:
// the number of sets of every row, and every argmax set lies in such a unit. O(units).
void check_coverage(const SearchSpec& spec, const UnitPlan& plan, Selection sel, const Table& t,
                    const std::function<bool(std::uint64_t)>& covered, const std::string& what) {
  const std::uint64_t selected =
      plan.total > sel.offset ? (plan.total - sel.offset + sel.stride - 1) / sel.stride : 0;
  if (selected > max_covered_units)
    throw error(what + " cover " + std::to_string(selected) + " work units of " +
                std::to_string(unit_indices) + " sets, more than the " +
                std::to_string(max_covered_units) + " nimlab checks in one file");
  std::vector<std::uint64_t> expected(t.rows.size(), 0);
  for (std::uint64_t u = sel.offset, k = 0; u < plan.total; u += sel.stride, ++k) {
    if (!covered(k)) continue;
    const unsigned M = plan.max_of(u);
    const std::uint64_t first = (u - plan.first_unit[M - spec.min_max]) * unit_indices;
    const std::uint64_t last = std::min(first + unit_indices, family_count(spec.family, M));
    expected[M - spec.min_max] += kept_in_range(spec, M, first, last);
  }
  for (std::size_t i = 0; i < t.rows.size(); ++i) {
    const Row& r = t.rows[i];
    if (r.sets != expected[i])
      throw error(what + ": row " + std::to_string(r.max) + " counts " + std::to_string(r.sets) +
                  " sets, but the work it covers has " + std::to_string(expected[i]));
    for (const auto* list : {&r.argmax, &r.argmax_preperiod})
      for (const SetPeriod& e : *list) {
        const std::uint64_t u =
            plan.first_unit[i] + family_index(spec.family, r.max, e.mask) / unit_indices;
        if (u % sel.stride != sel.offset || !covered(u / sel.stride))
          throw error(what + ": row " + std::to_string(r.max) + " names the set {" +
                      mask_text(e.mask) + "}, which lies outside the work it covers");
      }
  }
}

constexpr const char* checkpoint_format = "nimlab-records-checkpoint/1";

std::string checkpoint_text(const SearchSpec& spec, Selection sel, const Table& t,
                            const Done& done) {
  nlohmann::json j{{"format", checkpoint_format}, {"version", NIMLAB_VERSION},
                   {"search", describe(spec)},    {"selection", describe(sel)},
                   {"done_below", done.below},    {"done_extra", done.extra},
                   {"rows", rows_json(t)}};
  return j.dump() + "\n";
}

CheckpointState parse_checkpoint_with(std::string_view text, const SearchSpec& spec, Selection sel,
                                      const UnitPlan& plan, const std::string& name) {
  nlohmann::json j;
  try {
    j = parse_json_input(text, name);
  } catch (const error& e) {
    throw error(std::string(e.what()) + " (the file is left in place)");
  }
  auto string_field = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_string())
      throw error(name + " is not a records checkpoint (field '" + key +
                  "' is missing or not a string; the file is left in place)");
    return j[key].get<std::string>();
  };
  if (j.is_discarded() || !j.is_object())
    throw error(name +
                " is not a records checkpoint (not a JSON object; the file is left in "
                "place)");
  try {
    refuse_unknown_keys(
        j, {"format", "version", "search", "selection", "done_below", "done_extra", "rows"}, name);
  } catch (const error& e) {
    throw error(std::string(e.what()) + " (the file is left in place)");
  }
  if (string_field("format") != checkpoint_format)
    throw error(name + " is not a records checkpoint (format '" + string_field("format") +
                "'; the file is left in place)");
  if (string_field("version") != NIMLAB_VERSION)
    throw error(name + " was written by nimlab " + string_field("version") + ", this is " +
                NIMLAB_VERSION + " (the file is left in place)");
  const std::string want = describe(spec) + " shard=" + describe(sel);
  const std::string got = string_field("search") + " shard=" + string_field("selection");
  if (got != want)
    throw error(name + " was written for other arguments (" + got + "; this run: " + want +
                "; the file is left in place)");
  CheckpointState state;
  try {
    const std::uint64_t ordinals =
        plan.total > sel.offset ? (plan.total - sel.offset + sel.stride - 1) / sel.stride : 0;
    state.table = table_from_json(j.at("rows"), spec);
    if (!j.at("done_below").is_number_unsigned() || !j.at("done_extra").is_array())
      throw error("malformed progress fields");
    state.done_below = j.at("done_below").get<std::uint64_t>();
    if (state.done_below > ordinals) throw error("done_below beyond the last work unit");
    for (const nlohmann::json& k : j.at("done_extra")) {
      if (!k.is_number_unsigned() || k.get<std::uint64_t>() <= state.done_below ||
          k.get<std::uint64_t>() >= ordinals ||
          !state.done_extra.insert(k.get<std::uint64_t>()).second)
        throw error("malformed done_extra entry " + k.dump());
    }
    check_coverage(
        spec, plan, sel, state.table,
        [&](std::uint64_t k) { return k < state.done_below || state.done_extra.count(k); },
        "the rows");
  } catch (const nlohmann::json::exception& e) {
    throw error(name + " is malformed: " + e.what() + " (the file is left in place)");
  } catch (const error& e) {
    throw error(name + " is inconsistent: " + e.what() + " (the file is left in place)");
  }
  return state;
}

// Loads a checkpoint into (table, done); false when the file does not exist.
bool load_checkpoint(const std::filesystem::path& path, const SearchSpec& spec, Selection sel,
                     const UnitPlan& plan, Table& table, Done& done) {
  if (!output_exists(path)) return false;
  CheckpointState state = parse_checkpoint_with(read_input_file(path, checkpoint_limit(spec)), spec,
                                                sel, plan, "checkpoint " + path.string());
  table = std::move(state.table);
  done.below = state.done_below;
  done.extra = std::move(state.done_extra);
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

void check_shard_table(const SearchSpec& spec, Selection sel, const Table& table,
                       const std::string& what) {
  check_coverage(
      spec, UnitPlan(spec), sel, table, [](std::uint64_t) { return true; }, what);
}

CheckpointState parse_checkpoint(std::string_view text, const SearchSpec& spec, Selection sel,
                                 const std::string& name) {
  check_search_bounds(spec);
  return parse_checkpoint_with(text, spec, sel, UnitPlan(spec), name);
}

std::uint64_t checkpoint_limit(const SearchSpec& spec) {
  // A row's JSON holds its histogram (at most one entry per period) and its argmax sets; 64 MiB
  // plus 64 KiB per row is far above what a real search writes.
  return (std::uint64_t{64} << 20) + (std::uint64_t{64} << 10) * (spec.max_max - spec.min_max + 1);
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
    if (names_stdout(*control.checkpoint))
      throw error("a checkpoint is read back, so it must be a file, not '-' (stdout)");
    output_target(*control.checkpoint);  // a FIFO, device or missing directory is refused now
  }
  const UnitPlan plan(spec);
  Table table = empty_table(spec);
  Done done;
  if (control.checkpoint) load_checkpoint(*control.checkpoint, spec, sel, plan, table, done);
  // What the checkpoint holds, searched again first unless taken on trust.
  const Table loaded = table;
  const Done loaded_done = done;

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
  // Workers search the units not done into `table`; then, rechecking, those the checkpoint marked
  // done into `again`.
  Table again = empty_table(spec);
  bool rechecking = false;
  auto worker = [&] {
    BitEngineWorkspace ws;
    try {
      for (std::uint64_t k; !stop && (k = next++) < ordinals;) {
        {
          std::lock_guard lock(mutex);
          if (rechecking ? !loaded_done.contains(k) : done.contains(k)) continue;
        }
        const std::uint64_t u = sel.offset + k * sel.stride;
        const unsigned M = plan.max_of(u);
        current_max = M;
        const std::uint64_t first = (u - plan.first_unit[M - spec.min_max]) * unit_indices;
        const std::uint64_t last = std::min(first + unit_indices, family_count(spec.family, M));
        Row row = run_unit(spec, M, first, last, Engine::bit, ws);
        std::lock_guard lock(mutex);
        if (rechecking) {
          again.rows[M - spec.min_max].merge(row);
          continue;
        }
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

  // The units a resumed checkpoint marks done are searched again first, before any save: a
  // refused checkpoint is left exactly as it was.
  if (control.checkpoint && !control.trust_checkpoint &&
      (loaded_done.below > 0 || !loaded_done.extra.empty())) {
    rechecking = true;
    {
      std::vector<std::jthread> threads;
      for (unsigned t = 0; t < control.threads; ++t) threads.emplace_back(worker);
    }
    if (failure) std::rethrow_exception(failure);
    if (const std::string why = first_table_difference(loaded, again); !why.empty())
      throw error("checkpoint " + control.checkpoint->string() +
                  ": the units it marks done do not give what it records when searched again (" +
                  why + "); the file is left in place: remove it to start afresh");
    rechecking = false;
    next = 0;
  }

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
