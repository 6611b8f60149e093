// Checkpoints of the sparse-space engine (see nimlab/values/prefix_checkpoint.hpp). Saving is
// O(values); loading proves every value (values/prefix_verify.hpp).
#include "nimlab/values/prefix_checkpoint.hpp"

#include <algorithm>

#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/input_file.hpp"
#include "values/prefix_verify.hpp"

namespace nimlab {
namespace {

constexpr std::string_view magic = "nimlab-prefix-checkpoint/1\n";
std::string sequence_text(const SequenceSpec& spec) {
  return "rule=" + spec.game().name() + " kind=" + kind_name(spec.kind()) +
         " convention=" + to_string(spec.convention());
}

std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

void put(std::string& out, std::uint64_t v, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xffu));
}

void put_text(std::string& out, std::string_view text) {
  put(out, text.size(), 4);
  out.append(text);
}

// Reads the fields in order; every read is bounds-checked.
class Reader {
 public:
  Reader(std::string_view bytes, const std::string& name) : bytes_(bytes), name_(name) {}
  std::uint64_t number(unsigned bytes) {
    const std::string_view b = take(bytes);
    std::uint64_t v = 0;
    for (unsigned i = 0; i < bytes; ++i)
      v |= std::uint64_t{static_cast<unsigned char>(b[i])} << (8 * i);
    return v;
  }
  std::string text() {
    const std::uint64_t length = number(4);
    if (length > 4096) throw refused("a text field of " + std::to_string(length) + " bytes");
    return std::string(take(length));
  }
  std::string_view take(std::uint64_t n) {
    if (n > bytes_.size() - at_) throw refused("it is truncated");
    const std::string_view b = bytes_.substr(at_, n);
    at_ += n;
    return b;
  }
  std::size_t at() const { return at_; }
  error refused(const std::string& why) const {
    return error(name_ + " is not a usable checkpoint: " + why + " (the file is left in place)");
  }

 private:
  std::string_view bytes_;
  const std::string& name_;
  std::size_t at_ = 0;
};

template <class T>
std::vector<T> decode_values(std::string_view b, std::size_t count) {
  std::vector<T> g(count);
  for (std::size_t n = 0; n < count; ++n) {
    T v = 0;
    for (unsigned i = 0; i < sizeof(T); ++i)
      v |= static_cast<T>(static_cast<T>(static_cast<unsigned char>(b[n * sizeof(T) + i]))
                          << (8 * i));
    g[n] = v;
  }
  return g;
}

// The work counters cannot be derived from the values without redoing the work, and nothing
// decides on them (the work estimates probe afresh: period/work_limit.cpp); they are statistics.
// Counts no computation of `count` values can reach are still refused, naming the field.
void check_counters(const SparseCounters& c, std::uint64_t count, const Game& game,
                    const Reader& in) {
  const auto refuse = [&](const char* field, std::uint64_t value, const std::string& most) {
    return in.refused("its field " + std::string(field) + " = " + std::to_string(value) +
                      " is more than " + std::to_string(count) + " values allow (" + most + ")");
  };
  if (c.searches > count) throw refuse("searches", c.searches, "one a heap");
  if (c.full_heaps > count) throw refuse("full_heaps", c.full_heaps, "one a heap");
  // Heap n has at most n / 2 + 1 splits per splitting digit; a search visits each at most once
  // (a few more allowed for the blocks of eight a search reads at a time).
  // count <= 2^32, so the splits of one digit fit 64 bits; the product saturates.
  const std::uint64_t digits = game.moves().splits.size() + game.moves().unequal_splits.size();
  const std::uint64_t per_digit = count / 2 * (count / 2) + 16 * count;
  const std::uint64_t most =
      digits != 0 && per_digit > UINT64_MAX / digits ? UINT64_MAX : digits * per_digit;
  if (c.search_splits > most)
    throw refuse("search_splits", c.search_splits, "at most " + std::to_string(most) + " splits");
}

}  // namespace

std::uint64_t prefix_checkpoint_limit() {
  return (std::uint64_t{64} << 10) + std::uint64_t{4} * max_sparse_length;
}

std::string prefix_checkpoint_bytes(const SequenceSpec& spec, const SparseGrundy& engine) {
  const SparseStats stats = engine.stats();
  std::string out(magic);
  put_text(out, NIMLAB_VERSION);
  put_text(out, sequence_text(spec));
  std::visit(
      [&](const auto& g) {
        using T = typename std::decay_t<decltype(g)>::value_type;
        out.reserve(out.size() + 64 + g.size() * sizeof(T));
        put(out, 8 * sizeof(T), 1);
        put(out, g.size(), 8);
        put(out, stats.searches, 8);
        put(out, stats.search_splits, 8);
        put(out, stats.full_heaps, 8);
        for (T v : g) put(out, v, sizeof(T));
      },
      engine.storage());
  put(out, fnv1a(out), 8);
  return out;
}

void load_prefix_checkpoint(std::string_view bytes, const SequenceSpec& spec, SparseGrundy& engine,
                            const std::string& name) {
  Reader in(bytes, name);
  if (in.take(std::min(bytes.size(), magic.size())) != magic)
    throw in.refused("it does not start with '" + std::string(magic.substr(0, magic.size() - 1)) +
                     "'");
  const std::string version = in.text();
  if (version != NIMLAB_VERSION)
    throw error(name + " was written by nimlab " + version + ", this is " + NIMLAB_VERSION +
                " (the file is left in place)");
  const std::string sequence = in.text(), want = sequence_text(spec);
  if (sequence != want)
    throw error(name + " is a checkpoint of another sequence (" + sequence + "; this run: " + want +
                "; the file is left in place)");
  const std::uint64_t bits = in.number(1), count = in.number(8);
  if (bits != 8 && bits != 16 && bits != 32)
    throw in.refused(std::to_string(bits) + " bits per value");
  if (count > max_sparse_length)
    throw in.refused(std::to_string(count) + " values, more than the limit " +
                     std::to_string(max_sparse_length));
  SparseCounters counters;
  counters.searches = in.number(8);
  counters.search_splits = in.number(8);
  counters.full_heaps = in.number(8);
  check_counters(counters, count, spec.game(), in);
  const std::uint64_t expected = in.at() + count * (bits / 8) + 8;
  if (bytes.size() != expected)
    throw in.refused("it has " + std::to_string(bytes.size()) + " bytes, its header announces " +
                     std::to_string(expected) + " (truncated or extended)");
  const std::string_view body = in.take(count * (bits / 8));
  const std::uint64_t stored = in.number(8);
  if (stored != fnv1a(bytes.substr(0, bytes.size() - 8)))
    throw in.refused("its checksum does not match its content (the file is damaged)");
  SparseStorage values;
  if (bits == 8)
    values = decode_values<std::uint8_t>(body, count);
  else if (bits == 16)
    values = decode_values<std::uint16_t>(body, count);
  else
    values = decode_values<std::uint32_t>(body, count);
  // The checksum only detects accidents: every value is proven before it is believed.
  // On the engine's threads: --threads and OMP_NUM_THREADS bound the proof as they bound the work.
  if (const auto wrong = detail::first_wrong_value(spec.game(), values, engine.threads()))
    throw error(name + " is not a usable checkpoint: it says G(" + std::to_string(wrong->heap) +
                ") = " + std::to_string(wrong->claimed) + ", the rules give " +
                std::to_string(wrong->rules) + " (the file is left in place)");
  try {
    engine.restore(std::move(values), counters);
  } catch (const error& e) {
    throw in.refused(e.what());
  }
}

namespace {

SparseGrundy& engine_of(ValuePrefix& prefix) {
  SparseGrundy* e = prefix.sparse_engine();
  if (!e)
    throw error(
        "--checkpoint applies to the Grundy values of octal games that split heaps (the long "
        "computations of the sparse engine); " +
        prefix.spec().game().name() + " has none");
  return *e;
}

}  // namespace

PrefixCheckpoint::PrefixCheckpoint(std::filesystem::path path, ValuePrefix& prefix,
                                   double every_seconds)
    : PrefixCheckpoint(std::move(path), prefix.spec(), engine_of(prefix), every_seconds) {}

PrefixCheckpoint::PrefixCheckpoint(std::filesystem::path path, const SequenceSpec& spec,
                                   SparseGrundy& engine, double every_seconds)
    : path_(std::move(path)), spec_(spec), engine_(engine), every_(every_seconds) {
  if (names_stdout(path_))
    throw error("a checkpoint is read back, so it must be a file, not '-' (stdout)");
  output_target(path_);  // a FIFO, device or missing directory is refused before any work
  if (output_exists(path_)) {
    const std::string name = "checkpoint " + path_.string();
    load_prefix_checkpoint(read_input_file(path_, prefix_checkpoint_limit()), spec_, engine_, name);
    resumed_ = engine_.size();
  }
  last_save_ = std::chrono::steady_clock::now();
  engine_.set_pause([this] { maybe_save(); });
}

PrefixCheckpoint::~PrefixCheckpoint() {
  engine_.set_pause({});
}

void PrefixCheckpoint::save() {
  const auto t0 = std::chrono::steady_clock::now();
  write_file_atomically(path_, prefix_checkpoint_bytes(spec_, engine_));
  last_save_ = std::chrono::steady_clock::now();
  save_seconds_ = std::chrono::duration<double>(last_save_ - t0).count();
}

void PrefixCheckpoint::maybe_save() {
  const double since =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save_).count();
  if (since >= std::max(every_, 10 * save_seconds_)) save();
}

}  // namespace nimlab
