#!/usr/bin/env bash
# Checks the Coq development: fails if any file admits a step or adds an axiom, if a soundness
# theorem depends on anything but the definitions (Assumptions.v prints "Closed under the global
# context" once per theorem), or if the theorems of the machine-integer checker assume anything
# but Coq's primitive integers and arrays (PrimitiveAssumptions.v against
# primitive-assumptions.txt, name for name).
#
# Usage: check_development.sh COQC SOURCE_DIR [COMPILED_DIR]
# Without COMPILED_DIR, every file of _CoqProject is compiled in a scratch directory, in order.
# With it (the build's proofs/coq/theories, as the ctest passes it), the build's compiled files
# are used instead of compiling them a second time: each file of _CoqProject must be there, its
# copy identical to the source and its .vo newer than that copy (else: rebuild first).
set -euo pipefail
coqc=$1
src=$2
compiled=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

forbidden='\b(Admitted|admit|Axiom|Axioms|Parameter|Parameters|Conjecture)\b'
if grep -nE "$forbidden" "$src"/*.v; then
  echo "check_development: admitted steps or axioms in proofs/coq (lines above)" >&2
  exit 1
fi

files=$(grep -E '\.v$' "$src/_CoqProject")
if [ -n "$compiled" ]; then
  for f in $files; do
    if ! cmp -s "$src/$f" "$compiled/$f" || [ ! "$compiled/${f%.v}.vo" -nt "$compiled/$f" ]; then
      echo "check_development: $compiled/${f%.v}.vo is missing or not compiled from the current" \
           "$f; build the target nimlab-check-verified first" >&2
      exit 1
    fi
  done
  library=$compiled
else
  for f in $files; do
    cp "$src/$f" "$work/"
    (cd "$work" && "$coqc" -q -Q . Nimlab "$f")
  done
  library=$work
fi
# The reports are compiled in the scratch directory, against the library's .vo files.
cp "$src/Assumptions.v" "$work/"
report=$(cd "$work" && "$coqc" -q -Q "$library" Nimlab Assumptions.v)
echo "$report"
expected=$(grep -c '^Print Assumptions' "$src/Assumptions.v")
closed=$(grep -c '^Closed under the global context$' <<<"$report" || true)
if [ "$closed" -ne "$expected" ]; then
  echo "check_development: $closed of $expected theorems are closed under the global context" >&2
  exit 1
fi

cp "$src/PrimitiveAssumptions.v" "$work/"
primitive=$(cd "$work" && "$coqc" -q -Q "$library" Nimlab PrimitiveAssumptions.v)
printed=$(grep -E '^[A-Za-z]' <<<"$primitive" | grep -v -e '^Axioms:$' | awk '{print $1}' | sort -u)
allowed=$(grep -v '^#' "$src/primitive-assumptions.txt" | sort -u)
if [ "$printed" != "$allowed" ] || grep -q 'Closed under the global context' <<<"$primitive"; then
  echo "check_development: the machine-integer checker's assumptions differ from" \
       "primitive-assumptions.txt:" >&2
  diff <(echo "$allowed") <(echo "$printed") >&2 || true
  exit 1
fi
echo "check_development: $(wc -w <<<"$files") files $([ -n "$compiled" ] && echo "compiled by the build" || echo built), $closed theorems without axioms," \
     "$(grep -c '^Print Assumptions' "$src/PrimitiveAssumptions.v") on the primitives only" \
     "($(wc -l <<<"$allowed") names)"
