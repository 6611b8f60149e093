#pragma once
// The misere quotient Q_n of a heap game restricted to heaps of at most n tokens (Plambeck,
// "Taming the wild in impartial combinatorial games", Integers 5 (2005) #G05; Plambeck and
// Siegel, "Misere quotients for impartial games", JCTA 115 (2008) 593-622).
//
// A_n is the set of positions made of heaps of 1..n tokens (every multiset of them). Two
// positions G, H are indistinguishable, G == H (mod A_n), when G + X and H + X have the same
// misere outcome for every X in A_n. The classes form a finite or infinite commutative monoid
// under the sum of positions; Q_n is that monoid, P its P-portion (the classes of positions the
// player to move loses) and heap_element the map heap -> class (the pretending function).
//
// Contract. misere_quotient() returns Q_n only when it has proven it (proofs/misere-quotient.md):
//   - the returned (Q, P) with the map of heaps is checked to give the misere outcome of every
//     position of A_n, by a finite search over the pairs (element of the position, set of
//     elements of its options) that positions of A_n reach (misere/quotient_check.hpp);
//   - (Q, P) is reduced: any two elements x != y have some z with exactly one of xz, yz in P.
// Together these make Q the quotient (a surjective homomorphism onto a reduced bipartite monoid
// that decides outcomes is the quotient map). Anything short of a proof is refused with
// nimlab::error, never returned.
//
// Construction (Plambeck-Siegel, heap by heap). Heaps are added in increasing order. Heap k is
// first tried as each element x of Q_{k-1}: the outcomes of heap k plus the positions of at most
// 8 tokens discard most x, and an x that passes is proven by the check above; then Q_k is Q_{k-1}
// with heap k -> x. When no element fits, heap k adds a generator:
//   1. As Siegel's MisereSolver does, Q_k is guessed as Q_{k-1} times a cyclic monoid for heap
//      k, its P-portion read position by position with every option first, and reduced
//      (misere/extension.hpp). While the check fails, the least position the guess gets wrong
//      (whose true outcome the guess's own elements of its options give) names heaps that get
//      cyclic components of their own, up to 64 rounds. No outcome is searched.
//   2. Failing that, Q_k is learned anew: each element is kept as a small position (its
//      representative), a product "representative + heap" is the element whose representative
//      has the same misere outcome beside every experiment (a set of positions), or a new
//      element; a candidate that fails (two heaps whose products do not commute, or a failed
//      check) yields a new experiment that separates the two positions it wrongly took as equal,
//      until a candidate passes the check. Outcomes are brute-forced from the rules, except for
//      positions of heaps up to the last proven Q_j, which are read from it.
// Either way only the check proves what is returned.
//
// Cost. Step 1 costs a few searches of the check's size per round; step 2 is dominated by the
// brute-force outcomes of "representative + experiment" positions that contain a heap larger
// than the last proven quotient, so max_positions bounds its reach. Measured on one core (the
// CLI, process start included): Q_30 of Dawson's Kayles (.07, order 360, Siegel's figure) in
// about 4 s, Q_32 (order 552) in 5.5 s; Q_64 of Kayles (.77, order 40) in 0.2 s; Q_33 of .07
// exceeds the default max_positions. The check visits at most max_states states of |Q| / 64 + 1
// words each, with k transitions of |Q| products each.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "nimlab/game/game.hpp"

namespace nimlab::misere {

// Limits; exceeding one is a nimlab::error naming it.
struct QuotientLimits {
  std::size_t max_heap = 255;             // n
  std::size_t max_order = 1024;           // |Q_k| for every k <= n
  std::size_t max_experiments = 4096;     // positions kept to tell elements apart
  std::size_t max_positions = 4'000'000;  // positions brute-forced (18 bytes each at most)
  std::size_t max_states = 1'000'000;     // states visited by one check
};

// One element as a word in the generators: exponents[i] copies of generator i.
using Word = std::vector<std::uint32_t>;

class Quotient {
 public:
  // Element 0 is the identity (the empty position).
  std::size_t order() const { return words_.size(); }
  std::size_t max_heap() const { return heap_element_.size() - 1; }
  // The heaps (in tokens) that generate Q, in increasing order: heap k is a generator when its
  // element is not a product of the elements of smaller heaps.
  const std::vector<std::size_t>& generators() const { return generators_; }
  // The normal form of each element: its first word in the breadth-first enumeration of words
  // in the generators (by degree, then generator by generator).
  const Word& normal_form(std::uint32_t element) const { return words_[element]; }
  bool in_p(std::uint32_t element) const { return p_[element]; }
  std::size_t p_size() const;
  std::uint32_t product(std::uint32_t a, std::uint32_t b) const { return table_[a * order() + b]; }
  // heap_element(0) is the identity. Throws nimlab::error beyond max_heap().
  std::uint32_t heap_element(std::size_t heap) const;
  // The element of a position (heap sizes, zeros allowed) and its misere outcome: true when the
  // player to move loses. Throws nimlab::error for a heap beyond max_heap().
  std::uint32_t element_of(const std::vector<std::size_t>& heaps) const;
  bool is_p_position(const std::vector<std::size_t>& heaps) const {
    return in_p(element_of(heaps));
  }
  // A presentation: for every normal form w and generator g whose product w*g is not itself a
  // normal form, the relation w*g = normal form of the product (each left side once). Together
  // with the normal forms they determine the monoid: any word reaches its normal form by
  // multiplying in one generator at a time from the identity.
  struct Relation {
    Word left;
    std::uint32_t right = 0;  // the element, written by normal_form(right)
  };
  std::vector<Relation> relations() const;
  // "1", "a", "a^2 b", ... with generators named a, b, c, ... (then g26, g27, ...).
  std::string word_text(const Word& w) const;
  static std::string generator_name(std::size_t index);

  // The work behind it: the positions kept to tell elements apart, and the states of the last
  // check.
  std::size_t experiments() const { return experiments_; }
  std::size_t checked_states() const { return checked_states_; }

  // Built only by misere_quotient(); every invariant above is established there.
  Quotient(std::vector<std::uint32_t> table, std::vector<bool> p,
           std::vector<std::uint32_t> heap_element, std::size_t experiments,
           std::size_t checked_states);

 private:
  std::vector<std::uint32_t> table_;
  std::vector<bool> p_;
  std::vector<std::uint32_t> heap_element_;
  std::vector<std::size_t> generators_;
  std::vector<Word> words_;
  std::size_t experiments_ = 0;
  std::size_t checked_states_ = 0;
};

// Q_n of a game whose moves are eliminations, reductions and splits into two heaps (octal
// codes, hexadecimal codes with digits below 8, subtraction sets), under the standard rule (a
// position without a move, heaps left or not, is won by the player to move in misere play).
// Throws nimlab::error for another game, n = 0, or a limit exceeded.
Quotient misere_quotient(const Game& game, std::size_t max_heap, const QuotientLimits& limits = {});

// When Q_n stops changing (proofs/misere-quotient.md, section 9). Let t be the most tokens a
// move of the game removes, and let the heap -> element map of q = Q_N repeat with period p
// from heap n0 >= 1: heap_element(n + p) == heap_element(n) for n0 <= n <= N - p. If
//   N >= 2 n0 + 2 p + t - 1   (a game that splits heaps), or
//   N >= n0 + p + t - 1       (a game that never splits them),
// then Q_n = Q_N for every n >= N, heap n > N taking the element of heap n - p: Q_N is the misere
// quotient of the game with heaps of every size. The theorem is nimlab's own (the proof is
// short: heap n + p has the element and the option elements of heap n, so it adds no state to
// the check), in the spirit of Plambeck and Siegel's periodicity theorem for quotients.
struct QuotientPeriod {
  std::size_t from = 0;    // n0
  std::size_t period = 0;  // p
  std::size_t needs = 0;   // the least N for which the theorem applies to n0 and p
  bool proven = false;     // q.max_heap() >= needs: Q_n = Q_N for every n
};
// The period (smallest `needs`, then smallest p) that the map of q shows over heaps 1..N, or
// nothing when it shows none with needs <= 2N (a shorter repetition proves nothing) or the game
// has moves the theorem does not cover (splits into unequal heaps).
std::optional<QuotientPeriod> quotient_period(const Quotient& q, const Game& game);

}  // namespace nimlab::misere
