// nimlab reproduce: run every source checker, print claim by claim whether the published
// statements hold, and write the report (report.md) and the computed tables (CSV) atomically.
//
// Default directories (data_dirs.hpp): the transcriptions installed under share/nimlab beside the
// program, else those of the source tree the build came from, found from any working directory;
// --published and --out override them.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "commands.hpp"
#include "common_options.hpp"
#include "data_dirs.hpp"
#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/sources/section_coverage.hpp"
#include "nimlab/sources/sources.hpp"

namespace nimlab::app {
namespace {

namespace fs = std::filesystem;

struct ReproduceOptions {
  CommonOptions common;
  std::string only;
  std::string published;
  std::string out;
};

struct Counts {
  std::size_t reproduced = 0, holds_except = 0, differs = 0, not_checkable = 0;
  void add(ClaimStatus s) {
    switch (s) {
      case ClaimStatus::reproduced:
        ++reproduced;
        break;
      case ClaimStatus::holds_except:
        ++holds_except;
        break;
      case ClaimStatus::differs:
        ++differs;
        break;
      case ClaimStatus::not_checkable:
        ++not_checkable;
        break;
    }
  }
  std::size_t total() const { return reproduced + holds_except + differs + not_checkable; }
  std::string line() const {
    return std::to_string(total()) + " claims: " + std::to_string(reproduced) + " reproduced, " +
           std::to_string(holds_except) + " holds-except, " + std::to_string(differs) +
           " differs, " + std::to_string(not_checkable) + " not-checkable";
  }
};

std::string shortened(const nlohmann::json& j, std::size_t limit) {
  std::string s = j.dump();
  if (s.size() > limit) s = s.substr(0, limit) + " ...";
  return s;
}

struct SourceRun {
  const SourceChecker* checker;
  std::vector<ClaimResult> claims;
  std::vector<SectionCoverage> coverage;
};

std::string text_report(const std::vector<SourceRun>& runs, const Counts& all) {
  std::ostringstream o;
  for (const SourceRun& run : runs) {
    Counts c;
    for (const ClaimResult& r : run.claims) c.add(r.status);
    o << "== " << run.checker->source << " " << run.checker->title << " (" << c.line() << ")\n";
    for (const ClaimResult& r : run.claims) {
      o << "  " << status_name(r.status) << "  " << r.id << ": " << r.statement << '\n';
      if (r.status == ClaimStatus::differs || r.status == ClaimStatus::holds_except) {
        o << "      published: " << shortened(r.published, 300) << '\n';
        o << "      computed:  " << shortened(r.computed, 300) << '\n';
      }
      if (!r.explanation.empty()) o << "      " << r.explanation << '\n';
    }
  }
  o << "reproduce: " << all.line() << '\n';
  return o.str();
}

std::string escape_cell(std::string s) {
  std::string out;
  for (char ch : s) {
    if (ch == '|')
      out += "\\|";
    else if (ch == '\n')
      out += ' ';
    else
      out += ch;
  }
  return out;
}

// Claims per section of each source (data/published/sections.json), so that a reader sees which
// parts of a document were transcribed and why the others were not.
std::string completeness_section(const std::vector<SourceRun>& runs) {
  std::ostringstream o;
  o << "\n## Completeness per source section\n\n"
    << "Every section of every source is listed with the claims transcribed from it. A section "
       "without claims says why it has none; the reasons for `not-checkable` claims are given "
       "with each claim below.\n";
  std::size_t all_sections = 0, all_with_claims = 0;
  for (const SourceRun& run : runs) {
    const std::vector<SectionCoverage>& coverage = run.coverage;
    std::size_t with_claims = 0;
    for (const SectionCoverage& c : coverage) with_claims += c.claims() > 0 ? 1 : 0;
    all_sections += coverage.size();
    all_with_claims += with_claims;
    o << "\n### " << run.checker->source << " " << run.checker->title << ": " << coverage.size()
      << " sections, " << with_claims << " with claims, " << run.claims.size() << " claims\n\n"
      << "| section | title | claims | reproduced | holds-except | differs | not-checkable | note "
         "|\n|---|---|---|---|---|---|---|---|\n";
    for (const SectionCoverage& c : coverage) {
      const auto n = [&c](ClaimStatus st) {
        const auto it = c.verdicts.find(st);
        return it == c.verdicts.end() ? std::size_t{0} : it->second;
      };
      std::string note = c.claims() == 0 ? "no claims: " + c.without_claims : "";
      if (!c.not_checkable.empty()) {
        note += "not-checkable: ";
        for (std::size_t i = 0; i < c.not_checkable.size(); ++i)
          note += (i ? ", " : "") + c.not_checkable[i];
      }
      o << "| " << escape_cell(c.section) << " | " << escape_cell(c.title) << " | " << c.claims()
        << " | " << n(ClaimStatus::reproduced) << " | " << n(ClaimStatus::holds_except) << " | "
        << n(ClaimStatus::differs) << " | " << n(ClaimStatus::not_checkable) << " | "
        << escape_cell(note) << " |\n";
    }
  }
  o << "\nIn all: " << all_sections << " sections, " << all_with_claims
    << " with claims; every section without claims is accounted for above.\n";
  return o.str();
}

std::string markdown_report(const std::vector<SourceRun>& runs, const Counts& all,
                            const std::vector<std::string>& tables) {
  std::ostringstream o;
  o << "# Reproduction report\n\n"
    << "Generated by `nimlab reproduce` (nimlab " NIMLAB_VERSION
       ") from the transcriptions in "
       "data/published/. Every claim of every source is recomputed. `holds-except` means the "
       "claim holds but for one named corner (a degenerate case, a wording slip), stated in its "
       "explanation; `differs` is a real discrepancy; `not-checkable` says why nothing can be "
       "computed.\n\n"
    << "**" << all.line() << "**\n\n"
    << "| source | title | claims | reproduced | holds-except | differs | not-checkable |\n"
    << "|---|---|---|---|---|---|---|\n";
  for (const SourceRun& run : runs) {
    Counts c;
    for (const ClaimResult& r : run.claims) c.add(r.status);
    o << "| " << run.checker->source << " | " << run.checker->title << " | " << c.total() << " | "
      << c.reproduced << " | " << c.holds_except << " | " << c.differs << " | " << c.not_checkable
      << " |\n";
  }
  o << completeness_section(runs);
  for (const SourceRun& run : runs) {
    o << "\n## " << run.checker->source << " " << run.checker->title << "\n\n";
    bool any = false;
    for (const ClaimResult& r : run.claims) {
      if (r.status == ClaimStatus::reproduced) continue;
      any = true;
      o << "### " << r.id << " (" << status_name(r.status) << ")\n\n"
        << "*" << r.source << "* - " << r.statement << "\n\n"
        << "- published: `" << shortened(r.published, 400) << "`\n"
        << "- computed: `" << shortened(r.computed, 400) << "`\n"
        << "- " << r.explanation << "\n\n";
    }
    if (!any) o << "Every claim reproduced.\n\n";
    o << "<details><summary>All claims</summary>\n\n| id | status | statement |\n|---|---|---|\n";
    for (const ClaimResult& r : run.claims)
      o << "| " << r.id << " | " << status_name(r.status) << " | " << escape_cell(r.statement)
        << " |\n";
    o << "\n</details>\n";
  }
  if (!tables.empty()) {
    o << "\n## Computed tables\n\n";
    for (const std::string& t : tables) o << "- [" << t << "](" << t << ")\n";
  }
  return o.str();
}

int run_reproduce(const ReproduceOptions& opt) {
  const DataDirs dirs = data_dirs();
  const fs::path published = opt.published.empty() ? dirs.published : fs::path(opt.published);
  const fs::path out = opt.out.empty() ? dirs.reproduce_out : fs::path(opt.out);
  std::error_code ec;
  if (!fs::is_directory(published, ec))
    throw error("cannot read the published directory " + published.string());

  const std::vector<SourceChecker> checkers = all_source_checkers();
  std::set<std::string> names;
  for (const SourceChecker& c : checkers) names.insert(c.source);
  if (!opt.only.empty() && !names.count(opt.only)) {
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
    throw error("--only: unknown source '" + opt.only + "' (expected one of " + list + ")");
  }
  fs::create_directories(out, ec);
  if (!fs::is_directory(out, ec)) throw error("cannot create the output directory " + out.string());

  std::map<std::string, std::string> tables;
  ReproduceContext context{published, [&tables](const std::string& name, const std::string& csv) {
                             tables[name] = csv;
                           }};
  std::vector<SourceRun> runs;
  Counts all;
  for (const SourceChecker& checker : checkers) {
    if (!opt.only.empty() && checker.source != opt.only) continue;
    const Stopwatch watch;
    SourceRun run{&checker, checker.check(context), {}};
    opt.common.timing("source " + checker.source, watch.seconds());
    run.coverage = section_coverage(published, checker.source, run.claims);
    for (const ClaimResult& r : run.claims) all.add(r.status);
    opt.common.progress(checker.source + " " + checker.title + ": " +
                        std::to_string(run.claims.size()) + " claims");
    runs.push_back(std::move(run));
  }

  std::vector<std::string> table_names;
  for (const auto& [name, csv] : tables) {
    write_file_atomically(out / name, csv);
    table_names.push_back(name);
  }
  const std::string report_name = opt.only.empty() ? "report.md" : "report-" + opt.only + ".md";
  write_file_atomically(out / report_name, markdown_report(runs, all, table_names));
  opt.common.note("wrote " + (out / report_name).string() + " and " +
                  std::to_string(table_names.size()) + " table(s)");

  if (opt.common.json()) {
    nlohmann::json claims = nlohmann::json::array();
    for (const SourceRun& run : runs)
      for (const ClaimResult& r : run.claims)
        claims.push_back({{"id", r.id},
                          {"source", r.source},
                          {"statement", r.statement},
                          {"status", status_name(r.status)},
                          {"published", r.published},
                          {"computed", r.computed},
                          {"explanation", r.explanation}});
    nlohmann::json sections = nlohmann::json::array();
    for (const SourceRun& run : runs)
      for (const SectionCoverage& c : run.coverage) {
        nlohmann::json verdicts = nlohmann::json::object();
        for (const auto& [status, count] : c.verdicts) verdicts[status_name(status)] = count;
        sections.push_back({{"source", run.checker->source},
                            {"section", c.section},
                            {"title", c.title},
                            {"claims", c.claims()},
                            {"verdicts", verdicts},
                            {"without_claims", c.without_claims}});
      }
    opt.common.print_json({{"claims", claims}, {"sections", sections}});
  } else {
    std::cout << text_report(runs, all);
  }
  return exit_ok;
}

}  // namespace

void add_reproduce_command(CLI::App& root, Action& action) {
  auto options = std::make_shared<ReproduceOptions>();
  auto* cmd = root.add_subcommand(
      "reproduce",
      "recompute every claim of the source documents and report, claim by claim, whether it "
      "holds (exit 0 whatever it finds)");
  options->common.add_to(*cmd, "reproduce");
  cmd->add_option("--only", options->only, "check one source only: 000, 001, 002, 003 or 004");
  cmd->add_option(
      "--published", options->published,
      "directory of the transcriptions (default: share/nimlab/published of the installed "
      "program, or data/published of the source tree it was built from)");
  cmd->add_option(
      "--out", options->out,
      "directory for report.md and the computed CSV tables (default: ./nimlab-reproduce "
      "for the installed program, data/reproduce of the source tree for a build; "
      "report-SOURCE.md with --only)");
  cmd->callback([options, &action] { action = [options] { return run_reproduce(*options); }; });
}

}  // namespace nimlab::app
