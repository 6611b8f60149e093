#pragma once
// The integer types exact counting is templated on. GMP (mpz_int) is the production backend;
// Boost's own cpp_int is a second, independent implementation of the same arithmetic, so that a
// disagreement between the two points at a backend fault rather than at the counting method.
#include <boost/multiprecision/cpp_int.hpp>
#include <boost/multiprecision/gmp.hpp>
#include <string>
#include <string_view>

namespace nimlab {

using gmp_int = boost::multiprecision::mpz_int;
using boost_int = boost::multiprecision::cpp_int;

enum class Backend { gmp, cpp_int };

// Parses "gmp" or "cpp_int"; throws nimlab::error otherwise.
Backend parse_backend(std::string_view text);
std::string backend_name(Backend backend);  // "gmp" / "cpp_int"

}  // namespace nimlab
