// Hexadecimal codes and Grundy's game in the game model: the text form round-trips, malformed
// codes are refused, the digits compile to the moves their bits spell (decoded here again from
// the definition: 1 leave no heap, 2 leave one, 4 leave two, 8 leave three), a code with every
// digit below 8 is the octal game it spells, and every service outside the octal model refuses
// or declines to prove instead of answering wrongly.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

const std::string hex_chars = "0123456789abcdef";

// A random code text: d0 in {"", 0, 4, 8, c} and 1..6 digits after the point, any case.
std::string random_code_text() {
  const auto head = *rc::gen::element<std::string>("", "0", "4", "8", "c", "C");
  const auto digits =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 7), rc::gen::inRange(0, 16));
  std::string text = head + ".";
  const bool upper = *rc::gen::arbitrary<bool>();
  for (int d : digits) {
    const char c = hex_chars[static_cast<std::size_t>(d)];
    text += upper && c >= 'a' ? static_cast<char>(c - 'a' + 'A') : c;
  }
  return text;
}

int digit_of(char c) {
  return static_cast<int>(hex_chars.find(static_cast<char>(std::tolower(c))));
}

RC_GTEST_PROP(HexCodes, ParsePrintParseRoundTrip, ()) {
  const std::string text = random_code_text();
  bool any = false;
  for (char c : text.substr(text.find('.') + 1)) any |= c != '0';
  const bool lead = text.find('.') == 1 && text[0] != '0';
  if (!any && !lead) {
    RC_ASSERT_THROWS_AS(HexCode::parse(text), error);
    return;
  }
  const HexCode code = HexCode::parse(text);
  RC_ASSERT(HexCode::parse(code.to_string()) == code);
  RC_ASSERT(HexCode::parse(code.to_string()).to_string() == code.to_string());
  // Canonical: lower case, no leading 0 before the point, no trailing zeros.
  for (char c : code.to_string()) RC_ASSERT(!(c >= 'A' && c <= 'F'));
  RC_ASSERT(code.to_string().back() != '0' || code.length() == 0);
}

// Every digit compiles to the moves its bits spell; digits below 8 throughout give the octal game.
RC_GTEST_PROP(HexCodes, DigitsCompileToTheirBits, ()) {
  const std::string text = random_code_text();
  HexCode code = HexCode::parse(".1");
  try {
    code = HexCode::parse(text);
  } catch (const error&) {
    RC_DISCARD("every digit 0: no move");
  }
  const Game game = code;
  Moves want;
  const std::size_t dot = text.find('.');
  std::vector<int> digits{dot == 0 ? 0 : digit_of(text[0])};
  for (char c : text.substr(dot + 1)) digits.push_back(digit_of(c));
  bool octal = true;
  for (std::size_t k = 0; k < digits.size(); ++k) {
    if (digits[k] & 1) want.eliminations.push_back(k);
    if (digits[k] & 2) want.reductions.push_back(k);
    if (digits[k] & 4) want.splits.push_back(k);
    if (digits[k] & 8) want.triple_splits.push_back(k);
    octal &= digits[k] < 8;
  }
  RC_ASSERT(game.moves().eliminations == want.eliminations);
  RC_ASSERT(game.moves().reductions == want.reductions);
  RC_ASSERT(game.moves().splits == want.splits);
  RC_ASSERT(game.moves().triple_splits == want.triple_splits);
  RC_ASSERT(game.moves().unequal_splits.empty());
  RC_ASSERT(game.octal_moves_only() == octal);
  if (octal) {
    RC_ASSERT(game == Game(OctalCode::parse(code.to_string())));
    RC_ASSERT(game.name() == "octal " + code.to_string());
  } else {
    RC_ASSERT(game.name() == "hex " + code.to_string());
    RC_ASSERT(game.splits());
    RC_ASSERT(!game.recurrence().has_value());
  }
}

TEST(HexCodes, MalformedCodesAreRefused) {
  for (const char* bad : {"", "8", ".", ".0", "0.", "1.8", "2.8", "f.1", "00.8", ".g", ".8x", "..8",
                          "-.8", " .8", "0x.8"})
    EXPECT_THROW(HexCode::parse(bad), error) << bad;
  std::string long_code = ".";
  for (std::size_t i = 0; i <= HexCode::max_digits; ++i) long_code += '8';
  EXPECT_THROW(HexCode::parse(long_code), error);
  EXPECT_EQ(HexCode::parse("8.").to_string(), "8.");
  EXPECT_EQ(HexCode::parse("C.0B0").to_string(), "c.0b");
}

TEST(HexCodes, SpellingsOfOctalCodesStayOctal) {
  // The octal parser keeps refusing hexadecimal digits and heads.
  EXPECT_THROW(OctalCode::parse(".8"), error);
  EXPECT_THROW(OctalCode::parse("8.1"), error);
  EXPECT_EQ(Game(HexCode::parse("4.07")), Game(OctalCode::parse("4.07")));
}

TEST(GrundysGame, MovesAndName) {
  const Game g = GrundysGame{};
  EXPECT_EQ(g.moves().unequal_splits, (std::vector<std::size_t>{0}));
  EXPECT_TRUE(g.moves().eliminations.empty() && g.moves().reductions.empty());
  EXPECT_TRUE(g.moves().splits.empty() && g.moves().triple_splits.empty());
  EXPECT_TRUE(g.splits());
  EXPECT_FALSE(g.octal_moves_only());
  EXPECT_EQ(g.name(), "grundy");
}

// Outside the octal model: no sparse engine, no certificate of a period, no misere theory, and
// prefixes bounded by their enumeration cost. Three-heap splits have the hexadecimal theorem
// (proofs/hex-bound.md: mu <= n <= 3 max(mu, 1) + 2p + t - 3 is compared, so a prefix of
// 3 max(mu, 1) + 3p + t - 2 values proves (mu, p)); Grundy's game has no theorem.
TEST(HexCodes, ServicesOutsideTheOctalModelRefuse) {
  const SequenceSpec eight(Game(HexCode::parse(".8")), Kind::grundy);
  EXPECT_EQ(evidence_for(eight).proof, Proof::hex_theorem);
  EXPECT_EQ(evidence_for(eight).required_length(0, 1), 3u + 3u + 1u - 2u);
  EXPECT_EQ(evidence_for(eight).required_length(10, 4), 30u + 12u + 1u - 2u);
  EXPECT_TRUE(no_period_theorem(eight).empty());
  const SequenceSpec grundy(Game(GrundysGame{}), Kind::grundy);
  EXPECT_EQ(evidence_for(grundy).proof, Proof::none);
  EXPECT_FALSE(no_period_theorem(grundy).empty());
  for (const Game& g : {Game(HexCode::parse(".8")), Game(GrundysGame{})}) {
    const SequenceSpec spec(g, Kind::grundy);
    // Certificates of hexadecimal codes state arithmetic periods
    // (tests/unit/certificate_arithmetic.cpp).
    EXPECT_THROW(make_certificate(spec, 0, 1, Proof::octal_theorem), error) << g.name();
    EXPECT_THROW(SequenceSpec(g, Kind::outcome, {Play::misere, Stuck::standard}), error);
    EXPECT_THROW(grundy_values(g, max_length_for(g) + 1), error) << g.name();
  }
  // Three-heap splits have no sparse engine; Grundy's game has one, its enumeration a limit.
  EXPECT_THROW(SparseGrundy{HexCode::parse(".8")}, error);
  EXPECT_EQ(max_length_for(HexCode::parse(".8")), max_three_heap_split_length);
  EXPECT_EQ(max_length_for(GrundysGame{}), max_sequence_length);
  EXPECT_THROW(grundy_values_classical(GrundysGame{}, max_unequal_split_length + 1), error);
  EXPECT_EQ(max_length_for(HexCode::parse(".77")), max_sequence_length);
  EXPECT_TRUE(no_period_theorem(SequenceSpec(HexCode::parse(".77"), Kind::grundy)).empty());
}

}  // namespace
}  // namespace nimlab
