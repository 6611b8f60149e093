#pragma once
// The second opinion on every reported record: each argmax set of a table is handed to the
// period service (nimlab/period/cross_check.hpp: every finder of the registry, cross-checked),
// which shares no code with the record engines; its (preperiod, period) must equal the table's.
#include <string>
#include <vector>

#include "nimlab/records/family.hpp"
#include "nimlab/records/table.hpp"

namespace nimlab::records {

struct RecheckReport {
  std::size_t checked = 0;            // number of (set, claim) pairs rechecked
  std::vector<std::string> failures;  // one sentence per disagreement; empty when all agree
};

RecheckReport recheck(const SearchSpec& spec, const Table& table);

}  // namespace nimlab::records
