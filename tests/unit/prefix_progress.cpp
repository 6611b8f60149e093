// The progress lines of a growing prefix of a splitting game: one at every power of two from
// 2^16, and between two powers once the set interval has passed without a line, saying how far
// towards the next power the values are (here with an interval of 0 s: at every pause of the
// engine, every 4096 heaps).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/prefix.hpp"

namespace nimlab {
namespace {

std::vector<std::string> lines_of_prefix(std::size_t count, double line_every) {
  std::vector<std::string> lines;
  ValuePrefix prefix(
      SequenceSpec(Game(OctalCode::parse(".6")), Kind::grundy),
      [&](std::string_view line) { lines.emplace_back(line); }, line_every);
  prefix.view(count);
  return lines;
}

TEST(PrefixProgress, LinesBetweenPowersOfTwoSayHowFarTheValuesAre) {
  const std::vector<std::string> lines = lines_of_prefix(std::size_t{1} << 16, 0);
  // Pauses at 4096 k for k = 1..16; the powers of two among them (4096 ... 2^16) get the power
  // line, which starts at 2^16: 16 - 5 pauses between powers, and the line at 2^16.
  ASSERT_EQ(lines.size(), 12u);
  EXPECT_EQ(lines[0].rfind("n=12288, 50% of the way to 2^14, largest G[", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind("n=20480, 25% of the way to 2^15, largest G[", 0), 0u) << lines[1];
  EXPECT_EQ(lines[2].rfind("n=24576, 50% of the way to 2^15, ", 0), 0u) << lines[2];
  EXPECT_EQ(lines[3].rfind("n=28672, 75% of the way to 2^15, ", 0), 0u) << lines[3];
  EXPECT_EQ(lines[4].rfind("n=36864, 12% of the way to 2^16, ", 0), 0u) << lines[4];
  EXPECT_EQ(lines[10].rfind("n=61440, 88% of the way to 2^16, ", 0), 0u) << lines[10];
  EXPECT_EQ(lines[11].rfind("n=2^16 largest G[", 0), 0u) << lines[11];
  // The pace since the last power is known, so each line between powers says when the next one
  // is due.
  for (std::size_t i = 0; i < 11; ++i)
    EXPECT_NE(lines[i].find(" in about "), std::string::npos) << lines[i];
}

TEST(PrefixProgress, AShortRunPrintsOnlyThePowerLines) {
  const std::vector<std::string> lines = lines_of_prefix(std::size_t{1} << 17, 3600);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].rfind("n=2^16 ", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind("n=2^17 ", 0), 0u) << lines[1];
}

}  // namespace
}  // namespace nimlab
