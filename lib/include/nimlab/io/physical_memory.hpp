#pragma once
// The machine's physical memory, so that a request that cannot fit is refused before it starts
// rather than swapped or killed halfway.
#include <cstddef>
#include <string>

namespace nimlab {

// Bytes of physical memory (sysconf), or 0 when the system does not say.
std::size_t physical_memory_bytes();

// "1.5 GiB", "512 MiB": sizes in messages.
std::string memory_text(std::size_t bytes);

}  // namespace nimlab
