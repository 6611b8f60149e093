// The citations of the named games (see nimlab/sources/game_sources.hpp).
#include "nimlab/sources/game_sources.hpp"

#include <map>

namespace nimlab {

std::string game_sources(std::string_view catalogue_name) {
  const char* const german_table = "German table of Nim variants (002)";
  static const std::map<std::string_view, std::string_view> sources{
      {"nim", "Bouton 1901; Dutch article (001), German table (002), Swedish report (003)"},
      {"misere-nim", german_table},
      {"lasker", german_table},
      {"kayles", "Dutch article (001) 'Kegelspel'; Guy & Smith 1956"},
      {"dawson", "Guy & Smith 1956"},
      {"dawsons-chess", "Dawson 1934; Guy & Smith 1956"},
      {"officers", "Guy & Smith 1956; Winning Ways (Berlekamp, Conway & Guy 1982)"},
      {"subtract:S", "Dutch notebook (000), German table (002)"},
      {"octal:CODE", "Guy & Smith 1956; Swedish report on octal games (004)"},
      {"hex:CODE", "Winning Ways (Berlekamp, Conway & Guy 1982); Howse & Nowakowski 2004"},
      {"grundy", "Grundy 1939; Winning Ways (Berlekamp, Conway & Guy 1982)"},
      {"all-but:X", "Siegel, Combinatorial Game Theory (AMS 2013), all-but subtraction games"},
      {"powers:A", german_table},
      {"up-to-half", german_table},
      {"at-least-half", german_table},
      {"divisors", german_table},
      {"proper-divisors", german_table},
      {"set-plus-whole:S", german_table},
      {"moore:K", "Moore 1910; German table (002)"},
      {"staircase", german_table},
      {"card", "Dutch article (001) 'Kaarten wegnemen en omdraaien'"},
  };
  const auto it = sources.find(catalogue_name);
  return it == sources.end() ? std::string() : std::string(it->second);
}

}  // namespace nimlab
