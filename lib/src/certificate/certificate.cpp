// Certificates of periodicity: building, JSON form, files (proofs/certificate-format.md).
// Building reads L = max(bound of the proof, mu + 2p) values (the caller's, or computed here) and
// checks the claim on them in O(L * d(p)) (d(p): divisors of p); version 2 adds one pass over the
// values and a Walsh-Hadamard transform for the mask. The JSON form is O(L) (version 1) or O(R)
// (version 2, R rare positions) in time and memory.
#include "nimlab/certificate/certificate.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "nimlab/certificate/limits.hpp"
#include "nimlab/error.hpp"
#include "nimlab/game/game_json.hpp"
#include "nimlab/io/atomic_file.hpp"
#include "nimlab/io/input_file.hpp"
#include "nimlab/io/json_input.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/verify.hpp"
#include "nimlab/values/format.hpp"
#include "nimlab/values/octal_sparse.hpp"

namespace nimlab {
namespace {

Evidence evidence_of(const SequenceSpec& spec, Proof proof) {
  if (proof == Proof::window) {
    const std::optional<Recurrence> r = spec.game().recurrence();
    if (!r)
      throw error("a window proof needs a rule with finite memory; " + spec.game().name() +
                  " splits heaps");
    return window_evidence(r->window, r->start);
  }
  if (proof == Proof::octal_theorem) {
    const auto* code = std::get_if<OctalCode>(&spec.game().notation());
    // The theorem speaks of nim-sums, so of the Grundy values of an octal code.
    if (!code || spec.kind() != Kind::grundy)
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

Game rule_from_json(const nlohmann::json& j) {
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

bool splitting_grundy(const SequenceSpec& spec) {
  return spec.game().splits() && spec.kind() == Kind::grundy;
}

std::string limit_text(std::uint64_t limit) {
  return std::to_string(limit);
}

// The mask with fewest rare positions over all of v(0..L-1), and the cross-check data.
SparseWitness sparse_witness(const Game& game, ValueView view) {
  namespace lim = certificate_limits;
  const RareChoice choice = best_rare_choice(game, view);
  SparseWitness w{view_size(view), choice.mask, choice.position_parity, {}, {}, 0, 0};
  std::visit(
      [&](auto v) {
        for (std::size_t n = 0; n < v.size(); ++n) {
          if (v[n] > w.largest) {
            w.largest = v[n];
            w.largest_heap = n;
          }
          if (n >= 1 && is_rare_value(game, w.mask, w.position_parity, v[n], n)) {
            w.rare_positions.push_back(n);
            w.rare_values.push_back(v[n]);
          }
        }
      },
      view);
  const std::size_t splits = game.moves().splits.size();
  const std::string what = "no certificate for " + game.name() + ": ";
  if (w.rare_positions.size() > lim::max_rare_positions)
    throw error(what + std::to_string(w.rare_positions.size()) +
                " rare positions under the best mask exceed the checker's limit " +
                limit_text(lim::max_rare_positions));
  if (w.largest > lim::max_sparse_value)
    throw error(what + "value " + std::to_string(w.largest) + " exceeds the checker's limit " +
                limit_text(lim::max_sparse_value));
  // The checker's rare enumeration costs about L * s * R split evaluations.
  if (static_cast<double>(w.length) * static_cast<double>(splits) *
          static_cast<double>(w.rare_positions.size()) >
      static_cast<double>(lim::max_check_work / 2))
    throw error(what + "checking would take more than the checker's work limit " +
                limit_text(lim::max_check_work));
  return w;
}

std::vector<std::size_t> count_array(const nlohmann::json& j, const char* name) {
  const nlohmann::json& a = field(j, name);
  if (!a.is_array())
    throw error(std::string("malformed certificate: \"") + name + "\" must be an array");
  std::vector<std::size_t> out;
  out.reserve(a.size());
  for (const nlohmann::json& e : a) {
    if (!e.is_number_unsigned())
      throw error(std::string("malformed certificate: \"") + name +
                  "\" must hold non-negative integers");
    out.push_back(e.get<std::size_t>());
  }
  return out;
}

SparseWitness sparse_witness_from_json(const nlohmann::json& j, std::size_t length) {
  SparseWitness w;
  w.length = length;
  const std::size_t mask = count_field(j, "mask");
  if (mask > UINT32_MAX) throw error("malformed certificate: \"mask\" exceeds 32 bits");
  w.mask = static_cast<std::uint32_t>(mask);
  const nlohmann::json& parity = field(j, "position_parity");
  if (!parity.is_boolean())
    throw error("malformed certificate: \"position_parity\" must be true or false");
  w.position_parity = parity.get<bool>();
  w.rare_positions = count_array(j, "rare_positions");
  for (std::size_t v : count_array(j, "rare_values")) {
    if (v > UINT32_MAX) throw error("malformed certificate: a rare value exceeds 32 bits");
    w.rare_values.push_back(static_cast<Value>(v));
  }
  if (w.rare_values.size() != w.rare_positions.size())
    throw error("malformed certificate: one rare value per rare position");
  const nlohmann::json& largest = field(j, "largest");
  w.largest_heap = count_field(largest, "heap");
  const std::size_t value = count_field(largest, "value");
  if (value > UINT32_MAX) throw error("malformed certificate: the largest value exceeds 32 bits");
  w.largest = static_cast<Value>(value);
  return w;
}

}  // namespace

std::size_t certificate_length(const SequenceSpec& spec, std::size_t mu, std::size_t p,
                               Proof proof) {
  if (p == 0) throw error("a period must be at least 1");
  const std::size_t bound = evidence_of(spec, proof).required_length(mu, p);
  return std::max(bound, mu + 2 * p);
}

void check_certificate_covers(const Game& game) {
  if (!game.octal_moves_only())
    throw error("no certificate for " + game.name() +
                ": certificates and nimlab-check cover subtraction sets and octal codes only");
}

Certificate make_certificate(const SequenceSpec& spec, std::size_t mu, std::size_t p, Proof proof,
                             CertificateForm form, ValuePrefix* known) {
  namespace lim = certificate_limits;
  check_certificate_covers(spec.game());
  const std::size_t length = certificate_length(spec, mu, p, proof);
  const bool sparse = form == CertificateForm::sparse ||
                      (form == CertificateForm::automatic && splitting_grundy(spec) &&
                       length > sparse_certificate_above);
  const std::string what = "no certificate for " + spec.game().name() + ": ";
  if (sparse && !splitting_grundy(spec))
    throw error(what + "a sparse certificate is for the Grundy values of a code that splits heaps");
  const std::uint64_t limit = sparse                   ? lim::max_sparse_values
                              : splitting_grundy(spec) ? lim::max_listed_values_split
                                                       : lim::max_listed_values;
  if (length > limit)
    throw error(what + std::to_string(length) + " values exceed the checker's limit " +
                limit_text(limit) + " for this form");
  // The values: those the caller computed, else computed here (compactly for splitting codes).
  std::optional<ValuePrefix> own;
  ValuePrefix& values = known && known->spec() == spec ? *known : own.emplace(spec);
  const ValueView v = values.view(length);
  Certificate c{spec, mu, p, proof, {}};
  const std::string failure = check_period_on_prefix(v, mu, p);
  if (!failure.empty())
    throw error("no certificate for " + spec.game().name() + " with preperiod " +
                std::to_string(mu) + " and period " + std::to_string(p) + ": " + failure);
  if (sparse)
    c.sparse = sparse_witness(spec.game(), v);
  else
    c.values = view_copy(v, 0, length);
  return c;
}

nlohmann::json certificate_json(const Certificate& c) {
  nlohmann::json j = {{"format", "nimlab-certificate"},
                      {"version", c.version()},
                      {"rule", rule_json(c.spec.game())},
                      {"kind", kind_name(c.spec.kind())},
                      {"convention", convention_json(c.spec.convention())},
                      {"preperiod", c.preperiod},
                      {"period", c.period},
                      {"proof", proof_name(c.proof)},
                      {"checked_up_to", c.checked_up_to()},
                      {"producer", "nimlab " NIMLAB_VERSION}};
  if (!c.sparse) {
    j["values"] = values_json(c.spec.kind(), c.values);
    return j;
  }
  const SparseWitness& w = *c.sparse;
  j["sparse"] = {{"mask", w.mask},
                 {"position_parity", w.position_parity},
                 {"rare_positions", w.rare_positions},
                 {"rare_values", w.rare_values},
                 {"largest", {{"heap", w.largest_heap}, {"value", w.largest}}}};
  return j;
}

Certificate certificate_from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw error("malformed certificate: not a JSON object");
  if (text_field(j, "format") != "nimlab-certificate")
    throw error("malformed certificate: \"format\" must be \"nimlab-certificate\"");
  const std::size_t version = count_field(j, "version");
  if (version != 1 && version != 2)
    throw error("unsupported certificate version (this nimlab reads versions 1 to " +
                std::to_string(certificate_version) + ")");
  const nlohmann::json& conv = field(j, "convention");
  Certificate c{
      SequenceSpec(rule_from_json(field(j, "rule")), parse_kind(text_field(j, "kind")),
                   {parse_play(text_field(conv, "play")), parse_stuck(text_field(conv, "stuck"))}),
      0,
      0,
      Proof::none,
      {}};
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
  if (version == 2) {
    if (!splitting_grundy(c.spec))
      throw error("malformed certificate: version 2 is for the Grundy values of splitting codes");
    c.sparse = sparse_witness_from_json(field(j, "sparse"), length);
    return c;
  }
  const nlohmann::json& values = field(j, "values");
  if (!values.is_array() || values.size() != length)
    throw error("malformed certificate: \"values\" must list checked_up_to values");
  c.values.reserve(length);
  for (const nlohmann::json& v : values) {
    if (c.spec.kind() == Kind::grundy) {
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
  return certificate_from_json(
      parse_json_input(read_input_file(path, certificate_limits::max_certificate_bytes),
                       "certificate " + path.string()));
}

}  // namespace nimlab
