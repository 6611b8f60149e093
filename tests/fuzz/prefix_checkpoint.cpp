// Checkpoints of the sparse-space engine (`period --checkpoint`): the first byte picks a game,
// the rest is the file. An accepted checkpoint holds exactly the game's values (the classical
// loop agrees) and writes back to the same bytes.
#include "nimlab/values/prefix_checkpoint.hpp"
#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/values/sequence.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const char* codes[] = {".6", ".16", ".4", ".07"};
  const nimlab::SequenceSpec spec(nimlab::OctalCode::parse(codes[data[0] % 4]),
                                  nimlab::Kind::grundy, {});
  const std::string_view bytes = nimlab::fuzz::text_of(data + 1, size - 1);
  nimlab::SparseGrundy engine(spec.game());
  try {
    nimlab::load_prefix_checkpoint(bytes, spec, engine, "fuzz");
  } catch (const nimlab::error&) {
    nimlab::fuzz::check(engine.size() == 0, "a refused checkpoint changed the engine");
    return 0;
  }
  nimlab::fuzz::check(
      engine.values() == nimlab::grundy_values_classical(spec.game(), engine.size()),
      "accepted values differ from the game's");
  nimlab::fuzz::check(nimlab::prefix_checkpoint_bytes(spec, engine) == bytes,
                      "checkpoint does not write back to the same bytes");
  return 0;
}
