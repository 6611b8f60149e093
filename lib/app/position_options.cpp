#include "position_options.hpp"

#include <CLI/CLI.hpp>
#include <charconv>

#include "nimlab/error.hpp"
#include "nimlab/positions/named_game_json.hpp"

namespace nimlab::app {

namespace {

// The digits [first, last) as a number, or false.
bool read_number(const char* first, const char* last, std::uint32_t& v) {
  const auto [ptr, ec] = std::from_chars(first, last, v);
  return first != last && ec == std::errc{} && ptr == last;
}

}  // namespace

std::vector<std::uint32_t> parse_heap_list(const std::string& option, const std::string& text,
                                           std::size_t max_heaps) {
  std::vector<std::uint32_t> out;
  auto too_many = [&] {
    return error(option + ": at most " + std::to_string(max_heaps) + " heaps");
  };
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const std::size_t times = std::min(text.find('x', start), end);
    std::uint32_t v = 0, count = 1;
    const char* first = text.data() + start;
    if (!read_number(first, text.data() + times, v) || v > max_heap_size ||
        (times < end &&
         (!read_number(text.data() + times + 1, text.data() + end, count) || count == 0)))
      throw error(option + " '" + text + "': heaps are comma-separated integers from 0 to " +
                  std::to_string(max_heap_size) +
                  ", e.g. 3,4,5 (SIZExCOUNT: COUNT >= 1 heaps of SIZE)");
    if (count > max_heaps || out.size() + count > max_heaps) throw too_many();
    out.insert(out.end(), count, v);
    start = end + 1;
  }
  return out;
}

void PositionOptions::add_to(CLI::App& command, bool heaps_required) {
  auto* h = command.add_option("--heaps", heaps_,
                               "the heaps, e.g. 3,4,5 (each 0.." + std::to_string(max_heap_size) +
                                   "; 4x20: twenty heaps of 4; the card game: "
                                   "face-up[,face-down] cards)");
  if (heaps_required) h->required();
  command.add_option("--plus", plus_,
                     "add heaps of another heap game: GAME=HEAPS, e.g. --plus subtract:1,2=3 "
                     "--plus nim=4,6 (repeatable; GAME as for --game)");
}

namespace {

// The game of --plus GAME=HEAPS; the parser's message names --game, which the user did not type.
positions::NamedGame named_in_plus(const std::string& plus, std::size_t eq) {
  try {
    return positions::NamedGame::parse(plus.substr(0, eq));
  } catch (const error& e) {
    std::string why = e.what();
    if (why.rfind("--game", 0) == 0 && why.find(": ") != std::string::npos)
      why = why.substr(why.find(": ") + 2);
    throw error("--plus '" + plus + "': " + why);
  }
}

}  // namespace

positions::Position PositionOptions::position(const positions::NamedGame& game,
                                              const std::vector<std::uint32_t>& default_heaps,
                                              std::size_t max_heaps) const {
  positions::Position p;
  p.games.push_back(game);
  const auto heaps = heaps_.empty() ? default_heaps : parse_heap_list("--heaps", heaps_, max_heaps);
  for (std::uint32_t h : heaps) p.heaps.push_back({0, h});
  for (const std::string& plus : plus_) {
    const auto eq = plus.rfind('=');
    if (eq == std::string::npos)
      throw error("--plus '" + plus + "': expected GAME=HEAPS, e.g. subtract:1,2=3");
    const auto g = named_in_plus(plus, eq);
    std::size_t index = 0;
    while (index < p.games.size() && !(p.games[index] == g)) ++index;
    if (index == p.games.size()) p.games.push_back(g);
    for (std::uint32_t h : parse_heap_list("--plus", plus.substr(eq + 1), max_heaps))
      p.heaps.push_back({index, h});
  }
  if (p.heaps.empty()) throw error("--heaps: a position needs at least one heap");
  if (p.heaps.size() > max_heaps)
    throw error("--heaps and --plus: at most " + std::to_string(max_heaps) + " heaps in all");
  positions::check_position(p);
  return p;
}

std::string position_text(const positions::Position& p, const std::vector<positions::Heap>& heaps) {
  if (heaps.empty()) return "(no heaps)";
  std::string out;
  if (p.games.size() == 1 && heaps.size() > positions::max_heaps_outside_quotient) {
    for (std::size_t i = 0, j = 0; i < heaps.size(); i = j) {
      while (j < heaps.size() && heaps[j].size == heaps[i].size) ++j;
      out += (out.empty() ? "" : ",") + std::to_string(heaps[i].size);
      if (j - i > 1) out += "x" + std::to_string(j - i);
    }
    return out;
  }
  for (const positions::Heap& h : heaps) {
    if (p.games.size() == 1) {
      out += (out.empty() ? "" : ",") + std::to_string(h.size);
    } else {
      out +=
          (out.empty() ? "" : " + ") + std::to_string(h.size) + " (" + p.games[h.game].text() + ")";
    }
  }
  return out;
}

std::string heap_move_text(std::size_t heap, std::uint64_t take,
                           const std::vector<std::uint32_t>& parts) {
  const std::string number = std::to_string(heap + 1);
  std::string out;
  // A split that removes nothing (Grundy's game, octal digits 4 and up at k = 0) is a split only.
  if (parts.size() >= 2 && take == 0)
    out = "split heap " + number + " into ";
  else
    out = "from heap " + number + " take " + std::to_string(take) +
          (parts.size() >= 2 ? " and split the rest into " : "");
  for (std::size_t i = 0; parts.size() >= 2 && i < parts.size(); ++i)
    out += (i == 0 ? "" : " + ") + std::to_string(parts[i]);
  return out;
}

std::string move_text(const positions::Position& p, const positions::Move& m) {
  if (m.heap && p.heaps.size() > positions::max_heaps_outside_quotient)
    return heap_move_text(*m.heap, m.take, m.parts);
  const std::string out =
      m.heap ? heap_move_text(*m.heap, m.take, m.parts) + ", leaving " : std::string("move to ");
  return out + position_text(p, m.leaves);
}

nlohmann::json heaps_json(const std::vector<positions::Heap>& heaps) {
  nlohmann::json out = nlohmann::json::array();
  for (const positions::Heap& h : heaps) out.push_back(h.size);
  return out;
}

nlohmann::json move_json(const positions::Position& p, const positions::Move& m) {
  nlohmann::json j;
  if (m.heap) {
    j["heap"] = *m.heap + 1;
    j["take"] = m.take;
    if (m.parts.size() >= 2) j["split"] = m.parts;
  }
  j["text"] = move_text(p, m);
  if (m.heap && p.heaps.size() > positions::max_heaps_outside_quotient)
    return j;  // solve() gives no leaves here
  j["leaves"] = heaps_json(m.leaves);
  if (p.games.size() > 1) {
    nlohmann::json rules = nlohmann::json::array();
    for (const positions::Heap& h : m.leaves)
      rules.push_back(positions::rule_json(p.games[h.game]));
    j["leaves_rules"] = rules;
  }
  return j;
}

}  // namespace nimlab::app
