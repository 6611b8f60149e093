#include "data_dirs.hpp"

#include "commands.hpp"

namespace nimlab::app {

namespace fs = std::filesystem;

DataDirs data_dirs() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path shared = exe.parent_path().parent_path() / "share" / "nimlab" / "published";
    if (fs::is_directory(shared, ec)) return {shared, fs::path("nimlab-reproduce"), true};
  }
  return {source_tree() / "data" / "published", source_tree() / "data" / "reproduce", false};
}

}  // namespace nimlab::app
