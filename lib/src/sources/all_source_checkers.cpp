// The list of source checkers in source order (000-004). O(1).
#include "nimlab/sources/sources.hpp"

namespace nimlab {

std::vector<SourceChecker> all_source_checkers() {
  return {subtraction_notebook_checker(), dutch_nim_article_checker(), german_table_checker(),
          swedish_report_checker(), octal_report_checker()};
}

}  // namespace nimlab
