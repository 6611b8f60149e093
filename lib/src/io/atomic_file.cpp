// Safe replacement of an output file: resolve links, refuse anything but a regular file, write a
// temporary file beside the target with O_EXCL, fsync it, rename it over the target, fsync the
// directory. The temporary file takes the mode of the file it replaces. O(size) time.
#include "nimlab/io/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <random>
#include <string>
#include <system_error>

#include "file_kind.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;

std::string errno_text() {
  return std::generic_category().message(errno);
}

fs::path directory_of(const fs::path& p) {
  return p.has_parent_path() ? p.parent_path() : fs::path(".");
}

// Removes the temporary file unless the rename took it.
struct TemporaryFile {
  fs::path path;
  int fd = -1;
  bool renamed = false;
  ~TemporaryFile() {
    if (fd >= 0) ::close(fd);
    if (!renamed && !path.empty()) ::unlink(path.c_str());
  }
};

void write_all(int fd, std::string_view content, const std::string& name) {
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      throw io_error("cannot write " + name + ": " + errno_text());
    }
    content.remove_prefix(static_cast<std::size_t>(n));
  }
}

// The temporary files of `stem` ("." + name + ".") are named stem + "PID-RANDOM.tmp". A writer
// killed by SIGKILL leaves its file behind; the next write of the same target removes those whose
// process no longer exists here (kill(pid, 0) gives ESRCH). Files of live processes, and names
// of other patterns, are left alone.
void remove_stale_temporaries(const fs::path& dir, const std::string& stem) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.size() <= stem.size() + 4 || name.compare(0, stem.size(), stem) != 0 ||
        !name.ends_with(".tmp"))
      continue;
    const std::string middle = name.substr(stem.size(), name.size() - stem.size() - 4);
    const auto dash = middle.find('-');
    if (dash == 0 || dash == std::string::npos || dash > 9 ||
        middle.find_first_not_of("0123456789-") != std::string::npos ||
        middle.find('-', dash + 1) != std::string::npos)
      continue;
    const auto pid = static_cast<pid_t>(std::stol(middle.substr(0, dash)));
    if (pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH) ::unlink(it->path().c_str());
  }
}

// The refusal message when the target exists and is not a regular file, or "".
std::string refusal(const fs::path& target) {
  struct stat st {};
  if (::lstat(target.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return "";
  return "it is " + io::file_kind(st.st_mode) + ", and only a regular file is replaced";
}

}  // namespace

bool names_stdout(const fs::path& path) {
  return path.native() == "-";
}

bool output_exists(const fs::path& path) {
  struct stat st {};
  return ::lstat(output_target(path).c_str(), &st) == 0 || errno != ENOENT;
}

bool same_output(const fs::path& a, const fs::path& b) {
  if (names_stdout(a) || names_stdout(b)) return false;
  // Absolute first: weakly_canonical leaves a relative name of a missing file relative, so
  // "x" and "./x" would differ. output_target has already followed every link, dangling or not.
  const auto resolved = [](const fs::path& p) {
    std::error_code ec;
    fs::path abs = fs::absolute(output_target(p), ec);
    if (!ec) abs = fs::weakly_canonical(abs, ec);
    return ec ? fs::path() : abs.lexically_normal();
  };
  const fs::path ta = resolved(a), tb = resolved(b);
  return !ta.empty() && ta == tb;
}

fs::path output_target(const fs::path& path) {
  if (path.empty()) throw error("an output file name is empty");
  const std::string name = path.string();
  auto fail = [&](const std::string& why) -> error {
    return error("cannot write " + name + ": " + why);
  };
  fs::path p = path;
  for (int hops = 0;; ++hops) {
    if (!p.has_filename()) throw fail("the name ends in '/'");
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0) {
      if (errno != ENOENT) throw fail(errno_text());
      const fs::path dir = directory_of(p);
      struct stat ds {};
      if (::stat(dir.c_str(), &ds) != 0 || !S_ISDIR(ds.st_mode))
        throw fail("directory " + dir.string() + " does not exist");
      return p;
    }
    if (S_ISLNK(st.st_mode)) {
      if (hops == 40) throw fail("too many levels of symbolic links");
      std::error_code ec;
      const fs::path link = fs::read_symlink(p, ec);
      if (ec) throw fail(ec.message());
      p = link.is_absolute() ? link : directory_of(p) / link;
      continue;
    }
    if (!S_ISREG(st.st_mode))
      throw fail("it is " + io::file_kind(st.st_mode) + ", and only a regular file is replaced");
    return p;
  }
}

void write_file_atomically(const fs::path& path, std::string_view content) {
  if (names_stdout(path)) {
    std::cout.write(content.data(), static_cast<std::streamsize>(content.size()));
    std::cout.flush();
    return;
  }
  const std::string name = path.string();
  const fs::path target = output_target(path);
  const fs::path dir = directory_of(target);

  TemporaryFile tmp;
  std::random_device rd;
  // Short enough for NAME_MAX whatever the target's name. Appended piece by piece: GCC 12 sees a
  // possible overlap (-Wrestrict) in "." + a temporary string, which copies within one buffer.
  std::string stem(1, '.');
  stem.append(target.filename().string(), 0, 200);
  stem.push_back('.');
  remove_stale_temporaries(dir, stem);
  const std::string pid = std::to_string(::getpid()) + "-";
  for (int attempt = 0; tmp.fd < 0; ++attempt) {
    const fs::path candidate = dir / (stem + pid + std::to_string(rd()) + ".tmp");
    const int fd = ::open(candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
      tmp.fd = fd;
      tmp.path = candidate;
    } else if (errno != EEXIST || attempt == 100) {
      throw io_error("cannot write " + name + ": cannot create a file in " + dir.string() + ": " +
                     errno_text());
    }
  }
  struct stat old {};
  if (::stat(target.c_str(), &old) == 0 && S_ISREG(old.st_mode))
    ::fchmod(tmp.fd, old.st_mode & 07777);  // best effort: keep the permissions of the old file
  write_all(tmp.fd, content, name);
  if (::fsync(tmp.fd) != 0) throw io_error("cannot write " + name + ": fsync: " + errno_text());
  const int fd = tmp.fd;
  tmp.fd = -1;
  if (::close(fd) != 0) throw io_error("cannot write " + name + ": " + errno_text());
  // The target may have changed since output_target looked at it.
  if (const std::string why = refusal(target); !why.empty())
    throw error("cannot write " + name + ": " + why);
  if (::rename(tmp.path.c_str(), target.c_str()) != 0)
    throw io_error("cannot write " + name + ": " + errno_text());
  tmp.renamed = true;
  // The rename is durable once the directory entry is on disk.
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    const int rc = ::fsync(dfd);
    const int err = errno;
    ::close(dfd);
    if (rc != 0 && err != EINVAL && err != EROFS)
      throw io_error("cannot write " + name + ": fsync of " + dir.string() + ": " +
                     std::generic_category().message(err));
  }
}

}  // namespace nimlab
