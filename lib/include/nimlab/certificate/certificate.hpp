#pragma once
// Certificates of periodicity (format: proofs/certificate-format.md). A certificate states a rule,
// a kind of value, a convention, a preperiod mu and period p, the proof that makes a finite prefix
// conclusive ("window" or "octal-theorem", see nimlab/period/evidence.hpp), and the values
// v(0..L-1) (version 1) or, for the Grundy values of long prefixes of codes that split heaps,
// the rare positions under a mask (version 2). Version 3 states an arithmetic period
// (v(n + p) = v(n) + s) of a hexadecimal code or an all-but game, proven by a theorem that reads
// the values, with the values and the theorem's instance. The standalone checker nimlab-check
// (proofs/checker/) never links this library: it recomputes the values from the rule (by brute
// force, or by its own sparse-space loop with the stated mask) and confirms or rejects the claim.
// Sizes on both sides obey one table, nimlab/certificate/limits.hpp.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/period/evidence.hpp"
#include "nimlab/period/result.hpp"
#include "nimlab/values/prefix.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {

// The newest version written; version 1 is still written (and read) for listed values.
inline constexpr int certificate_version = 3;

// What a version-2 certificate carries instead of the values: a mask that makes the values
// sparse, and, as a cross-check, the rare positions n >= 1 under it with their values and the
// largest value (classification: nimlab/values/octal_sparse.hpp).
struct SparseWitness {
  std::size_t length = 0;  // L, the certificate's "checked_up_to"
  std::uint32_t mask = 0;
  bool position_parity = false;
  std::vector<std::size_t> rare_positions;  // increasing
  Sequence rare_values;                     // G at each rare position
  Value largest = 0;
  std::size_t largest_heap = 0;  // the first heap with the largest value
};

struct Certificate {
  SequenceSpec spec;
  std::size_t preperiod = 0;  // mu
  std::size_t period = 0;     // p
  Proof proof = Proof::none;
  // v(0..L-1) of a version-1 or version-3 certificate; empty for version 2.
  Sequence values;
  std::optional<SparseWitness> sparse = std::nullopt;  // set exactly for version 2
  std::int64_t saltus = 0;  // s: v(n + p) = v(n) + s for n >= mu (0 before version 3)
  // The instance of the theorem that proves the regularity (proofs hex_arithmetic and
  // all_but_theorem); set exactly for version 3.
  std::optional<TheoremInstance> theorem = std::nullopt;

  int version() const { return sparse ? 2 : theorem ? 3 : 1; }
  std::size_t checked_up_to() const { return sparse ? sparse->length : values.size(); }
};

// Which version make_certificate writes: automatic picks version 2 exactly for the Grundy
// values of a code that splits heaps when L exceeds sparse_certificate_above (the checker's
// brute force costs O(L^2) on version 1 of such codes: about a second at this length).
enum class CertificateForm { automatic, listed, sparse };
inline constexpr std::size_t sparse_certificate_above = std::size_t{1} << 12;

// The number of values a certificate of (mu, p) with this proof must list: the bound of the proof
// (window: max(mu, a0) + m + p; octal theorem: 2*max(mu,1) + 2p + t - 1), and at least mu + 2p so
// that the minimality of p can be checked on the listed values. Throws nimlab::error when the proof
// does not apply to spec (window without finite memory; octal theorem other than for the Grundy
// values of an octal code; none).
std::size_t certificate_length(const SequenceSpec& spec, std::size_t mu, std::size_t p,
                               Proof proof);

// Throws nimlab::error unless certificates cover the game: subtraction sets, octal codes,
// hexadecimal codes with a three-heap split and all-but games (the last two for the arithmetic
// periods of version 3 only). Grundy's game has no proven period to certify.
void check_certificate_covers(const Game& game);

// Builds the certificate of a proven, minimal (mu, p): reads v(0..L-1), L = certificate_length,
// from `known` when it holds spec's values (the prefix the period was found on: no second
// computation, and it grows if L is longer), else computes them, and checks on them
// (check_period_on_prefix, nimlab/period/verify.hpp) that v(n+p) = v(n) for mu <= n < L-p, that no
// proper divisor of p is a period, and that v(mu-1+p) != v(mu-1) when mu > 0. For version 2 it also
// chooses the mask with fewest rare positions over the whole prefix (best_rare_choice). Throws
// nimlab::error when any of this fails (a false or non-minimal claim is never written down), when
// the form does not fit the rule, or when the certificate would exceed a limit of
// nimlab/certificate/limits.hpp (the message names it): nimlab never writes what nimlab-check would
// refuse for its size.
Certificate make_certificate(const SequenceSpec& spec, std::size_t mu, std::size_t p, Proof proof,
                             CertificateForm form = CertificateForm::automatic,
                             ValuePrefix* known = nullptr);

// The same for a proven, minimal regularity (mu, p, s) = period. The proofs that read the values
// (hex_arithmetic, all_but_theorem) give version 3: the instance of the theorem is found again on
// the values (theorem_instance, nimlab/period/evidence.hpp; the prefix doubles up to the checker's
// limit, max_listed_values_hex or max_listed_values_all_but), L is the largest of its bound
// (hexadecimal: start + 2P; all-but: start + P), max(mu, R) + P + p and mu + 2p, and the instance
// must imply exactly (mu, p, s). Every other proof goes to the overload above (s must be 0).
Certificate make_certificate(const SequenceSpec& spec, const Period& period,
                             CertificateForm form = CertificateForm::automatic,
                             ValuePrefix* known = nullptr);

// The JSON object of the format, and back. certificate_from_json throws nimlab::error on anything
// malformed (wrong format name or version, missing or mistyped fields, a bad rule, values that are
// not of the kind, checked_up_to different from the number of values). It does not check the claim.
nlohmann::json certificate_json(const Certificate& c);
Certificate certificate_from_json(const nlohmann::json& j);

// Writes the certificate atomically (one JSON object and a newline); reads one back.
// Both throw nimlab::error on I/O failure or malformed content.
void write_certificate(const std::filesystem::path& path, const Certificate& c);
Certificate read_certificate(const std::filesystem::path& path);

}  // namespace nimlab
