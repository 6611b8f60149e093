// Names of the big-integer backends of exact counting (gmp, cpp_int). Constant time.
#include "nimlab/count/big_int.hpp"

#include "nimlab/error.hpp"

namespace nimlab {

Backend parse_backend(std::string_view text) {
  if (text == "gmp") return Backend::gmp;
  if (text == "cpp_int") return Backend::cpp_int;
  throw error("unknown backend '" + std::string(text) + "' (expected gmp or cpp_int)");
}

std::string backend_name(Backend backend) {
  return backend == Backend::gmp ? "gmp" : "cpp_int";
}

}  // namespace nimlab
