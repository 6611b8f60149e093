#pragma once
// Data files are written atomically: the content goes to a temporary file in the same directory,
// which is flushed and renamed over the target, so a reader never sees a half-written file.
#include <filesystem>
#include <string_view>

namespace nimlab {

// Throws nimlab::error if the directory is missing or the file cannot be written.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

}  // namespace nimlab
