#pragma once
// Certificates of periodicity (format: proofs/certificate-format.md). A certificate states a rule,
// a kind of value, a convention, a preperiod mu and period p, the proof that makes a finite prefix
// conclusive ("window" or "octal-theorem", see nimlab/period/evidence.hpp), and the values
// v(0..L-1). The standalone checker nimlab-check (proofs/checker/) never links this library: it
// recomputes the values naively from the rule and confirms or rejects the claim.
#include <cstddef>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "nimlab/period/result.hpp"
#include "nimlab/game/sequence_spec.hpp"
#include "nimlab/values/sequence.hpp"

namespace nimlab {

inline constexpr int certificate_version = 1;

struct Certificate {
  SequenceSpec spec;
  std::size_t preperiod = 0;  // mu
  std::size_t period = 0;     // p
  Proof proof = Proof::none;
  Sequence values;  // v(0..L-1); L is the certificate's "checked_up_to"
};

// The number of values a certificate of (mu, p) with this proof must list: the bound of the proof
// (window: max(mu, a0) + m + p; octal theorem: 2*max(mu,1) + 2p + t - 1), and at least mu + 2p so
// that the minimality of p can be checked on the listed values. Throws nimlab::error when the proof
// does not apply to spec (window without finite memory; octal theorem other than for the Grundy
// values of an octal code; none).
std::size_t certificate_length(const SequenceSpec& spec, std::size_t mu, std::size_t p,
                               Proof proof);

// Builds the certificate of a proven, minimal (mu, p): computes v(0..L-1) with L =
// certificate_length and checks on them (check_period_on_prefix, nimlab/period/verify.hpp) that
// v(n+p) = v(n) for mu <= n < L-p, that no proper divisor of p is a period, and that
// v(mu-1+p) != v(mu-1) when mu > 0. Throws nimlab::error when any of this fails: a false or
// non-minimal claim is never written down.
Certificate make_certificate(const SequenceSpec& spec, std::size_t mu, std::size_t p, Proof proof);

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
