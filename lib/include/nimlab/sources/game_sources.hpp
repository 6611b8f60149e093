#pragma once
// Where each named game of `nimlab games` is published: the literature and the source documents
// that state it.
#include <string>
#include <string_view>

namespace nimlab {

// The citation of a catalogue name (positions/named_game.hpp), e.g. "Moore 1910; German table
// (002)"; empty for a name the catalogue does not know.
std::string game_sources(std::string_view catalogue_name);

}  // namespace nimlab
