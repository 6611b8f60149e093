#!/usr/bin/env python3
"""Checks the published equivalences of octal codes (Czajka, octal-games, GameLookup.md) against
nimlab's own values, for every code of the two three-digit tables (.d, .dd, .ddd and 4.d, 4.dd,
4.ddd: octal3.json, octal4.json), and compares nimlab's open set with the published one.

GameLookup.md gives, for each code, a code of the published tables with the same nim sequence, or
"-" (the code is listed itself). It states no offset: its rule is that a game in which a heap of
one token cannot be taken plays like the game on heaps one token smaller. The offset used here is
the one that rule forces: with a(C) the smallest heap of C with a move (every smaller heap has
value 0, a(C) has value 1), the claim for code C and representative R is

    G_C(n) = G_R(n + delta)  for every n >= max(0, -delta),  delta = a(R) - a(C)

(and G_C(n) = 0 below, where the right side is undefined).

Verdicts, each with its reason:
  proven (reduction)  the claim follows from the reduction lemma (reduce() below): a chain of
                      reductions takes C and R to the same code;
  proven (periods)    C and R are both proven periodic (octal3/octal4 json, or nimlab period for
                      the game "4"), C from mu_C with period p_C, R from mu_R with period p_R.
                      The sequences G_C(n) and H(n) = G_R(n + delta) are then both periodic with
                      period L = lcm(p_C, p_R) from M = max(mu_C, mu_R - delta, 0, -delta), so
                      agreement on [max(0, -delta), M + L) carries to every n >= M + L by
                      stepping down L at a time (G_C(n) = G_C(n - L) = H(n - L) = H(n));
                      this prefix is what is computed and compared;
  tested to N         the values agree on heaps below N, no proof;
  DIFFERS at n        the first heap n where they do not agree.

Writes into DATA_DIR (after '#' provenance lines, scripts/provenance.sh):
  game-lookup.csv           the transcription: code, the entry as published
  equivalences.csv          code, representative, offset, verdict, N, reason
  open-set-comparison.csv   every code unresolved here or whose representative is published as
                            unsolved, with the explanation of each difference
  value-classes.csv         codes whose aligned values agree on N heaps but whose published
                            representatives differ (pairs the lookup does not make), then
                            the pairs that other tables join (DISPUTED) with their first
                            difference
  equivalences-summary.txt  the counts quoted by data/octal/README.md (also printed).

Usage: octal_equivalences.py NIMLAB GIT_DIR COMMIT DATA_DIR [N]
  GIT_DIR: a clone of github.com/tczajka/octal-games; COMMIT: the commit read; N: the values
  computed for codes with no proof from periods (default 65536).
"""
import csv
import json
import math
import pathlib
import re
import subprocess
import sys
import time

SOURCE = "https://github.com/tczajka/octal-games"


# ---- codes -------------------------------------------------------------------------------------

def parse(code):
    """(d0, digits d1..dk) of '.ddd', '4.ddd' or the published '4' (the game 4.: split only)."""
    if code == "4":
        return 4, ()
    head, tail = code.split(".")
    return (4 if head == "4" else 0), tuple(int(c) for c in tail)


def name(d0, digits):
    """The code written as the tables write it: trailing zeros dropped, '4' for 4. alone."""
    digits = list(digits)
    while digits and digits[-1] == 0:
        digits.pop()
    if d0 == 4 and not digits:
        return "4"
    return ("4." if d0 == 4 else ".") + "".join(map(str, digits))


def nimlab_code(code):
    """nimlab spells the game '4' as 4.0."""
    return "4.0" if code == "4" else code


def first_move(code):
    """a(C): the smallest heap with a move. Removing k tokens needs a heap of k (bit 1: none
    left), k + 1 (bit 2: one heap left) or k + 2 (bit 4: two non-empty heaps); d0 = 4 splits a
    heap of 2 or more."""
    d0, digits = parse(code)
    heaps = [2] if d0 == 4 else []
    for k, d in enumerate(digits, start=1):
        heaps += [k + j for j, bit in enumerate((1, 2, 4)) if d & bit]
    return min(heaps)


def reduce(code):
    """The code R(C) with G_C(n) = G_R(C)(n - 1) for n >= 1, or None when a heap of one token can
    be taken (bit 1 of d1). Why it holds: when a heap of 1 has no move it is inert, so a position
    of C is the position of R(C) in which each heap is one token smaller. Taking k tokens of C
    and leaving no heap (bit 1 of d_k) is, one token smaller, taking k - 1 and leaving none;
    leaving one heap h >= 1 (bit 2 of d_k) is taking k and leaving h - 1 >= 0 (bits 1 and 2);
    leaving two heaps a, b >= 1 (bit 4 of d_k) is taking k + 1 and leaving a - 1, b - 1 >= 0
    (bits 1, 2 and 4). Conversely every move of R(C) arises so, which gives
        d'_i = (1 if d_{i+1} & 1) | (3 if d_i & 2) | (7 if d_{i-1} & 4),  d_0 = 4 or 0, d'_0 = 0."""
    d0, digits = parse(code)
    if digits and digits[0] & 1:
        return None
    d = (d0,) + digits + (0, 0)
    new = [(1 if d[i + 1] & 1 else 0) | (3 if d[i] & 2 else 0) | (7 if d[i - 1] & 4 else 0)
           for i in range(1, len(d) - 1)]
    return name(0, new)


def reductions(code):
    """C, R(C), R(R(C)), ...: finite, as a(R(C)) = a(C) - 1 >= 1."""
    chain = [code]
    while (nxt := reduce(chain[-1])) is not None:
        chain.append(nxt)
    return chain


def reduction_proof(code, rep):
    """(i, j, X) when R^i(code) = R^j(rep) = X (then delta = j - i), else None."""
    rep_chain = reductions(rep)
    for i, x in enumerate(reductions(code)):
        if x in rep_chain:
            return i, rep_chain.index(x), x
    return None


# ---- the published lookup ----------------------------------------------------------------------

def transcribe_lookup(git_dir, commit):
    """code -> entry as written ('-', '4' or a code), from the tables of GameLookup.md: each row
    is a prefix ending in 'x', each column the digit that replaces it."""
    text = subprocess.run(["git", "-C", git_dir, "show", f"{commit}:GameLookup.md"], check=True,
                          capture_output=True, text=True).stdout
    lookup = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 8 and re.fullmatch(r"4?\.[0-7]*x", cells[0]):
            for digit, entry in enumerate(cells[1:], start=1):
                lookup[cells[0].replace("x", str(digit))] = entry
    return lookup


def representative(code, entry):
    return code if entry == "-" else entry


# ---- nimlab ------------------------------------------------------------------------------------

def values(nimlab, code, count):
    out = subprocess.run([nimlab, "values", "--octal", nimlab_code(code), "-n", str(count),
                          "--quiet", "--threads", "1"], check=True, capture_output=True,
                         text=True).stdout
    return [int(v) for v in out.split()]


def period_of_four(nimlab):
    """The game '4' is in neither table: nimlab proves its period here."""
    r = json.loads(subprocess.run([nimlab, "period", "--octal", "4.0", "--json"], check=True,
                                  capture_output=True, text=True).stdout)
    return {"status": "proven", "preperiod": r["preperiod"], "period": r["period"],
            "source": "nimlab period --octal 4.0"}


def provenance(nimlab, command, seconds):
    """The '#' lines of scripts/provenance.sh, from the script itself."""
    script = 'source scripts/provenance.sh; provenance_lines "#" "$1" "$2" "$3"'
    return subprocess.run(["bash", "-c", script, "-", nimlab, command, f"{seconds:.3f}"],
                          check=True, capture_output=True, text=True).stdout


# ---- checking one equivalence ------------------------------------------------------------------

def first_difference(vc, vr, delta, upto):
    """First n in [max(0, -delta), upto) with G_C(n) != G_R(n + delta), or None."""
    for n in range(max(0, -delta), upto):
        if vc[n] != vr[n + delta]:
            return n
    return None


def proof_length(sc, sr, delta):
    """M + L of the periods rule (module docstring), or None without two proven periods."""
    if sc.get("status") != "proven" or sr.get("status") != "proven":
        return None
    m = max(sc["preperiod"], sr["preperiod"] - delta, 0, -delta)
    return m + math.lcm(sc["period"], sr["period"])


def plan(codes, lookup, status, tested):
    """For each code: representative, delta, and the values needed of each game."""
    rows, need = {}, {}
    for code in codes:
        rep = representative(code, lookup[code])
        delta = first_move(rep) - first_move(code)
        length = max(tested, proof_length(status[code], status[rep], delta) or 0)
        rows[code] = {"rep": rep, "delta": delta, "length": length}
        need[code] = max(need.get(code, 0), length)
        need[rep] = max(need.get(rep, 0), length + max(delta, 0))
    return rows, need


def verdict(code, row, vals, status):
    rep, delta, length = row["rep"], row["delta"], row["length"]
    diff = first_difference(vals[code], vals[rep], delta, length)
    if diff is not None:
        return f"DIFFERS at {diff}", length, (f"G({diff}) = {vals[code][diff]}, representative's "
                                             f"G({diff + delta}) = {vals[rep][diff + delta]}")
    if rep == code:
        return "proven", length, "the code is its own representative"
    chain = reduction_proof(code, rep)
    if chain is not None:
        i, j, x = chain
        return "proven", length, (f"reduction lemma: {i} reduction(s) of {code} and {j} of "
                                  f"{rep} give {x}; values agree to {length}")
    m_plus_l = proof_length(status[code], status[rep], delta)
    if m_plus_l is not None:
        sc, sr = status[code], status[rep]
        return "proven", length, (f"both periodic: ({sc['preperiod']}, {sc['period']}) and "
                                  f"({sr['preperiod']}, {sr['period']}), M + L = {m_plus_l}; "
                                  f"values agree on [{max(0, -delta)}, {length})")
    return f"tested to {length}", length, (f"values agree on [{max(0, -delta)}, {length}); "
                                           f"{code} {describe(status[code])}, {rep} "
                                           f"{describe(status[rep])}: no proof")


# ---- the open set ------------------------------------------------------------------------------

def describe(s):
    if s.get("status") == "proven":
        return f"proven ({s['preperiod']}, {s['period']})"
    return f"unresolved at n = {s['n']}" if "n" in s else "unresolved"


def published_of(pub, rep):
    p = pub.get(rep)
    if p is None:
        return "not listed"
    if p["status"] == "solved":
        return f"{p['table']} ({p['preperiod']}, {p['period']})"
    return "unsolved"


def explain_open(code, row, eq, status, pub):
    """Why nimlab's status of CODE and the published status of its representative agree or not."""
    rep, ours, theirs = row["rep"], status[code], pub.get(row["rep"])
    rep_ours = status[rep]
    unsolved = theirs is not None and theirs["status"] == "unsolved"
    if ours.get("status") != "proven":
        if unsolved:
            return "open in both"
        if theirs is None:
            return "representative not listed"
        if rep_ours.get("status") == "proven":
            how = "proven" if eq.startswith("proven") else eq
            return (f"open at this bound, but its representative {rep} is proven here "
                    f"({rep_ours['preperiod']}, {rep_ours['period']}) and the equivalence is "
                    f"{how}: solved through it")
        return (f"solved by Czajka with preperiod {theirs['preperiod']} (period "
                f"{theirs['period']}), beyond this sweep's bound for {rep} "
                f"(unresolved here at n = {rep_ours['n']})")
    if unsolved:
        return (f"proven here ({ours['preperiod']}, {ours['period']}), published unsolved "
                f"(representative {rep}): a new result")
    return "solved in both"


def open_rows(codes, rows, eqs, status, pub):
    out = []
    for code in codes:
        rep = rows[code]["rep"]
        theirs = pub.get(rep)
        open_here = status[code].get("status") != "proven"
        open_there = theirs is not None and theirs["status"] == "unsolved"
        if not (open_here or open_there):
            continue
        out.append({"code": code, "nimlab": describe(status[code]), "representative": rep,
                    "offset": rows[code]["delta"], "representative_nimlab": describe(status[rep]),
                    "published": published_of(pub, rep), "equivalence": eqs[code][0],
                    "explanation": explain_open(code, rows[code], eqs[code][0], status, pub)})
    return out


# ---- classes the lookup does not make ----------------------------------------------------------

def unpaired(codes, rows, vals, status, length):
    """Codes whose values from their first move on agree for `length` heaps although their
    representatives differ; proven equal when both are proven periodic (the same rule)."""
    classes = {}
    for code in codes:
        a = first_move(code)
        classes.setdefault(tuple(vals[code][a:a + length]), []).append(code)
    out = []
    for members in classes.values():
        reps = sorted({rows[c]["rep"] for c in members}, key=lambda c: (len(c), c))
        for other in reps[1:]:
            first, delta = reps[0], first_move(other) - first_move(reps[0])
            m_plus_l = proof_length(status[first], status[other], delta)
            agree = m_plus_l is not None and m_plus_l <= min(len(vals[first]), len(vals[other]) - max(delta, 0)) \
                and first_difference(vals[first], vals[other], delta, m_plus_l) is None
            out.append({"representative": first, "other": other, "offset": delta,
                        "verdict": "proven equal" if agree else f"equal on {length} heaps "
                                   "from the first move",
                        "codes": " ".join(sorted(members, key=lambda c: (len(c), c)))})
    return out


# Pairs that another table joins and the lookup separates: Czajka's README says Flammenkamp's
# tables pair .161 with .36, and that they first differ at heap 519.
DISPUTED = ((".36", ".161"),)


def disputed(vals):
    out = []
    for a, b in DISPUTED:
        delta = first_move(b) - first_move(a)
        upto = min(len(vals[a]), len(vals[b]) - max(delta, 0))
        diff = first_difference(vals[a], vals[b], delta, upto)
        out.append({"representative": a, "other": b, "offset": delta,
                    "verdict": f"DIFFERS at {diff}" if diff is not None else f"equal to {upto}",
                    "codes": "joined in Flammenkamp's tables (Czajka's README)"})
    return out


# ---- main --------------------------------------------------------------------------------------

def write_csv(path, head, fields, rows):
    with open(path, "w", newline="") as f:
        f.write(head)
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)


def main():
    if len(sys.argv) not in (5, 6):
        sys.exit(__doc__)
    nimlab, git_dir, commit, data = sys.argv[1:5]
    tested = int(sys.argv[5]) if len(sys.argv) == 6 else 65536
    data = pathlib.Path(data)
    start = time.time()
    lookup = transcribe_lookup(git_dir, commit)
    status = {}
    for table in ("octal3", "octal4"):
        for entry in json.loads((data / f"{table}.json").read_text())["codes"]:
            status[entry["code"]] = entry
    status["4"] = period_of_four(nimlab)
    codes = sorted((c for c in status if c != "4"), key=lambda c: (c[0] == "4", len(c), c))
    missing = [c for c in codes if c not in lookup]
    if missing or len(codes) != 1022:
        sys.exit(f"octal_equivalences: {len(codes)} codes, not in the lookup: {missing}")
    pub = json.loads((data / "published-czajka.json").read_text())["games"]

    rows, need = plan(codes, lookup, status, tested)
    vals = {}
    for game, count in sorted(need.items()):
        vals[game] = values(nimlab, game, count)
    eqs = {c: verdict(c, rows[c], vals, status) for c in codes}

    command = (f"experiments/octal_equivalences.py NIMLAB {git_dir} {commit} {data} {tested}")
    head = provenance(nimlab, command, time.time() - start)
    source = f"# source: {SOURCE} at commit {commit}, GameLookup.md\n"
    write_csv(data / "game-lookup.csv", source, ["code", "published"],
              [{"code": c, "published": lookup[c]} for c in codes])
    write_csv(data / "equivalences.csv", head + source,
              ["code", "representative", "offset", "verdict", "N", "reason"],
              [{"code": c, "representative": rows[c]["rep"], "offset": rows[c]["delta"],
                "verdict": eqs[c][0], "N": eqs[c][1], "reason": eqs[c][2]} for c in codes])
    opens = open_rows(codes, rows, eqs, status, pub)
    write_csv(data / "open-set-comparison.csv", head + source,
              ["code", "nimlab", "representative", "offset", "representative_nimlab",
               "published", "equivalence", "explanation"], opens)
    classes = unpaired(codes, rows, vals, status, tested // 2) + disputed(vals)
    write_csv(data / "value-classes.csv", head + source,
              ["representative", "other", "offset", "verdict", "codes"], classes)
    text = summary(codes, rows, eqs, opens, classes, status, pub)
    (data / "equivalences-summary.txt").write_text(head + source + text)
    sys.stdout.write(text)


def count(items, key):
    tally = {}
    for item in items:
        tally[key(item)] = tally.get(key(item), 0) + 1
    return dict(sorted(tally.items()))


def kind(code, rows, eqs):
    """The kind of a row: own representative, proven by reduction or by periods, tested, differs."""
    verdict, _, reason = eqs[code]
    if rows[code]["rep"] == code:
        return "own representative"
    if verdict.startswith("proven"):
        return "proven by reduction" if "reduction" in reason else "proven by periods"
    return "tested" if verdict.startswith("tested") else "DIFFERS"


def summary(codes, rows, eqs, opens, classes, status, pub):
    """The counts quoted by the README, as lines of text."""
    lines = []
    for table, prefix in (("codes .d to .ddd", "."), ("codes 4.d to 4.ddd", "4")):
        tally = count((c for c in codes if c.startswith(prefix)), lambda c: kind(c, rows, eqs))
        lines.append(f"{table}: {json.dumps(tally)}")
    lines.append(f"all codes: {json.dumps(count(codes, lambda c: kind(c, rows, eqs)))}")
    lines.append("open-set rows by explanation: " + json.dumps(count(
        opens, lambda r: r["explanation"].split(" (")[0].split(",")[0])))
    open_here = {rows[c]["rep"] for c in codes if status[c].get("status") != "proven"}
    listed = {c for c, p in pub.items() if p["status"] == "unsolved" and c in rows}
    lines.append(f"representatives of the codes unresolved here: {len(open_here)}; three-digit "
                 f"codes published unsolved: {len(listed)}; both: {len(open_here & listed)}; "
                 f"unresolved here only: {sorted(open_here - listed)}; published unsolved "
                 f"only: {sorted(listed - open_here)}")
    lines.append(f"codes unresolved here: {sum(status[c].get('status') != 'proven' for c in codes)}")
    lines += [f"value classes: {json.dumps(row)}" for row in classes]
    return "".join(line + "\n" for line in lines)

if __name__ == "__main__":  # octal_dddd_published.py imports its helpers
    main()
