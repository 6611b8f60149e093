#!/usr/bin/env bash
# The theorems on all-but subtraction games, checked game by game with the command a user runs:
# `nimlab period --game all-but:X --json` for every exclusion set X with |X| <= 3 and max X <= 12
# (Siegel, Combinatorial Game Theory, 2013: every all-but game is ultimately arithmetic-periodic,
# purely so when |X| <= 2; Sleator and Slusky, arXiv 1201.3299: purely also when |X| = 3), then the
# sets with |X| = 4 in order of max X, until the first that is not purely arithmetic-periodic
# (Sleator and Slusky showed that some such set exists). Writes
#   data/all-but/theorems.csv   one row per set, after '#' provenance lines
#                               (scripts/provenance.sh): |X|, X (separated by spaces), the proof,
#                               preperiod, period
#                               and saltus, the values checked, and whether it is pure
# and prints a summary: every set proven, every |X| <= 3 pure, and the first impure |X| = 4.
# Usage: experiments/all_but_theorems.sh [BUILD_DIR]   (default build; needs python3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
require_programs all_but_theorems "$nimlab"
mkdir -p data/all-but

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
start=$(now_seconds)
python3 - "$nimlab" >"$rows" <<'EOF'
import itertools, json, subprocess, sys
nimlab = sys.argv[1]

def period(x):
    text = ",".join(map(str, x))
    out = subprocess.run([nimlab, "period", "--game", "all-but:" + text, "--json"],
                         capture_output=True, text=True, check=True).stdout
    r = json.loads(out)
    words = " ".join(map(str, x))  # the CSV column: X separated by spaces
    if not r["proven"]:
        return [len(x), words, "none", "", "", "", r["checked_up_to"], ""]
    return [len(x), words, r["proof"], r["preperiod"], r["period"], r["saltus"],
            r["checked_up_to"], "pure" if r["preperiod"] == 0 else "not pure"]

for size in (1, 2, 3):
    for x in itertools.combinations(range(1, 13), size):
        print(",".join(map(str, period(x))))
for top in itertools.count(4):
    found = False
    for rest in itertools.combinations(range(1, top), 3):
        row = period(rest + (top,))
        print(",".join(map(str, row)))
        if row[7] == "not pure":
            found = True
            break
    if found or top > 40:
        break
EOF
seconds=$(wall_seconds "$start")
{
  provenance_lines '#' "$nimlab" "experiments/all_but_theorems.sh" "$seconds"
  echo "size,excluded,proof,preperiod,period,saltus,checked_up_to,pure"
  cat "$rows"
} | emit data/all-but/theorems.csv
awk -F, '
  { n[$1]++; if ($3 == "none") unproven[$1]++; if ($8 == "not pure") impure[$1]++
    if ($1 == 4 && $8 == "not pure" && first == "") first = $2 " (preperiod " $4 ", period " $5 ", saltus " $6 ")" }
  END { for (k = 1; k <= 4; k++)
          printf "all_but_theorems: |X| = %d: %d sets, %d not proven, %d not pure\n", k, n[k], unproven[k], impure[k]
        printf "all_but_theorems: the first |X| = 4 not purely arithmetic-periodic: {%s}\n", first }' "$rows"
echo "all_but_theorems: data/all-but/theorems.csv ($seconds s)"
