#!/usr/bin/env bash
# Recomputes the data of the figures that are not record tables, with the nimlab program:
#   data/values/grundy-16.txt  the Grundy values G(0..29999) of the octal game .16, as an
#                              OEIS-style b-file ("n G(n)" per line) after '#' provenance lines
#   data/count/nim-plays.csv   exact numbers of complete plays of Nim with N tokens split into
#                              k = 2, 3, 4 non-empty heaps (unordered), columns piles,tokens,plays
# scripts/plots.sh draws the figures from them. Usage: scripts/figures_data.sh [NIMLAB_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
nimlab=${1:-build/lib/nimlab}
if [ ! -x "$nimlab" ]; then
  echo "figures_data: $nimlab not found: build first (scripts/build.sh) or pass the program" >&2
  exit 2
fi
version=$("$nimlab" --version)
date=$(date -u +%Y-%m-%dT%H:%M:%SZ)
mkdir -p data/values data/count

# shellcheck source=scripts/emit.sh
source scripts/emit.sh

count=30000
bfile=$(mktemp)
trap 'rm -f "$bfile"' EXIT
"$nimlab" values --octal .16 -n "$count" --bfile "$bfile" >/dev/null
{
  printf '# nimlab values --octal .16 -n %s --bfile (nimlab %s, %s)\n' "$count" "$version" "$date"
  printf '# n G(n)\n'
  cat "$bfile"
} | emit data/values/grundy-16.txt

{
  printf '# nimlab count --table 3..200 --piles k, k = 2, 3, 4 (nimlab %s, %s)\n' "$version" "$date"
  printf 'piles,tokens,plays\n'
  for k in 2 3 4; do
    "$nimlab" count --table "$k..200" --piles "$k" | awk -F, -v k="$k" '$1 ~ /^[0-9]+$/ { print k "," $0 }'
  done
} | emit data/count/nim-plays.csv
echo "figures_data: wrote data/values/grundy-16.txt and data/count/nim-plays.csv" >&2
