// `nimlab period --checkpoint`: a checkpoint that is damaged, truncated, tampered with, of
// another game or of another nimlab version is refused with exit 2 and one message, and left in
// place byte for byte; a finished run's checkpoint resumes to the same answer.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>

#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;
using nimlab::testing::ProgramRun;
using nimlab::testing::read_text_file;
using nimlab::testing::run_nimlab;

const fs::path& dir() {
  return nimlab::testing::scratch_directory("nimlab_period_checkpoint");
}

void write_bytes(const fs::path& p, const std::string& bytes) {
  std::ofstream(p, std::ios::binary) << bytes;
}

// FNV-1a, 64 bits: the checksum the format names (proofs of tampering must pass it).
std::uint64_t fnv1a(const std::string& bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

std::string with_checksum(std::string body) {
  const std::uint64_t h = fnv1a(body);
  for (int i = 0; i < 8; ++i) body.push_back(static_cast<char>((h >> (8 * i)) & 0xff));
  return body;
}

const std::string game = "period --octal .6 --max-values 8192";

// A genuine checkpoint of `game`, made once.
const std::string& genuine() {
  static const std::string bytes = [] {
    const fs::path p = dir() / "genuine.ckpt";
    const ProgramRun r = run_nimlab(game + " --checkpoint '" + p.string() + "'");
    EXPECT_EQ(r.code, 0) << r.err;
    return read_text_file(p);
  }();
  return bytes;
}

// Runs `game` (or `args`) on a checkpoint holding `bytes`; expects a refusal that names `why`
// and leaves the file as it was.
void expect_refused(const std::string& name, const std::string& bytes, const std::string& why,
                    const std::string& args = game) {
  const fs::path p = dir() / name;
  write_bytes(p, bytes);
  const ProgramRun r = run_nimlab(args + " --checkpoint '" + p.string() + "'");
  EXPECT_EQ(r.code, 2) << name << ": " << r.err;
  EXPECT_EQ(r.out, "") << name;
  EXPECT_NE(r.err.find(why), std::string::npos) << name << ": " << r.err;
  EXPECT_NE(r.err.find("left in place"), std::string::npos) << name << ": " << r.err;
  EXPECT_EQ(read_text_file(p), bytes) << name;
}

TEST(PeriodCheckpoint, AFinishedCheckpointResumesToTheSameAnswer) {
  const ProgramRun plain = run_nimlab(game + " --json");
  ASSERT_EQ(plain.code, 0) << plain.err;
  const fs::path p = dir() / "again.ckpt";
  write_bytes(p, genuine());
  const ProgramRun resumed = run_nimlab(game + " --json --checkpoint '" + p.string() + "'");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(resumed.out, plain.out);
  EXPECT_NE(resumed.err.find("resumed 8192 values"), std::string::npos) << resumed.err;
  // A larger budget goes on from the saved values.
  const ProgramRun further =
      run_nimlab("period --octal .6 --max-values 16384 --json --checkpoint '" + p.string() + "'");
  const ProgramRun direct = run_nimlab("period --octal .6 --max-values 16384 --json");
  ASSERT_EQ(further.code, 0) << further.err;
  EXPECT_EQ(further.out, direct.out);
}

TEST(PeriodCheckpoint, DamagedFilesAreRefusedAndKept) {
  const std::string& good = genuine();
  ASSERT_GT(good.size(), 8192u);
  expect_refused("truncated.ckpt", good.substr(0, good.size() / 2), "truncated");
  expect_refused("header-only.ckpt", good.substr(0, 40), "truncated");
  expect_refused("extended.ckpt", good + "x", "announces");
  std::string flipped = good;
  flipped[good.size() / 2] ^= 0x10;
  expect_refused("flipped.ckpt", flipped, "checksum");
  expect_refused("empty.ckpt", "", "does not start with");
  expect_refused("other-format.ckpt", "{\"format\": \"nimlab-records-checkpoint/1\"}",
                 "does not start with");
}

TEST(PeriodCheckpoint, TamperedValuesWithAValidChecksumAreRefused) {
  const std::string& good = genuine();
  const std::string body = good.substr(0, good.size() - 8);
  // The 8192 values of .6 all fit 8 bits (the largest below 8192 is under 256), one byte each.
  ASSERT_LT(body.size(), 8192u + 200u);
  const std::size_t values_at = body.size() - 8192;
  // The last value raised by one: the rules give another value.
  std::string last = body;
  last[last.size() - 1] = static_cast<char>(last[last.size() - 1] + 1);
  expect_refused("last-value.ckpt", with_checksum(last), "the rules give");
  // G(100) changed: caught among the first values.
  std::string early = body;
  early[values_at + 100] = static_cast<char>(early[values_at + 100] ^ 1);
  expect_refused("early-value.ckpt", with_checksum(early), "the rules give");
}

// Officers (.6) has no known period, so the run goes to the cap: a prefix of 65536 values whose
// middle no partial recheck reaches (a heap there costs 2^15 split visits to recompute).
TEST(PeriodCheckpoint, EveryValueOfALongPrefixIsProvenOnResume) {
  const std::string longer = "period --octal .6 --max-values 65536";
  const fs::path p = dir() / "long.ckpt";
  const ProgramRun first = run_nimlab(longer + " --json --checkpoint '" + p.string() + "'");
  ASSERT_EQ(first.code, 0) << first.err;
  const std::string good = read_text_file(p);
  const std::string body = good.substr(0, good.size() - 8);
  const std::size_t values_at = body.size() - 2 * 65536;  // 16 bits per value, low byte first
  ASSERT_EQ(static_cast<unsigned char>(body[values_at - 33]), 16u);  // bits, then four u64
  for (std::size_t heap : {20000u, 33333u, 50000u}) {
    std::string tampered = body;
    tampered[values_at + 2 * heap] = static_cast<char>(tampered[values_at + 2 * heap] ^ 1);
    expect_refused("middle-" + std::to_string(heap) + ".ckpt", with_checksum(tampered),
                   "it says G(" + std::to_string(heap) + ")", longer);
  }
  // The genuine file still resumes to the uninterrupted answer.
  const ProgramRun again = run_nimlab(longer + " --json --checkpoint '" + p.string() + "'");
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out, first.out);
}

// The three work counters (searches, search_splits, full_heaps) follow the bits-per-value byte
// and the count, just before the values.
std::uint64_t counter(const std::string& body, std::size_t values_at, int which) {
  std::uint64_t v = 0;
  const std::size_t at = values_at - 24 + 8 * static_cast<std::size_t>(which);
  for (int i = 0; i < 8; ++i)
    v |= std::uint64_t{static_cast<unsigned char>(body[at + i])} << (8 * i);
  return v;
}
void set_counter(std::string& body, std::size_t values_at, int which, std::uint64_t v) {
  const std::size_t at = values_at - 24 + 8 * static_cast<std::size_t>(which);
  for (int i = 0; i < 8; ++i) body[at + i] = static_cast<char>((v >> (8 * i)) & 0xff);
}

// Counts no computation of 8192 values reaches are refused, naming the field.
TEST(PeriodCheckpoint, ImpossibleWorkCountersAreRefused) {
  const std::string& good = genuine();
  const std::string body = good.substr(0, good.size() - 8);
  const std::size_t values_at = body.size() - 8192;
  const std::pair<int, const char*> fields[] = {
      {0, "searches"}, {1, "search_splits"}, {2, "full_heaps"}};
  for (const auto& [which, name] : fields) {
    std::string tampered = body;
    // .6 splits in one way: at most 8192^2 / 4 + 16 * 8192 splits visited in all.
    set_counter(tampered, values_at, which, which == 1 ? std::uint64_t{1} << 40 : 8193);
    expect_refused(std::string(name) + ".ckpt", with_checksum(tampered),
                   "its field " + std::string(name) + " = ");
  }
}

// Where the values begin: after the magic line, the two text fields (u32 length, bytes), the
// bits per value, the count and the three counters.
std::size_t values_offset(const std::string& body) {
  std::size_t at = body.find('\n') + 1;
  for (int field = 0; field < 2; ++field) {
    std::uint32_t length = 0;
    for (int i = 0; i < 4; ++i)
      length |= std::uint32_t{static_cast<unsigned char>(body[at + i])} << (8 * i);
    at += 4 + length;
  }
  return at + 1 + 8 + 24;
}

// The counters cannot be re-derived without redoing the work, so no answer may depend on them.
// .16 proves period 149459 from 792525 values; search_splits a thousand times the true count
// (still below what 792525 values allow, the checksum recomputed) once made the work estimate
// lower the cap below that, and the resumed run proved nothing.
TEST(PeriodCheckpoint, InflatedWorkCountersDoNotChangeTheAnswer) {
  const std::string run = "period --octal .16";
  const ProgramRun plain = run_nimlab(run + " --json");
  ASSERT_EQ(plain.code, 0) << plain.err;
  ASSERT_NE(plain.out.find("149459"), std::string::npos) << plain.out;
  const fs::path p = dir() / "inflated.ckpt";
  ASSERT_EQ(run_nimlab(run + " --checkpoint '" + p.string() + "'").code, 0);
  const std::string good = read_text_file(p);
  std::string body = good.substr(0, good.size() - 8);
  const std::size_t values_at = values_offset(body);
  const std::uint64_t splits = counter(body, values_at, 1);
  ASSERT_GT(splits, 0u);
  set_counter(body, values_at, 1, splits * 1000);
  write_bytes(p, with_checksum(body));
  const ProgramRun resumed = run_nimlab(run + " --json --checkpoint '" + p.string() + "'");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(resumed.out, plain.out);
}

// A resumed checkpoint is proven on the engine's threads: --threads, else OMP_NUM_THREADS.
TEST(PeriodCheckpoint, TheProofOfAResumeHonoursTheThreadCount) {
  const fs::path p = dir() / "threads.ckpt";
  write_bytes(p, genuine());
  const ProgramRun one = run_nimlab(game + " --threads 1 --checkpoint '" + p.string() + "'");
  ASSERT_EQ(one.code, 0) << one.err;
  EXPECT_NE(one.err.find("proven on 1 thread"), std::string::npos) << one.err;
  const ProgramRun three =
      nimlab::testing::run_program("OMP_NUM_THREADS=3 '" + std::string(NIMLAB_BINARY) + "' " +
                                   game + " --checkpoint '" + p.string() + "'");
  ASSERT_EQ(three.code, 0) << three.err;
  EXPECT_NE(three.err.find("proven on 3 threads"), std::string::npos) << three.err;
}

TEST(PeriodCheckpoint, CheckpointEveryMustBeFiniteAndPositive) {
  for (const std::string every : {"inf", "nan", "0", "-1", "1e999"}) {
    const ProgramRun r = run_nimlab(game + " --checkpoint-every " + every + " --checkpoint '" +
                                    (dir() / "every.ckpt").string() + "'");
    EXPECT_EQ(r.code, 2) << every << ": " << r.err;
    EXPECT_NE(r.err.find("--checkpoint-every"), std::string::npos) << every << ": " << r.err;
    EXPECT_FALSE(fs::exists(dir() / "every.ckpt")) << every;
  }
}

// The certificate on stdout and the JSON report would be two documents on one stream.
TEST(PeriodCheckpoint, CertificateOnStdoutWithJsonIsRefused) {
  const ProgramRun r = run_nimlab("period --octal .16 --certificate - --json");
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("--certificate -"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--json"), std::string::npos) << r.err;
  EXPECT_EQ(run_nimlab("period --octal .16 --certificate -").code, 0);
}

TEST(PeriodCheckpoint, OtherVersionsAndGamesAreRefused) {
  const std::string& good = genuine();
  // The version is the first text field after the magic line: u32 length, then the bytes.
  const std::size_t magic = good.find('\n') + 1;
  const std::uint32_t length = static_cast<unsigned char>(good[magic]);
  std::string other = good.substr(0, magic) + std::string(1, '\x05') + std::string(3, '\0') +
                      "9.9.9" +
                      good.substr(magic + 4 + length, good.size() - 8 - magic - 4 - length);
  expect_refused("other-version.ckpt", with_checksum(other), "written by nimlab 9.9.9");
  expect_refused("other-game.ckpt", good, "another sequence",
                 "period --octal .16 --max-values 8192");
}

TEST(PeriodCheckpoint, UnfitTargetsAreRefusedBeforeAnyWork) {
  for (const std::string& target : {std::string("-"), std::string("/dev/null"), dir().string(),
                                    (dir() / "missing" / "c.ckpt").string()}) {
    const ProgramRun r = run_nimlab(game + " --checkpoint '" + target + "'");
    EXPECT_EQ(r.code, 2) << target << ": " << r.err;
    EXPECT_EQ(r.out, "") << target;
    EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << target << ": " << r.err;
  }
  // Games that do not split heaps are computed quickly and have nothing to save.
  const ProgramRun r =
      run_nimlab("period --subtract 1,2 --checkpoint '" + (dir() / "sub.ckpt").string() + "'");
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_FALSE(fs::exists(dir() / "sub.ckpt"));
}

}  // namespace
