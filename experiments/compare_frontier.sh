#!/usr/bin/env bash
# Compares the frequency files of data/octal/frontier/ (exp_octal_frontier) with those of a
# public computation laid out as results/<game>/<n> ("value frequency" lines over heaps 1..n,
# values of frequency 0 included), such as Rogalski's octal solver
# (github.com/rogalski-wmii-uni-lodz-pl/octal, to clone OUTSIDE this repository). One line per
# file: agree, or the first value whose frequency differs; a first disagreement at n = 2^k places
# the first differing heap in (2^(k-1), 2^k].
#
# Usage: compare_frontier.sh PUBLISHED_CHECKOUT [FRONTIER_DIR]   (env PUBLISHED_COMMIT: see below)
set -euo pipefail
published="${1:?usage: compare_frontier.sh PUBLISHED_CHECKOUT [FRONTIER_DIR]}"
ours_dir="${2:-data/octal/frontier}"
[[ -d "$published/results" ]] || { echo "compare_frontier.sh: no results/ in $published" >&2; exit 2; }
# The checkout's commit, or PUBLISHED_COMMIT for an exported tree.
commit=$(git -C "$published" rev-parse HEAD 2>/dev/null || echo "${PUBLISHED_COMMIT:-unknown}")
echo "# nimlab's frequencies ($ours_dir) against $published, commit $commit"
echo "# game n verdict"
agree=0 differ=0 missing=0
for ours in "$ours_dir"/*-n*.txt; do
  base=$(basename "$ours" .txt)
  game=${base%-n*}
  n=${base##*-n}
  theirs="$published/results/$game/$n"
  if [[ ! -f "$theirs" ]]; then
    missing=$((missing + 1))
    continue
  fi
  first=$(diff <(grep -v '^#' "$ours") <(awk '$2 != 0' "$theirs") | awk '/^[<>]/ { print $2; exit }' || true)
  if [[ -z "$first" ]]; then
    echo "$game $n agree"
    agree=$((agree + 1))
  else
    echo "$game $n DIFFER from value $first"
    differ=$((differ + 1))
  fi
done
echo "# $agree files agree, $differ differ, $missing have no published counterpart"
[[ $differ -eq 0 ]]
