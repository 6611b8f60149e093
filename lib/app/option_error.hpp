#pragma once
// Errors name the option they are about: the library's parsers do not know which option their
// text came from, so the command line puts the option's name in front of their message
// ("--octal: malformed octal code '.9': '9' is not an octal digit").
#include <string>
#include <string_view>

#include "nimlab/error.hpp"

namespace nimlab::app {

// parse(), with a nimlab::error it throws re-thrown as "OPTION: message".
template <class Parse>
auto from_option(std::string_view option, Parse&& parse) -> decltype(parse()) {
  try {
    return parse();
  } catch (const error& e) {
    throw error(std::string(option) + ": " + e.what());
  }
}

}  // namespace nimlab::app
