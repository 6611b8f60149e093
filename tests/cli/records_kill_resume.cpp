// A record search killed with SIGKILL at random moments, over and over, and resumed from its
// checkpoint each time, prints byte for byte what one uninterrupted run prints. Every kill leaves
// a checkpoint the next run accepts (never a truncated or inconsistent one).
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "child_process.hpp"
#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;
using nimlab::testing::read_text_file;
using nimlab::testing::start_nimlab;
using nimlab::testing::wait_for_child;

const std::vector<std::string> search = {"records",  "--min",  "18",      "--max",     "23",
                                         "--misere", "--json", "--quiet", "--threads", "2"};

TEST(RecordsKillResume, ResumedRunsEqualAnUninterruptedOne) {
  const fs::path dir = fs::temp_directory_path() / ("nimlab_kill_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  ASSERT_EQ(wait_for_child(start_nimlab(search, dir / "whole.json")), 0);
  const std::string whole = read_text_file(dir / "whole.json");
  ASSERT_FALSE(whole.empty());

  std::vector<std::string> resumable = search;
  for (const char* a : {"--checkpoint", "", "--checkpoint-every", "0.02"}) resumable.push_back(a);
  resumable[resumable.size() - 3] = (dir / "run.ckpt").string();
  std::mt19937 rng(std::random_device{}());
  const unsigned seed = rng();
  rng.seed(seed);
  int kills = 0, code = -1;
  for (int attempt = 0; attempt < 60; ++attempt) {
    const pid_t pid = start_nimlab(resumable, dir / "resumed.json");
    // Kill anywhere in the first ~0.4 s (start-up, loading, computing, writing a checkpoint);
    // after 20 kills let it finish.
    if (attempt < 20) {
      std::this_thread::sleep_for(std::chrono::milliseconds(rng() % 400));
      if (::kill(pid, SIGKILL) == 0) ++kills;
    }
    code = wait_for_child(pid);
    if (code == 0) break;
    ASSERT_EQ(code, -SIGKILL) << "a resumed run failed (seed " << seed << ")";
  }
  ASSERT_EQ(code, 0);
  EXPECT_GE(kills, 1);
  EXPECT_EQ(read_text_file(dir / "resumed.json"), whole) << "seed " << seed;
  fs::remove_all(dir);
}

}  // namespace
