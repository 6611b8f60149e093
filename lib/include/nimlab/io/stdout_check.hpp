#pragma once
// Results go to stdout, and a result that did not reach its destination is a failure. The CLI
// routes std::cout through a CheckedStdout, which writes to file descriptor 1 itself and keeps the
// first error (a full disk, an I/O error, a closed pipe), and turns it into exit 1 at the end.
#include <memory>
#include <string>

namespace nimlab {

struct StdoutState {
  bool failed = false;       // some write to stdout failed
  bool closed_pipe = false;  // the failure is EPIPE: the reader downstream has gone away
  std::string reason;        // e.g. "No space left on device"
};

// While alive, std::cout writes through a buffer of its own to file descriptor 1; the destructor
// flushes and puts the previous buffer back. Output after the first failed write is discarded.
class CheckedStdout {
 public:
  CheckedStdout();
  ~CheckedStdout();
  CheckedStdout(const CheckedStdout&) = delete;
  CheckedStdout& operator=(const CheckedStdout&) = delete;

  // Flushes std::cout and reports whether every byte written so far reached the file.
  StdoutState finish();

 private:
  class Buffer;
  std::unique_ptr<Buffer> buffer_;
  std::streambuf* previous_;
};

}  // namespace nimlab
