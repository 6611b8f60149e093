// Version-2 certificates on the library side: when they are written, what they carry (checked
// against the published solver table for .16: mask 1e, largest value 23 first at heap 229790,
// Czajka's octal-games SolvedGames.md), the JSON round trip, and the refusals.
#include <gtest/gtest.h>

#include "nimlab/certificate/certificate.hpp"
#include "nimlab/error.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {
namespace {

const SequenceSpec kayles{OctalCode::parse(".77"), Kind::grundy, {}};

TEST(SparseCertificate, LongSplittingPrefixesGetVersionTwo) {
  const SequenceSpec dot16{OctalCode::parse(".16"), Kind::grundy, {}};
  const Certificate c = make_certificate(dot16, 105351, 149459, Proof::octal_theorem);
  ASSERT_EQ(c.version(), 2);
  const SparseWitness& w = *c.sparse;
  EXPECT_EQ(c.checked_up_to(), 2u * 105351 + 2 * 149459 + 2 - 1);
  EXPECT_EQ(w.mask, 0x1eu);
  EXPECT_FALSE(w.position_parity);
  EXPECT_EQ(w.largest, 23u);
  EXPECT_EQ(w.largest_heap, 229790u);
  // The listed rare positions are exactly those of the values under the mask, the values
  // computed here again from scratch.
  EXPECT_TRUE(c.values.empty());  // version 2 lists no values
  const Sequence g = grundy_values(dot16.game(), c.checked_up_to());
  std::size_t i = 0;
  for (std::size_t n = 1; n < g.size(); ++n)
    if (is_rare_value(dot16.game(), w.mask, false, g[n], n)) {
      ASSERT_LT(i, w.rare_positions.size());
      EXPECT_EQ(w.rare_positions[i], n);
      EXPECT_EQ(w.rare_values[i], g[n]);
      ++i;
    }
  EXPECT_EQ(i, w.rare_positions.size());
  // Short prefixes and plain codes keep version 1.
  EXPECT_EQ(make_certificate(kayles, 71, 12, Proof::octal_theorem).version(), 1);
}

TEST(SparseCertificate, JsonRoundTripKeepsTheWitness) {
  const Certificate c =
      make_certificate(kayles, 71, 12, Proof::octal_theorem, CertificateForm::sparse);
  ASSERT_EQ(c.version(), 2);
  const nlohmann::json j = certificate_json(c);
  EXPECT_EQ(j.at("version"), 2);
  EXPECT_FALSE(j.contains("values"));
  // Kayles: mask 15 leaves the nine exceptional heaps rare (tests/unit/octal_sparse.cpp).
  EXPECT_EQ(j.at("sparse").at("rare_positions").size(), 9u);
  const Certificate back = certificate_from_json(j);
  ASSERT_TRUE(back.sparse);
  EXPECT_TRUE(back.values.empty());
  EXPECT_EQ(back.checked_up_to(), 167u);
  EXPECT_EQ(back.sparse->mask, c.sparse->mask);
  EXPECT_EQ(back.sparse->rare_positions, c.sparse->rare_positions);
  EXPECT_EQ(back.sparse->rare_values, c.sparse->rare_values);
  EXPECT_EQ(back.sparse->largest, c.sparse->largest);
  EXPECT_EQ(back.sparse->largest_heap, c.sparse->largest_heap);
  EXPECT_EQ(back.preperiod, 71u);
  EXPECT_EQ(back.period, 12u);
  nlohmann::json broken = j;
  broken["sparse"]["rare_values"].erase(0);
  EXPECT_THROW(certificate_from_json(broken), error);
  broken = j;
  broken["rule"] = {{"octal", ".333"}};
  EXPECT_THROW(certificate_from_json(broken), error);
}

TEST(SparseCertificate, FormsThatDoNotFitAreRefused) {
  const SequenceSpec plain{OctalCode::parse(".333"), Kind::grundy, {}};
  EXPECT_THROW(make_certificate(plain, 0, 4, Proof::window, CertificateForm::sparse), error);
  const SequenceSpec outcome{SubtractionSet::parse("1,4"), Kind::outcome, {}};
  EXPECT_THROW(make_certificate(outcome, 0, 5, Proof::window, CertificateForm::sparse), error);
  // Listing 509621 values of .16 would exceed the checker's brute-force limit.
  const SequenceSpec dot16{OctalCode::parse(".16"), Kind::grundy, {}};
  EXPECT_THROW(
      make_certificate(dot16, 105351, 149459, Proof::octal_theorem, CertificateForm::listed),
      error);
}

}  // namespace
}  // namespace nimlab
