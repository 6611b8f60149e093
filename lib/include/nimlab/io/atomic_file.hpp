#pragma once
// The one way nimlab writes an output file. The content goes to a temporary file in the target's
// directory, which is fsync'ed and renamed over the target, and the directory is fsync'ed, so an
// existing file is never seen truncated or half-written, even when the writer is killed (a killed
// writer may leave a hidden ".NAME.PID-RANDOM.tmp" file beside the target, never a damaged
// target; the next write of that target removes the files of processes that no longer exist on
// this machine. A writer of the same target on another machine or in another PID namespace could
// lose its temporary file that way: its write then fails, exit 1, and the target stays whole).
//
// - A symbolic link is followed: its final target gets the new content and the link stays.
// - Only a regular file is ever replaced: a FIFO, device, directory or socket is refused.
// - The name "-" means standard output, everywhere a file name is taken.
#include <filesystem>
#include <string_view>

namespace nimlab {

// True for "-", the name of standard output.
bool names_stdout(const std::filesystem::path& path);

// The path the content of `path` would replace: symbolic links are resolved (at most 40 hops).
// Throws nimlab::error when the name is empty, names something other than a regular file, or its
// directory does not exist. Commands call it before long work, so a bad target is refused first.
std::filesystem::path output_target(const std::filesystem::path& path);

// Whether the file `path` names exists, symbolic links followed as the writer follows them: a
// dangling link names a file still to be created. Throws as output_target does.
bool output_exists(const std::filesystem::path& path);

// Whether two output names reach the same file (links followed; "-" is never the same file), so
// that a command refuses to write two of its results over each other.
bool same_output(const std::filesystem::path& a, const std::filesystem::path& b);

// Writes `content` to `path` as described above ("-": to std::cout, whose state the CLI checks
// at exit). Throws nimlab::error when the target is refused, nimlab::io_error when a write,
// fsync or rename fails (a full disk).
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

}  // namespace nimlab
