#include "nimlab/io/atomic_file.hpp"

#include <cstdio>
#include <fstream>
#include <random>
#include <string>

#include "nimlab/error.hpp"

namespace nimlab {

void write_file_atomically(const std::filesystem::path& path, std::string_view content) {
  namespace fs = std::filesystem;
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw error("cannot write " + path.string() + ": directory " + dir.string() +
                " does not exist");
  if (fs::is_directory(path, ec)) throw error("cannot write " + path.string() + ": is a directory");
  std::random_device rd;
  std::string tmp_name = path.filename().string();
  tmp_name.insert(tmp_name.begin(), '.');  // hidden while incomplete
  tmp_name.append(".").append(std::to_string(rd())).append(".tmp");
  const fs::path tmp = dir / tmp_name;
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw error("cannot write " + path.string() + ": cannot create a file in " + dir.string());
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.flush();
    if (!out) {
      out.close();
      fs::remove(tmp, ec);
      throw error("cannot write " + path.string() + ": write failed");
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    fs::remove(tmp, ec);
    throw error("cannot write " + path.string() + ": " + ec.message());
  }
}

}  // namespace nimlab
