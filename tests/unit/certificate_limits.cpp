// The limits table of proofs/certificate-format.md states the constants that producer and
// checker compile in (nimlab/certificate/limits.hpp), and the producer stays within them: it
// never computes more values than the checker reads.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "nimlab/certificate/certificate.hpp"
#include "nimlab/certificate/limits.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

namespace lim = certificate_limits;

// Rows "| `name` | 2^a | ..." or "| `name` | 2^a - 1 | ...".
std::map<std::string, std::uint64_t> documented_limits() {
  std::ifstream in(std::string(NIMLAB_SOURCE_DIR) + "/proofs/certificate-format.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  const std::regex row(R"(\| `(\w+)` \| 2\^(\d+)( - 1)? \|)");
  std::map<std::string, std::uint64_t> out;
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), row); it != std::sregex_iterator();
       ++it) {
    std::uint64_t v = std::uint64_t{1} << std::stoi((*it)[2]);
    if ((*it)[3].matched) v -= 1;
    out[(*it)[1]] = v;
  }
  return out;
}

TEST(CertificateLimits, TheFormatsTableStatesTheCompiledConstants) {
  const std::map<std::string, std::uint64_t> expected = {
      {"max_listed_values", lim::max_listed_values},
      {"max_listed_values_split", lim::max_listed_values_split},
      {"max_listed_values_hex", lim::max_listed_values_hex},
      {"max_listed_values_all_but", lim::max_listed_values_all_but},
      {"max_hex_moves", lim::max_hex_moves},
      {"max_sparse_values", lim::max_sparse_values},
      {"max_rare_positions", lim::max_rare_positions},
      {"max_sparse_value", lim::max_sparse_value},
      {"max_check_work", lim::max_check_work},
      {"max_set_element", lim::max_set_element},
      {"max_octal_digits", lim::max_octal_digits},
  };
  EXPECT_EQ(documented_limits(), expected);
}

TEST(CertificateLimits, TheProducerNeverReachesBeyondTheChecker) {
  EXPECT_LE(max_sparse_length, lim::max_sparse_values);
  EXPECT_LE(sparse_certificate_above, lim::max_listed_values_split);
}

}  // namespace
}  // namespace nimlab
