// Durations in human units: the unit is the largest in which the amount is at least 1, with one
// decimal below ten units, whole units above, and minutes/hours as two units.
#include "nimlab/io/human_duration.hpp"

#include <gtest/gtest.h>

#include <limits>

using nimlab::human_duration;

TEST(HumanDuration, SubSecondUnits) {
  EXPECT_EQ(human_duration(85e-9), "85 ns");
  EXPECT_EQ(human_duration(8.5784e-05), "86 \u00b5s");  // the figure stderr used to print raw
  EXPECT_EQ(human_duration(8.5e-6), "8.5 \u00b5s");
  EXPECT_EQ(human_duration(0.0123), "12 ms");
  EXPECT_EQ(human_duration(0.00125), "1.2 ms");
}

TEST(HumanDuration, SecondsMinutesHours) {
  EXPECT_EQ(human_duration(1.2), "1.2 s");
  EXPECT_EQ(human_duration(12.55), "13 s");
  EXPECT_EQ(human_duration(184), "3 min 4 s");
  EXPECT_EQ(human_duration(180), "3 min");
  EXPECT_EQ(human_duration(2 * 3600 + 5 * 60), "2 h 5 min");
  EXPECT_EQ(human_duration(7200), "2 h");
}

// An amount that rounds to 1000 of a unit (or 60 s, or 60 min) is written in the next unit.
TEST(HumanDuration, RoundingCrossesIntoTheNextUnit) {
  EXPECT_EQ(human_duration(999.7e-9), "1.0 \u00b5s");
  EXPECT_EQ(human_duration(0.9996), "1.0 s");
  EXPECT_EQ(human_duration(9.96), "10 s");
  EXPECT_EQ(human_duration(59.7), "1 min");
  EXPECT_EQ(human_duration(3599.6), "1 h");
}

TEST(HumanDuration, NothingNegativeOrUndefined) {
  EXPECT_EQ(human_duration(0), "0 ns");
  EXPECT_EQ(human_duration(-1), "0 ns");
  EXPECT_EQ(human_duration(std::numeric_limits<double>::quiet_NaN()), "0 ns");
}
