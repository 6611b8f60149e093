#!/usr/bin/env python3
"""Every --json output of nimlab and nimlab-check, for several inputs each, validates against the
JSON Schema its own "schema" field names (data/schema/), and carries nimlab_version (the
program's --version) and command. Run by ctest as cli_json_schemas.

usage: json_schemas.py NIMLAB NIMLAB_CHECK SOURCE_DIR
"""
import copy
import json
import pathlib
import subprocess
import sys
import tempfile

import jsonschema

NIMLAB, CHECK, SOURCE = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
SCHEMAS = SOURCE / "data" / "schema"
failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


# The schemas and their validator come from the repository's own recipe, scripts/validate_json.py.
sys.path.insert(0, str(SOURCE / "scripts"))
import validate_json  # noqa: E402

SCHEMA_FILES = validate_json.load_schemas(SCHEMAS)


def errors_of(document, schema_file):
    return validate_json.errors_of(document, schema_file, SCHEMA_FILES)


VERSION = subprocess.run([NIMLAB, "--version"], capture_output=True, text=True,
                         check=True).stdout.strip()


def run_json(program, args, command, code=0):
    """Runs one invocation; returns its JSON object after checking the contract fields."""
    r = subprocess.run([program] + args, capture_output=True, text=True, timeout=120)
    name = " ".join([pathlib.Path(program).name] + args)
    if r.returncode != code:
        fail(f"{name}: exit {r.returncode}, expected {code}: {r.stderr.strip()}")
        return None
    lines = r.stdout.splitlines()
    if len(lines) != 1:
        fail(f"{name}: {len(lines)} lines on stdout, expected one JSON object")
        return None
    j = json.loads(lines[0])
    if j.get("nimlab_version") != VERSION:
        fail(f"{name}: nimlab_version {j.get('nimlab_version')!r}, expected {VERSION!r}")
    if j.get("command") != command:
        fail(f"{name}: command {j.get('command')!r}, expected {command!r}")
    schema = j.get("schema", "")
    if not schema.startswith("data/schema/") or not (SOURCE / schema).is_file():
        fail(f"{name}: schema {schema!r} names no file under data/schema/")
        return None
    for e in errors_of(j, pathlib.Path(schema).name):
        fail(f"{name}: {e}")
    return j


def nimlab(args, command, code=0):
    return run_json(NIMLAB, args + ["--json"], command, code)


tmp = pathlib.Path(tempfile.mkdtemp(prefix="nimlab-json-"))
outputs = {}

for args in (["--octal", ".77", "-n", "20"], ["--subtract", "1,4", "--misere", "-n", "10"],
             ["--game", "kayles", "-n", "5"],
             ["--subtract", "2,3", "--stuck", "draw", "--kind", "outcome", "-n", "8"]):
    outputs["values " + " ".join(args)] = nimlab(["values"] + args, "values")

for args in (["--octal", ".77"], ["--subtract", "1,6,9", "--misere"],
             ["--octal", ".16", "--max-values", "1000"], ["--subtract", "1,4", "--method", "naive"],
             ["--game", "dawson"], ["--octal", ".77", "--kind", "outcome"]):
    outputs["period " + " ".join(args)] = nimlab(["period"] + args, "period")

for args in (["--heaps", "3,2"], ["--tokens", "45", "--piles", "3"],
             ["--table", "3..8", "--piles", "3", "--rule", "subtract:1,2,3"],
             ["--tokens", "45", "--piles", "3", "--emulate-double"],
             ["--tokens", "10", "--piles", "2", "--ordered", "--backend", "cpp_int"],
             ["--heaps", "30,30,30", "--cross-check", "never"]):
    outputs["count " + " ".join(args)] = nimlab(["count"] + args, "count")

for args in (["--max", "6", "--threads", "1"],
             ["--max", "5", "--kind", "grundy", "--family", "all", "--threads", "1"],
             ["--max", "6", "--misere", "--size", "3", "--threads", "1"]):
    outputs["records " + " ".join(args)] = nimlab(["records"] + args, "records")
shards = []
for i in (1, 2):
    j = nimlab(["records", "--max", "6", "--shard", f"{i}/2", "--threads", "1"], "records")
    path = tmp / f"shard{i}.json"
    path.write_text(json.dumps(j) + "\n")
    shards.append(str(path))
merged = nimlab(["records", "merge"] + shards, "records merge")
whole = outputs["records --max 6 --threads 1"]
if merged and whole and merged["rows"] != whole["rows"]:
    fail("records merge of the two shards differs from the unsharded search")

# Outputs of nimlab 0.1.0 (convention "play/stuck", no envelope) are still merged: the stored
# record tables of data/records/ hold such outputs under "result".
for table in ("grundy-all", "outcome-one-in-set-misere"):
    stored = json.loads((SOURCE / "data" / "records" / f"{table}.json").read_text())["result"]
    path = tmp / f"{table}.json"
    path.write_text(json.dumps(stored) + "\n")
    # Taken on trust: searching these tables' sets again is the original run of hours.
    again = nimlab(["records", "merge", "--trust-shards", str(path)], "records merge")
    outputs["records merge " + table] = again
    if again and again["rows"] != stored["rows"]:
        fail(f"records merge of the stored {table} changes its rows")

outputs["selftest"] = nimlab(["selftest"], "selftest")
outputs["reproduce"] = nimlab(["reproduce", "--only", "001", "--out", str(tmp / "reproduce")],
                              "reproduce")
outputs["games"] = nimlab(["games"], "games")

for args in (["--game", "kayles", "--heaps", "3,4", "--plus", "nim=3"],
             ["--game", "staircase", "--heaps", "1,2,3", "--misere"],
             ["--game", "nim", "--heaps", "1,2,3"], ["--octal", ".07", "--heaps", "9"],
             ["--game", "moore:2", "--heaps", "1,2,4"],
             # the misere quotient: moves with leaves; more than 1000 heaps, moves without them;
             # a quotient beyond the route's largest heap, answered by brute force with a note
             ["--octal", ".77", "--heaps", "5,7,9", "--misere"],
             ["--octal", ".07", "--heaps", "9x600,4x600,3", "--misere"],
             ["--octal", ".77", "--heaps", "33,2", "--misere"]):
    outputs["solve " + " ".join(args)] = nimlab(["solve"] + args, "solve")

for args in (["--game", "nim", "--heaps", "2,2"], ["--game", "nim", "--heaps", "3,2", "--tree"],
             ["--game", "kayles", "--heaps", "3", "--plus", "nim=2", "--misere"],
             ["--subtract", "2", "--heaps", "3", "--stuck", "draw", "--unordered"]):
    outputs["graph " + " ".join(args)] = nimlab(["graph"] + args, "graph")

for args in (["--game", "nim", "--heaps", "4,4"], ["--game", "nim", "--heaps", "4,4", "--max-states", "4"],
             ["--game", "nim", "--heaps", "1,2"], ["--hex", ".8", "--heaps", "4,4"],
             ["--game", "kayles", "--heaps", "3", "--plus", "nim=3", "--misere"]):
    outputs["automaton " + " ".join(args)] = nimlab(["automaton"] + args, "automaton")

for args in (["--octal", ".77", "--max-heap", "12"], ["--octal", ".07", "--max-heap", "1"],
             ["--subtract", "1,2,3", "--max-heap", "6"], ["--octal", ".34", "--max-heap", "31"]):
    outputs["quotient " + " ".join(args)] = nimlab(["quotient"] + args, "quotient")

# Hexadecimal codes and Grundy's game: their rules, an observed-only period, three-heap splits.
for command, args in (("values", ["--hex", ".b4", "-n", "20"]), ("values", ["--game", "grundy", "-n", "20"]),
                      ("period", ["--hex", ".8", "--max-values", "512"]),
                      ("period", ["--game", "grundy", "--max-values", "256"]),
                      ("solve", ["--hex", ".8", "--heaps", "7"]),
                      ("solve", ["--game", "grundy", "--heaps", "5,6"])):
    outputs[command + " " + " ".join(args)] = nimlab([command] + args, command)

# All-but subtraction games: their rule {"all_but": [...]}, outcomes, an observed-only period.
for command, args in (("values", ["--game", "all-but:2,3", "-n", "20"]),
                      ("values", ["--game", "all-but:1,2", "-n", "20", "--misere"]),
                      ("period", ["--game", "all-but:2,3", "--kind", "outcome", "--max-values", "512"]),
                      ("solve", ["--game", "all-but:2,3", "--heaps", "5,6", "--plus", "nim=3"])):
    outputs[command + " " + " ".join(args)] = nimlab([command] + args, command)

certificates = SOURCE / "data" / "certificates"
for name, code in (("golden/v1-kayles.json", 0), ("golden/v1-subtract-1-4.json", 0),
                   ("golden/v2-dot165.json", 0), ("hostile/v1-kayles-period-24.json", 3),
                   ("hostile/v2-wrong-rare-value.json", 3), ("golden/v3-hex-dot8.json", 0),
                   ("hostile/v3-period-double.json", 3)):
    outputs["check " + name] = run_json(CHECK, ["--json", str(certificates / name)],
                                        "nimlab-check", code)

# Certificates, stored and freshly written, have the shape of certificate.schema.json (hostile
# ones too: they are well-formed and fail only on their mathematics).
for path in sorted((certificates / "golden").glob("*.json")) + sorted(
        (certificates / "hostile").glob("*.json")):
    for e in errors_of(json.loads(path.read_text()), "certificate.schema.json"):
        fail(f"{path.relative_to(SOURCE)}: {e}")
for args in (["--octal", ".77"], ["--subtract", "1,4", "--misere", "--stuck", "draw"],
             ["--octal", ".165"]):
    r = subprocess.run([NIMLAB, "period"] + args + ["--quiet", "--certificate", "-"],
                       capture_output=True, text=True, check=True)
    certificate = json.loads(r.stdout.splitlines()[0])  # the report follows it
    for e in errors_of(certificate, "certificate.schema.json"):
        fail(f"period {' '.join(args)} --certificate: {e}")
    outputs["certificate " + " ".join(args)] = certificate

# Version 3 requires its saltus and theorem instance, and Grundy values of its two rules only.
for name in ("v3-no-saltus", "v3-no-theorem", "v3-octal-rule", "v3-kind-outcome"):
    if not errors_of(json.loads((certificates / "malformed" / f"{name}.json").read_text()),
                     "certificate.schema.json"):
        fail(f"certificate.schema.json accepts malformed/{name}.json")

# The same spelling everywhere: a rule and a convention in the shape certificates use.
kayles = json.loads((certificates / "golden" / "v1-kayles.json").read_text())
period = outputs["period --octal .77"]
if period:
    for key in ("rule", "convention", "preperiod", "period", "proof"):
        if period[key] != kayles[key]:
            fail(f"period --octal .77 says {key} {period[key]!r}, the certificate {kayles[key]!r}")

# The schemas can fail: spellings of earlier versions are refused.
if period:
    for key, old in (("rule", ".77"), ("convention", "normal/standard")):
        bad = copy.deepcopy(period)
        bad[key] = old
        if not errors_of(bad, "period.schema.json"):
            fail(f"period.schema.json accepts {key} {old!r}")
    bad = copy.deepcopy(period)
    bad["values_checked"] = bad.pop("checked_up_to")
    if not errors_of(bad, "period.schema.json"):
        fail("period.schema.json accepts values_checked for checked_up_to")
    bad = copy.deepcopy(period)
    del bad["nimlab_version"]
    if not errors_of(bad, "period.schema.json"):
        fail("period.schema.json accepts an output without nimlab_version")

stored = len(list((certificates / "golden").glob("*.json"))) + len(
    list((certificates / "hostile").glob("*.json")))
print(f"json_schemas: {len(outputs) + 3} outputs and {stored} stored certificates checked against "
      f"{len(SCHEMA_FILES)} schemas, {len(failures)} failures")
sys.exit(1 if failures else 0)
