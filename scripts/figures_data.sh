#!/usr/bin/env bash
# Recomputes the data of the figures that are not record tables, with the nimlab program:
#   data/values/grundy-16.txt  the Grundy values G(0..29999) of the octal game .16, as an
#                              OEIS-style b-file ("n G(n)" per line) after '#' provenance lines
#                              (scripts/provenance.sh; so does the next file)
#   data/count/nim-plays.csv   exact numbers of complete plays of Nim with N tokens split into
#                              k = 2, 3, 4 non-empty heaps (unordered), columns piles,tokens,plays
#   data/graphs/*.dot          the game graphs and the game tree of the sources' figures, as
#                              `nimlab graph` prints them after two comment lines: the command's
#                              arguments and the figure it redraws; their provenance sits beside
#                              them in data/graphs/provenance.txt (the .dot text stays exactly
#                              what the command prints, which a test checks)
# scripts/plots.sh draws the figures from them. Usage: scripts/figures_data.sh [NIMLAB_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
nimlab=${1:-build/lib/nimlab}
if [ ! -x "$nimlab" ]; then
  echo "figures_data: $nimlab not found: build first (scripts/build.sh) or pass the program" >&2
  exit 2
fi
mkdir -p data/values data/count data/graphs

# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh

count=30000
bfile=$(mktemp)
plays=$(mktemp)
trap 'rm -f "$bfile" "$plays"' EXIT
start=$(now_seconds)
"$nimlab" values --octal .16 -n "$count" --bfile "$bfile" >/dev/null
{
  provenance_lines '#' "$nimlab" "nimlab values --octal .16 -n $count --bfile FILE" "$(wall_seconds "$start")"
  printf '# n G(n)\n'
  cat "$bfile"
} | emit data/values/grundy-16.txt

start=$(now_seconds)
for k in 2 3 4; do
  "$nimlab" count --table "$k..200" --piles "$k" | awk -F, -v k="$k" '$1 ~ /^[0-9]+$/ { print k "," $0 }'
done >"$plays"
{
  provenance_lines '#' "$nimlab" "nimlab count --table k..200 --piles k, k = 2, 3, 4" \
    "$(wall_seconds "$start")"
  printf 'piles,tokens,plays\n'
  cat "$plays"
} | emit data/count/nim-plays.csv
# The figures of the sources (no version or date inside: tests/cli/graph_cli.cpp reruns each
# command and expects the same text).
graph_provenance=$(mktemp)
trap 'rm -f "$bfile" "$plays" "$graph_provenance"' EXIT
graph() {
  local name=$1 figure=$2 start
  shift 2
  start=$(now_seconds)
  {
    printf '// nimlab graph %s\n// %s\n' "$*" "$figure"
    "$nimlab" graph "$@"
  } | emit "data/graphs/$name.dot"
  {
    printf '%s.dot\n' "$name"
    provenance_lines ' ' "$nimlab" "nimlab graph $*" "$(wall_seconds "$start")"
  } >>"$graph_provenance"
}
graph nim-2-2 "Het Spel NIM (seed 001), figure 4: (2,2)-Nim" --game nim --heaps 2,2
graph subtract-1-2-heaps-2-3 "Het Spel NIM (seed 001), exercise 3: take 1 or 2, from (2,3)" \
  --subtract 1,2 --heaps 2,3
graph subtract-1-2-3-heap-8 "Het Spel NIM (seed 001), exercise 4: take 1, 2 or 3, from 8" \
  --subtract 1,2,3 --heaps 8
graph card-5 "Het Spel NIM (seed 001), exercise 2: the card game with five cards" \
  --game card --heaps 5
graph nim-3-2-tree "Nim (seed 003), section 2: the game tree of (3,2)" --game nim --heaps 3,2 --tree
{
  printf 'Provenance of the .dot files of this folder (scripts/figures_data.sh), one block per file.\n'
  cat "$graph_provenance"
} | emit data/graphs/provenance.txt
echo "figures_data: wrote data/values/grundy-16.txt, data/count/nim-plays.csv and data/graphs/" >&2
