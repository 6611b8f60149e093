// Library side of certificates (proofs/certificate-format.md): the length a proof needs, building
// only true and minimal claims, and the JSON form in both directions.
#include <gtest/gtest.h>

#include <filesystem>

#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"

namespace nimlab {
namespace {

const SequenceSpec kayles{OctalCode::parse(".77"), Kind::grundy, {}};

// Kayles: preperiod 71, period 12 (Winning Ways, ch. 4); t = 2, so the octal theorem needs
// 2*71 + 2*12 + 2 - 1 = 167 values.
TEST(Certificate, KaylesNeedsTheOctalBound) {
  EXPECT_EQ(certificate_length(kayles, 71, 12, Proof::octal_theorem), 167u);
  const Certificate c = make_certificate(kayles, 71, 12, Proof::octal_theorem);
  EXPECT_EQ(c.values.size(), 167u);
  EXPECT_EQ(c.values, grundy_values_classical(OctalCode::parse(".77"), 167));
}

// A window proof with memory m from a0 needs max(mu, a0) + m + p values, and mu + 2p for the
// minimality of p. .0102 (memory 4 from a0 = 1) has preperiod 1 and period 8: 1 + 4 + 8 = 13
// for the window, 1 + 16 = 17 for minimality.
TEST(Certificate, WindowLengthAndMinimalityLength) {
  const SequenceSpec spec{OctalCode::parse(".0102"), Kind::grundy, {}};
  EXPECT_EQ(certificate_length(spec, 1, 8, Proof::window), 17u);
  EXPECT_EQ(make_certificate(spec, 1, 8, Proof::window).values.size(), 17u);
  // A subtraction set {1, 2}: memory 2 from 0, outcomes P N N with period 3 from 0.
  const SequenceSpec set{SubtractionSet::parse("1,2"), Kind::outcome, {}};
  EXPECT_EQ(certificate_length(set, 0, 3, Proof::window), 6u);
}

TEST(Certificate, FalseOrNonMinimalClaimsAreRefused) {
  EXPECT_THROW(make_certificate(kayles, 70, 12, Proof::octal_theorem), error);  // breaks at 70
  EXPECT_THROW(make_certificate(kayles, 72, 12, Proof::octal_theorem), error);  // not minimal
  EXPECT_THROW(make_certificate(kayles, 71, 24, Proof::octal_theorem), error);  // 12 divides 24
  EXPECT_THROW(make_certificate(kayles, 71, 6, Proof::octal_theorem), error);
  const SequenceSpec dot0102{OctalCode::parse(".0102"), Kind::grundy, {}};
  EXPECT_THROW(make_certificate(dot0102, 0, 8, Proof::window), error);
}

TEST(Certificate, ProofMustFitTheRule) {
  EXPECT_THROW(certificate_length(kayles, 71, 12, Proof::window), error);  // no finite memory
  EXPECT_THROW(certificate_length(kayles, 71, 12, Proof::none), error);
  const SequenceSpec set{SubtractionSet::parse("1,4"), Kind::grundy, {}};
  EXPECT_THROW(certificate_length(set, 0, 5, Proof::octal_theorem), error);
  const SequenceSpec outcome{OctalCode::parse(".77"), Kind::outcome, {}};
  EXPECT_THROW(certificate_length(outcome, 71, 12, Proof::octal_theorem), error);
  EXPECT_THROW(certificate_length(kayles, 71, 0, Proof::octal_theorem), error);
}

TEST(Certificate, JsonRoundTripKeepsEverything) {
  const SequenceSpec draw{SubtractionSet::parse("2,3"), Kind::outcome, {Play::misere, Stuck::draw}};
  const Certificate outcome = make_certificate(draw, 0, 5, Proof::window);
  for (const Certificate& c : {make_certificate(kayles, 71, 12, Proof::octal_theorem), outcome}) {
    const nlohmann::json j = certificate_json(c);
    EXPECT_EQ(j.at("format"), "nimlab-certificate");
    EXPECT_EQ(j.at("version"), 1);
    EXPECT_EQ(j.at("checked_up_to"), c.values.size());
    const Certificate back = certificate_from_json(j);
    EXPECT_EQ(back.spec.game(), c.spec.game());
    EXPECT_EQ(back.spec.kind(), c.spec.kind());
    EXPECT_EQ(back.spec.convention(), c.spec.convention());
    EXPECT_EQ(back.preperiod, c.preperiod);
    EXPECT_EQ(back.period, c.period);
    EXPECT_EQ(back.proof, c.proof);
    EXPECT_EQ(back.values, c.values);
  }
  // Under misere play heap 0 is a win for the player to move (the opponent moved last); heap 1
  // has tokens but no move, a draw under the draw rule.
  EXPECT_EQ(certificate_json(outcome).at("values").at(0), "N");
  EXPECT_EQ(certificate_json(outcome).at("values").at(1), "D");
}

TEST(Certificate, FileRoundTrip) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("nimlab-certificate-" +
                     std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".json");
  const Certificate c = make_certificate(kayles, 71, 12, Proof::octal_theorem);
  write_certificate(path, c);
  EXPECT_EQ(read_certificate(path).values, c.values);
  std::filesystem::remove(path);
  EXPECT_THROW(read_certificate(path), error);
}

TEST(Certificate, MalformedJsonIsRejected) {
  const nlohmann::json good =
      certificate_json(make_certificate(kayles, 71, 12, Proof::octal_theorem));
  auto broken = [&](auto edit) {
    nlohmann::json j = good;
    edit(j);
    return j;
  };
  using J = nlohmann::json;
  EXPECT_NO_THROW(certificate_from_json(good));
  EXPECT_THROW(certificate_from_json(J::array()), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["format"] = "drat"; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["version"] = 2; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j.erase("values"); })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["checked_up_to"] = 166; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["values"][3] = "P"; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["values"][3] = -1; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["period"] = 0; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["preperiod"] = -3; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["proof"] = "none"; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["rule"] = {{"octal", ".8"}}; })), error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) {
                 j["rule"] = {{"subtract", {2, 2}}};
               })),
               error);
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["convention"]["play"] = "x"; })), error);
  // Grundy values under misere play have no meaning.
  EXPECT_THROW(certificate_from_json(broken([](J& j) { j["convention"]["play"] = "misere"; })),
               error);
}

}  // namespace
}  // namespace nimlab
