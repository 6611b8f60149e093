#!/usr/bin/env python3
"""Checks nimlab's golden version-3 certificates (arithmetic periods, proofs/certificate-format.md)
against certificates computed here by brute force from the rules' words, with the theorem's
instance chosen as nimlab chooses it and as many values as the format needs: byte for byte the
same text. Then writes the hostile and malformed edits of 64-value versions of them (README.md
lists what each breaks).
Usage: arithmetic_certificates.py DIR   (DIR holds golden/, hostile/, malformed/)"""
import copy
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1])
LENGTH = 64


def canonical(cert):
    """nlohmann's compact dump with sorted keys and one final newline: what nimlab writes."""
    return json.dumps(cert, sort_keys=True, separators=(",", ":")) + "\n"


def save(folder, name, cert):
    (root / folder / f"{name}.json").write_bytes(canonical(cert).encode("ascii"))


def mex(seen):
    v = 0
    while v in seen:
        v += 1
    return v


def hex_digits(code):
    head, tail = code.split(".")
    return [int(head or "0", 16)] + [int(c, 16) for c in tail]


def split_moves(digits):
    """(k, r): remove k tokens and leave r = 2 or 3 non-empty heaps."""
    return [(k, r) for k, d in enumerate(digits) for r, bit in ((2, 4), (3, 8)) if d & bit]


def hex_values(digits, count):
    """Every removal, every split into 2 or 3 non-empty heaps, the mex of the nim-sums."""
    g = []
    for n in range(count):
        seen = set()
        for k, d in enumerate(digits):
            r = n - k
            if r < 0:
                break
            if k >= 1 and r == 0 and d & 1:
                seen.add(0)
            if k >= 1 and r >= 1 and d & 2:
                seen.add(g[r])
            if d & 4:
                seen.update(g[a] ^ g[r - a] for a in range(1, r))
            if d & 8:
                seen.update(g[a] ^ g[b] ^ g[r - a - b]
                            for a in range(1, r) for b in range(1, r - a))
        g.append(mex(seen))
    return g


def all_but_values(excluded, count):
    g = []
    for n in range(count):
        g.append(mex({g[n - k] for k in range(1, n + 1) if k not in excluded}))
    return g


def minimal_regularity(g):
    """The least p, then the least mu, with one saltus from mu to the end, over at least half of
    the values (the claim is then confirmed by the theorem's instance)."""
    for p in range(1, len(g) // 4 + 1):
        s = g[-1] - g[-1 - p]
        mu = len(g) - p
        while mu > 0 and g[mu - 1 + p] - g[mu - 1] == s:
            mu -= 1
        if 2 * mu <= len(g):
            return mu, p, s
    raise ValueError("no regularity")


def hex_conditions(digits, g, mu, p, s, n0):
    """(A), (E), (V), (F) of proofs/hex-arithmetic.md at window start n0."""
    if s < 1 or s & (s - 1) or n0 < mu + 3 * p or n0 + 2 * p > len(g):
        return False
    if any(g[n] >= s for n in range(mu + p)):
        return False
    if any(k + (b - 1) * mu + (r - b) < p for k, r in split_moves(digits) for b in range(2, r + 1)):
        return False
    if any(g[n + p] != g[n] + s for n in range(mu, n0 + p)):
        return False

    def level(n):
        return (n - mu) // p if n >= mu else 0

    for heap in range(n0, n0 + 2 * p):
        pairs, singles = set(), set()
        for k, d in enumerate(digits):
            rest = heap - k
            if rest < 1:
                continue
            if k >= 1 and d & 2 and rest >= mu:
                singles.add(g[rest])
            if d & 4:
                for y in range(1, rest):
                    z = rest - y
                    if y >= mu and z >= mu and level(y) == level(z):
                        pairs.add(g[y] ^ g[z])
                    if y >= mu and z < mu + p:
                        singles.add(g[y] ^ g[z])
            if d & 8:
                for y in range(1, rest):
                    for z in range(1, rest - y):
                        x = rest - y - z
                        if y >= mu and z >= mu and level(y) == level(z):
                            pairs.add(g[x] ^ g[y] ^ g[z])
                        if x >= mu and y < mu + p and z < mu + p:
                            singles.add(g[x] ^ g[y] ^ g[z])
        bound = s * level(heap)
        first_missing = mex(pairs)
        c = first_missing // s
        if first_missing < bound and c < 3:
            return False
        if any(w not in pairs and w not in singles for w in range(s * c, bound)):
            return False
    return True


def all_but_conditions(excluded, g, p, s, n0):
    """(W), (C), (Z) of proofs/all-but.md at n0."""
    m = max(excluded)
    if n0 < m or n0 + p > len(g):
        return False
    if any(g[n0 - i + p] != g[n0 - i] + s for i in range(1, m + 1)):
        return False
    before, after = g[:n0], g[:n0 + p]
    least = min(g[n0 - m:n0 - m + p])
    for v in range(max(after) + 1):
        a, b = after.count(v + s), before.count(v)
        if not (a == b or (a > len(excluded) and b > len(excluded)) or (a >= 1 and b >= 1
                                                                          and v < least)):
            return False
    return all(after.count(v) >= 1 for v in range(s))


def certificate(rule, proof, g, claim, theorem):
    mu, q, s = claim
    return {"format": "nimlab-certificate", "version": 3, "rule": rule, "kind": "grundy",
            "convention": {"play": "normal", "stuck": "standard"}, "preperiod": mu, "period": q,
            "saltus": s, "proof": proof,
            "theorem": dict(zip(("preperiod", "period", "saltus", "start"), theorem)),
            "checked_up_to": len(g), "values": g, "producer": "nimlab 0.1.0"}


def hex_certificate(code):
    digits = hex_digits(code)
    g = hex_values(digits, LENGTH)
    mu, q, s = minimal_regularity(g)
    start = next(n0 for n0 in range(mu + 3 * q, mu + 6 * q + 1, q)
                 if hex_conditions(digits, g, mu, q, s, n0))
    return certificate({"hex": code}, "hex-arithmetic-theorem", g, (mu, q, s), (mu, q, s, start))


def all_but_start(excluded, g, mu, p, s):
    m = max(excluded)
    return next(n0 for n0 in range(max(mu + m, m), len(g) - p + 1, p)
                if all_but_conditions(excluded, g, p, s, n0))


def all_but_certificate(excluded):
    g = all_but_values(set(excluded), LENGTH)
    mu, q, s = minimal_regularity(g)
    n0 = all_but_start(excluded, g, mu, q, s)
    return certificate({"all_but": excluded}, "all-but-theorem", g, (mu, q, s),
                       (n0 - max(excluded), q, s, n0))


golden = {
    "v3-hex-dot8": hex_certificate(".8"),
    "v3-hex-dot0f": hex_certificate(".0f"),
    "v3-all-but-2-3": all_but_certificate([2, 3]),
    "v3-all-but-2-3-5-7": all_but_certificate([2, 3, 5, 7]),
}
assert (golden["v3-hex-dot8"]["preperiod"], golden["v3-hex-dot8"]["period"]) == (1, 3)
assert [golden["v3-all-but-2-3-5-7"][k] for k in ("preperiod", "period", "saltus")] == [2, 10, 3]


def needed(cert):
    """The values the format needs: the instance's bound, max(mu, R) + P + q and mu + 2q."""
    t, mu, q = cert["theorem"], cert["preperiod"], cert["period"]
    bound = t["start"] + (2 if cert["proof"] == "hex-arithmetic-theorem" else 1) * t["period"]
    return max(bound, max(mu, t["preperiod"]) + t["period"] + q, mu + 2 * q)


for name, cert in golden.items():
    short = copy.deepcopy(cert)
    short.update(checked_up_to=needed(cert), values=cert["values"][:needed(cert)])
    written = (root / "golden" / f"{name}.json").read_bytes().decode("ascii")
    if written != canonical(short):
        sys.exit(f"arithmetic_certificates.py: nimlab's golden/{name}.json differs from the "
                 "certificate computed here")


def edited(name, edit):
    cert = copy.deepcopy(golden[name])
    edit(cert)
    return cert


def set_fields(cert, **fields):
    cert.update(fields)


def set_theorem(cert, **fields):
    cert["theorem"].update(fields)


def doubled(cert):
    """The all-but claim with period 2q and saltus 2s, and an instance of that regularity."""
    excluded, g = cert["rule"]["all_but"], cert["values"]
    p, s = 2 * cert["period"], 2 * cert["saltus"]
    n0 = all_but_start(excluded, g, cert["preperiod"], p, s)
    set_fields(cert, period=p, saltus=s)
    set_theorem(cert, period=p, saltus=s, start=n0, preperiod=n0 - max(excluded))


def cut(cert, count):
    set_fields(cert, checked_up_to=count, values=cert["values"][:count])


dot8 = golden["v3-hex-dot8"]
dot8_need = dot8["theorem"]["start"] + 2 * dot8["period"]
# .c: the window [mu + 3p, mu + 5p) = [7, 11) lacks a witness of (F); nimlab's is [9, 13).
dot_c = hex_values(hex_digits(".c"), LENGTH)
assert minimal_regularity(dot_c) == (1, 2, 1) and not hex_conditions(
    hex_digits(".c"), dot_c, 1, 2, 1, 7) and hex_conditions(hex_digits(".c"), dot_c, 1, 2, 1, 9)
# .8 with the instance (1, 9, 3): a true regularity, but a saltus 3 is not a power of two.
assert all(dot8["values"][n + 9] == dot8["values"][n] + 3 for n in range(1, LENGTH - 9))
hostile = {
    "v3-tampered-value": ("v3-hex-dot8", lambda c: c["values"].__setitem__(
        40, c["values"][40] + 1)),
    "v3-saltus-off-by-one": ("v3-all-but-2-3-5-7", lambda c: set_fields(c, saltus=4)),
    "v3-period-double": ("v3-all-but-2-3", doubled),
    "v3-preperiod-high": ("v3-all-but-2-3-5-7", lambda c: set_fields(c, preperiod=3)),
    "v3-preperiod-low": ("v3-hex-dot8", lambda c: set_fields(c, preperiod=0)),
    "v3-start-too-early": ("v3-hex-dot8", lambda c: set_theorem(c, start=9)),
    "v3-window-not-witnessed": ("v3-hex-dot8", lambda c: (
        set_fields(c, rule={"hex": ".c"}, values=dot_c, preperiod=1, period=2, saltus=1),
        set_theorem(c, preperiod=1, period=2, saltus=1, start=7))),
    "v3-edge-condition": ("v3-hex-dot8", lambda c: set_theorem(c, preperiod=0, start=9)),
    "v3-saltus-not-power-of-two": ("v3-hex-dot8", lambda c: set_theorem(c, period=9, saltus=3,
                                                                       start=28)),
    "v3-saltus-beyond-the-values": ("v3-all-but-2-3", lambda c: set_theorem(
        c, saltus=c["theorem"]["saltus"] + 40)),
    "v3-one-value-short": ("v3-hex-dot8", lambda c: cut(c, dot8_need - 1)),
}
for name, (base, edit) in hostile.items():
    save("hostile", name, edited(base, edit))


def dropped(key):
    return lambda c: c.pop(key)


malformed = {
    "v3-no-saltus": ("v3-hex-dot8", dropped("saltus")),
    "v3-no-theorem": ("v3-all-but-2-3", dropped("theorem")),
    "v3-octal-rule": ("v3-hex-dot8", lambda c: set_fields(c, rule={"octal": ".8"})),
    "v3-all-but-empty": ("v3-all-but-2-3", lambda c: set_fields(c, rule={"all_but": []})),
    "v3-hex-upper-case": ("v3-hex-dot0f", lambda c: set_fields(c, rule={"hex": ".0F"})),
    "v3-hex-bad-first-digit": ("v3-hex-dot8", lambda c: set_fields(c, rule={"hex": "2.8"})),
    "v3-kind-outcome": ("v3-hex-dot8", lambda c: set_fields(c, kind="outcome")),
    "v3-misere": ("v3-all-but-2-3", lambda c: c["convention"].__setitem__("play", "misere")),
    "v3-beyond-the-length-limit": ("v3-hex-dot8", lambda c: set_fields(
        c, checked_up_to=1025, values=[0] * 1025)),
}
for name, (base, edit) in malformed.items():
    save("malformed", name, edited(base, edit))
