// Certificates of periodicity: building, JSON form, files (proofs/certificate-format.md).
// Building computes L = max(bound of the proof, mu + 2p) values with compute_values and checks the
// claim on them in O(L * d(p)) (d(p): divisors of p); the JSON form is O(L) in time and memory.
#include "nimlab/certificate/certificate.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "nimlab/error.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/input_file.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/verify.hpp"
#include "nimlab/values/format.hpp"

namespace nimlab {
namespace {

Evidence evidence_of(const SequenceSpec& spec, Proof proof) {
  validate(spec);
  if (proof == Proof::window) {
    const Memory m = memory_of(spec);
    if (m.memory == 0)
      throw error("a window proof needs a rule with finite memory; " + rule_name(spec.rule) +
                  " splits heaps");
    return window_evidence(m.memory, m.start);
  }
  if (proof == Proof::octal_theorem) {
    const auto* code = std::get_if<OctalCode>(&spec.rule);
    // The theorem speaks of nim-sums, so of the Grundy values of an octal code.
    if (!code || spec.kind != Kind::grundy)
      throw error("the octal theorem applies only to the Grundy values of an octal code");
    return Evidence{Proof::octal_theorem, code->length(), 0};
  }
  throw error("a certificate needs a proof (window or octal-theorem)");
}

// Field access with a clear message for missing or mistyped fields.
const nlohmann::json& field(const nlohmann::json& j, const char* name) {
  if (!j.is_object() || !j.contains(name))
    throw error(std::string("malformed certificate: missing field \"") + name + "\"");
  return j.at(name);
}

std::size_t count_field(const nlohmann::json& j, const char* name) {
  const nlohmann::json& v = field(j, name);
  // Parsed text gives non-negative integers as unsigned; objects built in memory may hold ints.
  if (v.is_number_integer() && !v.is_number_unsigned() && v.get<std::int64_t>() >= 0)
    return static_cast<std::size_t>(v.get<std::int64_t>());
  if (!v.is_number_unsigned())
    throw error(std::string("malformed certificate: \"") + name +
                "\" must be a non-negative integer");
  return v.get<std::size_t>();
}

std::string text_field(const nlohmann::json& j, const char* name) {
  const nlohmann::json& v = field(j, name);
  if (!v.is_string())
    throw error(std::string("malformed certificate: \"") + name + "\" must be a string");
  return v.get<std::string>();
}

Rule rule_from_json(const nlohmann::json& j) {
  if (!j.is_object() || j.size() != 1)
    throw error(
        "malformed certificate: \"rule\" must be {\"subtract\": [...]} or {\"octal\": \"...\"}");
  if (j.contains("octal")) return OctalCode::parse(text_field(j, "octal"));
  const nlohmann::json& s = field(j, "subtract");
  if (!s.is_array()) throw error("malformed certificate: \"subtract\" must be an array");
  std::vector<std::int64_t> elements;
  for (const nlohmann::json& e : s) {
    if (!e.is_number_integer()) throw error("malformed certificate: set elements must be integers");
    elements.push_back(e.get<std::int64_t>());
  }
  return SubtractionSet(std::move(elements));
}

nlohmann::json rule_json(const Rule& rule) {
  if (const auto* set = std::get_if<SubtractionSet>(&rule)) return {{"subtract", set->elements()}};
  return {{"octal", std::get<OctalCode>(rule).to_string()}};
}

}  // namespace

std::size_t certificate_length(const SequenceSpec& spec, std::size_t mu, std::size_t p,
                               Proof proof) {
  if (p == 0) throw error("a period must be at least 1");
  const std::size_t bound = evidence_of(spec, proof).required_length(mu, p);
  return std::max(bound, mu + 2 * p);
}

Certificate make_certificate(const SequenceSpec& spec, std::size_t mu, std::size_t p, Proof proof) {
  const std::size_t length = certificate_length(spec, mu, p, proof);
  Certificate c{spec, mu, p, proof, compute_values(spec, length)};
  const std::string failure = check_period_on_prefix(c.values, mu, p);
  if (!failure.empty())
    throw error("no certificate for " + rule_name(spec.rule) + " with preperiod " +
                std::to_string(mu) + " and period " + std::to_string(p) + ": " + failure);
  return c;
}

nlohmann::json certificate_json(const Certificate& c) {
  return {{"format", "nimlab-certificate"},
          {"version", certificate_version},
          {"rule", rule_json(c.spec.rule)},
          {"kind", kind_name(c.spec.kind)},
          {"convention",
           {{"play", c.spec.convention.play == Play::normal ? "normal" : "misere"},
            {"stuck", c.spec.convention.stuck == Stuck::standard ? "standard" : "draw"}}},
          {"preperiod", c.preperiod},
          {"period", c.period},
          {"proof", proof_name(c.proof)},
          {"checked_up_to", c.values.size()},
          {"values", values_json(c.spec.kind, c.values)},
          {"producer", "nimlab " NIMLAB_VERSION}};
}

Certificate certificate_from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw error("malformed certificate: not a JSON object");
  if (text_field(j, "format") != "nimlab-certificate")
    throw error("malformed certificate: \"format\" must be \"nimlab-certificate\"");
  if (count_field(j, "version") != certificate_version)
    throw error("unsupported certificate version (this nimlab reads version " +
                std::to_string(certificate_version) + ")");
  Certificate c{SequenceSpec{rule_from_json(field(j, "rule"))}, 0, 0, Proof::none, {}};
  c.spec.kind = parse_kind(text_field(j, "kind"));
  const nlohmann::json& conv = field(j, "convention");
  const std::string play = text_field(conv, "play");
  if (play != "normal" && play != "misere")
    throw error("malformed certificate: play must be \"normal\" or \"misere\"");
  c.spec.convention = {play == "normal" ? Play::normal : Play::misere,
                       parse_stuck(text_field(conv, "stuck"))};
  validate(c.spec);
  c.preperiod = count_field(j, "preperiod");
  c.period = count_field(j, "period");
  if (c.period == 0) throw error("malformed certificate: \"period\" must be at least 1");
  const std::string proof = text_field(j, "proof");
  if (proof == proof_name(Proof::window)) {
    c.proof = Proof::window;
  } else if (proof == proof_name(Proof::octal_theorem)) {
    c.proof = Proof::octal_theorem;
  } else {
    throw error("malformed certificate: \"proof\" must be \"window\" or \"octal-theorem\"");
  }
  const std::size_t length = count_field(j, "checked_up_to");
  const nlohmann::json& values = field(j, "values");
  if (!values.is_array() || values.size() != length)
    throw error("malformed certificate: \"values\" must list checked_up_to values");
  c.values.reserve(length);
  for (const nlohmann::json& v : values) {
    if (c.spec.kind == Kind::grundy) {
      if (!v.is_number_unsigned() || v.get<std::uint64_t>() > UINT32_MAX)
        throw error("malformed certificate: Grundy values must be non-negative integers");
      c.values.push_back(v.get<Value>());
    } else {
      if (!v.is_string() || v.get<std::string>().size() != 1)
        throw error("malformed certificate: outcomes must be \"P\", \"N\" or \"D\"");
      c.values.push_back(static_cast<Value>(outcome_from_letter(v.get<std::string>()[0])));
    }
  }
  return c;
}

void write_certificate(const std::filesystem::path& path, const Certificate& c) {
  write_file_atomically(path, certificate_json(c).dump() + "\n");
}

Certificate read_certificate(const std::filesystem::path& path) {
  const nlohmann::json j = nlohmann::json::parse(read_input_file(path), nullptr, false);
  if (j.is_discarded()) throw error("certificate " + path.string() + " is not valid JSON");
  return certificate_from_json(j);
}

}  // namespace nimlab
