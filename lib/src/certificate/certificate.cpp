// Certificates of periodicity: building, JSON form, files (proofs/certificate-format.md).
// Building reads L = max(bound of the proof, mu + 2p) values (the caller's, or computed here) and
// checks the claim on them in O(L * d(p)) (d(p): divisors of p); version 2 adds one pass over the
// values and a Walsh-Hadamard transform for the mask. The JSON form is O(L) (version 1) or O(R)
// (version 2, R rare positions) in time and memory.
#include "nimlab/certificate/certificate.hpp"

#include <algorithm>
#include <cstdint>
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
#include "period/value_criteria.hpp"

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
    return Evidence(Proof::octal_theorem, code->length());
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

std::vector<std::int64_t> integer_list(const nlohmann::json& j, const char* name) {
  const nlohmann::json& s = field(j, name);
  if (!s.is_array())
    throw error(std::string("malformed certificate: \"") + name + "\" must be an array");
  std::vector<std::int64_t> elements;
  for (const nlohmann::json& e : s) {
    if (!e.is_number_integer()) throw error("malformed certificate: set elements must be integers");
    elements.push_back(e.get<std::int64_t>());
  }
  return elements;
}

// Versions 1 and 2: subtraction sets and octal codes; version 3: hexadecimal codes and all-but
// games.
Game rule_from_json(const nlohmann::json& j, std::size_t version) {
  if (version == 3) {
    if (!j.is_object() || j.size() != 1)
      throw error(
          "malformed certificate: \"rule\" of version 3 must be {\"hex\": \"...\"} or "
          "{\"all_but\": [...]}");
    if (j.contains("hex")) return HexCode::parse(text_field(j, "hex"));
    return AllButSubtraction(integer_list(j, "all_but"));
  }
  if (!j.is_object() || j.size() != 1)
    throw error(
        "malformed certificate: \"rule\" must be {\"subtract\": [...]} or {\"octal\": \"...\"}");
  if (j.contains("octal")) return OctalCode::parse(text_field(j, "octal"));
  return SubtractionSet(integer_list(j, "subtract"));
}

bool is_hex_code(const Game& game) {
  return std::holds_alternative<HexCode>(game.notation());
}

bool is_all_but(const Game& game) {
  return std::holds_alternative<AllButSubtraction>(game.notation());
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

// The moves of heap n of a hexadecimal code as the verified checker lists them (every split in
// every order), which certificate_limits::max_hex_moves bounds.
std::uint64_t hex_moves(const Game& game, std::uint64_t n) {
  const Moves& m = game.moves();
  std::uint64_t count = 0;
  for (std::size_t k : m.eliminations) count += k == n ? 1 : 0;
  for (std::size_t k : m.reductions) count += k < n ? 1 : 0;
  for (std::size_t k : m.splits)
    if (k + 1 < n) count += n - k - 1;
  for (std::size_t k : m.triple_splits)
    if (k + 2 < n) count += (n - k - 1) * (n - k - 2) / 2;
  return count;
}

// Version 3: the instance of the theorem, found again on a prefix that doubles up to the limit,
// then L values as proofs/certificate-format.md requires, and the claim checked on them.
Certificate arithmetic_certificate(const SequenceSpec& spec, const Period& claim,
                                   CertificateForm form, ValuePrefix* known) {
  namespace lim = certificate_limits;
  const std::string what = "no certificate for " + spec.game().name() + ": ";
  if (form == CertificateForm::sparse)
    throw error(what + "an arithmetic period is certified with its values listed (version 3)");
  const Evidence evidence = evidence_for(spec);
  const bool all_but = claim.proof == Proof::all_but_theorem;
  if (all_but ? evidence.proof != Proof::all_but_theorem
              : !evidence.reads_values(claim.saltus) || evidence.proof == Proof::all_but_theorem)
    throw error(what + "the " + proof_name(claim.proof) + " does not apply to it");
  const std::size_t mu = claim.preperiod, q = claim.period;
  if (q == 0) throw error("a period must be at least 1");
  const std::uint64_t limit = all_but ? lim::max_listed_values_all_but : lim::max_listed_values_hex;
  std::optional<ValuePrefix> own;
  ValuePrefix& values = known && known->spec() == spec ? *known : own.emplace(spec);
  std::optional<TheoremInstance> instance;
  std::size_t length = std::max(evidence.required_length(mu, q, claim.saltus), mu + 2 * q);
  for (;;) {
    if (length > limit) break;
    instance = theorem_instance(evidence, values.view(length), mu, q, claim.saltus);
    if (instance || length == limit) break;
    length = std::min<std::size_t>(2 * length, limit);
  }
  if (!instance)
    throw error(what + "no instance of the " + proof_name(claim.proof) + " proves preperiod " +
                std::to_string(mu) + ", period " + std::to_string(q) + ", saltus " +
                std::to_string(claim.saltus) + " within the checker's limit of " +
                limit_text(limit) + " values");
  const TheoremInstance& t = *instance;
  length = std::max({all_but ? t.start + t.period : t.start + 2 * t.period,
                     std::max(mu, t.preperiod) + t.period + q, mu + 2 * q});
  if (length > limit)
    throw error(what + std::to_string(length) + " values exceed the checker's limit " +
                limit_text(limit) + " for this form");
  if (!all_but && hex_moves(spec.game(), length - 1) > lim::max_hex_moves)
    throw error(what + "heap " + std::to_string(length - 1) + " has " +
                std::to_string(hex_moves(spec.game(), length - 1)) +
                " moves, beyond the checker's limit " + limit_text(lim::max_hex_moves));
  const ValueView v = values.view(length);
  const Period implied =
      detail::minimal_regularity(v, t.preperiod, t.period, t.saltus, claim.proof);
  if (implied.preperiod != mu || implied.period != q || implied.saltus != claim.saltus)
    throw error(what + "the theorem proves preperiod " + std::to_string(implied.preperiod) +
                ", period " + std::to_string(implied.period) + ", saltus " +
                std::to_string(implied.saltus) + ", not the claim");
  Certificate c{spec, mu, q, claim.proof, view_copy(v, 0, length)};
  c.saltus = claim.saltus;
  c.theorem = t;
  return c;
}

}  // namespace

std::size_t certificate_length(const SequenceSpec& spec, std::size_t mu, std::size_t p,
                               Proof proof) {
  if (p == 0) throw error("a period must be at least 1");
  const std::size_t bound = evidence_of(spec, proof).required_length(mu, p);
  return std::max(bound, mu + 2 * p);
}

void check_certificate_covers(const Game& game) {
  if (!game.octal_moves_only() && !is_all_but(game) &&
      !(is_hex_code(game) && !game.moves().triple_splits.empty()))
    throw error("no certificate for " + game.name() +
                ": certificates and nimlab-check cover subtraction sets, octal and hexadecimal "
                "codes and all-but games only");
}

Certificate make_certificate(const SequenceSpec& spec, std::size_t mu, std::size_t p, Proof proof,
                             CertificateForm form, ValuePrefix* known) {
  namespace lim = certificate_limits;
  check_certificate_covers(spec.game());
  if (!spec.game().octal_moves_only())
    throw error("no certificate for " + spec.game().name() + " with proof " + proof_name(proof) +
                ": its certificates state arithmetic periods (version 3), proven by the "
                "hex-arithmetic-theorem or the all-but-theorem");
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

Certificate make_certificate(const SequenceSpec& spec, const Period& period, CertificateForm form,
                             ValuePrefix* known) {
  if (period.proof != Proof::hex_arithmetic && period.proof != Proof::all_but_theorem) {
    if (period.saltus != 0)
      throw error("no certificate for " + spec.game().name() + ": a saltus needs the proof " +
                  "hex-arithmetic-theorem or all-but-theorem, not " + proof_name(period.proof));
    return make_certificate(spec, period.preperiod, period.period, period.proof, form, known);
  }
  return arithmetic_certificate(spec, period, form, known);
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
  if (c.theorem) {
    j["saltus"] = c.saltus;
    j["theorem"] = {{"preperiod", c.theorem->preperiod},
                    {"period", c.theorem->period},
                    {"saltus", c.theorem->saltus},
                    {"start", c.theorem->start}};
  }
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
  if (version < 1 || version > 3)
    throw error("unsupported certificate version (this nimlab reads versions 1 to " +
                std::to_string(certificate_version) + ")");
  const nlohmann::json& conv = field(j, "convention");
  Certificate c{
      SequenceSpec(rule_from_json(field(j, "rule"), version), parse_kind(text_field(j, "kind")),
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
  } else if (proof == proof_name(Proof::hex_arithmetic) && version == 3 &&
             is_hex_code(c.spec.game())) {
    c.proof = Proof::hex_arithmetic;
  } else if (proof == proof_name(Proof::all_but_theorem) && version == 3 &&
             is_all_but(c.spec.game())) {
    c.proof = Proof::all_but_theorem;
  } else {
    throw error(version == 3 ? "malformed certificate: \"proof\" of version 3 must be "
                               "\"hex-arithmetic-theorem\" for a hexadecimal code or "
                               "\"all-but-theorem\" for an all-but game"
                             : "malformed certificate: \"proof\" must be \"window\" or "
                               "\"octal-theorem\"");
  }
  if (version == 3) {
    if (c.spec.kind() != Kind::grundy)
      throw error("malformed certificate: version 3 states Grundy values");
    c.saltus =
        static_cast<std::int64_t>(std::min<std::size_t>(count_field(j, "saltus"), INT64_MAX));
    const nlohmann::json& t = field(j, "theorem");
    c.theorem = TheoremInstance{
        count_field(t, "preperiod"), count_field(t, "period"),
        static_cast<std::int64_t>(std::min<std::size_t>(count_field(t, "saltus"), INT64_MAX)),
        count_field(t, "start")};
    if (c.theorem->period == 0)
      throw error("malformed certificate: \"theorem\".\"period\" must be at least 1");
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
