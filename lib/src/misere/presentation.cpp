// The Quotient class: elements renumbered in the order of their normal forms, generators,
// relations and text.
#include <deque>
#include <set>
#include <string>

#include "nimlab/error.hpp"
#include "nimlab/misere/quotient.hpp"

namespace nimlab::misere {

Quotient::Quotient(std::vector<std::uint32_t> table, std::vector<bool> p,
                   std::vector<std::uint32_t> heap_element, std::size_t experiments,
                   std::size_t checked_states)
    : experiments_(experiments), checked_states_(checked_states) {
  const std::size_t order = p.size();
  auto times = [&](std::uint32_t a, std::uint32_t b) { return table[a * order + b]; };
  // Generators: heaps whose element lies outside the submonoid of the smaller heaps.
  std::vector<bool> reached(order, false);
  reached[0] = true;
  std::vector<std::uint32_t> generator_elements;
  for (std::size_t heap = 1; heap < heap_element.size(); ++heap) {
    const std::uint32_t g = heap_element[heap];
    if (reached[g]) continue;
    generators_.push_back(heap);
    generator_elements.push_back(g);
    // Close the submonoid under multiplication by g.
    for (bool grew = true; grew;) {
      grew = false;
      for (std::uint32_t e = 0; e < order; ++e) {
        if (reached[e] && !reached[times(e, g)]) {
          reached[times(e, g)] = true;
          grew = true;
        }
      }
    }
  }
  // Breadth-first over words in the generators: the first word of each element is its normal
  // form, and its rank the element's new number.
  const std::size_t rank_count = generators_.size();
  std::vector<std::uint32_t> new_number(order, UINT32_MAX);
  std::vector<std::uint32_t> old_number;
  std::deque<std::uint32_t> queue{0};
  new_number[0] = 0;
  old_number.push_back(0);
  words_.push_back(Word(rank_count, 0));
  while (!queue.empty()) {
    const std::uint32_t e = queue.front();
    queue.pop_front();
    for (std::size_t i = 0; i < rank_count; ++i) {
      const std::uint32_t f = times(e, generator_elements[i]);
      if (new_number[f] != UINT32_MAX) continue;
      new_number[f] = static_cast<std::uint32_t>(old_number.size());
      old_number.push_back(f);
      Word w = words_[new_number[e]];
      ++w[i];
      words_.push_back(std::move(w));
      queue.push_back(f);
    }
  }
  if (old_number.size() != order) {
    throw std::logic_error("misere quotient: the heaps do not generate the monoid");
  }
  table_.resize(order * order);
  p_.resize(order);
  for (std::size_t a = 0; a < order; ++a) {
    p_[a] = p[old_number[a]];
    for (std::size_t b = 0; b < order; ++b) {
      table_[a * order + b] = new_number[times(old_number[a], old_number[b])];
    }
  }
  for (std::uint32_t e : heap_element) heap_element_.push_back(new_number[e]);
}

std::size_t Quotient::p_size() const {
  std::size_t n = 0;
  for (bool b : p_) n += b ? 1 : 0;
  return n;
}

std::uint32_t Quotient::heap_element(std::size_t heap) const {
  if (heap > max_heap()) {
    throw error("heap " + std::to_string(heap) + " is larger than the quotient's largest heap " +
                std::to_string(max_heap()));
  }
  return heap_element_[heap];
}

std::uint32_t Quotient::element_of(const std::vector<std::size_t>& heaps) const {
  std::uint32_t e = 0;
  for (std::size_t h : heaps) e = product(e, heap_element(h));
  return e;
}

std::vector<Quotient::Relation> Quotient::relations() const {
  std::vector<Relation> out;
  std::set<Word> listed;  // w * g and w' * g' may be one word
  for (std::uint32_t e = 0; e < order(); ++e) {
    for (std::size_t i = 0; i < generators_.size(); ++i) {
      const std::uint32_t f = product(e, heap_element_[generators_[i]]);
      Word left = words_[e];
      ++left[i];
      if (left != words_[f] && listed.insert(left).second) out.push_back({std::move(left), f});
    }
  }
  return out;
}

std::string Quotient::generator_name(std::size_t index) {
  if (index < 26) return std::string(1, static_cast<char>('a' + index));
  std::string name = "g";
  name += std::to_string(index);
  return name;
}

std::string Quotient::word_text(const Word& w) const {
  std::string text;
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (w[i] == 0) continue;
    if (!text.empty()) text += ' ';
    text += generator_name(i);
    if (w[i] > 1) {
      text += '^';
      text += std::to_string(w[i]);
    }
  }
  return text.empty() ? "1" : text;
}

}  // namespace nimlab::misere
