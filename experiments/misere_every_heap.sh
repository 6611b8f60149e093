#!/usr/bin/env bash
# Which misere quotients nimlab proves for heaps of every size (proofs/misere-quotient.md,
# section 9), with the command a user runs: `nimlab quotient --octal CODE --max-heap N --json`,
# first with N = 40; when its `every_heap` names a larger N that would prove a repetition it
# sees, that N is run next, and when it sees none, twice N (at most 255, the engine's largest
# heap, which is run when the N named is larger; up to five runs). Games:
# the four wild games of quotients.csv and the ten of published.csv with a published period.
# Writes data/misere/every-heap.csv: '#' provenance lines (scripts/provenance.sh), then per game
#   code, game, max_heap (the last N run), order, p_size, proven (yes/no/refused), from, period,
#   needs_max_heap, seconds (that run, process included), note (a refusal's message).
# Usage: experiments/misere_every_heap.sh [BUILD_DIR]   (default build; needs python3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
require_programs misere_every_heap "$nimlab"

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
start=$(now_seconds)
python3 - "$nimlab" >"$rows" <<'PY'
import csv, json, subprocess, sys, time
nimlab = sys.argv[1]
GAMES = [(".77", "Kayles"), (".07", "Dawson's Kayles"), (".137", "Dawson's chess"),
         (".1377", "duplicate Kayles"), (".34", ""), (".3101", ""), (".3131", ""), (".1023", ""),
         (".1032", ""), (".1033", ""), (".1331", ""), (".3103", ""), (".3112", ""), (".1323", "")]
FIRST, LARGEST = 40, 255

out = csv.writer(sys.stdout, lineterminator="\n")
for code, game in GAMES:
    n = FIRST
    for attempt in range(5):
        began = time.monotonic()
        run = subprocess.run([nimlab, "quotient", "--octal", code, "--max-heap", str(n), "--json"],
                             capture_output=True, text=True)
        seconds = f"{time.monotonic() - began:.2f}"
        if run.returncode != 0:
            note = run.stderr.strip().removeprefix("nimlab: ").replace(",", ";")
            out.writerow([code, game, n, "", "", "refused", "", "", "", seconds, note])
            break
        q = json.loads(run.stdout)
        e = q["every_heap"]
        needs = e["needs_max_heap"]
        following = min(2 * n if needs is None else needs, LARGEST)
        if e["proven"] or following <= n or attempt == 4:
            out.writerow([code, game, n, q["order"], q["p_size"], "yes" if e["proven"] else "no",
                          e["from"] or "", e["period"] or "", needs or "", seconds, ""])
            break
        n = following
PY
seconds=$(wall_seconds "$start")
{
  provenance_lines '#' "$nimlab" "experiments/misere_every_heap.sh" "$seconds"
  echo "code,game,max_heap,order,p_size,proven,from,period,needs_max_heap,seconds,note"
  cat "$rows"
} | emit data/misere/every-heap.csv
awk -F, '{ v[$6]++ } END { printf "misere_every_heap: %d proven for every heap, %d not, %d refused\n", v["yes"], v["no"], v["refused"] }' "$rows"
echo "misere_every_heap: data/misere/every-heap.csv ($seconds s)"
