#pragma once
// The single exception type of nimlab. It signals bad input or a usage error (CLI exit code 2);
// the CLI prints it as "nimlab: <message>". Internal failures use other exception types.
#include <stdexcept>
#include <string>

namespace nimlab {

class error : public std::runtime_error {
 public:
  explicit error(const std::string& message) : std::runtime_error(message) {}
};

// A file that was accepted but could not be written (a full disk, an I/O error): not the input's
// fault, so the CLI exits 1 for it. Refusing a target before writing (a directory, a device, a
// missing folder) is an `error`.
class io_error : public error {
 public:
  using error::error;
};

}  // namespace nimlab
