#pragma once
// Reading a source's transcription, data/published/<stem>.json: a JSON array of rows
// {"id", "source", "statement", "published", "params"}. Shared by the source checkers.
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "nimlab/sources/claim.hpp"

namespace nimlab {

// The rows of published_dir/<stem>.json. Throws nimlab::error when the file is missing, is not a
// JSON array, or a row lacks one of the five fields, or two rows share an id.
std::vector<nlohmann::json> read_published_rows(const ReproduceContext& context,
                                                std::string_view stem);

// A result with id, source, statement and published copied from a row; status not-checkable.
ClaimResult claim_from_row(const nlohmann::json& row);

// Runs `check` on every row of published_dir/<stem>.json, in order. A row whose fields do not fit
// its checker (a JSON exception) is a transcription error: nimlab::error naming the row.
std::vector<ClaimResult> check_published_rows(
    const ReproduceContext& context, std::string_view stem,
    const std::function<ClaimResult(const nlohmann::json&)>& check);

// Sets the status of a compared claim: reproduced when it holds, else differs with `why`.
void verdict(ClaimResult& r, bool holds, std::string why);

// Sets the status of a claim that holds but for one named corner: reproduced when `exact`, else
// holds-except with `where` (what fails and where, e.g. "n = 0: ...").
void verdict_except(ClaimResult& r, bool exact, std::string where);

}  // namespace nimlab
