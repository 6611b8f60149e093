#!/usr/bin/env python3
"""Regenerates data/misere/quotients.csv: the order and P-portion of the misere quotient Q_n of
Kayles (.77), Dawson's Kayles (.07), Dawson's chess (.137) and duplicate Kayles (.1377) for
n = 1, 2, ... up to the first n the engine refuses within its default limits (or MAX_N), each from
`nimlab quotient --octal CODE --max-heap n --json` (every quotient is proven before it is
printed, proofs/misere-quotient.md). Published quotients, with their sources, are compared in
data/misere/published.csv (experiments/misere_published_table.sh).

Usage: misere_quotients_table.py NIMLAB > data/misere/quotients.csv
"""
import csv
import json
import subprocess
import sys

GAMES = [(".77", "Kayles"), (".07", "Dawson's Kayles"), (".137", "Dawson's chess"),
         (".1377", "duplicate Kayles")]
MAX_N = 30


def quotient(nimlab, code, n):
    run = subprocess.run([nimlab, "quotient", "--octal", code, "--max-heap", str(n), "--json"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    return json.loads(run.stdout), ""


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["code", "game", "n", "order", "p_size", "generators", "new_generator"])
    for code, name in GAMES:
        for n in range(1, MAX_N + 1):
            q, why = quotient(sys.argv[1], code, n)
            if q is None:
                print(f"{code} Q_{n}: {why}", file=sys.stderr)
                break
            generators = [g["heap"] for g in q["generators"]]
            out.writerow([code, name, n, q["order"], q["p_size"], len(generators),
                          "yes" if generators and generators[-1] == n else "no"])


if __name__ == "__main__":
    main()
