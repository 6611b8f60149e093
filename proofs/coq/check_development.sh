#!/usr/bin/env bash
# Builds the Coq development in a scratch directory, in _CoqProject order, and fails if any file
# admits a step or adds an axiom, or if a soundness theorem depends on anything but the
# definitions (Assumptions.v prints "Closed under the global context" once per theorem).
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
echo "check_development: $(wc -w <<<"$files") files built, $closed theorems without axioms"
