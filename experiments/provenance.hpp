#pragma once
// Provenance of an experiment's data files: the command line, nimlab's version, the source
// commit, the date, the machine and the wall time, as JSON and as '#' comment lines for CSV
// files (readers skip lines that start with '#').
#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>

namespace nimlab::experiments {

inline std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

inline std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) {
      const auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
    }
  return "unknown";
}

// The commit of the working tree the program runs in ("unknown" outside a git checkout): the
// data then name the sources that produced them.
inline std::string source_commit() {
  std::FILE* pipe = ::popen("git rev-parse HEAD 2>/dev/null", "r");
  if (pipe == nullptr) return "unknown";
  std::array<char, 64> buffer{};
  std::string out;
  while (std::fgets(buffer.data(), buffer.size(), pipe) != nullptr) out += buffer.data();
  ::pclose(pipe);
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out.size() == 40 ? out : "unknown";
}

struct Provenance {
  std::string command;
  std::string commit = source_commit();
  std::string date = utc_now();
  unsigned nproc = std::thread::hardware_concurrency();
  std::string cpu = cpu_model();
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();

  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  nlohmann::json json() const {
    return {{"nimlab", NIMLAB_VERSION}, {"command", command},
            {"commit", commit},         {"date", date},
            {"seconds", seconds()},     {"machine", {{"nproc", nproc}, {"cpu", cpu}}}};
  }
  std::string csv_header(const std::string& what) const {
    std::ostringstream s;
    s << "# " << what << '\n'
      << "# nimlab " << NIMLAB_VERSION << "; command: " << command << "; commit: " << commit << '\n'
      << "# date: " << date << "; machine: nproc " << nproc << ", cpu " << cpu
      << "; wall time: " << static_cast<long>(seconds() * 10) / 10.0 << " s\n";
    return s.str();
  }
};

}  // namespace nimlab::experiments
