#pragma once
// The CLI tests' check of a refused command line: exit 2, nothing on stdout, one line on stderr
// that says `says`.
#include <gtest/gtest.h>

#include <string>

#include "program_run.hpp"

namespace nimlab::testing {

inline void expect_usage_error(const std::string& args, const std::string& says) {
  const ProgramRun r = run_nimlab(args);
  EXPECT_EQ(r.code, 2) << args;
  EXPECT_TRUE(r.out.empty()) << args;
  EXPECT_EQ(count_lines(r.err), 1u) << args << ": " << r.err;
  EXPECT_NE(r.err.find(says), std::string::npos) << args << ": " << r.err;
}

}  // namespace nimlab::testing
