// Property: on random splitting octal codes the sparse-space values equal the classical ones.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "nimlab/values/octal_sparse.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {
namespace {

RC_GTEST_PROP(OctalSparseProperty, EqualsClassicalOnRandomSplittingCodes, ()) {
  const bool d0 = *rc::gen::arbitrary<bool>();
  const auto digits =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 7), rc::gen::inRange(0, 8));
  std::string text = d0 ? "4." : ".";
  for (int d : digits) text += static_cast<char>('0' + d);
  RC_PRE(text.back() != '0');
  const OctalCode code = OctalCode::parse(text);
  RC_PRE(code.splits());
  const std::size_t count = *rc::gen::inRange<std::size_t>(100, 1500);
  RC_TAG(text);
  RC_ASSERT(grundy_values_sparse(code, count) == grundy_values_classical(code, count));
}

}  // namespace
}  // namespace nimlab
