// Certificates of version 3 (proofs/certificate-format.md, "Version 3"): arithmetic periods of
// hexadecimal codes and all-but games, with the theorem's instance; the values they list are
// compared with oracles written in the tests from the rules' words.
#include <gtest/gtest.h>

#include <set>

#include "all_but_oracle.hpp"
#include "hex_grundy_oracle.hpp"
#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

const SequenceSpec dot8{HexCode::parse(".8"), Kind::grundy, {}};

// .8 (take one token, leave three heaps): G(n + 3) = G(n) + 1 for n >= 1 (proofs/hex-arithmetic.md,
// "Examples"). The window of the theorem starts at N0 = mu + 3p = 10 and holds 2p heaps, so the
// certificate lists 16 values.
TEST(ArithmeticCertificate, HexEightListsTheWindowOfItsTheorem) {
  const Certificate c = make_certificate(dot8, Period{1, 3, Proof::hex_arithmetic, 1});
  EXPECT_EQ(c.version(), 3);
  EXPECT_EQ(c.saltus, 1);
  ASSERT_TRUE(c.theorem);
  EXPECT_EQ(*c.theorem, (TheoremInstance{1, 3, 1, 10}));
  EXPECT_EQ(c.values, test::hex_grundy({0, 8}, 16));
}

// all-but 2,3,5,7 is the first exclusion set of four that is not purely arithmetic-periodic:
// preperiod 2, period 10, saltus 3 (data/all-but/theorems.csv; Sleator and Slusky show that
// |X| = 4 may be impure). The instance's preperiod is its state minus max X.
TEST(ArithmeticCertificate, AllButStatesItsInstance) {
  const SequenceSpec spec{AllButSubtraction::parse("2,3,5,7"), Kind::grundy, {}};
  const Certificate c = make_certificate(spec, Period{2, 10, Proof::all_but_theorem, 3});
  EXPECT_EQ(c.version(), 3);
  ASSERT_TRUE(c.theorem);
  EXPECT_EQ(c.theorem->preperiod + 7, c.theorem->start);
  EXPECT_EQ(c.theorem->period % 10, 0u);
  EXPECT_GE(c.values.size(), c.theorem->start + c.theorem->period);
  EXPECT_EQ(c.values, test::all_but_grundy({2, 3, 5, 7}, c.values.size()));
}

TEST(ArithmeticCertificate, FalseOrNonMinimalClaimsAreRefused) {
  EXPECT_THROW(make_certificate(dot8, Period{1, 6, Proof::hex_arithmetic, 2}), error);  // 3 | 6
  EXPECT_THROW(make_certificate(dot8, Period{1, 3, Proof::hex_arithmetic, 2}), error);
  EXPECT_THROW(make_certificate(dot8, Period{2, 3, Proof::hex_arithmetic, 1}), error);  // mu is 1
  EXPECT_THROW(make_certificate(dot8, Period{0, 3, Proof::hex_arithmetic, 1}), error);  // G(3) = 0
  EXPECT_THROW(make_certificate(dot8, Period{1, 3, Proof::all_but_theorem, 1}), error);
  // .a is periodic by the hexadecimal form of the octal theorem: no certificate format yet.
  const SequenceSpec dot_a{HexCode::parse(".a"), Kind::grundy, {}};
  EXPECT_THROW(make_certificate(dot_a, Period{1, 2, Proof::hex_theorem, 0}), error);
  // A saltus needs a theorem that proves one.
  const SequenceSpec kayles{OctalCode::parse(".77"), Kind::grundy, {}};
  EXPECT_THROW(make_certificate(kayles, Period{71, 12, Proof::octal_theorem, 1}), error);
  // Grundy's game has no theorem; hexadecimal codes without three-heap splits are octal codes.
  EXPECT_THROW(check_certificate_covers(Game(GrundysGame{})), error);
  EXPECT_NO_THROW(check_certificate_covers(dot8.game()));
}

TEST(ArithmeticCertificate, JsonRoundTripKeepsTheInstance) {
  const SequenceSpec all_but{AllButSubtraction::parse("2,3"), Kind::grundy, {}};
  for (const Certificate& c :
       {make_certificate(dot8, Period{1, 3, Proof::hex_arithmetic, 1}),
        make_certificate(all_but, Period{0, 4, Proof::all_but_theorem, 2})}) {
    const nlohmann::json j = certificate_json(c);
    EXPECT_EQ(j.at("version"), 3);
    const Certificate back = certificate_from_json(j);
    EXPECT_EQ(back.spec, c.spec);
    EXPECT_EQ(back.preperiod, c.preperiod);
    EXPECT_EQ(back.period, c.period);
    EXPECT_EQ(back.saltus, c.saltus);
    EXPECT_EQ(back.proof, c.proof);
    EXPECT_EQ(back.theorem, c.theorem);
    EXPECT_EQ(back.values, c.values);
    EXPECT_EQ(certificate_json(back), j);
  }
}

TEST(ArithmeticCertificate, MalformedVersionThreeIsRejected) {
  const nlohmann::json good =
      certificate_json(make_certificate(dot8, Period{1, 3, Proof::hex_arithmetic, 1}));
  const auto with = [&](const char* key, nlohmann::json value) {
    nlohmann::json j = good;
    if (value.is_null())
      j.erase(key);
    else
      j[key] = std::move(value);
    return j;
  };
  EXPECT_THROW(certificate_from_json(with("saltus", nullptr)), error);
  EXPECT_THROW(certificate_from_json(with("theorem", nullptr)), error);
  EXPECT_THROW(certificate_from_json(with("rule", {{"octal", ".77"}})), error);
  EXPECT_THROW(certificate_from_json(with("proof", "all-but-theorem")), error);
  EXPECT_THROW(certificate_from_json(with("kind", "outcome")), error);
  EXPECT_THROW(certificate_from_json(with(
                   "theorem", {{"period", 0}, {"preperiod", 1}, {"saltus", 1}, {"start", 10}})),
               error);
  // Versions 1 and 2 know subtraction sets and octal codes only.
  EXPECT_THROW(certificate_from_json(with("version", 1)), error);
}

}  // namespace
}  // namespace nimlab
