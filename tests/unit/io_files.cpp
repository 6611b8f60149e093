// The safe writer and the checked reader (nimlab/io): what they replace, what they refuse, and
// that a writer killed at any moment never leaves the target truncated or half-written.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/input_file.hpp"

namespace {

namespace fs = std::filesystem;
using nimlab::read_input_file;
using nimlab::write_file_atomically;

fs::path fresh_dir(const std::string& name) {
  const fs::path d =
      fs::temp_directory_path() / ("nimlab-io-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// No temporary file is left beside the target after a completed write.
std::size_t entries(const fs::path& dir) {
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), {}));
}

TEST(SafeWriter, CreatesAndReplacesARegularFile) {
  const fs::path d = fresh_dir("replace");
  write_file_atomically(d / "out.txt", "first\n");
  EXPECT_EQ(slurp(d / "out.txt"), "first\n");
  ::chmod((d / "out.txt").c_str(), 0600);
  write_file_atomically(d / "out.txt", "second\n");
  EXPECT_EQ(slurp(d / "out.txt"), "second\n");
  struct stat st {};
  ASSERT_EQ(::stat((d / "out.txt").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u) << "the permissions of the replaced file are kept";
  EXPECT_EQ(entries(d), 1u);
  fs::remove_all(d);
}

TEST(SafeWriter, FollowsSymbolicLinksAndKeepsThem) {
  const fs::path d = fresh_dir("symlink");
  fs::create_directories(d / "data");
  write_file_atomically(d / "data" / "real.txt", "old\n");
  // A relative link in another directory, reached through a second link.
  fs::create_symlink("data/real.txt", d / "link1");
  fs::create_symlink("link1", d / "link2");
  write_file_atomically(d / "link2", "new\n");
  EXPECT_TRUE(fs::is_symlink(d / "link1"));
  EXPECT_TRUE(fs::is_symlink(d / "link2"));
  EXPECT_EQ(slurp(d / "data" / "real.txt"), "new\n");
  EXPECT_EQ(nimlab::output_target(d / "link2"), d / "data/real.txt");
  // A dangling link gets its target created.
  fs::create_symlink("data/later.txt", d / "dangling");
  write_file_atomically(d / "dangling", "x");
  EXPECT_TRUE(fs::is_symlink(d / "dangling"));
  EXPECT_EQ(slurp(d / "data" / "later.txt"), "x");
  fs::remove_all(d);
}

TEST(SafeWriter, RefusesWhatIsNotARegularFile) {
  const fs::path d = fresh_dir("refuse");
  ASSERT_EQ(::mkfifo((d / "fifo").c_str(), 0600), 0);
  fs::create_directories(d / "dir");
  fs::create_symlink("fifo", d / "to-fifo");
  for (const fs::path& p : {d / "fifo", d / "dir", d / "to-fifo", fs::path("/dev/null")}) {
    EXPECT_THROW(nimlab::output_target(p), nimlab::error) << p;
    EXPECT_THROW(write_file_atomically(p, "x"), nimlab::error) << p;
  }
  EXPECT_TRUE(fs::is_fifo(d / "fifo"));
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  EXPECT_THROW(write_file_atomically("", "x"), nimlab::error);
  EXPECT_THROW(write_file_atomically(d / "missing" / "f", "x"), nimlab::error);
  EXPECT_THROW(write_file_atomically(d / "dir/", "x"), nimlab::error);
  fs::create_symlink("loop-b", d / "loop-a");
  fs::create_symlink("loop-a", d / "loop-b");
  EXPECT_THROW(write_file_atomically(d / "loop-a", "x"), nimlab::error);
  fs::remove_all(d);
}

TEST(SafeWriter, DashIsStandardOutput) {
  ::testing::internal::CaptureStdout();
  write_file_atomically("-", "to stdout\n");
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "to stdout\n");
  EXPECT_TRUE(nimlab::names_stdout("-"));
  EXPECT_FALSE(nimlab::names_stdout("./-"));
}

// A child rewrites a 2 MB file over and over, alternating two contents; it is killed with SIGKILL
// at random moments. The target must always hold one of the two contents whole.
TEST(SafeWriter, KilledWriterNeverLeavesAHalfWrittenFile) {
  const fs::path d = fresh_dir("kill");
  const fs::path target = d / "table.txt";
  const std::string a(2 << 20, 'a'), b(2 << 20, 'b');
  write_file_atomically(target, a);
  std::mt19937 rng(20261123);
  for (int round = 0; round < 12; ++round) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      for (int i = 0;; ++i) write_file_atomically(target, i % 2 ? a : b);
    }
    std::this_thread::sleep_for(std::chrono::microseconds(rng() % 60000));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    const std::string now = slurp(target);
    EXPECT_TRUE(now == a || now == b) << "round " << round << ": " << now.size() << " bytes";
  }
  fs::remove_all(d);
}

TEST(CheckedReader, ReadsRegularFilesOnly) {
  const fs::path d = fresh_dir("read");
  write_file_atomically(d / "f.json", "{}\n");
  EXPECT_EQ(read_input_file(d / "f.json"), "{}\n");
  EXPECT_EQ(read_input_file(d / "f.json", 3), "{}\n");
  EXPECT_THROW(read_input_file(d / "f.json", 2), nimlab::error);
  ASSERT_EQ(::mkfifo((d / "fifo").c_str(), 0600), 0);
  // Opening a FIFO with nobody writing would block; the reader refuses it at once.
  EXPECT_THROW(read_input_file(d / "fifo"), nimlab::error);
  EXPECT_THROW(read_input_file("/dev/zero"), nimlab::error);
  EXPECT_THROW(read_input_file(d), nimlab::error);
  EXPECT_THROW(read_input_file(d / "missing"), nimlab::error);
  EXPECT_THROW(read_input_file(""), nimlab::error);
  try {
    read_input_file("/dev/zero");
  } catch (const nimlab::error& e) {
    EXPECT_NE(std::string(e.what()).find("character device"), std::string::npos) << e.what();
  }
  fs::remove_all(d);
}

}  // namespace
