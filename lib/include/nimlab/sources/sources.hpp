#pragma once
// One checker per source document, in the order the report lists them.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "nimlab/sources/claim.hpp"

namespace nimlab {

SourceChecker subtraction_notebook_checker();  // 000: Dutch notebook on subtraction games
SourceChecker dutch_nim_article_checker();     // 001: Dutch article "Het spel NIM"
SourceChecker german_table_checker();          // 002: German table of Nim variants
SourceChecker swedish_report_checker();        // 003: Swedish report on Nim (2004)
SourceChecker octal_report_checker();          // 004: Swedish report on octal games (2012)

// All checkers above, in source order.
std::vector<SourceChecker> all_source_checkers();

// The number of plays of Nim the Swedish report (003) prints for `sticks` tokens in three
// unordered heaps, as transcribed in published_dir; nullopt when the transcription is absent or
// has no such figure.
std::optional<std::string> published_play_count(const std::filesystem::path& published_dir,
                                                unsigned sticks);

}  // namespace nimlab
