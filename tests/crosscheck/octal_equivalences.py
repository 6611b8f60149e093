#!/usr/bin/env python3
"""data/octal/equivalences.csv against freshly computed values, so that the file cannot go stale
when nimlab's values or the tables change: it covers all 1022 codes of octal3.json and
octal4.json; no row differs; and for a row of each kind (proven by the reduction lemma; proven
from two periods with an offset, without one, and with the longest prefix; tested) `nimlab values`
of the code and of its representative agree, after the offset, on the N heaps the row states (a
prefix of them for a tested row), and a row proven from periods has N at least M + L
(experiments/octal_equivalences.py).

Usage: octal_equivalences.py NIMLAB SOURCE_DIR
"""
import csv
import json
import math
import pathlib
import subprocess
import sys

TESTED_PREFIX = 4096  # enough to exercise a tested row, small enough for a few seconds


def values(nimlab, code, count):
    code = "4.0" if code == "4" else code
    out = subprocess.run([nimlab, "values", "--octal", code, "-n", str(count), "--quiet",
                          "--threads", "1"], check=True, capture_output=True, text=True).stdout
    return [int(v) for v in out.split()]


def rows(path):
    with open(path) as f:
        return list(csv.DictReader(line for line in f if not line.startswith("#")))


def pick(table):
    """The first row of each kind whose representative is a code of the tables (not the game 4),
    preferring short prefixes so that the test stays fast."""
    kinds = {
        "reduction, offset": lambda r: "reduction" in r["reason"] and r["offset"] != "0",
        "periods, offset": lambda r: "periodic" in r["reason"] and r["offset"] != "0",
        "periods, no offset": lambda r: "periodic" in r["reason"] and r["offset"] == "0",
        "tested": lambda r: r["verdict"].startswith("tested"),
    }
    chosen = {}
    for kind, wanted in kinds.items():
        candidates = sorted((r for r in table if wanted(r) and r["representative"] != "4"),
                            key=lambda r: int(r["N"]))
        if not candidates:
            sys.exit(f"no row of kind '{kind}' in equivalences.csv")
        chosen[kind] = candidates[0]
    # and the row whose proof needs the longest prefix (a preperiod beyond the default N)
    chosen["periods, longest prefix"] = max((r for r in table if "periodic" in r["reason"]),
                                            key=lambda r: int(r["N"]))
    return chosen


def main():
    nimlab, source = sys.argv[1], pathlib.Path(sys.argv[2])
    data = source / "data/octal"
    table = rows(data / "equivalences.csv")
    status = {e["code"]: e for t in ("octal3", "octal4")
              for e in json.loads((data / f"{t}.json").read_text())["codes"]}
    assert sorted(r["code"] for r in table) == sorted(status), "codes differ from the tables"
    differing = [r["code"] for r in table if r["verdict"].startswith("DIFFERS")]
    assert not differing, f"rows that differ: {differing}"
    for kind, r in pick(table).items():
        code, rep, delta = r["code"], r["representative"], int(r["offset"])
        n = int(r["N"]) if kind != "tested" else min(int(r["N"]), TESTED_PREFIX)
        vc, vr = values(nimlab, code, n), values(nimlab, rep, n + max(delta, 0))
        bad = [k for k in range(max(0, -delta), n) if vc[k] != vr[k + delta]]
        assert not bad, f"{code} vs {rep} (offset {delta}): differ first at {bad[0]}"
        if "periodic" in r["reason"]:
            sc, sr = status[code], status[rep]
            m = max(sc["preperiod"], sr["preperiod"] - delta, 0, -delta)
            need = m + math.lcm(sc["period"], sr["period"])
            assert int(r["N"]) >= need, f"{code}: N {r['N']} < M + L = {need}"
        print(f"{kind}: {code} = {rep} shifted by {delta}, agree on {n} heaps")
    print(f"{len(table)} rows, none differs")


main()
