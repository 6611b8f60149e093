// Second opinion on reported records: the registry's naive finder recomputes (mu, p) of every
// argmax set from a prefix of values. Run time: the naive finder's O(L * p) per set, with
// L ~ 2 (mu + p + M); memory O(L).
#include "nimlab/records/recheck.hpp"

#include "nimlab/period/registry.hpp"

namespace nimlab::records {

RecheckReport recheck(const SearchSpec& spec, const Table& table) {
  RecheckReport report;
  const PeriodFinder& naive = period_finder("naive");
  auto check = [&](const SetPeriod& e) {
    ++report.checked;
    const PeriodResult r = naive.run(sequence_spec(spec, e.mask), FinderOptions{});
    if (!r.found || r.proof == Proof::none || r.preperiod != e.value.preperiod ||
        r.period != e.value.period)
      report.failures.push_back("set {" + mask_text(e.mask) + "}: the search found preperiod " +
                                std::to_string(e.value.preperiod) + " and period " +
                                std::to_string(e.value.period) + ", the naive finder " +
                                (r.found ? "preperiod " + std::to_string(r.preperiod) +
                                               " and period " + std::to_string(r.period) +
                                               " (proof " + proof_name(r.proof) + ")"
                                         : std::string("no period")));
  };
  for (const Row& row : table.rows) {
    for (const SetPeriod& e : row.argmax) check(e);
    for (const SetPeriod& e : row.argmax_preperiod) check(e);
  }
  return report;
}

}  // namespace nimlab::records
