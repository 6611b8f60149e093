#pragma once
// Runs a program through the shell as a user would, capturing its exit code, stdout and stderr
// in temporary files. Shared by the CLI tests.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace nimlab::testing {

struct ProgramRun {
  int code = -1;  // exit code, or -1 if the program did not exit normally
  std::string out, err;
};

inline std::string read_text_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline std::size_t count_lines(const std::string& s) {
  std::size_t n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

// `command_line` is passed to /bin/sh as is, followed by the two redirections.
inline ProgramRun run_program(const std::string& command_line) {
  namespace fs = std::filesystem;
  static int counter = 0;
  std::string name = "nimlab-test-run-";
  name.append(std::to_string(::getpid())).append("-").append(std::to_string(counter++));
  const fs::path dir = fs::temp_directory_path() / name;
  fs::create_directories(dir);
  const fs::path out = dir / "out", err = dir / "err";
  const std::string full = command_line + " >'" + out.string() + "' 2>'" + err.string() + "'";
  const int raw = std::system(full.c_str());
  ProgramRun r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read_text_file(out), read_text_file(err)};
  fs::remove_all(dir);
  return r;
}

// A fresh directory <tmp>/<name>_<pid> for one test program's files, made once per process.
inline const std::filesystem::path& scratch_directory(const std::string& name) {
  static const std::filesystem::path dir = [&] {
    const auto d =
        std::filesystem::temp_directory_path() / (name + "_" + std::to_string(::getpid()));
    std::filesystem::remove_all(d);
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

// Runs the nimlab binary under test with the given arguments.
inline ProgramRun run_nimlab(const std::string& args) {
  return run_program(std::string("'") + NIMLAB_BINARY + "' " + args);
}

}  // namespace nimlab::testing
