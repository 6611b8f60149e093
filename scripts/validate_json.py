#!/usr/bin/env python3
"""Validate nimlab's JSON outputs against the JSON Schemas of data/schema/.

The schemas refer to each other by URN ("urn:nimlab:schema:common"), which
`python3 -m jsonschema` cannot resolve; this script registers every schema file of the folder
first, so the references resolve offline.

usage: validate_json.py [--schema-dir DIR] [--schema FILE] DOCUMENT...

DOCUMENT is a file holding one JSON object (a --json output or a certificate), or '-' for
stdin. Without --schema each document is checked against the schema its own "schema" field
names (e.g. "data/schema/period.schema.json"); --schema names one schema file for all of them
(certificates carry no "schema" field: --schema certificate.schema.json). DIR defaults to
data/schema/ beside this script's folder, i.e. the repository's.

    nimlab period --octal .77 --json > out.json
    python3 scripts/validate_json.py out.json

Exit status: 0 every document is valid, 1 one is not (each error on stderr, with its path in
the document), 2 bad usage or an unreadable document. Needs python3-jsonschema.
"""
import argparse
import json
import pathlib
import sys

import jsonschema

DEFAULT_SCHEMA_DIR = pathlib.Path(__file__).resolve().parent.parent / "data" / "schema"


def load_schemas(schema_dir):
    """Every *.schema.json of schema_dir, checked as draft 2020-12 schemas, by file name."""
    schemas = {}
    for path in sorted(pathlib.Path(schema_dir).glob("*.schema.json")):
        schema = json.loads(path.read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        schemas[path.name] = schema
    return schemas


def validator(schema, schemas):
    """A 2020-12 validator of `schema` that resolves the urn:nimlab:schema:* references between
    the files (the `referencing` registry of newer jsonschema, RefResolver's store of older
    ones)."""
    by_id = {s["$id"]: s for s in schemas.values()}
    try:
        from referencing import Registry, Resource

        registry = Registry().with_resources(
            (i, Resource.from_contents(s)) for i, s in by_id.items())
        return jsonschema.Draft202012Validator(schema, registry=registry)
    except (ImportError, TypeError):  # jsonschema before 4.18 (Debian 12: 4.10)
        resolver = jsonschema.RefResolver.from_schema(schema, store=dict(by_id))
        return jsonschema.Draft202012Validator(schema, resolver=resolver)


def errors_of(document, schema_file, schemas):
    """The validation errors of document, one line each: 'path: message'."""
    v = validator(schemas[schema_file], schemas)
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
            for e in v.iter_errors(document)]


def main(argv):
    parser = argparse.ArgumentParser(
        prog="validate_json.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--schema-dir", default=str(DEFAULT_SCHEMA_DIR),
                        help="folder of the *.schema.json files (default: %(default)s)")
    parser.add_argument("--schema", help="the schema file name for every document")
    parser.add_argument("documents", nargs="+", metavar="DOCUMENT")
    args = parser.parse_args(argv)
    schemas = load_schemas(args.schema_dir)
    if not schemas:
        parser.error(f"--schema-dir: no *.schema.json in {args.schema_dir}")
    if args.schema and pathlib.Path(args.schema).name not in schemas:
        parser.error(f"--schema: {args.schema} is not one of {', '.join(schemas)}")
    invalid = 0
    for name in args.documents:
        try:
            text = sys.stdin.read() if name == "-" else pathlib.Path(name).read_text()
            document = json.loads(text)
        except (OSError, ValueError) as e:
            print(f"validate_json.py: {name}: {e}", file=sys.stderr)
            return 2
        schema_file = pathlib.Path(args.schema or str(document.get("schema", ""))).name \
            if isinstance(document, dict) else ""
        if schema_file not in schemas:
            print(f"validate_json.py: {name}: names no schema of {args.schema_dir} "
                  f"(\"schema\": {json.dumps(document.get('schema') if isinstance(document, dict) else None)}); "
                  "give --schema", file=sys.stderr)
            return 2
        errors = errors_of(document, schema_file, schemas)
        for e in errors:
            print(f"validate_json.py: {name}: {e}", file=sys.stderr)
        invalid += bool(errors)
        if not errors:
            print(f"{name}: valid ({schema_file})")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
