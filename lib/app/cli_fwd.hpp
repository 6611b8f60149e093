#pragma once
// CLI11's classes named by the headers of this folder. <CLI/CLI.hpp> compiles its help formatter
// and validators into every file that includes it (seconds each), so the headers that only name
// these classes include this one, and only the files that add options include CLI11 itself.
namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI
