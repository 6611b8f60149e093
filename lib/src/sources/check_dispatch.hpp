#pragma once
// The one way a source checker dispatches a transcription row: params.check names a member
// function of the checker in a fixed table.
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/sources/published.hpp"

namespace nimlab::detail {

template <class Checker>
using CheckTable =
    std::map<std::string, void (Checker::*)(const nlohmann::json& params, ClaimResult& r)>;

// The result of the handler that row.params.check names. Throws nimlab::error for a name not in
// the table; params that do not fit their handler throw JSON exceptions (a transcription error,
// reported by check_published_rows).
template <class Checker>
ClaimResult run_check(Checker& checker, const CheckTable<Checker>& table,
                      const nlohmann::json& row) {
  ClaimResult r = claim_from_row(row);
  const nlohmann::json& params = row.at("params");
  const std::string name = params.at("check").template get<std::string>();
  const auto it = table.find(name);
  if (it == table.end()) throw error(r.id + ": unknown check '" + name + "'");
  (checker.*(it->second))(params, r);
  return r;
}

}  // namespace nimlab::detail
