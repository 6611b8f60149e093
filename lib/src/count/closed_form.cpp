// Method 2 for one position: plays(h1..hk) = sum over (i1..ik) of prod_j w_{hj}(ij) times the
// multinomial (i1+...+ik)!/(i1!...ik!), evaluated as a chain of binomial convolutions of the
// per-heap sequences w_h (heap_sequences.hpp), then summed. Time O(M^2 k) multiplications for
// M total moves at most; memory O(M) big integers.
#include "nimlab/count/closed_form.hpp"

#include "nimlab/count/big_int.hpp"
#include "nimlab/count/heap_sequences.hpp"

namespace nimlab {

template <class Int>
Int count_plays_closed_form(const PlayRule& rule, std::span<const std::uint32_t> heaps) {
  std::vector<Int> joint{Int{1}};  // the empty position: one play of length 0
  for (std::uint32_t h : heaps) {
    if (rule.is_dead(h)) continue;  // w_h = (1): the identity of the convolution
    joint = binomial_convolution(joint, heap_play_lengths<Int>(rule, h));
  }
  Int total = 0;
  for (const Int& c : joint) total += c;
  return total;
}

template gmp_int count_plays_closed_form<gmp_int>(const PlayRule&, std::span<const std::uint32_t>);
template boost_int count_plays_closed_form<boost_int>(const PlayRule&,
                                                      std::span<const std::uint32_t>);

}  // namespace nimlab
