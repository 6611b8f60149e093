#!/usr/bin/env python3
"""Writes the hand-made golden certificates (codes 4. and 4.0), and the hostile and malformed
certificates, each a small edit of a golden one (README.md lists what each breaks).
Usage: derive_hostile.py DIR   (DIR holds golden/, hostile/, malformed/)"""
import copy
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1])


def load(name):
    return json.loads((root / "golden" / f"{name}.json").read_text())


def canonical(cert):
    """The canonical certificate text (proofs/certificate-format.md): sorted keys, no
    whitespace, one final newline; what nimlab writes."""
    return json.dumps(cert, sort_keys=True, separators=(",", ":")) + "\n"


def save(folder, name, cert):
    (root / folder / f"{name}.json").write_bytes(canonical(cert).encode("ascii"))


def edited(name, edit):
    cert = copy.deepcopy(load(name))
    edit(cert)
    return cert


# "4." splits a heap into two non-empty heaps, removing nothing: G(0..4) = 0, 0, 1, 0, 1 by hand
# (heap 2 -> 1+1 of value 0; heap 3 -> 1+2 of value 1; heap 4 -> 1+3, 2+2 of value 0), so
# preperiod 1, period 2, and t = 0 gives the octal bound 2*1 + 2*2 + 0 - 1 = 5 values.
for code, name in (("4.", "v1-four-point"), ("4.0", "v1-four-point-zero")):
    save("golden", name, {
        "format": "nimlab-certificate", "version": 1, "rule": {"octal": code},
        "kind": "grundy", "convention": {"play": "normal", "stuck": "standard"},
        "preperiod": 1, "period": 2, "proof": "octal-theorem", "checked_up_to": 5,
        "values": [0, 0, 1, 0, 1]})


def set_path(cert, path, value):
    node = cert
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


hostile = {
    "v2-wrong-rare-value": ("v2-dot165", lambda c: c["sparse"]["rare_values"].__setitem__(
        5, c["sparse"]["rare_values"][5] ^ 1)),
    "v2-wrong-period-half": ("v2-dot165", lambda c: set_path(c, ["period"], 775)),
    "v2-wrong-preperiod-low": ("v2-dot165", lambda c: set_path(c, ["preperiod"], 5180)),
    # Long enough for the larger claims' bounds, so that minimality is what fails.
    "v2-wrong-preperiod-high": ("v2-dot165", lambda c: (set_path(c, ["preperiod"], 5182),
                                                        set_path(c, ["checked_up_to"], 13466))),
    "v2-wrong-period-double": ("v2-dot165", lambda c: (set_path(c, ["period"], 3100),
                                                       set_path(c, ["checked_up_to"], 16564))),
    "v2-truncated": ("v2-dot165", lambda c: set_path(c, ["checked_up_to"],
                                                     c["checked_up_to"] - 1)),
    "v2-bad-mask": ("v2-dot165", lambda c: set_path(c, ["sparse", "mask"],
                                                    c["sparse"]["mask"] ^ 1)),
    "v2-parity-on-mixed-digits": ("v2-dot165", lambda c: set_path(
        c, ["sparse", "position_parity"], True)),
    "v2-parity-flipped": ("v2-dot16", lambda c: set_path(c, ["sparse", "position_parity"], True)),
    "v2-missing-rare-position": ("v2-dot165", lambda c: (c["sparse"]["rare_positions"].pop(),
                                                         c["sparse"]["rare_values"].pop())),
    "v2-wrong-largest": ("v2-dot16", lambda c: set_path(c, ["sparse", "largest", "heap"], 229791)),
    "v2-other-code": ("v2-dot165", lambda c: set_path(c, ["rule", "octal"], ".166")),
    "v1-tampered-value": ("v1-kayles", lambda c: c["values"].__setitem__(100, 3)),
    "v1-kayles-period-24": ("v1-kayles", lambda c: set_path(c, ["period"], 24)),
}
for name, (base, edit) in hostile.items():
    save("hostile", name, edited(base, edit))

# .4 "constant from 0", the trap of the literature's bound with n0 = 0 (proofs/octal-bound.md).
save("hostile", "v1-dot4-constant-from-zero", {
    "format": "nimlab-certificate", "version": 1, "rule": {"octal": ".4"}, "kind": "grundy",
    "convention": {"play": "normal", "stuck": "standard"}, "preperiod": 0, "period": 1,
    "proof": "octal-theorem", "checked_up_to": 3, "values": [0, 0, 0]})

malformed = {
    "v2-version-3": ("v2-dot165", lambda c: set_path(c, ["version"], 3)),
    "v2-beyond-the-length-limit": ("v2-dot165", lambda c: set_path(c, ["checked_up_to"],
                                                                   (1 << 32) + 1)),
    "v2-rare-values-count": ("v2-dot165", lambda c: c["sparse"]["rare_values"].pop()),
    "v2-no-mask": ("v2-dot165", lambda c: c["sparse"].pop("mask")),
    "v2-for-a-plain-code": ("v2-dot165", lambda c: set_path(c, ["rule", "octal"], ".333")),
}
for name, (base, edit) in malformed.items():
    save("malformed", name, edited(base, edit))
text = (root / "golden" / "v2-dot165.json").read_text()
(root / "malformed" / "v2-cut-file.json").write_text(text[: len(text) // 2])

# Texts that are not canonical (exit 2 in both checkers, with the same byte and reason): each
# edit makes some JSON reader see another certificate than the others, or spells one otherwise.
def text_of(name):
    return (root / "golden" / f"{name}.json").read_bytes().decode("ascii")


kayles = text_of("v1-kayles")
dot165 = text_of("v2-dot165")
subtract = text_of("v1-subtract-1-4")
assert '"period":1550,' in dot165 and '"preperiod":0,' in subtract and '"period":12,' in kayles
non_canonical = {
    # Yojson keeps the first of two equal keys, nlohmann and Python the last.
    "v2-duplicate-period": dot165.replace('"period":1550,', '"period":1550,"period":775,'),
    "v2-duplicate-nested-key": dot165.replace('"mask":', '"mask":1,"mask":'),
    "v1-line-comment": kayles.replace('"period":12,', '"period":12,// c\n'),
    "v1-block-comment": kayles.replace('"period":12,', '"period":/* 24 */12,'),
    "v1-byte-order-mark": "\ufeff" + kayles,
    "v1-minus-zero": subtract.replace('"preperiod":0,', '"preperiod":-0,'),
    "v1-leading-zero": kayles.replace('"period":12,', '"period":012,'),
    "v1-exponent": kayles.replace('"period":12,', '"period":1.2e1,'),
    "v1-keys-reordered": canonical(json.loads(kayles)).replace('"checked_up_to":167,', "", 1)
    .replace('"version":1}', '"version":1,"checked_up_to":167}'),
    "v1-spaced": json.dumps(json.loads(kayles), sort_keys=True) + "\n",
    "v1-pretty-printed": json.dumps(json.loads(kayles), sort_keys=True, indent=2) + "\n",
    "v1-escaped-string": kayles.replace('"kind":"grundy"', '"kind":"grund\\u0079"'),
    "v1-no-final-newline": kayles.rstrip("\n"),
    "v1-two-final-newlines": kayles + "\n",
    "v1-deep-nesting": kayles.replace('"version":1}', '"version":1,"zz":' + "[" * 100 + "]" * 100
                                      + "}"),
}
for name, text in non_canonical.items():
    (root / "malformed" / f"{name}.json").write_bytes(text.encode("utf-8"))
