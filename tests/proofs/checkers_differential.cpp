// nimlab-check and nimlab-check-verified on the same hostile texts: edits of real certificates
// (duplicate keys at every level, comments, a byte order mark, reordered members, whitespace, -0,
// signs, leading zeros, fractions, escapes, deep nesting, cut or stray bytes, and edits that keep
// the text canonical but change the claim) must get the same exit code from both, the same
// reason when the text is refused (exit 2), and the same success line when accepted. The two
// checkers read JSON with different libraries (nlohmann, Yojson) that disagree on duplicate keys,
// comments and byte order marks; only the canonical text (proofs/certificate-format.md) makes
// their verdicts one. NIMLAB_DIFFERENTIAL_INPUTS sets the number of texts (default 300). The two
// canonical-text scanners alone are also compared in one run each on many more texts
// (NIMLAB_SCANNER_INPUTS, default 20000), the verified checker's through canonical-scan-batch.
// A failure names its seed; NIMLAB_DIFFERENTIAL_SEED replays it. The two also get the same exit
// code and message at the edges of the exit-code table: every option, a refused command line, a
// file beyond the size limit (sparse, never written), output to /dev/full, exhausted memory.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "canonical_text.hpp"
#include "program_run.hpp"

namespace nimlab {
namespace {

namespace fs = std::filesystem;
using testing::ProgramRun;

fs::path build_dir() {
  return fs::path(NIMLAB_BINARY).parent_path().parent_path();
}
const fs::path golden = fs::path(NIMLAB_SOURCE_DIR) / "data" / "certificates" / "golden";

// One token of a canonical text: a punctuation byte, a string with its quotes, a number or a
// literal; concatenated, the tokens give back the text.
std::vector<std::string> tokens_of(const std::string& text) {
  std::vector<std::string> tokens;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = i + 1;
    if (text[i] == '"') {
      while (j < text.size() && text[j] != '"') ++j;
      j = std::min(j + 1, text.size());
    } else if (std::isalnum(static_cast<unsigned char>(text[i]))) {
      while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j]))) ++j;
    }
    tokens.push_back(text.substr(i, j - i));
    i = j;
  }
  return tokens;
}

std::string joined(const std::vector<std::string>& tokens) {
  std::string text;
  for (const auto& t : tokens) text += t;
  return text;
}

bool is_number(const std::string& t) {
  return !t.empty() && std::isdigit(static_cast<unsigned char>(t[0]));
}
bool is_key(const std::vector<std::string>& t, std::size_t i) {
  return i + 1 < t.size() && t[i][0] == '"' && t[i + 1] == ":";
}

// The index one past the value that starts at token i.
std::size_t value_end(const std::vector<std::string>& t, std::size_t i) {
  if (i >= t.size()) return t.size();
  if (t[i] != "{" && t[i] != "[") return i + 1;
  int depth = 0;
  for (std::size_t j = i; j < t.size(); ++j) {
    if (t[j] == "{" || t[j] == "[") ++depth;
    if (t[j] == "}" || t[j] == "]") --depth;
    if (depth == 0) return j + 1;
  }
  return t.size();
}

class Mutator {
 public:
  explicit Mutator(std::uint32_t seed) : rng_(seed) {}

  std::size_t below(std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
  }

  template <class Pred>
  std::vector<std::size_t> where(const std::vector<std::string>& t, Pred pred) {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < t.size(); ++i)
      if (pred(i)) at.push_back(i);
    return at;
  }

  // Which edits: any; only those that keep the text canonical (another number or string, a
  // member dropped), which reach the checks themselves; or only those that always break it.
  enum class Edits { any, canonical, breaking };

  // One edit of the text; `what` names it for the failure message.
  std::string edit(const std::string& text, std::string& what, Edits kind) {
    const bool canonical = kind == Edits::canonical;
    std::vector<std::string> t = tokens_of(text);
    const std::vector<std::size_t> keys = where(t, [&](std::size_t i) { return is_key(t, i); });
    const std::vector<std::size_t> numbers =
        where(t, [&](std::size_t i) { return is_number(t[i]); });
    const std::vector<std::size_t> strings =
        where(t, [&](std::size_t i) { return t[i][0] == '"' && !is_key(t, i); });
    auto pick = [&](const std::vector<std::size_t>& v) { return v[below(v.size())]; };
    if (t.size() < 3 || keys.empty() || numbers.empty() || strings.empty()) return text;
    static const std::vector<std::string> spaces = {" ", "\n", "\t", "\r", "\r\n", "  "};
    static const std::vector<std::string> comments = {"// c\n", "/* c */", "/**/", "#c\n"};
    static const std::vector<std::string> other_numbers = {"-0",
                                                           "-1",
                                                           "+1",
                                                           "00",
                                                           "0.0",
                                                           "1e0",
                                                           "1E1",
                                                           "12.5",
                                                           "18446744073709551615",
                                                           "18446744073709551616",
                                                           "9223372036854775808",
                                                           "4611686018427387904",
                                                           "100000000000000000000000",
                                                           "0",
                                                           "1",
                                                           "2",
                                                           "3",
                                                           "5",
                                                           "12",
                                                           "24",
                                                           "167"};
    static const std::vector<std::string> other_strings = {"\"P\"",
                                                           "\"N\"",
                                                           "\"D\"",
                                                           "\"grundy\"",
                                                           "\"outcome\"",
                                                           "\"window\"",
                                                           "\"octal-theorem\"",
                                                           "\"misere\"",
                                                           "\"draw\"",
                                                           "\".77\"",
                                                           "\".4\"",
                                                           "\"\"",
                                                           "\"gr\\u0075ndy\"",
                                                           "\"a\\/b\"",
                                                           "\"\xc3\xa9\"",
                                                           "\"tab\there\"",
                                                           "\"\\\"\""};
    // The plain numbers and strings (canonical spellings) come first in these lists.
    const std::size_t plain_numbers = 8, plain_strings = 12;
    static const std::size_t canonical_edits[] = {3, 4, 8};
    static const std::size_t breaking_edits[] = {0, 1, 2, 5, 6, 10, 11};
    switch (canonical                 ? canonical_edits[below(3)]
            : kind == Edits::breaking ? breaking_edits[below(7)]
                                      : below(14)) {
      case 0: {  // whitespace between two tokens
        const std::size_t i = below(t.size());
        const std::string& s = spaces[below(spaces.size())];
        t.insert(t.begin() + i, s);
        what = "whitespace before token " + std::to_string(i);
        break;
      }
      case 1: {
        const std::size_t i = below(t.size());
        t.insert(t.begin() + i, comments[below(comments.size())]);
        what = "a comment before token " + std::to_string(i);
        break;
      }
      case 2:
        t.insert(t.begin(), "\xEF\xBB\xBF");
        what = "a byte order mark";
        break;
      case 3: {  // a number spelled otherwise or changed
        const std::size_t i = pick(numbers);
        const std::size_t choice =
            canonical ? other_numbers.size() - plain_numbers + below(plain_numbers + 2)
                      : below(other_numbers.size() + 3);
        if (choice < other_numbers.size()) {
          t[i] = other_numbers[choice];
        } else {
          if (t[i].size() > 18 || t[i].find_first_not_of("0123456789") != std::string::npos)
            return text;
          const std::uint64_t n = std::stoull(t[i]);
          t[i] = std::to_string(choice == other_numbers.size() ? n + 1 : (n == 0 ? 0 : n - 1));
          if (choice == other_numbers.size() + 2) t[i] = "0" + t[i];
        }
        what = "number token " + std::to_string(i) + " -> " + t[i];
        break;
      }
      case 4: {
        const std::size_t i = pick(strings);
        t[i] = other_strings[below(canonical ? plain_strings : other_strings.size())];
        what = "string token " + std::to_string(i) + " -> " + t[i];
        break;
      }
      case 5:
      case 6: {  // a member repeated, with its value or another, before or after itself
        const std::size_t k = pick(keys);
        const std::size_t end = value_end(t, k + 2);
        std::vector<std::string> member(t.begin() + k, t.begin() + end);
        if (below(2) == 0 && end == k + 3) member[2] = is_number(member[2]) ? "775" : "\"N\"";
        const bool before = below(2) == 0;
        if (before) {
          member.push_back(",");
          t.insert(t.begin() + k, member.begin(), member.end());
        } else {
          member.insert(member.begin(), ",");
          t.insert(t.begin() + end, member.begin(), member.end());
        }
        what = "member " + t[k] + " repeated " + (before ? "before" : "after");
        break;
      }
      case 7: {  // two neighbouring members swapped
        const std::size_t k = pick(keys);
        const std::size_t end = value_end(t, k + 2);
        if (end >= t.size() || t[end] != "," || !is_key(t, end + 1)) return text;
        const std::size_t end2 = value_end(t, end + 3);
        std::vector<std::string> a(t.begin() + k, t.begin() + end);
        std::vector<std::string> b(t.begin() + end + 1, t.begin() + end2);
        std::vector<std::string> swapped = b;
        swapped.push_back(",");
        swapped.insert(swapped.end(), a.begin(), a.end());
        t.erase(t.begin() + k, t.begin() + end2);
        t.insert(t.begin() + k, swapped.begin(), swapped.end());
        what = "members " + a[0] + " and " + b[0] + " swapped";
        break;
      }
      case 8: {  // a member dropped (the text stays canonical)
        const std::size_t k = pick(keys);
        std::size_t end = value_end(t, k + 2);
        std::size_t begin = k;
        if (end < t.size() && t[end] == ",")
          ++end;
        else if (k > 0 && t[k - 1] == ",")
          --begin;
        what = "member " + t[k] + " dropped";
        t.erase(t.begin() + begin, t.begin() + end);
        break;
      }
      case 9: {  // a value wrapped in arrays, or an extra field (sorted last) nested deeply
        const std::size_t depth = 1 + below(12);
        if (below(2) == 0) {
          const std::size_t i = pick(numbers);
          t[i] = std::string(depth, '[') + t[i] + std::string(depth, ']');
          what = "number token " + std::to_string(i) + " in " + std::to_string(depth) + " arrays";
        } else {
          t.insert(t.end() - 2, ",\"zz\":" + std::string(depth, '[') + std::string(depth, ']'));
          what = "an extra field nested " + std::to_string(depth) + " deep";
        }
        break;
      }
      case 10: {  // the final newline dropped, doubled, or followed by something
        static const std::vector<std::string> tails = {"", "\n\n", "\n ", "\n{}",
                                                       std::string("\n\0", 2)};
        t.back() = tails[below(tails.size())];
        what = "the end of the text changed";
        break;
      }
      case 11: {  // cut
        std::string s = joined(t);
        s.resize(below(s.size()));
        what = "cut at byte " + std::to_string(s.size());
        return s;
      }
      default: {  // one byte replaced, inserted or deleted
        std::string s = joined(t);
        const std::size_t i = below(s.size());
        static const std::string bytes = "{}[]\":,0123456789-+.eE tfn\\/\x7f\x01\xff";
        const char b = bytes[below(bytes.size())];
        const std::size_t how = below(3);
        if (how == 0) s[i] = b;
        if (how == 1) s.insert(s.begin() + i, b);
        if (how == 2) s.erase(i, 1);
        what = std::string(how == 0 ? "byte replaced"
                                    : (how == 1 ? "byte inserted" : "byte deleted")) +
               " at " + std::to_string(i);
        return s;
      }
    }
    return joined(t);
  }

 private:
  std::mt19937 rng_;
};

std::string quoted(const fs::path& path) {
  return "'" + path.string() + "'";
}

// The reason after "malformed certificate PATH: ", or the whole of stderr.
std::string reason_of(const std::string& err, const fs::path& file) {
  const std::string after = file.string() + ": ";
  const auto at = err.find(after);
  return at == std::string::npos ? err : err.substr(at + after.size());
}

// Bytes shown with escapes, for a failure message.
std::string shown(const std::string& text) {
  std::string s;
  for (unsigned char c : text) {
    if (c >= 0x20 && c < 0x7f) {
      s += static_cast<char>(c);
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      s += hex;
    }
  }
  return s.size() > 600 ? s.substr(0, 600) + "..." : s;
}

// The certificates the edits start from, and the index of the one checked in seconds.
std::vector<std::string> edit_sources() {
  std::vector<std::string> sources;
  for (const char* name :
       {"v1-kayles", "v1-dot4", "v1-dot0102", "v1-subtract-1-4", "v1-four-point", "v3-hex-dot8",
        "v3-hex-dot0f", "v3-all-but-2-3", "v3-all-but-2-3-5-7", "v2-dot165"})
    sources.push_back(testing::read_text_file(golden / (std::string(name) + ".json")));
  return sources;
}

// NIMLAB_DIFFERENTIAL_SEED replays the texts of a reported failure; otherwise a fresh seed.
std::uint32_t seed_of_run() {
  const char* env = std::getenv("NIMLAB_DIFFERENTIAL_SEED");
  return env ? static_cast<std::uint32_t>(std::strtoul(env, nullptr, 10)) : std::random_device{}();
}

long count_from(const char* variable, long fallback) {
  const char* env = std::getenv(variable);
  return env ? std::atol(env) : fallback;
}

TEST(CheckersDifferential, SameScannerVerdictOnManyEdits) {
  const fs::path batch = build_dir() / "proofs" / "coq" / "canonical-scan-batch";
  ASSERT_TRUE(fs::exists(batch)) << batch;
  const std::vector<std::string> sources = edit_sources();
  const long inputs = count_from("NIMLAB_SCANNER_INPUTS", 20000);
  const std::uint32_t seed = seed_of_run();
  Mutator mutator(seed);
  std::vector<std::string> texts;
  const fs::path file = testing::scratch_directory("nimlab-checkers-differential") / "texts";
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    for (long n = 0; n < inputs; ++n) {
      std::string text = sources[mutator.below(sources.size())];
      const std::size_t edits = 1 + mutator.below(3);
      for (std::size_t e = 0; e < edits; ++e) {
        std::string step;
        text = mutator.edit(text, step, Mutator::Edits::any);
      }
      out << text.size() << '\n' << text;
      texts.push_back(std::move(text));
    }
  }
  const ProgramRun r = testing::run_program(quoted(batch) + " " + quoted(file));
  fs::remove(file);  // megabytes of texts
  ASSERT_EQ(r.code, 0) << r.err;
  std::istringstream answers(r.out);
  long canonical = 0, differing = 0;
  for (long n = 0; n < inputs; ++n) {
    std::string theirs;
    ASSERT_TRUE(std::getline(answers, theirs)) << "no answer for text " << n;
    std::string ours = nimlab_check::canonical_text_error(texts[n]);
    if (ours.empty()) ours = "ok";
    canonical += ours == "ok";
    if (ours != theirs && ++differing <= 5)
      ADD_FAILURE() << "seed " << seed << ", text " << n << ": nimlab-check " << ours
                    << ", nimlab-check-verified " << theirs << "\n"
                    << shown(texts[n]);
  }
  std::cout << inputs << " texts (seed " << seed << "): " << canonical << " canonical, "
            << inputs - canonical << " refused; " << differing << " differ\n";
  EXPECT_EQ(differing, 0);
  EXPECT_GT(canonical, 0);
}

TEST(CheckersDifferential, SameVerdictOnEditsOfRealCertificates) {
  const fs::path plain = build_dir() / "proofs" / "nimlab-check";
  const fs::path verified = build_dir() / "proofs" / "coq" / "nimlab-check-verified";
  ASSERT_TRUE(fs::exists(plain) && fs::exists(verified));
  // Certificates both check in milliseconds, so that edits which keep them canonical are checked
  // fully; .165 (version 2, seconds in the verified checker) gets only the edits that break the
  // canonical text (tests/proofs/verified_checker.cpp checks sparse claims in full).
  const std::vector<std::string> sources = edit_sources();
  const std::size_t slow_source = sources.size() - 1;
  const long inputs = count_from("NIMLAB_DIFFERENTIAL_INPUTS", 300);
  const std::uint32_t seed = seed_of_run();
  Mutator mutator(seed);
  const fs::path dir = testing::scratch_directory("nimlab-checkers-differential");
  const fs::path file = dir / "case.json";
  long refused = 0, accepted = 0, failed = 0, differing = 0;
  for (long n = 0; n < inputs; ++n) {
    const std::size_t source = mutator.below(sources.size());
    std::string text = sources[source];
    std::string what;
    const std::size_t edits = 1 + mutator.below(3);
    const Mutator::Edits kind = source == slow_source   ? Mutator::Edits::breaking
                                : mutator.below(3) == 0 ? Mutator::Edits::canonical
                                                        : Mutator::Edits::any;
    for (std::size_t e = 0; e < edits; ++e) {
      std::string step;
      text = mutator.edit(text, step, kind);
      what += (what.empty() ? "" : "; ") + step;
    }
    std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
    const ProgramRun a = testing::run_program(quoted(plain) + " " + quoted(file));
    const ProgramRun b = testing::run_program(quoted(verified) + " " + quoted(file));
    const bool same = a.code == b.code &&
                      (a.code != 2 || reason_of(a.err, file) == reason_of(b.err, file)) &&
                      (a.code != 0 || a.out == b.out);
    EXPECT_TRUE(same) << "seed " << seed << ", input " << n << " (" << what << ")\n"
                      << shown(text) << "\nnimlab-check " << a.code << ": " << a.out << a.err
                      << "nimlab-check-verified " << b.code << ": " << b.out << b.err;
    differing += !same;
    refused += a.code == 2;
    accepted += a.code == 0;
    failed += a.code == 3;
    if (differing >= 5) break;
  }
  fs::remove(file);
  std::cout << inputs << " inputs (seed " << seed << "): " << accepted << " accepted, " << failed
            << " failed, " << refused << " refused by both checkers alike; " << differing
            << " differ\n";
  // The edits reach all three verdicts.
  EXPECT_GT(refused, 0);
  if (inputs >= 100) {
    EXPECT_GT(accepted, 0);
    EXPECT_GT(failed, 0);
  }
}

// One command line run by both checkers, `{}` standing for the checker; each one's stderr with
// its name (where it names itself, not within a path) replaced by "<checker>", so that the
// messages compare.
struct BothRuns {
  ProgramRun plain, verified;
};

std::string unnamed(std::string err, const std::string& name) {
  for (const char* after : {":", " --help"})
    for (std::size_t at; (at = err.find(name + after)) != std::string::npos;)
      err.replace(at, name.size(), "<checker>");
  return err;
}

BothRuns run_both(const std::string& command_line) {
  auto run = [&](const fs::path& program) {
    std::string line = command_line;
    line.replace(line.find("{}"), 2, quoted(program));
    ProgramRun r = testing::run_program(line);
    r.err = unnamed(r.err, program.filename().string());
    return r;
  };
  return {run(build_dir() / "proofs" / "nimlab-check"),
          run(build_dir() / "proofs" / "coq" / "nimlab-check-verified")};
}

TEST(CheckersDifferential, SameExitCodeAndMessageAtTheEdges) {
  ASSERT_TRUE(fs::exists(build_dir() / "proofs" / "nimlab-check") &&
              fs::exists(build_dir() / "proofs" / "coq" / "nimlab-check-verified"));
  const fs::path dir = testing::scratch_directory("nimlab-checkers-differential");
  const std::string good = quoted(golden / "v1-kayles.json");
  const fs::path failing = dir / "failing.json";
  {
    std::string text = testing::read_text_file(golden / "v1-kayles.json");
    const std::string preperiod = "\"preperiod\":71";
    const std::size_t at = text.find(preperiod);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, preperiod.size(), "\"preperiod\":72");
    std::ofstream(failing, std::ios::binary) << text;
  }
  // Sparse files: the size without the bytes. One byte beyond max_certificate_bytes (2^30), and
  // 900 MB below it, which neither checker can hold under a 600 MB address space.
  const fs::path huge = dir / "huge.json", large = dir / "large.json";
  std::ofstream(huge).close();
  fs::resize_file(huge, (std::uintmax_t{1} << 30) + 1);
  std::ofstream(large).close();
  fs::resize_file(large, 900'000'000);
  const std::string limit = "ulimit -v 600000 && exec ";
  struct Case {
    std::string what, command_line;
    int code;
    std::string err;  // a part of stderr both must print (codes 1 and 2)
  };
  const std::vector<Case> cases = {
      {"certificate", "{} " + good, 0, ""},
      {"--json", "{} --json " + good, 0, ""},
      {"--quiet", "{} --quiet " + good, 0, ""},
      {"--progress", "{} --progress " + good, 0, ""},
      {"--verbose", "{} --verbose " + good, 0, ""},
      {"--json --progress --verbose", "{} --json --progress --verbose " + good, 0, ""},
      {"--help", "{} --help", 0, ""},
      {"-h", "{} -h " + good, 0, ""},
      {"failing certificate", "{} " + quoted(failing), 3, ""},
      {"failing certificate, --json", "{} --json " + quoted(failing), 3, ""},
      {"--quiet --progress", "{} --quiet --progress " + good, 2, "--quiet excludes"},
      {"--verbose --quiet", "{} --verbose --quiet " + good, 2, "--quiet excludes"},
      {"unknown option", "{} --bogus " + good, 2, "unknown option '--bogus' (see"},
      {"mistyped option", "{} --jsn " + good, 2, "did you mean --json?"},
      {"short option", "{} -q " + good, 2, "unknown option '-q'"},
      {"no certificate", "{}", 2, "no certificate given"},
      {"empty argument", "{} ''", 2, "no certificate given"},
      {"two certificates", "{} " + good + " " + good, 2, "one certificate at a time"},
      {"no such file", "{} " + quoted(dir / "absent.json"), 2, "(no such file)"},
      {"a directory", "{} " + quoted(dir), 2, "(not a regular file)"},
      {"beyond the size limit", "{} " + quoted(huge), 2,
       "(larger than the limit of 1073741824 bytes)"},
      {"beyond the size limit, little memory", "(" + limit + "{} " + quoted(huge) + ")", 2,
       "(larger than the limit of 1073741824 bytes)"},
      {"out of memory", "(" + limit + "{} " + quoted(large) + ")", 1, "out of memory"},
      {"verdict to /dev/full", "{ {} " + good + " >/dev/full; }", 1,
       "cannot write the verdict to stdout"},
      {"--json to /dev/full", "{ {} --json " + good + " >/dev/full; }", 1,
       "cannot write the verdict to stdout"},
      {"failing verdict to /dev/full", "{ {} " + quoted(failing) + " >/dev/full; }", 1,
       "cannot write the verdict to stdout"},
      {"--help to /dev/full", "{ {} --help >/dev/full; }", 1, "cannot write the verdict to stdout"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what + ": " + c.command_line);
    const BothRuns r = run_both(c.command_line);
    EXPECT_EQ(r.plain.code, c.code) << r.plain.out << r.plain.err;
    EXPECT_EQ(r.verified.code, c.code) << r.verified.out << r.verified.err;
    if (c.code == 1 || c.code == 2) {
      // One line, the same from both (no OCaml "Fatal error" after it).
      EXPECT_EQ(r.plain.err, r.verified.err);
      EXPECT_EQ(testing::count_lines(r.verified.err), 1u) << r.verified.err;
      EXPECT_NE(r.verified.err.find(c.err), std::string::npos) << r.verified.err;
      EXPECT_EQ(r.verified.err.rfind("<checker>: ", 0), 0u) << r.verified.err;
    }
  }
  fs::remove(huge);
  fs::remove(large);
  fs::remove(failing);
}

}  // namespace
}  // namespace nimlab
