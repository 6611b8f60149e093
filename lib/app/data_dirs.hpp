#pragma once
// Where the program finds its data: the published transcriptions (data/published) that
// `reproduce` and `count --emulate-double` read, and where `reproduce` writes its report by
// default. An installed program finds the transcriptions that `cmake --install` put in
// <prefix>/share/nimlab/published, from its own path <prefix>/bin/nimlab, and writes the report
// into ./nimlab-reproduce; a program in the build tree falls back to the source tree it was
// built from (data/published, data/reproduce).
#include <filesystem>

namespace nimlab::app {

struct DataDirs {
  std::filesystem::path published;      // the transcriptions to read
  std::filesystem::path reproduce_out;  // the default folder of `reproduce`'s report
  bool installed = false;               // found under share/nimlab beside the executable
};

DataDirs data_dirs();

}  // namespace nimlab::app
