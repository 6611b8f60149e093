#!/usr/bin/env python3
"""Merges the shards of sweep_octal.sh into one table (the codes of up to three digits, the codes
4.ddd, or the four-digit codes), and compares it with a published list
(octal_published_tables.py).

Writes OUT/NAME.json (provenance of every shard, then one entry per code), OUT/NAME.csv, and the
rows of the published codes found among them, one each, to OUT/comparison.csv (NAME octal3, the
default) or OUT/NAME-comparison.csv (none when the list has no code of the table), and prints a
summary. A published period
that nimlab proves different, or a code published as unsolved that nimlab proves periodic, is
printed with its evidence (both claims, and how far nimlab went); exit status 3 if any
published period disagrees.

Usage: merge_octal_sweep.py SHARD_DIR PUBLISHED.json OUT_DIR [NAME]   (NAME: octal3, octal4, dddd)
"""
import csv
import json
import pathlib
import sys


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    shards, published_path, out = (pathlib.Path(a) for a in sys.argv[1:4])
    name = sys.argv[4] if len(sys.argv) == 5 else "octal3"
    comparison = "comparison.csv" if name == "octal3" else f"{name}-comparison.csv"
    metas = [json.loads(p.read_text()) for p in sorted(shards.glob("shard-*.meta.json"))]
    results = {}
    for part in sorted(shards.glob("shard-*.jsonl")):
        for line in part.read_text().splitlines():
            row = json.loads(line)
            results[row["code"]] = row
    expected = metas[0]["codes_total"] if metas else 0
    if not metas or len(results) != expected:
        sys.exit(f"nimlab: {len(results)} codes merged, {expected} expected: a shard is missing")
    published = json.loads(published_path.read_text())
    out.mkdir(parents=True, exist_ok=True)
    order = sorted(results, key=lambda c: (len(c), c))
    (out / f"{name}.json").write_text(json.dumps(
        {"experiment": "sweep_octal.sh + merge_octal_sweep.py", "shards": metas,
         "published": published["source"], "codes": [results[c] for c in order]},
        indent=1) + "\n")
    fields = ["code", "status", "preperiod", "period", "n", "largest", "largest_heap", "mask",
              "position_parity", "rare_positions", "seconds"]
    with open(out / f"{name}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
        w.writeheader()
        for c in order:
            w.writerow(results[c])

    disagree, new, short, agree = [], [], [], []
    rows = []
    for code, pub in sorted(published["games"].items(), key=lambda kv: (len(kv[0]), kv[0])):
        ours = results.get(code)
        if ours is None:
            continue  # a code of another table
        if pub["status"] == "solved" and ours["status"] == "proven":
            same = (ours["preperiod"], ours["period"]) == (pub["preperiod"], pub["period"])
            verdict = "agree" if same else "DISAGREE"
            (agree if same else disagree).append(code)
        elif pub["status"] == "solved":
            verdict = "published period beyond this sweep's bound"
            short.append(code)
        elif ours["status"] == "proven":
            verdict = "PROVEN HERE, published as unsolved"
            new.append(code)
        else:
            verdict = "unresolved in both"
        rows.append({"code": code, "published": pub["status"],
                     "published_preperiod": pub.get("preperiod", ""),
                     "published_period": pub.get("period", ""),
                     "nimlab": ours["status"], "preperiod": ours.get("preperiod", ""),
                     "period": ours.get("period", ""), "n": ours["n"], "verdict": verdict})
    proven = sum(r["status"] == "proven" for r in results.values())
    print(f"{len(results)} codes: {proven} proven, {len(results) - proven} unresolved")
    if not rows:  # a table the published list does not reach (the four-digit codes)
        print(f"none of them in the published list: no {comparison} written")
        return 0
    with open(out / comparison, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["code", "published", "published_preperiod",
                                          "published_period", "nimlab", "preperiod", "period",
                                          "n", "verdict"])
        w.writeheader()
        w.writerows(rows)

    print(f"published codes compared: {len(rows)}; agree {len(agree)}; "
          f"beyond the bound {len(short)} {short}; disagree {len(disagree)}; "
          f"proven here but published unsolved {len(new)}")
    for code in disagree + new:
        print(f"  {code}: nimlab {results[code]} | published {published['games'][code]}")
    return 3 if disagree else 0


sys.exit(main())
