// What `nimlab records merge` and checkpoint resume accept: only regular files of bounded size,
// and only tables that are what they claim (counts add up to the sets of their shard or of the
// units marked done, the argmax lists every set of the longest period, elements and fields in
// range, records that the naive finder confirms). Anything else is exit 2 with one line on
// stderr, and a refused checkpoint is left in place.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "memory_limit.hpp"
#include "nimlab/period/cross_check.hpp"
#include "nimlab/records/family.hpp"
#include "nimlab/records/table.hpp"
#include "program_run.hpp"

namespace {

namespace fs = std::filesystem;
using Result = nimlab::testing::ProgramRun;
using nimlab::testing::read_text_file;
using json = nlohmann::json;

fs::path scratch() {
  return nimlab::testing::scratch_directory("nimlab_records_input");
}

// `timeout` turns a hang into a failure instead of a stuck test.
Result nimlab(const std::string& args) {
  return nimlab::testing::run_program("timeout 60 '" + std::string(NIMLAB_BINARY) + "' " + args);
}

void expect_refused(const Result& r, const std::string& what) {
  EXPECT_EQ(r.code, 2) << what << ": " << r.err;
  EXPECT_TRUE(r.out.empty()) << what;
  EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << what << ": " << r.err;
  EXPECT_EQ(r.err.rfind("nimlab: ", 0), 0u) << what << ": " << r.err;
}

fs::path write(const std::string& name, const std::string& text) {
  const fs::path p = scratch() / name;
  std::ofstream(p) << text;
  return p;
}

const char* search = "records --max 9 --quiet --json";

struct Shards {
  json one, two;
  json whole;
};

const Shards& shards() {
  static const Shards s = [] {
    Shards r;
    r.one = json::parse(nimlab(std::string(search) + " --shard 1/2").out);
    r.two = json::parse(nimlab(std::string(search) + " --shard 2/2").out);
    r.whole = json::parse(nimlab(search).out);
    return r;
  }();
  return s;
}

// Merges shard 2/2 with a modified copy of shard 1/2.
Result merge_with(const std::function<void(json&)>& tamper, const std::string& name) {
  json one = shards().one;
  tamper(one);
  const fs::path a = write(name + ".1.json", one.dump());
  const fs::path b = write(name + ".2.json", shards().two.dump());
  return nimlab("records merge --json " + a.string() + " " + b.string());
}

// The row of shard 1/2 for M = 7 (shard 1/2 holds M = 1, 3, 5, 7, 9: one unit per M).
json& row7(json& j) {
  for (json& r : j["rows"])
    if (r["max"] == 7) return r;
  throw std::runtime_error("no row 7");
}

TEST(RecordsMerge, IntactShardsMergeIntoTheWholeRun) {
  const Result r = merge_with([](json&) {}, "intact");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["rows"], shards().whole["rows"]);
}

// A shard written without --json is the readable table; merge refuses it and says how to write
// a shard it reads.
TEST(RecordsMerge, ATableShardIsRefusedWithHowToWriteOne) {
  const fs::path a = write("table.1.txt", nimlab("records --max 9 --quiet --shard 1/2").out);
  const fs::path b = write("table.2.json", shards().two.dump());
  const Result r = nimlab("records merge " + a.string() + " " + b.string());
  expect_refused(r, "table shard");
  EXPECT_NE(r.err.find("table.1.txt is not valid JSON"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("'nimlab records --shard i/n --json > FILE'"), std::string::npos) << r.err;
}

TEST(RecordsMerge, TamperedOrMixedShardsAreRefused) {
  const std::string longest = [] {
    json one = shards().one;
    return std::to_string(row7(one)["longest_period"].get<std::uint64_t>());
  }();
  const std::vector<std::pair<std::string, std::function<void(json&)>>> cases = {
      {"inflated",
       [&](json& j) {
         row7(j)["sets"] = row7(j)["sets"].get<std::uint64_t>() + 5;
         row7(j)["histogram"]["1"] = row7(j)["histogram"].value("1", 0) + 5;
       }},
      {"huge histogram",
       [](json& j) {
         row7(j)["sets"] = row7(j)["sets"].get<std::uint64_t>() + 1;
         row7(j)["histogram"]["134217728"] = 1;
       }},
      {"argmax removed", [](json& j) { row7(j)["argmax"] = json::array(); }},
      {"longest period zero",
       [](json& j) {
         row7(j)["argmax"] = json::array();
         row7(j)["longest_period"] = 0;
       }},
      {"element 2^32 + k",
       [](json& j) {
         json& set = row7(j)["argmax"][0];
         set[0] = 4294967296ull + set[0].get<std::uint64_t>();
       }},
      {"min 2^32 + 1", [](json& j) { j["min"] = 4294967297ull; }},
      {"shard as a number", [](json& j) { j["shard"] = 5; }},
      {"family as a number", [](json& j) { j["family"] = 5; }},
      {"row of the other shard",
       [](json& j) {
         json two = shards().two;
         j["rows"][5] = two["rows"][5];  // M = 6: counted by shard 2/2 only
       }},
      {"a false record",
       [&](json& j) {
         // Every field agrees with every other, but the period is not the set's.
         json& r = row7(j);
         const std::uint64_t p = r["longest_period"].get<std::uint64_t>() + 1;
         r["longest_period"] = p;
         const std::uint64_t n = r["histogram"][longest].get<std::uint64_t>();
         r["histogram"].erase(longest);
         r["histogram"][std::to_string(p)] = n;
         for (json& rec : r["records"])
           if (rec["period"].get<std::uint64_t>() + 1 == p) rec["period"] = p;
       }},
  };
  for (const auto& [name, tamper] : cases) expect_refused(merge_with(tamper, name), name);
}

// A record entry must prove a set of an argmax list: one naming another set is refused, not
// ignored.
TEST(RecordsMerge, ARecordOutsideTheArgmaxListsIsRefused) {
  const Result r = merge_with(
      [](json& j) {
        json& row = row7(j);
        // Every set of M = 7 in this shard attains the longest preperiod (0): name another.
        json extra = row["records"][0];
        extra["set"] = json::array({1, 2});
        for (const char* key : {"argmax", "argmax_preperiod"})
          for (const json& set : row[key]) ASSERT_NE(set, extra["set"]);
        row["records"].push_back(extra);
      },
      "stray-record");
  expect_refused(r, "stray record");
  EXPECT_NE(r.err.find("is in neither argmax list"), std::string::npos) << r.err;
}

// Bounds the address space of the commands below (memory_limit.hpp).
using nimlab::testing::memory_limit;

// A records output whose rows, for M = 10 .. `top`, each consistent on its own (counts, histogram,
// argmax, record entry), each claim the longest period the step limit allows, 2^27: about 240
// bytes a row.
json huge_claims(unsigned top) {
  json file = json::parse(nimlab("records --min 10 --max 11 --kind grundy --quiet --json").out);
  file["min"] = 10;
  file["max"] = top;
  json rows = json::array();
  const std::uint64_t claim = std::uint64_t{1} << 27;
  for (unsigned M = 10; M <= top; ++M) {
    const std::uint64_t sets = std::uint64_t{1} << (M - 2);  // one-in-set: 2^(M-2) sets
    const json set = json::array({1, M});
    rows.push_back(
        {{"max", M},
         {"sets", sets},
         {"longest_period", claim},
         {"argmax", json::array({set})},
         {"longest_preperiod", 0},
         {"argmax_preperiod", json::array({set})},
         {"histogram", {{"1", sets - 1}, {std::to_string(claim), 1}}},
         {"records", json::array({{{"set", set}, {"preperiod", 0}, {"period", claim}}})}});
  }
  file["rows"] = rows;
  return file;
}

// Nothing is allocated by what a row claims (a dense histogram would take 1 GiB a row) or walked
// by the work it claims to cover (2^42 work units up to M = 60) before the claims are checked:
// the rows up to M = 30 are refused by the recheck of their records, those up to M = 60 (51
// rows, 12 KB) by the coverage check; never "out of memory", never a hang.
TEST(RecordsMerge, HugeClaimsAreRefusedWithinBoundedMemoryAndTime) {
  for (const auto& [top, says] : {std::pair{30u, "a record does not hold"},
                                  std::pair{60u, "work units of 65536 sets, more than"}}) {
    const fs::path p = write("huge-claims.json", huge_claims(top).dump());
    ASSERT_LT(fs::file_size(p), 16000u);
    const Result r = nimlab::testing::run_program(std::string(memory_limit) + "timeout 60 '" +
                                                  NIMLAB_BINARY + "' records merge " + p.string());
    expect_refused(r, "claims up to M = " + std::to_string(top));
    EXPECT_NE(r.err.find(says), std::string::npos) << top << ": " << r.err;
  }
}

// The runner-up attack on one row of a shard or checkpoint: the row drops its best sets, names
// the sets of the next longest period as its argmax (and records) and moves the dropped count to
// a shorter period. Every field then agrees with every other and every named record holds; only
// searching the work again shows the longer period. False when the row does not lend itself
// (empty, below M = 5, or its best sets hold the preperiod record, which the attack leaves alone).
bool hide_best_set(json& row) {
  using namespace nimlab;
  using namespace nimlab::records;
  const unsigned M = row["max"].get<unsigned>();
  if (M < 5 || row["sets"] == 0) return false;
  // Every set of the row's family with its (preperiod, period), by the period service.
  SearchSpec spec;
  spec.max_max = M;
  std::map<std::uint64_t, std::vector<std::pair<std::uint64_t, Period>>> by_period;
  for (std::uint64_t i = 0; i < family_count(spec.family, M); ++i) {
    const std::uint64_t mask = family_member(spec.family, M, i);
    const PeriodResult r = proven_period(sequence_spec(spec, mask));
    EXPECT_TRUE(r.found);
    by_period[r.period].push_back({mask, Period{r.preperiod, r.period, r.proof}});
  }
  const std::uint64_t best = row["longest_period"].get<std::uint64_t>();
  EXPECT_EQ(by_period.rbegin()->first, best);
  const auto runner_up = std::prev(by_period.end(), 2);
  bool preperiod_record = false;
  for (const auto& [mask, value] : by_period.rbegin()->second)
    preperiod_record |= value.preperiod == row["longest_preperiod"].get<std::uint64_t>();
  if (preperiod_record || by_period.begin()->first == runner_up->first) return false;
  const std::string shorter = std::to_string(by_period.begin()->first);
  json& h = row["histogram"];
  h[shorter] = h[shorter].get<std::uint64_t>() + h[std::to_string(best)].get<std::uint64_t>();
  h.erase(std::to_string(best));
  row["longest_period"] = runner_up->first;
  row["argmax"] = json::array();
  for (const auto& [mask, value] : runner_up->second) row["argmax"].push_back(mask_elements(mask));
  if (row.contains("records")) {
    json records = json::array();
    for (const json& r : row["records"])
      if (r["period"].get<std::uint64_t>() != best) records.push_back(r);
    for (const auto& [mask, value] : runner_up->second)
      records.push_back({{"set", mask_elements(mask)},
                         {"preperiod", value.preperiod},
                         {"period", value.period},
                         {"window",
                          {{"position", value.preperiod},
                           {"repeats_at", value.preperiod + value.period},
                           {"length", M}}}});
    row["records"] = records;
  }
  return true;
}

bool hide_a_best_set(json& rows) {
  for (json& row : rows)
    if (hide_best_set(row)) return true;
  return false;
}

TEST(RecordsMerge, AShardHidingItsBestSetIsRefused) {
  json one = shards().one;
  ASSERT_TRUE(hide_a_best_set(one["rows"]));
  const fs::path a = write("runner-up.1.json", one.dump());
  const fs::path b = write("runner-up.2.json", shards().two.dump());
  // Well-formed: taken on trust, the file passes every check of its own and hides the record.
  const Result trusted =
      nimlab("records merge --json --trust-shards " + a.string() + " " + b.string());
  ASSERT_EQ(trusted.code, 0) << trusted.err;
  EXPECT_NE(json::parse(trusted.out)["rows"], shards().whole["rows"]);
  const Result r = nimlab("records merge --json " + a.string() + " " + b.string());
  expect_refused(r, "runner-up");
  EXPECT_NE(r.err.find("does not match a new search of its shard 1/2"), std::string::npos) << r.err;
}

// The same attack on a finished checkpoint: resuming searches the units it marks done again and
// refuses the file, which is left in place; taken on trust, it would print the runner-up.
TEST(RecordsCheckpoint, ACheckpointHidingItsBestSetIsRefused) {
  const fs::path ck = scratch() / "runner-up.ck";
  ASSERT_EQ(nimlab(std::string(search) + " --checkpoint " + ck.string()).code, 0);
  json state = json::parse(read_text_file(ck));
  ASSERT_TRUE(hide_a_best_set(state["rows"]));
  const fs::path p = write("runner-up.ck", state.dump());
  const Result trusted =
      nimlab(std::string(search) + " --trust-checkpoint --checkpoint " + p.string());
  ASSERT_EQ(trusted.code, 0) << trusted.err;
  EXPECT_NE(json::parse(trusted.out)["rows"], shards().whole["rows"]);
  const fs::path q = write("runner-up.ck", state.dump());
  const Result r = nimlab(std::string(search) + " --checkpoint " + q.string());
  expect_refused(r, "runner-up checkpoint");
  EXPECT_NE(r.err.find("do not give what it records when searched again"), std::string::npos)
      << r.err;
  EXPECT_EQ(json::parse(read_text_file(q)), state) << "the checkpoint must be left in place";
}

// A partly done checkpoint hiding a best set, resumed with saves due every millisecond: the units
// it marks done are searched again before anything is saved, so the refused file is the one
// that was given, byte for byte (saves of the work that remains would have rewritten it).
TEST(RecordsCheckpoint, ARefusedCheckpointIsNeverSavedOver) {
  const std::string run = "records --max 24 --quiet --json";
  const fs::path ck = scratch() / "partial.ck";
  ASSERT_EQ(nimlab(run + " --checkpoint " + ck.string()).code, 0);
  json state = json::parse(read_text_file(ck));
  // M = 1 .. 14 have one unit each (at most 2^16 sets): units 0 .. 13 done, M = 15 .. 24 not
  // (about 0.3 s of search, time for many saves).
  state["done_below"] = 14;
  state["done_extra"] = json::array();
  for (json& row : state["rows"])
    if (row["max"].get<unsigned>() >= 15)
      row = {{"max", row["max"]},
             {"sets", 0},
             {"longest_period", nullptr},
             {"argmax", json::array()},
             {"longest_preperiod", nullptr},
             {"argmax_preperiod", json::array()},
             {"histogram", json::object()},
             {"records", json::array()}};
  const std::string partial = state.dump();
  // Untampered, it resumes.
  write("partial.ck", partial);
  const Result resumed = nimlab(run + " --checkpoint " + ck.string());
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  ASSERT_TRUE(hide_a_best_set(state["rows"]));
  const std::string tampered = state.dump();
  const fs::path p = write("partial.ck", tampered);
  const Result r = nimlab(run + " --checkpoint-every 0.001 --checkpoint " + p.string());
  expect_refused(r, "tampered partial checkpoint");
  EXPECT_NE(r.err.find("left in place"), std::string::npos) << r.err;
  EXPECT_EQ(read_text_file(p), tampered);
}

// When only a histogram differs, the refusal says where, not two identical summaries.
TEST(RecordsCheckpoint, AHistogramOnlyDifferenceIsNamed) {
  const fs::path ck = scratch() / "histogram.ck";
  ASSERT_EQ(nimlab(std::string(search) + " --checkpoint " + ck.string()).code, 0);
  json state = json::parse(read_text_file(ck));
  json& row = state["rows"][8];  // M = 9
  ASSERT_EQ(row["max"], 9);
  const std::string longest = std::to_string(row["longest_period"].get<std::uint64_t>());
  std::vector<std::string> shorter;
  for (const auto& [period, count] : row["histogram"].items())
    if (period != longest) shorter.push_back(period);
  ASSERT_GE(shorter.size(), 2u);
  // One set moved from one period to another: every count still adds up.
  json& h = row["histogram"];
  h[shorter[1]] = h[shorter[1]].get<std::uint64_t>() + 1;
  h[shorter[0]] = h[shorter[0]].get<std::uint64_t>() - 1;
  if (h[shorter[0]] == 0) h.erase(shorter[0]);
  const fs::path p = write("histogram.ck", state.dump());
  const Result r = nimlab(std::string(search) + " --checkpoint " + p.string());
  expect_refused(r, "histogram only");
  const std::string first = std::min(
      shorter[0], shorter[1],
      [](const std::string& a, const std::string& b) { return std::stoull(a) < std::stoull(b); });
  EXPECT_NE(r.err.find("row 9: the file counts"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("sets of period " + first + ", recomputed"), std::string::npos) << r.err;
}

TEST(RecordsInputFiles, SpecialFilesAreRefusedAtOnce) {
  const fs::path fifo = scratch() / "fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  expect_refused(nimlab("records merge /dev/zero"), "merge /dev/zero");
  expect_refused(nimlab("records merge " + fifo.string()), "merge FIFO");
  expect_refused(nimlab("records merge " + scratch().string()), "merge a directory");
  expect_refused(nimlab("records merge " + (scratch() / "none.json").string()), "missing");
  const std::string run = "records --max 6 --quiet --checkpoint ";
  expect_refused(nimlab(run + "/dev/zero"), "checkpoint /dev/zero");
  expect_refused(nimlab(run + fifo.string()), "checkpoint FIFO");
  expect_refused(nimlab(run + "-"), "checkpoint -");
  expect_refused(nimlab(run + "''"), "empty checkpoint name");
  expect_refused(nimlab(run + (scratch() / "no/dir/ck").string()), "missing directory");
  EXPECT_FALSE(fs::exists("-"));
  EXPECT_TRUE(fs::is_fifo(fifo));
}

TEST(RecordsCheckpoint, BadCheckpointsAreRefusedAndLeftInPlace) {
  const fs::path ck = scratch() / "done.ck";
  const Result first = nimlab(std::string(search) + " --checkpoint " + ck.string());
  ASSERT_EQ(first.code, 0) << first.err;
  EXPECT_EQ(json::parse(first.out)["rows"], shards().whole["rows"]);
  // Resuming a finished checkpoint prints the same answer.
  const Result again = nimlab(std::string(search) + " --checkpoint " + ck.string());
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(json::parse(again.out)["rows"], shards().whole["rows"]);

  const json good = json::parse(read_text_file(ck));
  const std::vector<std::pair<std::string, std::function<std::string()>>> cases = {
      {"nothing done but rows filled",
       [&] {
         json j = good;
         j["done_below"] = 0;
         return j.dump();
       }},
      {"format as a number",
       [&] {
         json j = good;
         j["format"] = 5;
         return j.dump();
       }},
      {"other version",
       [&] {
         json j = good;
         j["version"] = "0.0.0-other";
         return j.dump();
       }},
      {"truncated", [&] { return good.dump().substr(0, good.dump().size() / 2); }},
      {"inflated row",
       [&] {
         json j = good;
         j["rows"][8]["sets"] = j["rows"][8]["sets"].get<std::uint64_t>() * 2;
         return j.dump();
       }},
  };
  for (const auto& [name, make] : cases) {
    const std::string text = make();
    const fs::path p = write("bad.ck", text);
    expect_refused(nimlab(std::string(search) + " --checkpoint " + p.string()), name);
    EXPECT_EQ(read_text_file(p), text) << name << ": the checkpoint must be left in place";
  }
  // A checkpoint of other arguments.
  expect_refused(nimlab("records --max 10 --quiet --checkpoint " + ck.string()), "other --max");
}

}  // namespace
