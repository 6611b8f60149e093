#pragma once
// Errors name the option they are about: the library's parsers do not know which option their
// text came from, so the command line puts the option's name in front of their message
// ("--octal: malformed octal code '.9': '9' is not an octal digit").
#include <CLI/CLI.hpp>
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

// A CLI11 check that runs a library parser on the option's text while the command line is read,
// so that a bad value is refused (exit 2, with the parser's message naming the allowed values)
// by every command that takes the option, whether or not it goes on to use it.
template <class Parse>
CLI::Validator parsed_by(Parse parse) {
  return CLI::Validator(
      [parse](std::string& text) -> std::string {
        try {
          parse(text);
          return "";
        } catch (const error& e) {
          return e.what();
        }
      },
      "");
}

}  // namespace nimlab::app
