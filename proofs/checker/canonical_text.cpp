// The canonical-text scanner: a recursive descent over the grammar of
// proofs/certificate-format.md that stops at the first byte outside it. Its twin,
// proofs/coq/checker/canonical.ml, follows the same steps in the same order, so the two report
// the same offset and reason; tests/proofs/checkers_differential.cpp compares them.
#include "canonical_text.hpp"

#include <cstdio>
#include <optional>

namespace nimlab_check {
namespace {

struct Refusal {
  std::size_t at;
  std::string why;
};

// The reason for a byte that cannot stand where it stands.
std::string unexpected(unsigned char c) {
  if (c == ' ' || c == '\t' || c == '\r' || c == '\n') return "whitespace";
  if (c == '/') return "a comment";
  if (c >= 0x80) return "a non-ASCII byte";
  if (c < 0x20 || c == 0x7f) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned>(c));
    return std::string("unexpected byte ") + hex;
  }
  return std::string("unexpected character '") + static_cast<char>(c) + "'";
}

class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {}

  void whole() {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") throw Refusal{0, "a byte order mark"};
    value(1);
    if (pos_ == text_.size()) throw Refusal{pos_, "no newline at the end"};
    expect('\n');
    if (pos_ != text_.size()) throw Refusal{pos_, "text after the final newline"};
  }

 private:
  unsigned char peek() {
    if (pos_ == text_.size()) throw Refusal{pos_, "the text ends early"};
    return static_cast<unsigned char>(text_[pos_]);
  }
  void expect(char wanted) {
    const unsigned char c = peek();
    if (c != static_cast<unsigned char>(wanted)) throw Refusal{pos_, unexpected(c)};
    ++pos_;
  }

  void value(int depth) {
    const unsigned char c = peek();
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') return static_cast<void>(string());
    if (c >= '0' && c <= '9') return number();
    if (c == '-' || c == '+') throw Refusal{pos_, "a number with a sign"};
    if (c == 't') return literal("true");
    if (c == 'f') return literal("false");
    if (c == 'n') return literal("null");
    throw Refusal{pos_, unexpected(c)};
  }

  void literal(std::string_view word) {
    for (char w : word) expect(w);
  }

  void nest(int depth) {
    if (depth > max_canonical_depth)
      throw Refusal{pos_, "nesting deeper than " + std::to_string(max_canonical_depth)};
    ++pos_;
  }

  void object(int depth) {
    nest(depth);
    if (peek() == '}') {
      ++pos_;
      return;
    }
    std::optional<std::string_view> previous;
    for (;;) {
      const std::size_t key_at = pos_;
      if (peek() != '"') throw Refusal{pos_, unexpected(peek())};
      const std::string_view key = string();
      // Byte order (std::char_traits<char> compares as unsigned char).
      if (previous && key <= *previous)
        throw Refusal{key_at, key == *previous ? "a repeated key" : "a key out of order"};
      previous = key;
      expect(':');
      value(depth + 1);
      const unsigned char c = peek();
      ++pos_;
      if (c == '}') return;
      if (c != ',') throw Refusal{pos_ - 1, unexpected(c)};
    }
  }

  void array(int depth) {
    nest(depth);
    if (peek() == ']') {
      ++pos_;
      return;
    }
    for (;;) {
      value(depth + 1);
      const unsigned char c = peek();
      ++pos_;
      if (c == ']') return;
      if (c != ',') throw Refusal{pos_ - 1, unexpected(c)};
    }
  }

  // The characters between the quotes: printable ASCII but '"' and '\', no escapes.
  std::string_view string() {
    const std::size_t start = ++pos_;
    for (;;) {
      const unsigned char c = peek();
      if (c == '"') return text_.substr(start, pos_++ - start);
      if (c == '\\') throw Refusal{pos_, "an escape in a string"};
      if (c < 0x20 || c >= 0x7f) throw Refusal{pos_, "a control or non-ASCII byte in a string"};
      ++pos_;
    }
  }

  // 0 or a digit 1-9 followed by digits, at most 2^64 - 1; no sign, fraction or exponent.
  void number() {
    const std::size_t start = pos_;
    const bool zero = text_[pos_] == '0';
    ++pos_;
    auto digit_here = [&] {
      return pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9';
    };
    if (zero && digit_here()) throw Refusal{start, "a number with a leading zero"};
    while (digit_here()) ++pos_;
    if (pos_ < text_.size() && (text_[pos_] == '.' || text_[pos_] == 'e' || text_[pos_] == 'E'))
      throw Refusal{pos_, "a number with a fraction or exponent"};
    const std::string_view digits = text_.substr(start, pos_ - start);
    if (digits.size() > 20 || (digits.size() == 20 && digits > "18446744073709551615"))
      throw Refusal{start, "an integer beyond 2^64 - 1"};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

std::string canonical_text_error(std::string_view text) {
  try {
    Scanner(text).whole();
    return "";
  } catch (const Refusal& r) {
    return "at byte " + std::to_string(r.at) + ": " + r.why;
  }
}

}  // namespace nimlab_check
