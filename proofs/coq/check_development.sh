#!/usr/bin/env bash
# Builds the Coq development in a scratch directory, in _CoqProject order, and fails if any file
# admits a step or adds an axiom, if a soundness theorem depends on anything but the definitions
# (Assumptions.v prints "Closed under the global context" once per theorem), or if the theorems
# of the machine-integer checker assume anything but Coq's primitive integers and arrays
# (PrimitiveAssumptions.v against primitive-assumptions.txt, name for name).
# Usage: check_development.sh COQC SOURCE_DIR
set -euo pipefail
coqc=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

forbidden='\b(Admitted|admit|Axiom|Axioms|Parameter|Parameters|Conjecture)\b'
if grep -nE "$forbidden" "$src"/*.v; then
  echo "check_development: admitted steps or axioms in proofs/coq (lines above)" >&2
  exit 1
fi

files=$(grep -E '\.v$' "$src/_CoqProject")
for f in $files; do
  cp "$src/$f" "$work/"
  (cd "$work" && "$coqc" -q -Q . Nimlab "$f")
done
cp "$src/Assumptions.v" "$work/"
report=$(cd "$work" && "$coqc" -q -Q . Nimlab Assumptions.v)
echo "$report"
expected=$(grep -c '^Print Assumptions' "$src/Assumptions.v")
closed=$(grep -c '^Closed under the global context$' <<<"$report" || true)
if [ "$closed" -ne "$expected" ]; then
  echo "check_development: $closed of $expected theorems are closed under the global context" >&2
  exit 1
fi

cp "$src/PrimitiveAssumptions.v" "$work/"
primitive=$(cd "$work" && "$coqc" -q -Q . Nimlab PrimitiveAssumptions.v)
printed=$(grep -E '^[A-Za-z]' <<<"$primitive" | grep -v -e '^Axioms:$' | awk '{print $1}' | sort -u)
allowed=$(grep -v '^#' "$src/primitive-assumptions.txt" | sort -u)
if [ "$printed" != "$allowed" ] || grep -q 'Closed under the global context' <<<"$primitive"; then
  echo "check_development: the machine-integer checker's assumptions differ from" \
       "primitive-assumptions.txt:" >&2
  diff <(echo "$allowed") <(echo "$printed") >&2 || true
  exit 1
fi
echo "check_development: $(wc -w <<<"$files") files built, $closed theorems without axioms," \
     "$(grep -c '^Print Assumptions' "$src/PrimitiveAssumptions.v") on the primitives only" \
     "($(wc -l <<<"$allowed") names)"
