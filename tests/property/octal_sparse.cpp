// Properties: on random splitting octal codes the sparse-space values equal the classical ones,
// whether computed at once or extended in random steps.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

OctalCode random_splitting_code() {
  const bool d0 = *rc::gen::arbitrary<bool>();
  const auto digits =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 7), rc::gen::inRange(0, 8));
  std::string text = d0 ? "4." : ".";
  for (int d : digits) text += static_cast<char>('0' + d);
  RC_PRE(text.back() != '0');
  const OctalCode code = OctalCode::parse(text);
  RC_PRE(code.splits());
  RC_TAG(text);
  return code;
}

RC_GTEST_PROP(OctalSparseProperty, EqualsClassicalOnRandomSplittingCodes, ()) {
  const OctalCode code = random_splitting_code();
  const std::size_t count = *rc::gen::inRange<std::size_t>(100, 1500);
  RC_ASSERT(grundy_values_sparse(code, count) == grundy_values_classical(code, count));
}

RC_GTEST_PROP(OctalSparseProperty, ExtendingInStepsEqualsClassical, ()) {
  const OctalCode code = random_splitting_code();
  const auto steps =
      *rc::gen::container<std::vector<std::size_t>>(rc::gen::inRange<std::size_t>(0, 1500));
  SparseGrundy engine(code);
  std::size_t most = 0;
  for (std::size_t step : steps) {
    engine.extend_to(step);
    most = std::max(most, step);
    RC_ASSERT(engine.size() == most);
  }
  RC_ASSERT(engine.values() == grundy_values_classical(code, most));
}

}  // namespace
}  // namespace nimlab
