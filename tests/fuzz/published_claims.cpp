// The published-claims JSON (data/published) as the source checkers read it: the input is written
// as the transcription of the Dutch article (001) or of the octal-games report (004), chosen by
// the first byte, and that source's checker runs on it. A malformed transcription may be refused
// with nimlab::error; nothing else may happen (no crash, no out-of-bounds access, no other
// exception), and every claim gets a status.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "fuzz_check.hpp"
#include "nimlab/error.hpp"
#include "nimlab/sources/sources.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace fs = std::filesystem;
  if (size == 0) return 0;
  static const fs::path dir = [] {
    const fs::path d =
        fs::temp_directory_path() / ("nimlab-fuzz-published-" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  const bool article = data[0] % 2 == 0;
  const nimlab::SourceChecker checker =
      article ? nimlab::dutch_nim_article_checker() : nimlab::octal_report_checker();
  const char* stem = article ? "001_86a214337ac0eadd.json" : "004_3d1113c7316bc8e7.json";
  std::ofstream(dir / stem, std::ios::binary)
      .write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
  try {
    for (const nimlab::ClaimResult& r : checker.check(nimlab::ReproduceContext{dir, {}}))
      nimlab::fuzz::check(!r.id.empty(), "a claim without id");
  } catch (const nimlab::error&) {
  }
  return 0;
}
