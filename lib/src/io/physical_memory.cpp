// Physical memory from sysconf (Linux, the BSDs, macOS). O(1).
#include "nimlab/io/physical_memory.hpp"

#include <unistd.h>

#include <cstdio>

namespace nimlab {

std::size_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0) return 0;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page);
}

std::string memory_text(std::size_t bytes) {
  char buffer[32];
  const double mib = static_cast<double>(bytes) / (1u << 20);
  if (mib >= 1024)
    std::snprintf(buffer, sizeof buffer, "%.1f GiB", mib / 1024);
  else
    std::snprintf(buffer, sizeof buffer, "%.0f MiB", mib < 1 ? 1.0 : mib);
  return buffer;
}

}  // namespace nimlab
