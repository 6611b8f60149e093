// The parsers of outside text (octal codes, subtraction sets, heap lists): every valid text
// round-trips through the canonical form, and malformed text is nimlab::error, never a crash.
// The fuzz harnesses of tests/fuzz check the same invariants on arbitrary bytes; these properties
// run in every build, including the sanitizer build.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "nimlab/count/splits.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/all_but.hpp"
#include "nimlab/game/octal_code.hpp"
#include "nimlab/game/subtraction_set.hpp"

namespace {

using nimlab::AllButSubtraction;
using nimlab::OctalCode;
using nimlab::SubtractionSet;

RC_GTEST_PROP(Parsers, OctalCodesRoundTrip, ()) {
  const bool four = *rc::gen::arbitrary<bool>();
  const auto digits = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 8));
  std::string text = four ? "4." : (*rc::gen::arbitrary<bool>() ? "0." : ".");
  for (int d : digits) text += static_cast<char>('0' + d);
  // The digit limit counts up to the last non-zero digit (trailing zeros are dropped).
  std::size_t t = 0;
  for (std::size_t k = 0; k < digits.size(); ++k)
    if (digits[k] != 0) t = k + 1;
  if ((!four && t == 0) || t > OctalCode::max_digits) {
    RC_ASSERT_THROWS_AS(OctalCode::parse(text), nimlab::error);
    return;
  }
  const OctalCode code = OctalCode::parse(text);
  RC_ASSERT(OctalCode::parse(code.to_string()) == code);
  // The canonical form drops a leading 0 and trailing zeros, nothing else.
  for (std::size_t k = 1; k <= digits.size(); ++k)
    RC_ASSERT(code.digit(k) == static_cast<std::uint8_t>(digits[k - 1]));
}

TEST(Parsers, OctalCodesAcceptFourPointAlone) {
  EXPECT_EQ(OctalCode::parse("4.").to_string(), "4.");
  EXPECT_EQ(OctalCode::parse("4.0"), OctalCode::parse("4."));
  EXPECT_TRUE(OctalCode::parse("4.").splits());
  for (const char* bad : {"", ".", "0.", ".0", "0.00", "8.1", "4", ".18", "..1", "1.1", "4.1x"})
    EXPECT_THROW(OctalCode::parse(bad), nimlab::error) << bad;
}

RC_GTEST_PROP(Parsers, SubtractionSetsRoundTrip, ()) {
  const auto elements = *rc::gen::nonEmpty(
      rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(1, 2000)));
  std::string text;
  for (std::int64_t e : elements) text += (text.empty() ? "" : ", ") + std::to_string(e);
  std::vector<std::int64_t> sorted = elements;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
    RC_ASSERT_THROWS_AS(SubtractionSet::parse(text), nimlab::error);
    return;
  }
  const SubtractionSet s = SubtractionSet::parse(text);
  RC_ASSERT(SubtractionSet::parse(s.to_string()) == s);
  RC_ASSERT(SubtractionSet::parse("{" + text + "}") == s);
  RC_ASSERT(std::vector<std::int64_t>(s.elements().begin(), s.elements().end()) == sorted);
}

RC_GTEST_PROP(Parsers, ExclusionSetsRoundTrip, ()) {
  const auto excluded = *rc::gen::nonEmpty(
      rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(1, 2000)));
  std::string text;
  for (std::int64_t e : excluded) text += (text.empty() ? "" : " , ") + std::to_string(e);
  std::vector<std::int64_t> sorted = excluded;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
    RC_ASSERT_THROWS_AS(AllButSubtraction::parse(text), nimlab::error);
    return;
  }
  const AllButSubtraction x = AllButSubtraction::parse(text);
  RC_ASSERT(AllButSubtraction::parse(x.to_string()) == x);
  RC_ASSERT(AllButSubtraction::parse("{" + text + "}") == x);
  RC_ASSERT(std::vector<std::int64_t>(x.excluded().begin(), x.excluded().end()) == sorted);
  for (std::int64_t e : sorted) RC_ASSERT(x.excludes(static_cast<std::uint32_t>(e)));
}

// Every malformed exclusion set is one error that names the allowed range.
TEST(Parsers, MalformedExclusionSetsNameTheRange) {
  const std::string range = "from 1 to " + std::to_string(AllButSubtraction::max_excluded_limit);
  for (const char* bad : {"", " ", "{}", ",", "2,", "2,,3", "0", "-1", "x", "2;3", "1.5", "1048577",
                          "4294967297", "99999999999999999999999"}) {
    try {
      AllButSubtraction::parse(bad);
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const nimlab::error& e) {
      EXPECT_NE(std::string(e.what()).find(range), std::string::npos) << bad << ": " << e.what();
    }
  }
  EXPECT_THROW(AllButSubtraction::parse("2,2"), nimlab::error);
  EXPECT_THROW(AllButSubtraction::parse("3,1,3"), nimlab::error);
  EXPECT_EQ(AllButSubtraction::parse("1048576").excluded().back(), 1048576u);
}

TEST(Parsers, MalformedSetsAndHeapsAreErrors) {
  for (const char* bad : {"", ",", "1,,2", "0", "-1", "1,1", "x", "4294967297", "{1", "1;2"})
    EXPECT_THROW(SubtractionSet::parse(bad), nimlab::error) << bad;
  EXPECT_EQ(nimlab::parse_heaps("3, 2,7", 100), (std::vector<std::uint32_t>{3, 2, 7}));
  for (const char* bad : {"", "0", "3,0", "-1", "1,,2", "x", "60,50", "4294967297"})
    EXPECT_THROW(nimlab::parse_heaps(bad, 100), nimlab::error) << bad;
}

}  // namespace
