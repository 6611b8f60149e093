#!/usr/bin/env python3
"""Every published period of a four-digit octal code that nimlab knows of, beside the four-digit
table (sweep_octal.sh --digits 4, data/octal/sweep-dddd/).

The published facts are OEIS entries (Sloane and Pope's octal-game sequences, which cite
Winning Ways ch. 4, Gangolli and Plambeck 1989 and Flammenkamp's tables). OEIS numbers heaps
from 1 and states "the last exception is at n = e": the preperiod is then e + 1. An entry's
comment "octal games X have values a(n - k)" makes X's values those of the entry shifted by k
heaps, so X's preperiod is the entry's plus k and its period the same.

For each code: the table's verdict (agree: proven with the same preperiod and period;
beyond the bound: the sweep stopped before the values the octal theorem needs for the published
period; DISAGREE otherwise) and, for a shifted claim, whether nimlab's values of the code and of the entry's code
agree after the shift on every heap up to TESTED (the claim tested independently of any period).

Usage: octal_dddd_published.py NIMLAB SWEEP_DIR OUT.csv [TESTED]   (TESTED default 65536)
Exit 3 if any published period disagrees with one nimlab proves, or a shift fails.
"""
import json
import pathlib
import sys
import time

from octal_equivalences import provenance, values

# (code, published preperiod, period, source, the statement it rests on)
DIRECT = [
    (".1271", 46578, 4, "OEIS A071464; Gangolli and Plambeck 1989",
     "values of .127 and .1271; last exception at n=46577"),
    (".1377", 141, 24, "OEIS A071434; Winning Ways ch. 4", "last exception at n=140"),
    (".1777", 160949018, 60620715, "OEIS A071509; Flammenkamp",
     "period 60620715; last exception at n=160949017"),
]
# (code, entry's code, shift k, entry's preperiod, period, source): code has values a(n - k).
SHIFTED = [(".0177", ".11377", 1, 187, 32, "OEIS A071452 (.11377: last exception at n=186)")]
for r in "57":
    for z in "4567":
        for j in "123":  # j = 0 gives a three-digit code
            SHIFTED.append((f".4{r}{z}{j}", ".1777", 1, 160949018, 60620715,
                            "OEIS A071509 (.4RZj with R=5 or 7; Z=4..7; j=0..3: values a(n-1))"))


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    nimlab, sweep, out = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    tested = int(sys.argv[4]) if len(sys.argv) == 5 else 65536
    start = time.time()
    table = {}
    for part in sorted(sweep.glob("shard-*.jsonl")):
        for line in part.read_text().splitlines():
            row = json.loads(line)
            table[row["code"]] = row
    claims = [(c, mu, p, src, why, None) for c, mu, p, src, why in DIRECT]
    claims += [(c, mu + k, p, src, f"values of {base} shifted by {k}", (base, k))
               for c, base, k, mu, p, src in SHIFTED]
    rows, bad = [], 0
    for code, mu, p, source, why, shift in claims:
        ours = table.get(code)
        if ours is None:
            verdict, how_far = "not in the table yet", ""
        elif ours["status"] == "proven":
            same = (ours["preperiod"], ours["period"]) == (mu, p)
            verdict = "agree" if same else "DISAGREE"
            how_far = f"proven {ours['preperiod']}/{ours['period']}"
        else:
            # The octal theorem proves a period (mu, p) from the values below 2 mu + p + t
            # (t <= 4 here, the code's length): a sweep that went that far and proved nothing
            # would contradict the published period.
            verdict = "beyond the bound" if ours["n"] < 2 * mu + p + 4 else "DISAGREE"
            how_far = f"unresolved at n={ours['n']}"
        shift_check = ""
        if shift is not None:
            base, k = shift
            a, b = values(nimlab, code, tested), values(nimlab, base, tested - k)
            agree = a[k:] == b
            shift_check = f"values agree to {tested}" if agree else "SHIFT FAILS"
            bad += not agree
        bad += verdict == "DISAGREE"
        rows.append([code, mu, p, source, why, verdict, how_far, shift_check])
    command = f"experiments/octal_dddd_published.py {nimlab} {sweep} {out} {tested}"
    with open(out, "w") as f:
        f.write(provenance(nimlab, command, time.time() - start))
        f.write("code,published_preperiod,published_period,source,statement,verdict,"
                "nimlab,shift_check\n")
        for r in rows:
            assert not any("," in str(x) for x in r), r  # plain CSV: awk reads it
            f.write(",".join(str(x) for x in r) + "\n")
    counts = {}
    for r in rows:
        counts[r[5]] = counts.get(r[5], 0) + 1
    print(f"{len(rows)} published four-digit periods: {counts}; {out}", file=sys.stderr)
    sys.exit(3 if bad else 0)


if __name__ == "__main__":
    main()
