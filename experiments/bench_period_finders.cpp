// Times every period finder of the registry on the same games and prints a table: per run time,
// the values (prefix length or window steps) it used, values per second, and its time relative to
// Brent's method. Inputs: subtraction sets with max 16, 20 and 24 chosen for long periods (the
// Dutch notebook's record sets among them), a long-period set {1, 4096}, and .1-3 octal codes
// (ones then threes) with up to 12 digits. Each finder repeats until it has run 0.1 s.
// Usage: bench_period_finders [seconds per measurement]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimlab/period/registry.hpp"

namespace {

using namespace nimlab;

struct Input {
  std::string label;
  SequenceSpec spec;
};

std::vector<Input> inputs() {
  const Convention misere{Play::misere, Stuck::standard};
  std::vector<Input> in;
  auto set = [&](const char* s, Kind kind, Convention c) {
    in.push_back({std::string(s) + (kind == Kind::grundy     ? " G"
                                    : c.play == Play::misere ? " mis"
                                                             : " out"),
                  {SubtractionSet::parse(s), kind, c}});
  };
  set("1,8,15,16", Kind::outcome, misere);                   // max 16, notebook record 113
  set("5,11,14,16", Kind::outcome, {});                      // max 16
  set("3,4,8,10,12,13,16", Kind::grundy, {});                // max 16
  set("1,3,4,9,16,17,19,20", Kind::outcome, misere);         // max 20, notebook record 253
  set("3,8,9,10,12,17,20", Kind::outcome, {});               // max 20
  set("3,4,8,9,12,16,19,20", Kind::grundy, {});              // max 20
  set("7,17,24", Kind::outcome, {});                         // max 24
  set("4,7,8,9,10,13,14,16,21,22,23,24", Kind::grundy, {});  // max 24
  set("1,4096", Kind::outcome, {});                          // period 4097
  for (const char* code : {".13", ".1133", ".111333", ".11113333", ".1111133333", ".111111333333",
                           ".133333333333", ".111111111113"})
    in.push_back({code, {OctalCode::parse(code), Kind::grundy, {}}});
  return in;
}

struct Timing {
  PeriodResult result;
  double seconds_per_run = 0;
};

Timing measure(const PeriodFinder& f, const SequenceSpec& spec, double seconds) {
  using clock = std::chrono::steady_clock;
  Timing t;
  std::size_t runs = 0;
  const auto start = clock::now();
  std::chrono::duration<double> elapsed{0};
  do {
    t.result = f.run(spec, {});
    ++runs;
    elapsed = clock::now() - start;
  } while (elapsed.count() < seconds);
  t.seconds_per_run = elapsed.count() / static_cast<double>(runs);
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 0.1;
  std::printf("%-38s %5s %5s | %-6s %11s %9s %12s %7s\n", "game", "mu", "p", "finder", "us/run",
              "values", "values/s", "/brent");
  for (const Input& in : inputs()) {
    std::vector<std::pair<const PeriodFinder*, Timing>> rows;
    double brent = 0;
    for (const PeriodFinder& f : period_finders()) {
      if (!f.applies(in.spec)) continue;
      rows.emplace_back(&f, measure(f, in.spec, seconds));
      if (f.name == "brent") brent = rows.back().second.seconds_per_run;
    }
    for (const auto& [f, t] : rows) {
      const PeriodResult& r = t.result;
      std::printf("%-38s %5zu %5zu | %-6s %11.2f %9zu %12.3g %7.2f\n", in.label.c_str(),
                  r.preperiod, r.period, std::string(f->name).c_str(), t.seconds_per_run * 1e6,
                  r.values_used, static_cast<double>(r.values_used) / t.seconds_per_run,
                  brent > 0 ? t.seconds_per_run / brent : 0.0);
    }
  }
  return 0;
}
