// The canonical certificate text (proofs/certificate-format.md, "Canonical text"): the only
// bytes nimlab-check and nimlab-check-verified read. Both checkers run the same scanner first
// (this one, and proofs/coq/checker/canonical.ml), so that no two JSON readers can see two
// different certificates in one file: duplicate keys, comments, a byte order mark, whitespace,
// reordered keys and alternative spellings of numbers or strings are all refused, with the same
// byte offset and the same reason in both.
#pragma once

#include <string>
#include <string_view>

namespace nimlab_check {

// Nested objects and arrays deeper than this are refused (a certificate nests 3 deep).
inline constexpr int max_canonical_depth = 8;

// "" when `text` is canonical, otherwise "at byte N: REASON" for the first byte where it is not
// (N counts from 0; REASON is one of the fixed phrases of the format's table).
std::string canonical_text_error(std::string_view text);

}  // namespace nimlab_check
