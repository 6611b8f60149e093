// `nimlab graph`, run as a user runs it. The expected labels of (2,2)-Nim are transcribed from the
// Dutch article "Het Spel NIM" (seeds/001_86a214337ac0eadd.txt, lines 73-78, figure 4), the
// losing and winning triples from its three-heap section (lines 101-109); the size of the game
// tree of (3,2) (the Swedish report's figure, seeds/003_7858fece2fdbbfcd.txt section 2: Nim, the
// last mover wins, heaps in their order) is counted here by a recursion of its own.
#include <gtest/gtest.h>

#include <filesystem>

#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>

#include "program_run.hpp"

namespace {

using nimlab::testing::ProgramRun;
using nimlab::testing::read_text_file;
using nimlab::testing::run_nimlab;
using nimlab::testing::run_program;
using nimlab::testing::scratch_directory;
using json = nlohmann::json;

// The node labels of a DOT text: position text -> code, and node id -> position text.
struct DotNodes {
  std::map<std::string, std::string> code;
  std::map<std::string, std::string> text_of_id;
};

DotNodes dot_nodes(const std::string& dot) {
  DotNodes out;
  const std::regex node(R"re((n\d+) \[label="(\([0-9,]*\))\\n(W\*|W|V|D)")re");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), node); it != std::sregex_iterator();
       ++it) {
    out.code[(*it)[2]] = (*it)[3];
    out.text_of_id[(*it)[1]] = (*it)[2];
  }
  return out;
}

// The edges of a DOT text as (from text, to text), split into red and the others.
std::pair<std::set<std::pair<std::string, std::string>>,
          std::set<std::pair<std::string, std::string>>>
dot_edges(const std::string& dot) {
  const DotNodes nodes = dot_nodes(dot);
  std::set<std::pair<std::string, std::string>> red, other;
  const std::regex edge(R"((n\d+) -> (n\d+)( \[color=red)?)");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), edge); it != std::sregex_iterator();
       ++it) {
    const auto e = std::pair(nodes.text_of_id.at((*it)[1]), nodes.text_of_id.at((*it)[2]));
    ((*it)[3].matched ? red : other).insert(e);
  }
  return {red, other};
}

TEST(CliGraph, NimTwoTwoHasTheArticlesLabels) {
  const ProgramRun r = run_nimlab("graph --game nim --heaps 2,2");
  ASSERT_EQ(r.code, 0) << r.err;
  // Line 73: (0,0) V; (1,0) and (0,1) W. Line 74: (1,1) V, (0,2) and (2,0) W*. Line 77: (1,2)
  // and (2,1) W*. Line 78: (2,2) V.
  const std::map<std::string, std::string> article{
      {"(0,0)", "V"},  {"(1,0)", "W"},  {"(0,1)", "W"},  {"(1,1)", "V"}, {"(0,2)", "W*"},
      {"(2,0)", "W*"}, {"(1,2)", "W*"}, {"(2,1)", "W*"}, {"(2,2)", "V"}};
  EXPECT_EQ(dot_nodes(r.out).code, article);
  const auto [red, other] = dot_edges(r.out);
  // The article's red arrows (lines 74 and 77): from (0,2) and (2,0) to (0,0), from (1,2) and
  // (2,1) to (1,1). From W every move is winning: (1,0) and (0,1) to (0,0).
  const std::set<std::pair<std::string, std::string>> red_expected{
      {"(0,2)", "(0,0)"}, {"(2,0)", "(0,0)"}, {"(1,2)", "(1,1)"},
      {"(2,1)", "(1,1)"}, {"(1,0)", "(0,0)"}, {"(0,1)", "(0,0)"}};
  EXPECT_EQ(red, red_expected);
  // Line 78: the four moves from (2,2) lead to (1,2), (0,2), (2,1) and (2,0). Each position
  // (a,b) has a + b moves: 18 edges for a, b in 0..2.
  std::set<std::string> from_root;
  for (const auto& e : other)
    if (e.first == "(2,2)") from_root.insert(e.second);
  EXPECT_EQ(from_root, (std::set<std::string>{"(1,2)", "(0,2)", "(2,1)", "(2,0)"}));
  EXPECT_EQ(red.size() + other.size(), 18u);
}

// Lines 101-109, heaps sorted by size: (0,1,1) and (1,2,3) lose for the player to move; (1,2,2),
// (1,1,2), (0,1,2), (1,1,3), (0,1,3) and (0,2,3) win.
TEST(CliGraph, UnorderedThreeHeapsAsTheArticleWritesThem) {
  const ProgramRun r = run_nimlab("graph --game nim --heaps 3,2,1 --unordered --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  std::map<std::string, std::string> code;
  for (const auto& n : j["nodes"]) code[n["text"]] = n["code"];
  EXPECT_EQ(code.at("(1,2,3)"), "V");
  EXPECT_EQ(code.at("(0,1,1)"), "V");
  for (const char* win : {"(1,2,2)", "(1,1,2)", "(0,1,2)", "(1,1,3)", "(0,1,3)", "(0,2,3)"})
    EXPECT_TRUE(code.at(win) == "W" || code.at(win) == "W*") << win;
  EXPECT_EQ(j["order"], "unordered");
  EXPECT_EQ(j["nodes"][0]["text"], "(1,2,3)");
}

// Nodes of the game tree of Nim on ordered heaps: one per sequence of moves from the position.
std::uint64_t tree_nodes(std::vector<std::uint32_t> heaps) {
  std::uint64_t n = 1;
  for (std::size_t i = 0; i < heaps.size(); ++i)
    for (std::uint32_t left = 0; left < heaps[i]; ++left) {
      auto next = heaps;
      next[i] = left;
      n += tree_nodes(next);
    }
  return n;
}

TEST(CliGraph, TreeOfThreeTwo) {
  const ProgramRun r = run_nimlab("graph --game nim --heaps 3,2 --tree --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_TRUE(j["tree"]);
  EXPECT_EQ(j["nodes"].size(), tree_nodes({3, 2}));
  EXPECT_EQ(j["nodes"].size(), 86u);
  EXPECT_EQ(j["edges"].size(), 85u);
  // Leaves are complete plays: 37 for (3,2) (proofs/play-counting.md).
  std::set<std::size_t> inner;
  for (const auto& e : j["edges"]) inner.insert(e["from"].get<std::size_t>());
  EXPECT_EQ(j["nodes"].size() - inner.size(), 37u);
  // Player one wins (3,2) only by moving to (2,2) (equal heaps, proofs/equal-heaps.md).
  EXPECT_EQ(j["nodes"][0]["code"], "W*");
  std::set<std::string> winning;
  for (const auto& e : j["edges"])
    if (e["from"] == 0 && e["winning"]) winning.insert(j["nodes"][e["to"].get<int>()]["text"]);
  EXPECT_EQ(winning, std::set<std::string>{"(2,2)"});
}

TEST(CliGraph, MisereAndDrawLabels) {
  // Misere Nim (1,1): whoever takes the last token loses. (0,0) is won by the player to move and
  // has nothing to choose (W); (1,0) and (0,1) must take the last token (V); (1,1) W.
  const ProgramRun m = run_nimlab("graph --game misere-nim --heaps 1,1 --json");
  ASSERT_EQ(m.code, 0) << m.err;
  const json j = json::parse(m.out);
  std::map<std::string, std::string> code;
  for (const auto& n : j["nodes"]) code[n["text"]] = n["code"];
  EXPECT_EQ(code, (std::map<std::string, std::string>{
                      {"(1,1)", "W"}, {"(0,1)", "V"}, {"(1,0)", "V"}, {"(0,0)", "W"}}));
  // Subtract {2} from 3 under the draw rule: 3 -> 1, stuck with a token: both drawn.
  const ProgramRun d = run_nimlab("graph --subtract 2 --heaps 3 --stuck draw");
  ASSERT_EQ(d.code, 0) << d.err;
  EXPECT_EQ(dot_nodes(d.out).code,
            (std::map<std::string, std::string>{{"(3)", "D"}, {"(1)", "D"}}));
}

TEST(CliGraph, OutFileEqualsStdout) {
  const auto path = scratch_directory("graph_cli") / "nim.dot";
  const ProgramRun r = run_nimlab("graph --game nim --heaps 2,3 --out '" + path.string() + "'");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(read_text_file(path), run_nimlab("graph --game nim --heaps 2,3").out);
}

// Output that cannot be written is exit 1 with one message; a device is never an output file.
TEST(CliGraph, FullDeviceAndDeviceTargets) {
  std::string to_full = "{ '";
  to_full += NIMLAB_BINARY;
  to_full += "' graph --game nim --heaps 2,2 >/dev/full; }";
  const ProgramRun full = run_program(to_full);
  EXPECT_EQ(full.code, 1);
  EXPECT_NE(full.err.find("No space left on device"), std::string::npos) << full.err;
  const ProgramRun device = run_nimlab("graph --game nim --heaps 2,2 --out /dev/full");
  EXPECT_EQ(device.code, 2);
  EXPECT_NE(device.err.find("regular file"), std::string::npos) << device.err;
}

bool dot_installed() {
  return run_program("command -v dot").code == 0;
}

TEST(CliGraph, RendersSvgAndPngWithGraphviz) {
  if (!dot_installed()) GTEST_SKIP() << "Graphviz's dot is not installed (scripts/setup.sh)";
  const ProgramRun svg = run_nimlab("graph --game nim --heaps 2,2 --format svg");
  ASSERT_EQ(svg.code, 0) << svg.err;
  EXPECT_NE(svg.out.find("<svg"), std::string::npos);
  EXPECT_NE(svg.out.find("W*"), std::string::npos);
  const auto path = scratch_directory("graph_cli") / "nim.png";
  const ProgramRun png =
      run_nimlab("graph --game nim --heaps 2,2 --format png --out '" + path.string() + "'");
  ASSERT_EQ(png.code, 0) << png.err;
  EXPECT_EQ(read_text_file(path).substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
}

TEST(CliGraph, BadInputIsExitTwo) {
  struct Case {
    std::string args, message;
  };
  std::vector<Case> cases{
      {"graph --game nim", "--heaps"},
      {"graph --game nim --heaps 2,x", "--heaps"},
      {"graph --game nosuch --heaps 2", "nosuch"},
      {"graph --game nim --heaps 2,2 --format gif", "--format"},
      {"graph --game nim --heaps 2,2 --format svg --json", "--json"},
      {"graph --game nim --heaps 2,2 --ordered --unordered", "--unordered"},
      {"graph --game nim --heaps 2,2 --max-nodes 0", "--max-nodes"},
      {"graph --game staircase --heaps 1,2 --unordered", "--ordered"},
      {"graph --game card --heaps 3 --unordered", "--ordered"},
      {"graph --game moore:2 --heaps 1,1 --stuck draw", "--stuck draw"},
      {"graph --game nim --heaps 2,2 --out /nonexistent-dir/g.dot", "/nonexistent-dir"},
      // (30,30,30) has 31^3 = 29791 positions in order.
      {"graph --game nim --heaps 30,30,30", "--max-nodes 1000"},
      {"graph --game nim --heaps 5,5 --max-nodes 35", "--max-nodes 35"},
  };
  // Moore's Nim_2 on 1000 heaps of 1: 1000 + 499500 moves from the start, refused before they
  // are listed.
  std::string ones = "1";
  for (int i = 1; i < 1000; ++i) ones += ",1";
  cases.push_back({"graph --game moore:2 --unordered --heaps " + ones, "moves"});
  for (const Case& c : cases) {
    const ProgramRun r = run_nimlab(c.args);
    EXPECT_EQ(r.code, 2) << c.args;
    EXPECT_TRUE(r.out.empty()) << c.args;
    EXPECT_EQ(nimlab::testing::count_lines(r.err), 1u) << c.args << ": " << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << ": " << r.err;
  }
}

// The size named when a tree is refused is its exact node count: (3,2) has 86 nodes.
TEST(CliGraph, RefusedTreeNamesItsSize) {
  const ProgramRun r = run_nimlab("graph --game nim --heaps 3,2 --tree --max-nodes 85");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("86 nodes"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--max-nodes 85"), std::string::npos) << r.err;
  EXPECT_EQ(run_nimlab("graph --game nim --heaps 3,2 --tree --max-nodes 86").code, 0);
}

// data/graphs/*.dot (scripts/figures_data.sh; scripts/plots.sh draws them into paper/figures/)
// start with the command's arguments and the figure's source; the rest is what the command prints
// now.
TEST(CliGraph, FigureDataIsCurrent) {
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(
           std::filesystem::path(NIMLAB_SOURCE_DIR) / "data/graphs")) {
    if (entry.path().extension() != ".dot") continue;
    ++files;
    const std::string text = read_text_file(entry.path());
    const std::string prefix = "// nimlab graph ";
    ASSERT_EQ(text.rfind(prefix, 0), 0u) << entry.path();
    const std::size_t first = text.find('\n'), second = text.find('\n', first + 1);
    ASSERT_NE(second, std::string::npos) << entry.path();
    const ProgramRun r = run_nimlab("graph " + text.substr(prefix.size(), first - prefix.size()));
    ASSERT_EQ(r.code, 0) << entry.path() << ": " << r.err;
    EXPECT_EQ(text.substr(second + 1), r.out)
        << entry.path() << " is stale: run scripts/figures_data.sh, then scripts/plots.sh";
  }
  EXPECT_EQ(files, 5u);
}

TEST(CliGraph, MissingDotIsExitTwoBeforeAnyOutput) {
  const auto path = scratch_directory("graph_cli") / "never.svg";
  const ProgramRun r =
      run_program("PATH=/nonexistent-dir '" + std::string(NIMLAB_BINARY) +
                  "' graph --game nim --heaps 2,2 --format svg --out '" + path.string() + "'");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("graphviz"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(path));
}

}  // namespace
