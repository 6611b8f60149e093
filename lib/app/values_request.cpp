#include "values_request.hpp"

#include <string>

#include "nimlab/error.hpp"
#include "nimlab/positions/heap_options.hpp"
#include "nimlab/positions/named_game_json.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix.hpp"
#include "nimlab/values/value_view.hpp"
#include "nimlab/values/work_estimate.hpp"
#include "values_report.hpp"

namespace nimlab::app {

ValuesRequest::ValuesRequest(const GameOptions& options)
    : game_(options.named()), convention_(options.convention()) {
  kind_ = options.kind(convention_);
  if (game_.game()) {
    spec_ = options.spec();
    return;
  }
  if (!game_.heap_game())
    throw error("--game " + game_.text() +
                ": its moves involve the whole position, so it has no sequence of single-heap "
                "values (use nimlab solve for its positions)");
  if (convention_ != Convention{})
    throw error("--game " + game_.text() +
                ": values gives its Grundy values and normal-play outcomes only (its misere and "
                "draw outcomes are not single-heap sequences here; use nimlab solve)");
}

std::size_t ValuesRequest::max_count() const {
  return spec_ ? max_length_for(spec_->game()) : max_sequence_length;
}

void ValuesRequest::check_length(std::size_t count) const {
  if (count > max_count())
    throw error("--count " + std::to_string(count) + ": " + spec_->game().name() +
                " is computed up to " + std::to_string(max_count()) + " values (" +
                max_length_reason(spec_->game()) + ")");
}

std::uint64_t ValuesRequest::check_work(std::size_t count, std::uint64_t max_work) const {
  // Games known by name have closed forms or a few moves per heap: linear work.
  return spec_ ? check_values_work(*spec_, count, max_work) : count;
}

std::size_t ValuesRequest::probe_length(std::size_t count, std::uint64_t max_work) const {
  return spec_ ? values_probe_length(spec_->game(), count, max_work) : 0;
}

Sequence ValuesRequest::compute(std::size_t count, const ValuesHooks& hooks) const {
  // Three-heap splits: their engine shares each heap among the threads and has no pause.
  if (spec_ && spec_->kind() == Kind::grundy && !spec_->game().moves().triple_splits.empty())
    return grundy_values(spec_->game(), count, hooks.threads);
  if (spec_ && (hooks.pause || uses_sparse_engine(*spec_))) {
    // The shared prefix computes the same values, through the sparse engine for splitting
    // games, whose pause hook and threads it exposes.
    ValuePrefix prefix(*spec_);
    std::size_t computed = 0;
    if (SparseGrundy* engine = prefix.sparse_engine()) {
      engine->set_threads(hooks.threads);
      if (hooks.pause)
        engine->set_pause([&] { hooks.pause(computed += SparseGrundy::pause_interval); });
    }
    // One copy out of the engine's narrow storage (first() would keep a second one).
    return view_copy(prefix.view(count), 0, count);
  }
  if (spec_) return compute_values(*spec_, count);
  positions::GrundyValues grundy(game_);
  Sequence values(count);
  for (std::size_t n = 0; n < count; ++n) {
    const std::uint32_t g = grundy(static_cast<std::uint32_t>(n));
    values[n] = kind_ == Kind::grundy ? g : static_cast<Value>(g == 0 ? Outcome::P : Outcome::N);
  }
  return values;
}

nlohmann::json ValuesRequest::report(const Sequence& values) const {
  if (spec_) return values_report(*spec_, values);
  return values_report(positions::rule_json(game_), kind_, convention_, values);
}

}  // namespace nimlab::app
