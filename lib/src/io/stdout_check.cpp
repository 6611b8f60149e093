// A stream buffer on file descriptor 1 that remembers the errno of the first failed write(2):
// stdio's buffered stdout loses it (the error flag stays, errno is overwritten), so the message
// could not say "No space left on device".
#include "nimlab/io/stdout_check.hpp"

#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <streambuf>
#include <system_error>
#include <vector>

namespace nimlab {

class CheckedStdout::Buffer : public std::streambuf {
 public:
  Buffer() : data_(1 << 16) { setp(data_.data(), data_.data() + data_.size()); }

  int error() const { return error_; }

 protected:
  int_type overflow(int_type ch) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(ch);
      pbump(1);
    }
    return traits_type::not_eof(ch);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  // Writes the buffered bytes; false (and the errno kept) on the first failure.
  bool drain() {
    const char* p = pbase();
    std::size_t left = static_cast<std::size_t>(pptr() - pbase());
    while (left > 0 && error_ == 0) {
      const ssize_t n = ::write(STDOUT_FILENO, p, left);
      if (n < 0) {
        if (errno == EINTR) continue;
        error_ = errno;
        break;
      }
      p += n;
      left -= static_cast<std::size_t>(n);
    }
    setp(data_.data(), data_.data() + data_.size());  // failed output is dropped
    return error_ == 0;
  }

  std::vector<char> data_;
  int error_ = 0;
};

CheckedStdout::CheckedStdout()
    : buffer_(std::make_unique<Buffer>()), previous_(std::cout.rdbuf(buffer_.get())) {}

CheckedStdout::~CheckedStdout() {
  std::cout.flush();
  std::cout.rdbuf(previous_);
}

StdoutState CheckedStdout::finish() {
  std::cout.flush();
  StdoutState s;
  if (buffer_->error() != 0 || !std::cout) {
    s.failed = true;
    s.closed_pipe = buffer_->error() == EPIPE;
    s.reason = buffer_->error() ? std::generic_category().message(buffer_->error())
                                : std::string("write error");
  }
  return s;
}

}  // namespace nimlab
