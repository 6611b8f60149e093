// scripts/plots.sh draws every figure of the paper from data/ with gnuplot (and the game graphs
// with Graphviz); each figure it writes, and each one committed under paper/figures/, must be a
// well-formed PNG: the signature, then chunks whose CRC-32 matches (PNG specification, ISO/IEC
// 15948, section 5), an IHDR first with a non-empty image, at least one IDAT, and IEND last at the
// end of the file.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;

const std::vector<std::string> figures = {"records-longest-period.png",
                                          "grundy-scatter.png",
                                          "play-counts.png",
                                          "graph-nim-2-2.png",
                                          "graph-subtract-1-2-heaps-2-3.png",
                                          "graph-subtract-1-2-3-heap-8.png",
                                          "graph-card-5.png",
                                          "graph-nim-3-2-tree.png"};

std::uint32_t crc32(const unsigned char* data, std::size_t size) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < size; ++i) {
    crc ^= data[i];
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return crc ^ 0xFFFFFFFFu;
}

std::uint32_t big_endian(const unsigned char* p) {
  return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 | p[3];
}

// Empty when `path` is a well-formed PNG, else what is wrong with it.
std::string png_problem(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot be read";
  const std::vector<unsigned char> bytes{std::istreambuf_iterator<char>(in), {}};
  const std::array<unsigned char, 8> signature{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (bytes.size() < 8 || !std::equal(signature.begin(), signature.end(), bytes.begin()))
    return "no PNG signature";
  std::size_t at = 8;
  bool first = true, idat = false;
  while (at + 12 <= bytes.size()) {
    const std::uint32_t length = big_endian(&bytes[at]);
    if (at + 12 + std::size_t{length} > bytes.size()) return "chunk runs past the end";
    const std::string type(bytes.begin() + at + 4, bytes.begin() + at + 8);
    const unsigned char* typed = &bytes[at + 4];
    if (crc32(typed, 4 + std::size_t{length}) != big_endian(&bytes[at + 8 + length]))
      return "bad CRC in chunk " + type;
    if (first) {
      if (type != "IHDR" || length != 13) return "first chunk is not IHDR";
      if (big_endian(&bytes[at + 8]) == 0 || big_endian(&bytes[at + 12]) == 0) return "empty image";
      first = false;
    }
    idat = idat || type == "IDAT";
    at += 12 + std::size_t{length};
    if (type == "IEND") {
      if (!idat) return "no IDAT chunk";
      return at == bytes.size() ? "" : "bytes after IEND";
    }
  }
  return "no IEND chunk";
}

TEST(Figures, PlotScriptDrawsEveryFigureAsAValidPng) {
  const fs::path out = fs::temp_directory_path() / ("nimlab-figures-" + std::to_string(::getpid()));
  fs::remove_all(out);
  const auto run = nimlab::testing::run_program("bash '" + std::string(NIMLAB_SOURCE_DIR) +
                                                "/scripts/plots.sh' '" + out.string() + "'");
  ASSERT_EQ(run.code, 0) << run.err;
  for (const auto& name : figures) EXPECT_EQ(png_problem(out / name), "") << name;
  fs::remove_all(out);
}

TEST(Figures, CommittedFiguresAreValidPngs) {
  for (const auto& name : figures)
    EXPECT_EQ(png_problem(fs::path(NIMLAB_SOURCE_DIR) / "paper" / "figures" / name), "") << name;
}

TEST(Figures, PngCheckRejectsACorruptedFile) {
  // The check itself can fail: one flipped byte inside a figure breaks its chunk's CRC.
  const fs::path source = fs::path(NIMLAB_SOURCE_DIR) / "paper" / "figures" / figures.front();
  const fs::path copy =
      fs::temp_directory_path() / ("nimlab-corrupt-" + std::to_string(::getpid()));
  std::ifstream in(source, std::ios::binary);
  std::vector<char> bytes{std::istreambuf_iterator<char>(in), {}};
  ASSERT_GT(bytes.size(), 100u);
  bytes[40] = static_cast<char>(bytes[40] ^ 0x5A);
  std::ofstream(copy, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  EXPECT_NE(png_problem(copy), "");
  fs::remove(copy);
}

}  // namespace
