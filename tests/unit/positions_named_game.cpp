// Game names: every catalogue name parses and its text form round-trips; bad names and parameters
// are refused; the heap options of the named games are those of the brute-force games of
// nimlab/games; the Grundy values per heap equal the brute-force solver's.
#include <gtest/gtest.h>

#include <algorithm>

#include "nimlab/error.hpp"
#include "nimlab/games/heap_families.hpp"
#include "nimlab/games/heap_games.hpp"
#include "nimlab/games/solver.hpp"
#include "nimlab/positions/heap_options.hpp"
#include "nimlab/positions/named_game.hpp"
#include "nimlab/sources/game_sources.hpp"

namespace nimlab::positions {
namespace {

// A catalogue name with its placeholder parameter filled in.
std::string example(const std::string& name) {
  const auto colon = name.find(':');
  if (colon == std::string::npos) return name;
  const std::string base = name.substr(0, colon);
  if (base == "octal") return "octal:.137";
  if (base == "hex") return "hex:4.b8";
  if (base == "moore" || base == "powers") return base + ":3";
  return base + ":1,3,4";
}

TEST(NamedGame, EveryCatalogueNameRoundTrips) {
  for (const CatalogueEntry& e : game_catalogue()) {
    const NamedGame g = NamedGame::parse(example(e.name));
    EXPECT_EQ(NamedGame::parse(g.text()), g) << e.name;
    EXPECT_EQ(g.heap_game(), e.shape == "heap") << e.name;
    EXPECT_FALSE(game_sources(e.name).empty()) << e.name;
  }
}

TEST(NamedGame, NamesOfKnownGames) {
  EXPECT_EQ(*NamedGame::parse("kayles").game(), Game(OctalCode::parse(".77")));
  EXPECT_EQ(*NamedGame::parse("dawson").game(), Game(OctalCode::parse(".07")));
  EXPECT_EQ(*NamedGame::parse("dawsons-chess").game(), Game(OctalCode::parse(".137")));
  EXPECT_EQ(*NamedGame::parse("officers").game(), Game(OctalCode::parse(".6")));
  EXPECT_EQ(NamedGame::parse("officers").text(), "officers");
  EXPECT_EQ(*NamedGame::parse("grundy").game(), Game(GrundysGame{}));
  EXPECT_EQ(*NamedGame::parse("hex:.77").game(), Game(OctalCode::parse(".77")));
  EXPECT_EQ(NamedGame::parse("hex:.77").text(), "hex:.77");
  EXPECT_EQ(NamedGame::parse("subtract:3,1,2").text(), "subtract:1,2,3");
  EXPECT_EQ(NamedGame::parse("octal:0.77").text(), "octal:.77");
  EXPECT_EQ(NamedGame::parse("misere-nim").implied_play(), Play::misere);
  EXPECT_EQ(NamedGame::parse("moore:2").parameter(), 2u);
  EXPECT_EQ(NamedGame::of(Game(SubtractionSet::parse("1,2"))), NamedGame::parse("subtract:1,2"));
  EXPECT_EQ(NamedGame::parse("all-but:3, 2").text(), "all-but:2,3");
  EXPECT_EQ(*NamedGame::parse("all-but:3,2").game(), Game(AllButSubtraction::parse("2,3")));
  EXPECT_EQ(NamedGame::of(Game(AllButSubtraction::parse("2,3"))), NamedGame::parse("all-but:2,3"));
  EXPECT_EQ(NamedGame::parse("all-but:2,3").rule(), Rule::octal);
  EXPECT_TRUE(NamedGame::parse("all-but:2,3").heap_game());
}

// The errors of the all-but notation name the option and the allowed range.
TEST(NamedGame, BadAllButSetsNameTheOptionAndRange) {
  for (const char* bad : {"all-but", "all-but:", "all-but:0", "all-but:2,2", "all-but:x",
                          "all-but:2,,3", "all-but:1048577", "all-but:99999999999999999999"}) {
    try {
      NamedGame::parse(bad);
      ADD_FAILURE() << "accepted " << bad;
    } catch (const error& e) {
      const std::string what = e.what();
      EXPECT_EQ(what.rfind("--game all-but", 0), 0u) << what;
      if (std::string(bad) != "all-but:2,2") {
        EXPECT_NE(what.find("from 1 to 1048576"), std::string::npos) << what;
      }
    }
  }
}

TEST(NamedGame, BadNamesAreRefused) {
  for (const char* bad :
       {"", "chess", "nim:3", "moore", "moore:0", "moore:x", "moore:2x", "subtract",
        "subtract:", "subtract:0", "octal:.8", "kayles:1", "powers:-1", "set-plus-whole"})
    EXPECT_THROW(NamedGame::parse(bad), error) << bad;
}

std::vector<std::vector<std::uint32_t>> leaves(const NamedGame& g, std::uint32_t n) {
  std::vector<std::vector<std::uint32_t>> out;
  for (const HeapOption& o : heap_options(g, n)) out.push_back(o.parts);
  std::sort(out.begin(), out.end());
  return out;
}

template <class G>
std::vector<std::vector<std::uint32_t>> solver_leaves(const G& game, std::uint32_t n) {
  std::vector<std::vector<std::uint32_t>> out;
  for (const auto& q : game.moves(games::Heaps{n})) out.push_back(games::sorted_heaps(q));
  std::sort(out.begin(), out.end());
  return out;
}

TEST(HeapOptions, SameAsTheBruteForceGames) {
  for (std::uint32_t n = 0; n <= 14; ++n) {
    EXPECT_EQ(leaves(NamedGame::parse("kayles"), n), solver_leaves(games::KaylesRows{}, n)) << n;
    EXPECT_EQ(leaves(NamedGame::parse("lasker"), n), solver_leaves(games::LaskerNim{}, n)) << n;
    EXPECT_EQ(leaves(NamedGame::parse("nim"), n), solver_leaves(games::Nim{}, n)) << n;
    EXPECT_EQ(leaves(NamedGame::parse("subtract:2,5"), n),
              solver_leaves(games::SubtractionNim{SubtractionSet::parse("2,5")}, n))
        << n;
  }
}

// Each option's take plus its parts is the heap, and split parts are ordered.
TEST(HeapOptions, TakesAddUp) {
  for (const char* name : {"kayles", "dawson", "octal:4.07", "lasker", "octal:.6"})
    for (std::uint32_t n = 0; n <= 12; ++n)
      for (const HeapOption& o : heap_options(NamedGame::parse(name), n)) {
        std::uint32_t sum = o.take;
        for (std::uint32_t p : o.parts) sum += p;
        EXPECT_EQ(sum, n) << name;
        if (o.parts.size() == 2) {
          EXPECT_LE(o.parts[0], o.parts[1]);
        }
      }
}

template <class G>
void expect_grundy(const char* name, G family, std::uint32_t up_to) {
  games::Solver<G> solver{family};
  GrundyValues values{NamedGame::parse(name)};
  for (std::uint32_t n = 0; n <= up_to; ++n) EXPECT_EQ(values(n), solver.grundy(n)) << name << n;
}

TEST(GrundyValues, EqualTheBruteForceSolver) {
  expect_grundy("powers:2", games::PowerSubtraction{2}, 60);
  expect_grundy("powers:3", games::PowerSubtraction{3}, 60);
  expect_grundy("up-to-half", games::UpToHalf{}, 60);
  expect_grundy("at-least-half", games::AtLeastHalf{}, 60);
  expect_grundy("divisors", games::Divisors{}, 60);
  expect_grundy("proper-divisors", games::ProperDivisors{}, 60);
  expect_grundy("set-plus-whole:2,5", games::SetPlusWhole{SubtractionSet::parse("2,5")}, 200);
  games::Solver<games::LaskerNim> lasker{games::LaskerNim{}};
  GrundyValues lasker_values{NamedGame::parse("lasker")};
  for (std::uint32_t n = 0; n <= 30; ++n) EXPECT_EQ(lasker_values(n), lasker.grundy({n}));
  games::Solver<games::KaylesRows> kayles{games::KaylesRows{}};
  GrundyValues kayles_values{NamedGame::parse("kayles")};
  for (std::uint32_t n = 0; n <= 40; ++n) EXPECT_EQ(kayles_values(n), kayles.grundy({n}));
}

}  // namespace
}  // namespace nimlab::positions
