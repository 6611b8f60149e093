#pragma once
// One published claim and what nimlab computes for it. `nimlab reproduce` gathers these from one
// checker per source document; each checker reads that source's transcription in data/published/.
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace nimlab {

// reproduced: the claim holds as stated. holds_except: it holds everywhere but in a named corner
// (one degenerate case, a wording slip), which the explanation states with where it fails.
// differs: a real discrepancy. not_checkable: nothing to compute, or the source gives no answer.
enum class ClaimStatus { reproduced, holds_except, differs, not_checkable };

// "reproduced", "holds-except", "differs", "not-checkable"
std::string status_name(ClaimStatus s);

struct ClaimResult {
  std::string id;         // stable, unique, e.g. "000-records-M11"
  std::string source;     // seed file name and section, e.g. "000_849870c3e56e2e17.txt §1.6"
  std::string statement;  // the claim in words
  ClaimStatus status = ClaimStatus::not_checkable;
  nlohmann::json published;  // the claim as published (from data/published/)
  nlohmann::json computed;   // what nimlab computes
  std::string explanation;   // why it differs / why it cannot be checked (empty if reproduced)
};

// Everything a checker may need: where the published transcriptions live.
struct ReproduceContext {
  std::filesystem::path published_dir;  // data/published
  // Optional sink for the tables a checker computes on the way (file name such as
  // "000_longest_periods.csv", CSV text); `nimlab reproduce` writes them beside its report.
  // Checkers call it only when it is set.
  std::function<void(const std::string& name, const std::string& csv)> emit_table;
};

// A checker for one source document: reads its published file(s) and returns one result per claim.
// It throws nimlab::error when a published file is missing or malformed.
struct SourceChecker {
  std::string source;  // short id: "000", "001", "002", "003", "004"
  std::string title;   // e.g. "Dutch notebook on subtraction games"
  std::function<std::vector<ClaimResult>(const ReproduceContext&)> check;
};

}  // namespace nimlab
