// Second opinion on reported records: the period service (every finder of the registry, cross-
// checked) recomputes (mu, p) of every argmax set. Run time: the finders' sum per set, dominated
// by the naive finder's O(L * p) with L ~ 2 (mu + p + M); memory O(L).
#include "nimlab/records/recheck.hpp"

#include "nimlab/period/cross_check.hpp"

namespace nimlab::records {

RecheckReport recheck(const SearchSpec& spec, const Table& table) {
  RecheckReport report;
  auto check = [&](const SetPeriod& e) {
    ++report.checked;
    const CrossCheckedPeriod checked = cross_checked_period(sequence_spec(spec, e.mask));
    const std::string dissent = checked.dissent();
    const PeriodResult* r = checked.best ? &*checked.best : nullptr;
    if (!dissent.empty() || r->preperiod != e.value.preperiod || r->period != e.value.period)
      report.failures.push_back("set {" + mask_text(e.mask) + "}: the search found preperiod " +
                                std::to_string(e.value.preperiod) + " and period " +
                                std::to_string(e.value.period) + ", the period service " +
                                (dissent.empty()
                                     ? "proved preperiod " + std::to_string(r->preperiod) +
                                           " and period " + std::to_string(r->period)
                                     : "failed: " + dissent));
  };
  for (const Row& row : table.rows) {
    for (const SetPeriod& e : row.argmax) check(e);
    for (const SetPeriod& e : row.argmax_preperiod) check(e);
  }
  return report;
}

}  // namespace nimlab::records
