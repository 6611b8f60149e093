// nimlab records from the command line: literature values, shards and merge, checkpoint and
// resume after a kill, the MPI run, and bad input (exit 2, one line on stderr, nothing on stdout).
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>

#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;

using Outcome = nimlab::testing::ProgramRun;
using nimlab::testing::read_text_file;

fs::path scratch() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("nimlab_records_cli_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  return dir;
}

Outcome run(const std::string& args, const std::string& prefix = "") {
  return nimlab::testing::run_program(prefix + "'" + NIMLAB_BINARY + "' " + args);
}

nlohmann::json rows_of(const Outcome& r) {
  EXPECT_EQ(r.code, 0) << r.err;
  return nlohmann::json::parse(r.out).at("rows");
}

// The Dutch notebook's list of the longest misere period per largest element (seed 000, its
// last table; its labels are one too high): M = 10 gives 33 for {1,6,9,10}, M = 12 gives 61 for
// {1,6,11,12}.
TEST(RecordsCli, NotebookRecords) {
  const auto rows = rows_of(run("records --max 12 --misere --json --quiet"));
  ASSERT_EQ(rows.size(), 12u);
  EXPECT_EQ(rows[9]["longest_period"], 33);
  EXPECT_EQ(rows[9]["argmax"], nlohmann::json::parse("[[1,6,9,10]]"));
  EXPECT_EQ(rows[11]["longest_period"], 61);
  EXPECT_EQ(rows[11]["argmax"], nlohmann::json::parse("[[1,6,11,12]]"));
  // 2^(M-2) sets in the one-in-set family; the histogram counts each once.
  for (const auto& row : rows) {
    const unsigned M = row["max"];
    EXPECT_EQ(row["sets"], M <= 2 ? 1u : 1u << (M - 2));
    std::uint64_t total = 0;
    for (const auto& [p, c] : row["histogram"].items()) total += c.get<std::uint64_t>();
    EXPECT_EQ(total, row["sets"]);
  }
}

TEST(RecordsCli, ShardsMergeIntoTheWholeRun) {
  const auto whole = rows_of(run("records --max 17 --family all --json --quiet"));
  std::string files;
  for (int i = 1; i <= 3; ++i) {
    const Outcome part = run("records --max 17 --family all --json --quiet --shard " +
                             std::to_string(i).append("/3"));
    ASSERT_EQ(part.code, 0) << part.err;
    const fs::path f = scratch() / std::to_string(i) += ".shard.json";
    std::ofstream(f) << part.out;
    files.append(" ").append(f.string());
  }
  EXPECT_EQ(rows_of(run("records merge --json" + files)), whole);
  // An incomplete set of shards is refused.
  const Outcome partial = run("records merge " + (scratch() / "1.shard.json").string());
  EXPECT_EQ(partial.code, 2);
  EXPECT_TRUE(partial.out.empty());
}

TEST(RecordsCli, ResumesFromACheckpointAfterAKill) {
  const std::string args = "records --min 20 --max 24 --misere --json --quiet --threads 2";
  const fs::path ck = scratch() / "run.ckpt", pid = scratch() / "pid";
  fs::remove(ck);
  const std::string start = "sh -c 'echo $$ >" + pid.string() + "; exec " + NIMLAB_BINARY + " " +
                            args + " --checkpoint " + ck.string() +
                            " --checkpoint-every 0.2 >/dev/null 2>&1' &";
  ASSERT_EQ(std::system(start.c_str()), 0);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!fs::exists(ck) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_TRUE(fs::exists(ck)) << "no checkpoint appeared";
  ::kill(std::stoi(read_text_file(pid)), SIGKILL);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const auto checkpoint = nlohmann::json::parse(read_text_file(ck));
  EXPECT_GT(checkpoint["done_below"].get<std::uint64_t>() + checkpoint["done_extra"].size(), 0u);

  const auto resumed = rows_of(run(args + " --checkpoint " + ck.string()));
  const auto whole = rows_of(run(args));
  EXPECT_EQ(resumed, whole);
  // The checkpoint of this search is refused for another one.
  const Outcome other = run("records --min 20 --max 24 --json --quiet --checkpoint " + ck.string());
  EXPECT_EQ(other.code, 2);
  EXPECT_TRUE(other.out.empty());
}

TEST(RecordsCli, MpiRunEqualsSingleProcess) {
  if (std::system("command -v mpirun >/dev/null 2>&1") != 0) GTEST_SKIP() << "mpirun missing";
  const std::string args = "records --max 18 --misere --json --quiet --threads 1";
  const Outcome mpi = run(args, "mpirun --allow-run-as-root --oversubscribe -np 2 ");
  ASSERT_EQ(mpi.code, 0) << mpi.err;
  EXPECT_EQ(rows_of(mpi), rows_of(run(args)));
}

TEST(RecordsCli, BadInputIsRefused) {
  for (const char* args :
       {"records --max 0", "records --max 61", "records --min 5 --max 3",
        "records --max 5 --shard 3/2", "records --max 5 --shard 0/0", "records --max 5 --shard x",
        "records --max 5 --size 0", "records --max abc", "records --max 5 --family some",
        "records --max 5 --kind grundy --misere", "records --max 5 --bogus", "records",
        "records --max 5 --threads 0", "records --max 5 --checkpoint /nonexistent/dir/ck",
        "records merge /nonexistent.json"}) {
    const Outcome r = run(args);
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_TRUE(r.out.empty()) << args;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
    EXPECT_EQ(r.err.rfind("nimlab: ", 0), 0u) << args << ": " << r.err;
  }
}

}  // namespace
