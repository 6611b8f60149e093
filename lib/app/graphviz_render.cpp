#include "graphviz_render.hpp"

#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "nimlab/error.hpp"

extern char** environ;

namespace nimlab::app {
namespace {

// A private temporary directory, removed with everything in it when the object goes.
class ScratchDirectory {
 public:
  ScratchDirectory() {
    std::string pattern = (std::filesystem::temp_directory_path() / "nimlab-dot-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr)
      throw std::runtime_error("cannot make a temporary directory for dot");
    path_ = pattern;
  }
  ~ScratchDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

bool executable_file(const std::filesystem::path& p) {
  struct stat s {};
  return ::stat(p.c_str(), &s) == 0 && S_ISREG(s.st_mode) && ::access(p.c_str(), X_OK) == 0;
}

}  // namespace

std::filesystem::path find_dot_program() {
  const char* path = std::getenv("PATH");
  std::string_view dirs = path ? path : "";
  while (!dirs.empty()) {
    const auto colon = dirs.find(':');
    const std::string_view dir = dirs.substr(0, colon);
    dirs = colon == std::string_view::npos ? std::string_view{} : dirs.substr(colon + 1);
    if (dir.empty()) continue;
    const std::filesystem::path candidate = std::filesystem::path(dir) / "dot";
    if (executable_file(candidate)) return candidate;
  }
  throw error(
      "--format svg and png need Graphviz's dot program, which is not on PATH (install the "
      "Debian package graphviz, e.g. with scripts/setup.sh), or use --format dot");
}

std::string render_with_dot(const std::filesystem::path& dot, const std::string& dot_text,
                            const std::string& format) {
  const ScratchDirectory scratch;
  const std::filesystem::path in = scratch.path() / "graph.dot", out = scratch.path() / "graph.out";
  {
    std::ofstream f(in, std::ios::binary);
    f << dot_text;
    if (!f.flush()) throw std::runtime_error("cannot write the temporary file " + in.string());
  }
  std::vector<std::string> args{dot.string(), "-T" + format, "-o", out.string(), in.string()};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (const int rc = ::posix_spawn(&pid, dot.c_str(), nullptr, nullptr, argv.data(), environ))
    throw std::runtime_error("cannot run " + dot.string() + " (error " + std::to_string(rc) + ")");
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) throw std::runtime_error("lost track of " + dot.string());
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw std::runtime_error(dot.string() + " -T" + format + " failed (status " +
                             std::to_string(status) + ")");
  std::ifstream f(out, std::ios::binary);
  if (!f) throw std::runtime_error(dot.string() + " wrote no output");
  std::ostringstream content;
  content << f.rdbuf();
  return content.str();
}

}  // namespace nimlab::app
