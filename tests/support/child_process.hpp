#pragma once
// Starting nimlab as a child process that a test can kill at any moment (the kill -9 resume
// tests), and waiting for it.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

namespace nimlab::testing {

// Starts nimlab with `args`, stdout to the file `out` (stderr inherited); returns the child's pid.
inline pid_t start_nimlab(const std::vector<std::string>& args, const std::filesystem::path& out) {
  const pid_t pid = ::fork();
  if (pid != 0) return pid;
  const int fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  ::dup2(fd, STDOUT_FILENO);
  std::vector<char*> argv{const_cast<char*>(NIMLAB_BINARY)};
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  ::execv(NIMLAB_BINARY, argv.data());
  ::_exit(127);
}

// The child's exit code, or minus the signal that ended it.
inline int wait_for_child(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

}  // namespace nimlab::testing
