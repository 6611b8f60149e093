// Opens with O_NONBLOCK so that a FIFO is seen (by fstat) instead of waited on, checks the file
// type and the size, then reads at most max_bytes + 1 bytes (a file that grows while being read
// is refused too). O(size) time and memory.
#include "nimlab/io/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

#include "file_kind.hpp"
#include "nimlab/error.hpp"

namespace nimlab {

std::string read_input_file(const std::filesystem::path& path, std::uint64_t max_bytes) {
  if (path.empty()) throw error("an input file name is empty");
  const std::string name = path.string();
  auto fail = [&](const std::string& why) -> error {
    return error("cannot read " + name + ": " + why);
  };
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw fail(std::generic_category().message(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw fail(std::generic_category().message(errno));
  if (!S_ISREG(st.st_mode))
    throw fail("it is " + io::file_kind(st.st_mode) + ", not a regular file");
  const auto size = static_cast<std::uint64_t>(st.st_size);
  auto too_large = [&] {
    return fail("larger than the limit of " + std::to_string(max_bytes) + " bytes");
  };
  if (size > max_bytes) throw too_large();
  std::string text;
  text.resize(static_cast<std::size_t>(size) + 1);
  std::size_t used = 0;
  for (;;) {
    if (used == text.size()) {
      if (used > max_bytes) throw too_large();
      text.resize(std::min<std::uint64_t>(2 * used + 1, max_bytes + 1));
    }
    const ssize_t n = ::read(fd, text.data() + used, text.size() - used);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw fail(std::generic_category().message(errno));
    }
    if (n == 0) break;
    used += static_cast<std::size_t>(n);
  }
  if (used > max_bytes) throw too_large();
  text.resize(used);
  return text;
}

}  // namespace nimlab
