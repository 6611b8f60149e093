#pragma once
// The one way nimlab reads a data file given by the user (checkpoints, shard outputs,
// certificates, transcriptions): it must be a regular file no larger than a stated limit, so a
// FIFO cannot hang a run and /dev/zero cannot fill the memory.
#include <cstdint>
#include <filesystem>
#include <string>

namespace nimlab {

// Limit for the JSON files nimlab reads unless a caller states another one: 256 MiB.
inline constexpr std::uint64_t default_input_limit = std::uint64_t{256} << 20;

// The whole content of a regular file of at most max_bytes bytes. Throws nimlab::error (naming the
// file and the reason) when it is missing, unreadable, not a regular file, or too large. Opening
// does not block on a FIFO.
std::string read_input_file(const std::filesystem::path& path,
                            std::uint64_t max_bytes = default_input_limit);

}  // namespace nimlab
