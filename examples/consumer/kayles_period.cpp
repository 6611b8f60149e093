// Uses the installed nimlab library: the Grundy values of an octal game given on the command
// line (default .77, Kayles) and their proven period, printed as
//   <code> values: v(0) ... v(11)
//   <code> period <p> preperiod <mu> proof <how>
// Bad input: one message on stderr, exit 2.
#include <cstddef>
#include <exception>
#include <iostream>
#include <string>

#include "nimlab/nimlab.hpp"

int main(int argc, char** argv) {
  const std::string code = argc > 1 ? argv[1] : ".77";
  try {
    const nimlab::Game game(nimlab::OctalCode::parse(code));
    const nimlab::SequenceSpec spec(game, nimlab::Kind::grundy);
    const nimlab::Sequence values = nimlab::compute_values(spec, 12);
    std::cout << code << " values:";
    for (std::size_t n = 0; n < values.size(); ++n) std::cout << ' ' << values[n];
    std::cout << '\n';
    const nimlab::PeriodResult period = nimlab::proven_period(spec);
    std::cout << code << " period " << period.period << " preperiod " << period.preperiod
              << " proof " << nimlab::proof_name(period.proof) << '\n';
  } catch (const nimlab::error& e) {
    std::cerr << "kayles_period: " << e.what() << '\n';
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "kayles_period: " << e.what() << '\n';
    return 1;
  }
  return 0;
}
