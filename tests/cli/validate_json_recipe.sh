#!/usr/bin/env bash
# The README's recipe for validating an output against its schema, scripts/validate_json.py:
# valid outputs pass (from a file, from stdin, a certificate with --schema), a document that
# breaks its schema fails with exit 1 naming the field, one that names no schema exits 2.
# Run by ctest as cli_validate_json_recipe.
# usage: validate_json_recipe.sh NIMLAB SOURCE_DIR
set -u
nimlab=$1
validate="python3 $2/scripts/validate_json.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

"$nimlab" period --octal .77 --json --certificate "$work/cert.json" --quiet > "$work/out.json"
out=$($validate "$work/out.json") || fail "a period --json output is refused"
[[ $out == *"valid (period.schema.json)"* ]] || fail "no 'valid' line: $out"

"$nimlab" values --octal .77 -n 5 --json | $validate - > /dev/null ||
  fail "a values --json output on stdin is refused"
$validate --schema certificate.schema.json "$work/cert.json" > /dev/null ||
  fail "a certificate is refused with --schema certificate.schema.json"

# The period must be a positive integer: a tampered output fails, naming the field.
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["period"]=-1; print(json.dumps(d))' \
  "$work/out.json" > "$work/bad.json"
$validate "$work/bad.json" > /dev/null 2> "$work/err"
rc=$?
[[ $rc == 1 ]] || fail "a tampered output gives exit $rc, not 1"
grep -q "period" "$work/err" || fail "the error does not name the field: $(cat "$work/err")"

echo '{"nothing": 1}' > "$work/noschema.json"
$validate "$work/noschema.json" > /dev/null 2>&1
rc=$?
[[ $rc == 2 ]] || fail "a document naming no schema gives exit $rc, not 2"

echo "validate_json_recipe: $failures failures"
exit $((failures > 0))
