// Every result nimlab prints must reach its destination, and every file it writes replaces only
// a regular file, whole: stdout on a full device (/dev/full) is exit 1 with one message, for every
// subcommand that prints; output files follow links, refuse FIFOs and devices, and '-' is stdout.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;
using Result = nimlab::testing::ProgramRun;
using nimlab::testing::read_text_file;

fs::path scratch() {
  return nimlab::testing::scratch_directory("nimlab_output");
}

// A path as one shell word, built by appending: GCC 12 warns (-Wrestrict) about "'" + a
// temporary string.
std::string shell_word(const fs::path& path) {
  std::string word(1, '\'');
  word += path.string();
  word += '\'';
  return word;
}
std::string nimlab_binary() {
  return shell_word(NIMLAB_BINARY);
}
std::string checker_binary() {
  return shell_word(fs::path(NIMLAB_BINARY).parent_path().parent_path() / "proofs" /
                    "nimlab-check");
}

// stdout of the program goes to /dev/full; stderr is captured.
Result to_full_device(const std::string& program_and_args) {
  return nimlab::testing::run_program("{ timeout 120 " + program_and_args + " >/dev/full; }");
}

Result nimlab(const std::string& args) {
  return nimlab::testing::run_program("timeout 120 " + nimlab_binary() + " " + args);
}

TEST(StdoutChecked, EveryPrintingSubcommandFailsOnAFullDevice) {
  const fs::path cert = scratch() / "c.json";
  ASSERT_EQ(nimlab("period --octal .77 --certificate " + cert.string()).code, 0);
  for (const std::string& args : std::vector<std::string>{
           "values --octal .77 -n 100",
           "values --subtract 1,4 -n 5000 --json",
           "period --json --octal .77",
           "period --subtract 1,4,9",
           "count --heaps 3,2",
           "count --tokens 12 --piles 3 --json",
           "records --max 6 --quiet",
           "records --max 6 --quiet --json",
           "records --max 6 --quiet --csv",
           "reproduce --only 004 --out " + (scratch() / "rep").string(),
           "selftest",
           "values --octal .77 -n 50 --bfile -",
           "--help",
       }) {
    const Result r = to_full_device(nimlab_binary() + " " + args);
    EXPECT_EQ(r.code, 1) << args << ": " << r.err;
    EXPECT_NE(r.err.find("nimlab: cannot write the output to stdout: No space left on device"),
              std::string::npos)
        << args << ": " << r.err;
  }
  const Result check = to_full_device(checker_binary() + " " + cert.string());
  EXPECT_EQ(check.code, 1) << check.err;
  EXPECT_NE(check.err.find("cannot write"), std::string::npos) << check.err;
}

TEST(StdoutChecked, AnOrdinaryRunStillSucceeds) {
  const Result r = nimlab("values --octal .77 -n 10");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0 1 2 3 1 4 3 2 1 4\n");  // Kayles, OEIS A002186
  EXPECT_TRUE(r.err.empty());
}

TEST(OutputFiles, DashMeansStdout) {
  const Result r = nimlab("values --octal .77 -n 3 --bfile -");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0 0\n1 1\n2 2\n");  // the b-file alone: stdout stays a b-file
  // With --json the report would be a second document on stdout: refused (period_checkpoint.cpp).
  const Result c = nimlab("period --octal .77 --certificate -");
  ASSERT_EQ(c.code, 0) << c.err;
  EXPECT_NE(c.out.find("\"format\":\"nimlab-certificate\""), std::string::npos) << c.out;
  // stdout is the certificate alone, one line; the report goes to stderr.
  EXPECT_EQ(c.out.find('\n'), c.out.size() - 1) << c.out;
  EXPECT_NE(c.err.find("period: 12"), std::string::npos) << c.err;
  EXPECT_FALSE(fs::exists("-"));
}

TEST(OutputFiles, SymlinkedTargetKeepsItsLink) {
  const fs::path real = scratch() / "real.b";
  const fs::path link = scratch() / "link.b";
  std::ofstream(real) << "old content\n";
  fs::create_symlink(real, link);
  const Result r = nimlab("values --octal .77 -n 3 --bfile " + link.string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(read_text_file(real), "0 0\n1 1\n2 2\n");
  const fs::path cert_link = scratch() / "cert-link";
  fs::create_symlink("cert-real", cert_link);
  ASSERT_EQ(nimlab("period --octal .77 --certificate " + cert_link.string()).code, 0);
  EXPECT_TRUE(fs::is_symlink(cert_link));
  EXPECT_TRUE(fs::is_regular_file(scratch() / "cert-real"));
}

// A full disk, as the file-size limit (ulimit -f 0) makes every write fail with EFBIG: the target
// was accepted, the write failed, so this is an I/O failure (exit 1), and the old file stays.
TEST(OutputFiles, AFailedWriteIsAnIoFailure) {
  const fs::path target = scratch() / "full.out";
  for (const std::string cmd :
       {"values --octal .77 -n 3 --bfile ", "period --octal .77 --certificate ",
        "graph --game nim --heaps 2 --out ", "period --octal .6 --max-values 1024 --checkpoint "}) {
    // An existing checkpoint would be resumed: that one starts from none, and none is left.
    const bool checkpoint = cmd.find("--checkpoint") != std::string::npos;
    fs::remove(target);
    if (!checkpoint) std::ofstream(target) << "old\n";
    // stderr goes through a pipe, which the limit does not cover.
    const Result r =
        nimlab::testing::run_program("{ (trap '' XFSZ; ulimit -f 0; " + nimlab_binary() + " " +
                                     cmd + target.string() + "; echo \"exit=$?\") 2>&1 | cat; }");
    EXPECT_NE(r.out.find("exit=1"), std::string::npos) << cmd << ": " << r.out;
    EXPECT_NE(r.out.find("cannot write"), std::string::npos) << cmd << ": " << r.out;
    if (checkpoint) {
      EXPECT_FALSE(fs::exists(target)) << cmd;
    } else {
      EXPECT_EQ(read_text_file(target), "old\n") << cmd;
    }
  }
}

// The hidden temporary files beside `target` (".NAME.*.tmp").
std::vector<std::string> temporaries_of(const fs::path& target) {
  std::vector<std::string> found;
  const std::string stem = "." + target.filename().string() + ".";
  for (const auto& e : fs::directory_iterator(target.parent_path())) {
    const std::string name = e.path().filename().string();
    if (name.rfind(stem, 0) == 0 && name.ends_with(".tmp")) found.push_back(name);
  }
  return found;
}

// Without the shell ignoring SIGXFSZ first: a write past the file-size limit is reported (exit 1,
// one message), not a silent death by the signal, and the temporary file is removed. The limit
// (ulimit -f 1: 1 KiB) lets part of the file be written before the write fails.
TEST(OutputFiles, AFileSizeLimitIsReportedAndLeavesNoTemporaryFile) {
  const fs::path dir = scratch() / "xfsz";
  fs::create_directories(dir);
  const fs::path target = dir / "big.b";
  std::ofstream(target) << "old\n";
  const Result r = nimlab::testing::run_program(
      "{ (ulimit -f 1; " + nimlab_binary() + " values --octal .77 -n 100000 --bfile " +
      target.string() + "; echo \"exit=$?\") 2>&1 | cat; }");
  EXPECT_NE(r.out.find("exit=1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("nimlab: cannot write"), std::string::npos) << r.out;
  EXPECT_EQ(read_text_file(target), "old\n");
  EXPECT_TRUE(temporaries_of(target).empty());
}

// A writer killed by SIGKILL leaves ".NAME.PID-RANDOM.tmp"; the next write of that target removes
// the files of processes that no longer exist, and leaves those of live ones and other names.
TEST(OutputFiles, TemporaryFilesOfDeadWritersAreRemoved) {
  const fs::path dir = scratch() / "stale";
  fs::create_directories(dir);
  const fs::path target = dir / "c.json";
  // 999999999 is above every pid_max (at most 2^22): no such process.
  const std::string dead = ".c.json.999999999-12345.tmp";
  const std::string live = ".c.json." + std::to_string(::getpid()) + "-12345.tmp";
  const std::string other = ".c.json.12345.tmp";  // not of the writer's pattern
  for (const std::string& name : {dead, live, other}) std::ofstream(dir / name) << "partial";
  ASSERT_EQ(nimlab("period --octal .77 --certificate " + target.string()).code, 0);
  EXPECT_FALSE(fs::exists(dir / dead));
  EXPECT_TRUE(fs::exists(dir / live));
  EXPECT_TRUE(fs::exists(dir / other));
}

// The checkpoint and the certificate are two results: one path for both is refused, links
// included, before any work.
TEST(OutputFiles, TwoOutputsOnOnePathAreRefused) {
  const fs::path p = scratch() / "both";
  const fs::path link = scratch() / "both-link";
  fs::create_symlink(p, link);
  for (const fs::path& other : {p, link}) {
    const Result r = nimlab("period --octal .6 --max-values 1024 --checkpoint " + p.string() +
                            " --certificate " + other.string());
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find("name the same file"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(p));
  }
}

// The same missing file under two spellings, relative or through a dangling link, is one file:
// the run is refused before the certificate could take the checkpoint's place.
TEST(OutputFiles, TwoSpellingsOfOneNewFileAreRefused) {
  const fs::path dir = scratch() / "spellings";
  fs::create_directories(dir);
  fs::create_symlink("same.json", dir / "dangling");
  const std::string in_dir = "cd '" + dir.string() + "' && ";
  const std::string parent = "../" + dir.filename().string() + "/same.json";
  for (const auto& [checkpoint, certificate] : std::vector<std::pair<std::string, std::string>>{
           {"./same.json", "same.json"},
           {"same.json", "./same.json"},
           {parent, "same.json"},
           {"same.json", parent},
           {"dangling", "same.json"},
           {"same.json", (dir / "dangling").string()}}) {
    const Result r = nimlab::testing::run_program(in_dir + "timeout 120 " + nimlab_binary() +
                                                  " period --octal .16 --checkpoint " + checkpoint +
                                                  " --certificate " + certificate);
    EXPECT_EQ(r.code, 2) << checkpoint << " " << certificate << ": " << r.err;
    EXPECT_NE(r.err.find("name the same file"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(dir / "same.json")) << checkpoint << " " << certificate;
  }
}

// Every output follows a link to a missing file and creates it, checkpoints included.
TEST(OutputFiles, DanglingLinksAreFollowedByEveryOutput) {
  const fs::path link = scratch() / "ckpt-link";
  fs::create_symlink("ckpt-real", link);
  const Result r = nimlab("period --octal .6 --max-values 1024 --checkpoint " + link.string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_TRUE(fs::is_regular_file(scratch() / "ckpt-real"));
  const Result again = nimlab("period --octal .6 --max-values 1024 --checkpoint " + link.string());
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.err.find("resumed 1024 values"), std::string::npos) << again.err;
  const fs::path records_link = scratch() / "records-link";
  fs::create_symlink("records-real", records_link);
  const Result rec = nimlab("records --max 6 --checkpoint " + records_link.string());
  ASSERT_EQ(rec.code, 0) << rec.err;
  EXPECT_TRUE(fs::is_regular_file(scratch() / "records-real"));
}

TEST(OutputFiles, FifosDevicesDirectoriesAndEmptyNamesAreRefused) {
  const fs::path fifo = scratch() / "fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const std::string& target :
       {fifo.string(), std::string("/dev/null"), std::string("/dev/full"), scratch().string(),
        std::string("''"), (scratch() / "missing" / "f").string()}) {
    for (const std::string cmd :
         {"values --octal .77 -n 3 --bfile ", "period --octal .77 --certificate "}) {
      const Result r = nimlab(cmd + target);
      EXPECT_EQ(r.code, 2) << cmd << target << ": " << r.err;
      EXPECT_TRUE(r.out.empty()) << cmd << target;
      EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << cmd << target << ": " << r.err;
    }
  }
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

}  // namespace
