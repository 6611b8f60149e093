#pragma once
// Text and JSON forms of values: Grundy values as integers, outcomes as the letters P, N, D.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {

std::string format_value(Kind kind, Value v);
// Appends format_value(kind, v) to `out`, without a string of its own (millions of values).
void append_value(std::string& out, Kind kind, Value v);
// Writes the values as `nimlab values` prints them: one line, separated by single spaces, in
// pieces of about 64 KiB (not one string of the whole line: 2^28 values make a gigabyte).
void write_values_line(std::ostream& out, Kind kind, const Sequence& values);
// The values in the b-file form of the OEIS: one line `n v(n)` per value.
std::string values_bfile(Kind kind, const Sequence& values);
nlohmann::json value_json(Kind kind, Value v);
nlohmann::json values_json(Kind kind, const Sequence& values, std::size_t from = 0,
                           std::size_t to = static_cast<std::size_t>(-1));
// The sparse engine's rare-value mask as every text of nimlab writes it: in hexadecimal without a
// prefix, as the published tables do ("1e" for the values whose bits 1 to 4 count).
std::string mask_text(std::uint32_t mask);

}  // namespace nimlab
