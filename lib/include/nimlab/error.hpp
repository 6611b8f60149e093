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

}  // namespace nimlab
