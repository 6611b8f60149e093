#!/usr/bin/env bash
# The published misere quotients of octal games beside nimlab's, with the command a user runs:
# `nimlab quotient --octal CODE --max-heap n --json` for n = 1, 2, ... up to 30 or the first n the
# engine refuses within its default limits. Each published figure (PUBLISHED below) carries its
# source; data/misere/README.md gives the full references. Two kinds of figure:
#   order   |Q_n| for a stated n: compared with nimlab's Q_n when the engine reaches n;
#   period  the period of the pretending function (heap -> element) of a game solved for every
#           heap: compared with the period nimlab's heap -> element map shows over heaps 11..N,
#           N the largest n reached (observed, not proven: no periodicity theorem is applied),
#           printed beside the period of the normal-play nim-sequence (`nimlab period`): the
#           published column is read as the former, and the latter shows whether it could be both.
# Writes data/misere/published.csv: '#' provenance lines (scripts/provenance.sh), then one row per
# published figure.
# Usage: experiments/misere_published_table.sh [BUILD_DIR]   (default build; needs python3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
require_programs misere_published_table "$nimlab"

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
start=$(now_seconds)
python3 - "$nimlab" >"$rows" <<'EOF'
import csv, json, subprocess, sys
nimlab = sys.argv[1]
MAX_N = 30
TAIL_FROM = 11  # the observed period must hold over heaps TAIL_FROM..N

# No commas in the sources: the CSV stays readable by awk -F, (scripts/paper_tables.sh).
SIEGEL_2007 = ("Siegel: MisereSolver run quoted in 'Some MisereSolver questions answered' "
               "(miseregames.wordpress.com 2007-08-28)")
SUPP_A = ("Plambeck-Siegel arXiv:0705.2404 App. B: chart of wild two- and three-digit octal "
          "games (column p)")
SUPP_B = ("Plambeck-Siegel arXiv:0705.2404 App. B: chart of wild four-digit quaternaries "
          "(column p)")
# (code, game, kind, n or "all", published value, source)
PUBLISHED = [
    (".07", "Dawson's Kayles", "order", 30, 360, SIEGEL_2007),
    (".34", "", "period", "all", 8, SUPP_A),
    (".3101", "", "period", "all", 2, SUPP_A),
    (".3131", "", "period", "all", 2, SUPP_A),
    (".1023", "", "period", "all", 7, SUPP_B),
    (".1032", "", "period", "all", 7, SUPP_B),
    (".1033", "", "period", "all", 7, SUPP_B),
    (".1331", "", "period", "all", 5, SUPP_B),
    (".3103", "", "period", "all", 5, SUPP_B),
    (".3112", "", "period", "all", 5, SUPP_B),
    (".1323", "", "period", "all", 6, SUPP_B),
]


def quotients(code):
    """Q_1, Q_2, ... as nimlab proves them, and the refusal that ended the sequence (or "")."""
    out = []
    for n in range(1, MAX_N + 1):
        run = subprocess.run([nimlab, "quotient", "--octal", code, "--max-heap", str(n), "--json"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            return out, run.stderr.strip().removeprefix("nimlab: ")
        out.append(json.loads(run.stdout))
    return out, ""


def observed_period(elements):
    """The smallest q whose shift fixes the heap -> element map over heaps TAIL_FROM..N, and the
    first heap from which it holds."""
    n = len(elements)
    e = lambda h: elements[h - 1]
    for q in range(1, (n - TAIL_FROM + 1) // 2 + 1):
        if all(e(h) == e(h + q) for h in range(TAIL_FROM, n - q + 1)):
            start = TAIL_FROM
            while start > 1 and e(start - 1) == e(start - 1 + q):
                start -= 1
            return q, start
    return None, None


def normal_period(code):
    run = subprocess.run([nimlab, "period", "--game", "octal:" + code, "--threads", "1", "--json"],
                         capture_output=True, text=True, check=True)
    r = json.loads(run.stdout)
    return r["period"] if r["proven"] else ""


out = csv.writer(sys.stdout, lineterminator="\n")
for code, game, kind, n, value, source in PUBLISHED:
    qs, refusal = quotients(code)
    last = qs[-1]
    reached = len(qs)
    order_from = next(q["max_heap"] for q in qs if q["order"] == last["order"])
    period, period_from = observed_period([h["element"] for h in last["heap_elements"]])
    if kind == "order":
        if reached >= n:
            verdict = "agree" if qs[n - 1]["order"] == value else "differ"
        else:
            verdict = f"not reached: Q_{reached + 1} refused ({refusal.replace(',', ';')})"
    else:
        verdict = "agree" if period == value else "differ"
    out.writerow([code, game, kind, n, value, source, reached, last["order"], last["p_size"],
                  order_from, period if period else "", period_from if period else "",
                  normal_period(code) if kind == "period" else "", verdict])
EOF
seconds=$(wall_seconds "$start")
{
  provenance_lines '#' "$nimlab" "experiments/misere_published_table.sh" "$seconds"
  echo "code,game,figure,published_n,published_value,source,nimlab_n,nimlab_order,nimlab_p_size,nimlab_order_from,nimlab_period,nimlab_period_from,normal_period,verdict"
  cat "$rows"
} | emit data/misere/published.csv
awk -F, '{ v[$NF ~ /^agree/ ? "agree" : $NF ~ /^differ/ ? "differ" : "not reached"]++ }
  END { printf "misere_published_table: %d agree, %d differ, %d not reached\n", v["agree"], v["differ"], v["not reached"] }' "$rows"
echo "misere_published_table: data/misere/published.csv ($seconds s)"
