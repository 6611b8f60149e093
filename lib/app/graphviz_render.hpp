#pragma once
// Pictures of DOT text through Graphviz's `dot` program (Debian package graphviz), run directly
// (no shell) on temporary files.
#include <filesystem>
#include <string>

namespace nimlab::app {

// The `dot` program on PATH. Throws nimlab::error, saying how to install it, when there is none:
// commands call it before any work.
std::filesystem::path find_dot_program();

// The output of `dot -T<format>` (format "svg" or "png") for `dot_text`. Throws
// std::runtime_error (an internal failure) when dot cannot be run or fails.
std::string render_with_dot(const std::filesystem::path& dot, const std::string& dot_text,
                            const std::string& format);

}  // namespace nimlab::app
